import { Limits, UiMessages } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useUploadImageMutation } from '../composer.api';
import { uploadErrorMessage } from '../utils/upload-error';

export interface UploadedImage {
  id: string;
  url: string;
  altText: string;
}

/** Uploads files one by one to /api/_uploads, at most 10 per post. Leaving the composer aborts them. */
export function useImageUploads(onError: (message: string) => void) {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [upload, { isLoading: isUploading }] = useUploadImageMutation();
  const inFlight = useRef<{ abort: () => void } | null>(null);
  const isLeaving = useRef(false);
  useEffect(
    () => () => {
      isLeaving.current = true;
      inFlight.current?.abort();
    },
    [],
  );

  const addFiles = async (files: File[]) => {
    if (images.length + files.length > Limits.imagesPerPostMax) return onError(UiMessages.tooManyImages);
    for (const file of files) {
      if (isLeaving.current) return;
      const request = upload(file);
      inFlight.current = request;
      try {
        const image = await request.unwrap();
        setImages((current) => [...current, { id: image.id, url: image.url, altText: '' }]);
      } catch (failure) {
        if (!isLeaving.current) onError(uploadErrorMessage(failure));
      } finally {
        if (inFlight.current === request) inFlight.current = null;
      }
    }
  };
  const setAltText = (id: string, altText: string) => setImages((current) => current.map((image) => (image.id === id ? { ...image, altText } : image)));
  const remove = (id: string) => setImages((current) => current.filter((image) => image.id !== id));
  return { images, isUploading, addFiles, setAltText, remove };
}
