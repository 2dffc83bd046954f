import { Limits, UiMessages } from '@app/contract';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useUploadImageMutation } from '../composer.api';

export interface UploadedImage {
  id: string;
  url: string;
  altText: string;
}

/** Uploads files one by one to /api/_uploads, at most 10 per post. */
export function useImageUploads(onError: (message: string) => void) {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [upload, { isLoading: isUploading }] = useUploadImageMutation();

  const addFiles = async (files: File[]) => {
    if (images.length + files.length > Limits.imagesPerPostMax) return onError(UiMessages.tooManyImages);
    for (const file of files) {
      try {
        const image = await upload(file).unwrap();
        setImages((current) => [...current, { id: image.id, url: image.url, altText: '' }]);
      } catch (failure) {
        const code = isApiError(failure) ? failure.code : undefined;
        onError(code === 'file_size_exceeded' ? UiMessages.fileTooLarge : code?.includes('unsupported') ? UiMessages.unsupportedFile(file.name) : UiMessages.genericError);
      }
    }
  };
  const setAltText = (id: string, altText: string) =>
    setImages((current) => current.map((image) => (image.id === id ? { ...image, altText } : image)));
  const remove = (id: string) => setImages((current) => current.filter((image) => image.id !== id));
  return { images, isUploading, addFiles, setAltText, remove };
}
