import { Injectable } from '@nestjs/common';
import type { Image } from '@app/contract';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '@app/server/core/config';
import { ImageIntakeService } from './image-intake.service';
import { ImageStore } from './image-store';
import type { CommunityPictureSlot, ImageRecord } from './image.types';
import { toImage } from './images.mapper';
import { ImagesRepository } from './images.repository';
import type { ImageSource } from './uploaded-file';

/**
 * Profile pictures, community icons and banners (docs/api/users.md, docs/api/communities.md): the new image replaces the
 * old one, which is deleted with its files; `null` removes the picture. Callers check who may do it.
 */
@Injectable()
export class PictureSlotsService {
  constructor(
    private readonly images: ImagesRepository,
    private readonly intake: ImageIntakeService,
    private readonly config: AppConfig,
    private readonly store: ImageStore,
  ) {}

  /**
   * Account deletion, inside its transaction: the profile picture and unused uploads lose their records.
   * Answers the ids whose files `deleteFiles` removes once the transaction has committed.
   */
  eraseAccountImages(tx: EntityManager, userId: string): Promise<string[]> {
    return this.images.deleteAccountImages(tx, userId);
  }

  async deleteFiles(imageIds: readonly string[]): Promise<void> {
    for (const id of imageIds) await this.store.deleteAll(id);
  }

  async setUserPicture(userId: string, bytes: ImageSource | null): Promise<Image | null> {
    const record = bytes && (await this.intake.take(bytes, { context: 'user', userId, temporary: false, refusal: 'UNSUPPORTED_IMAGE_FORMAT' }));
    return this.replace(record, (tx) => this.images.replaceUserPicture(tx, userId, record?.id ?? null));
  }

  async setCommunityPicture(communityId: string, slot: CommunityPictureSlot, bytes: ImageSource | null, userId: string): Promise<Image | null> {
    const context = slot === 'pro_pic' ? 'community-icon' : 'community-banner';
    const record = bytes && (await this.intake.take(bytes, { context, userId, temporary: false, refusal: 'UNSUPPORTED_IMAGE' }));
    return this.replace(record, (tx) => this.images.replaceCommunityPicture(tx, communityId, slot, record?.id ?? null));
  }

  private async replace(record: ImageRecord | null, swap: Parameters<ImagesRepository['transaction']>[0]): Promise<Image | null> {
    let previous: string | null;
    try {
      previous = (await this.images.transaction(swap)) as string | null;
    } catch (error) {
      if (record) await this.intake.delete([record.id]);
      throw error;
    }
    if (previous && previous !== record?.id) await this.intake.delete([previous]);
    if (!record) return null;
    await this.intake.requestCopies(record.id);
    return toImage(record, this.config.sessionSecret ?? '');
  }
}
