import { Limits, UiMessages } from '@app/contract';
import { type ChangeEvent, type DragEvent, useId } from 'react';
import type { UploadedImage } from '../hooks/use-image-uploads';

interface ImageUploaderProps {
  images: UploadedImage[];
  isUploading: boolean;
  onFiles: (files: File[]) => void;
  onAltText: (id: string, altText: string) => void;
  onRemove: (id: string) => void;
}

/** 'Add photo' / 'Or drag and drop', the uploaded images with their alt text. */
export function ImageUploader({ images, isUploading, onFiles, onAltText, onRemove }: ImageUploaderProps) {
  const inputId = useId();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(Array.from(event.target.files ?? []));
    event.target.value = '';
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    onFiles(Array.from(event.dataTransfer.files).filter((file) => file.type.startsWith('image/')));
  };
  return (
    <div className="uploader">
      <div className="uploader__drop" onDragOver={(event) => event.preventDefault()} onDrop={handleDrop}>
        <label htmlFor={inputId} className="button button--secondary">
          {UiMessages.addPhoto}
        </label>
        <input id={inputId} type="file" accept="image/*" multiple className="visually-hidden" onChange={handleChange} />
        <span className="uploader__hint">{UiMessages.dragAndDrop}</span>
        {isUploading && <span role="status">{UiMessages.uploadingImage}</span>}
      </div>
      {images.map((image) => (
        <div key={image.id} className="uploader__item">
          <img src={image.url} alt="" className="uploader__thumb" />
          <label className="uploader__alt">
            <span className="visually-hidden">{UiMessages.altTextLabel}</span>
            <input
              className="field-input"
              placeholder={UiMessages.altTextLabel}
              maxLength={Limits.imageAltTextMax}
              value={image.altText}
              onChange={(event) => onAltText(image.id, event.target.value)}
            />
          </label>
          <button type="button" className="button button--ghost button--sm" onClick={() => onRemove(image.id)}>
            {UiMessages.removeImage}
          </button>
        </div>
      ))}
    </div>
  );
}
