import type { ImageFit, ImageFormat } from '@app/contract';
import type { ImageContext } from './image-contexts';

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
  /** Copies the worker has made so far, in the order of the context's table. */
  copies: ImageCopyRecord[];
}

export type NewImage = Omit<ImageRecord, 'copies' | 'createdAt'>;

/** The picture slots an image can fill besides posts. */
export type CommunityPictureSlot = 'pro_pic' | 'banner_image';
