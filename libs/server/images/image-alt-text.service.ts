import { Injectable } from '@nestjs/common';
import { Image, Limits, SetAltTextRequest } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { toImage } from './images.mapper';
import { AltTextFacts, ImagesRepository } from './images.repository';

/** Any admin; the author of a post showing it; its uploader while temporary; the user it pictures; a mod of the community it pictures. */
export function mayEditAltText(facts: AltTextFacts, callerId: string): boolean {
  return (
    facts.callerIsAdmin ||
    facts.callerIsPostAuthor ||
    (facts.temporary && facts.uploaderId === callerId) ||
    facts.callerHasItAsProPic ||
    facts.callerModsItsCommunity
  );
}

/** `PUT /api/images/{imageId}` (docs/api/posts.md): truncated to 1024 characters, "" clears it. */
@Injectable()
export class ImageAltTextService {
  constructor(
    private readonly images: ImagesRepository,
    private readonly config: AppConfig,
  ) {}

  async set(imageId: string, body: SetAltTextRequest, callerId: string): Promise<Image> {
    if (!isId(imageId)) throw new DomainError('INVALID_ALT_TEXT_IMAGE_ID');
    if (body.altText !== undefined && body.altText !== null && typeof body.altText !== 'string') throw new DomainError('INVALID_JSON');
    const facts = await this.images.altTextFacts(imageId, callerId);
    if (!facts) throw new DomainError('IMAGE_NOT_FOUND');
    if (!mayEditAltText(facts, callerId)) throw new DomainError('ALT_TEXT_PERMISSION_DENIED');
    const altText = [...(body.altText ?? '')].slice(0, Limits.imageAltTextMax).join('') || null;
    await this.images.setAltText(imageId, altText);
    const record = await this.images.findById(imageId);
    if (!record) throw new DomainError('IMAGE_NOT_FOUND');
    return toImage(record, this.config.sessionSecret ?? '');
  }
}
