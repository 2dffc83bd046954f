import type { Image } from '@app/contract';

interface ResponsiveImageProps {
  image: Image;
  className?: string;
  /** `sizes` of the srcset; the default fits the content column. */
  sizes?: string;
  isEager?: boolean;
  alt?: string;
}

/** An image with its named copies as a srcset; the original when it has none. */
export function ResponsiveImage({ image, className, sizes = '(max-width: 768px) 100vw, 640px', isEager = false, alt }: ResponsiveImageProps) {
  const srcSet = image.copies.map((copy) => `${copy.url} ${copy.width}w`).join(', ');
  return (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.altText ?? ''}
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ backgroundColor: image.averageColor }}
    />
  );
}

/** The smallest copy at least `minWidth` wide, for thumbnails and icons. */
export function smallestCopyUrl(image: Image, minWidth: number): string {
  const fitting = image.copies.filter((copy) => copy.width >= minWidth).sort((a, b) => a.width - b.width);
  return fitting[0]?.url ?? image.url;
}

/** A decorative picture (the text beside it names what it shows) from the smallest copy at least `minWidth` wide. */
export function ThumbnailImage({ image, minWidth, className, isEager }: { image: Image; minWidth: number; className: string; isEager: boolean }) {
  return (
    <img
      className={className}
      src={smallestCopyUrl(image, minWidth)}
      alt=""
      loading={isEager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ backgroundColor: image.averageColor }}
    />
  );
}
