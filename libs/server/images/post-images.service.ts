import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainError } from '@app/server/core/errors';
import { JobsService } from '@app/server/core/jobs';
import { ImageIntakeService } from './image-intake.service';
import { ImagesRepository } from './images.repository';

export const linkThumbnailJobId = (postId: string) => `link-thumbnail-${postId}`;

/** The images side of creating a post: attaching uploads, asking for a link thumbnail. */
@Injectable()
export class PostImagesService {
  private readonly logger = new Logger(PostImagesService.name);

  constructor(
    private readonly images: ImagesRepository,
    private readonly jobs: JobsService,
    private readonly intake: ImageIntakeService,
  ) {}

  /** Content deletion of a post: its images and link thumbnail go, records and files (docs/api/rules.md §10.1). */
  async deleteImagesOf(postId: string, linkImageId: string | null): Promise<void> {
    const ids = [...(await this.images.imageIdsOfPost(postId)), linkImageId];
    await this.intake.delete(ids);
  }

  /** Many posts at once (a site ban's purge): one query for their images, then the records and files. */
  async deleteImagesOfPosts(postIds: readonly string[], linkImageIds: readonly (string | null)[]): Promise<void> {
    if (!postIds.length) return;
    await this.intake.delete([...(await this.images.imageIdsOfPosts(postIds)), ...linkImageIds]);
  }

  /** Checked before anything is written, in the contract's order (docs/api/posts.md check 4). */
  async assertAttachable(imageIds: readonly string[], userId: string): Promise<void> {
    const unique = [...new Set(imageIds)];
    if ((await this.images.countAttachable(unique, userId)) !== unique.length) throw new DomainError('IMAGE_NOT_FOUND');
  }

  /**
   * Inside the post's transaction: the user's own temporary uploads become the post's images, in the
   * given order, and leave the temporary set. Any unknown, foreign or already used id → 404 image-not-found
   * (the contract recommends requiring every id), which rolls the post back.
   */
  async attach(tx: EntityManager, postId: string, imageIds: readonly string[], userId: string): Promise<void> {
    const unique = [...new Set(imageIds)];
    const attached = await this.images.attachToPost(tx, postId, unique, userId);
    if (attached !== unique.length) throw new DomainError('IMAGE_NOT_FOUND');
  }

  /** After the link post is committed: the worker fetches its thumbnail; a failure never fails the post. */
  async requestLinkThumbnail(postId: string): Promise<void> {
    try {
      await this.jobs.enqueue('images.fetch-link-thumbnail', { postId }, { jobId: linkThumbnailJobId(postId) });
    } catch (error) {
      this.logger.error(`could not enqueue the thumbnail of post ${postId}: ${String(error)}`);
    }
  }
}
