import type { ImageFit, ImageFormat } from '@app/contract';
import type { ImageContext } from './image-contexts';

/** A made copy as `image_copies` records it (its byte size is known only once encoded). */
export interface ImageCopyRecord {
  name: string;
  width: number;
  height: number;
  boxWidth: number;
  boxHeight: number;
  fit: ImageFit;
  format: ImageFormat;
  size: number;
}

export interface ImageRecord {
  id: string;
  userId: string | null;
  context: ImageContext;
  format: ImageFormat;
  width: number;
  height: number;
  size: number;
  averageColor: string;
  altText: string | null;
  temporary: boolean;
  createdAt: Date;
}

export type NewImage = Omit<ImageRecord, 'createdAt'>;

/** The picture slots an image can fill besides posts. */
export type CommunityPictureSlot = 'pro_pic' | 'banner_image';
