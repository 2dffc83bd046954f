import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@app/server/core/errors';
import { MAX_HTML_BYTES, MAX_IMAGE_BYTES, SafeFetcher } from '@app/server/link-preview';
import { ImageIntakeService } from './image-intake.service';
import { ImagesRepository } from './images.repository';
import { extractOgImage } from './og-image';
import { youTubeThumbnailUrl } from './youtube-thumbnail';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const IMAGE_PATH = /\.(jpe?g|png|webp)$/i;

export type ThumbnailResult = { outcome: 'stored'; imageId: string } | { outcome: 'skipped' | 'none'; reason: string };

/**
 * `images.fetch-link-thumbnail` (worker, docs/api/rules.md §14): the page's og:image, or the URL itself when
 * it is an image, fetched through the SSRF-safe fetcher and stored as the post's thumbnail with copies.
 * Any failure leaves the post without a thumbnail; a retried job finds the thumbnail already there.
 */
@Injectable()
export class LinkThumbnailsService {
  private readonly logger = new Logger(LinkThumbnailsService.name);

  constructor(
    private readonly images: ImagesRepository,
    private readonly intake: ImageIntakeService,
    private readonly fetcher: SafeFetcher,
  ) {}

  async fetchThumbnail(postId: string): Promise<ThumbnailResult> {
    const post = await this.images.linkPostWaitingForThumbnail(postId);
    if (!post) return { outcome: 'skipped', reason: 'no link post waiting for a thumbnail' };
    const bytes = await this.imageBytes(post.url);
    if (typeof bytes === 'string') return { outcome: 'none', reason: bytes };
    let imageId: string;
    try {
      // Temporary until the post takes it, so an interrupted job leaves nothing behind for long.
      imageId = (await this.intake.take(bytes, { context: 'link', userId: post.userId, temporary: true, refusal: 'UNSUPPORTED_IMAGE_FORMAT' })).id;
    } catch (error) {
      if (error instanceof DomainError) return { outcome: 'none', reason: 'unsupported image' };
      throw error;
    }
    if (!(await this.images.setLinkThumbnail(postId, imageId))) {
      await this.intake.delete([imageId]);
      return { outcome: 'skipped', reason: 'the post changed meanwhile' };
    }
    await this.intake.requestCopies(imageId);
    return { outcome: 'stored', imageId };
  }

  /** The image's bytes, or why there are none. A YouTube video's page without an og:image gives YouTube's still. */
  private async imageBytes(url: string): Promise<Buffer | string> {
    const page = await this.fetcher.fetch(url, { maxBytes: MAX_IMAGE_BYTES, acceptContentTypes: ['text/html', 'application/xhtml+xml', ...IMAGE_TYPES] });
    const videoStill = youTubeThumbnailUrl(url);
    if (!page.ok && !videoStill) return `page: ${page.reason}`;
    if (page.ok && IMAGE_TYPES.includes(page.contentType)) return page.body.length ? page.body : 'empty image';
    const html = page.ok ? page.body.subarray(0, MAX_HTML_BYTES).toString('utf8') : '';
    const ogImage = page.ok
      ? (extractOgImage(html, page.finalUrl) ?? (IMAGE_PATH.test(new URL(page.finalUrl).pathname) ? page.finalUrl : undefined))
      : undefined;
    const imageUrl = ogImage ?? videoStill;
    if (!imageUrl) return 'no og:image';
    const image = await this.fetcher.fetch(imageUrl, { maxBytes: MAX_IMAGE_BYTES, acceptContentTypes: IMAGE_TYPES });
    if (!image.ok) return `image: ${image.reason}`;
    return image.body.length ? image.body : 'empty image';
  }
}
