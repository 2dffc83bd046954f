import type { Image } from '@app/contract';
import { useState } from 'react';
import { ResponsiveImage } from '../../../components/image/responsive-image';
import { GalleryFrame } from './gallery-frame';

interface ImageGalleryProps {
  images: Image[];
  isEager: boolean;
}

/** One image at a time with previous/next buttons; only the image on show is fetched. */
export function ImageGallery({ images, isEager }: ImageGalleryProps) {
  const [index, setIndex] = useState(0);
  const image = images[Math.min(index, images.length - 1)];
  if (!image) return null;
  if (images.length === 1) {
    return (
      <div className="post-images">
        <ResponsiveImage image={image} className="post-images__image" isEager={isEager} />
      </div>
    );
  }
  return (
    <GalleryFrame index={index} count={images.length} onIndexChange={setIndex}>
      <ResponsiveImage key={image.id} image={image} className="post-images__image" isEager={isEager} />
    </GalleryFrame>
  );
}
