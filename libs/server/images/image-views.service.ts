import { Injectable } from '@nestjs/common';
import type { Image } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { toImage } from './images.mapper';
import { ImagesRepository } from './images.repository';

/** The images of a page of posts, keyed for the posts mapper. */
export interface PostPageImages {
  byId: Map<string, Image>;
  /** Images of image posts, in order. */
  ofPost: Map<string, Image[]>;
}

/** Reads images as the contract shows them; one statement per call whatever the number of images. */
@Injectable()
export class ImageViewsService {
  constructor(
    private readonly images: ImagesRepository,
    private readonly config: AppConfig,
  ) {}

  async findByIds(ids: readonly (string | null | undefined)[]): Promise<Map<string, Image>> {
    const wanted = ids.filter((id): id is string => typeof id === 'string');
    const records = await this.images.findByIds(wanted);
    return new Map(records.map((r) => [r.id, toImage(r, this.secret)]));
  }

  async findById(id: string | null | undefined): Promise<Image | null> {
    if (!id) return null;
    return (await this.findByIds([id])).get(id) ?? null;
  }

  /** Post images, link thumbnails and the communities' icons and banners of one page, in one statement. */
  async forPosts(postIds: readonly string[], imageIds: readonly (string | null)[], communityIds: readonly string[]): Promise<PostPageImages> {
    const { images, postImages } = await this.images.findForPosts(
      postIds,
      imageIds.filter((id): id is string => id !== null),
      communityIds,
    );
    const byId = new Map(images.map((r) => [r.id, toImage(r, this.secret)]));
    const ofPost = new Map<string, Image[]>();
    for (const { postId, imageId } of postImages) {
      const image = byId.get(imageId);
      if (!image) continue;
      const list = ofPost.get(postId) ?? [];
      list.push(image);
      ofPost.set(postId, list);
    }
    return { byId, ofPost };
  }

  private get secret(): string {
    const secret = this.config.sessionSecret;
    if (!secret) throw new Error('SESSION_SECRET is not set');
    return secret;
  }
}
