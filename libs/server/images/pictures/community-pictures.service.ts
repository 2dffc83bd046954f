import { Injectable } from '@nestjs/common';
import { Community } from '@app/contract';
import { CommunitiesService, CommunityRecord } from '@app/server/communities';
import { CommunityPictureSlot, ImageViewsService, PictureSlotsService, requireFile, UploadedFile } from '@app/server/images';

/**
 * `POST|DELETE /api/communities/{id}/pro_pic|banner_image` (docs/api/communities.md). The route's guard has
 * checked moderator-or-admin; answers the Community with viewer fields and both pictures.
 */
@Injectable()
export class CommunityPicturesService {
  constructor(
    private readonly communities: CommunitiesService,
    private readonly slots: PictureSlotsService,
    private readonly views: ImageViewsService,
  ) {}

  async set(community: CommunityRecord, slot: CommunityPictureSlot, file: UploadedFile | undefined, callerId: string): Promise<Community> {
    await this.slots.setCommunityPicture(community.id, slot, requireFile(file), callerId);
    return this.view(community.id, callerId);
  }

  async remove(community: CommunityRecord, slot: CommunityPictureSlot, callerId: string): Promise<Community> {
    await this.slots.setCommunityPicture(community.id, slot, null, callerId);
    return this.view(community.id, callerId);
  }

  private async view(communityId: string, callerId: string): Promise<Community> {
    const record = await this.communities.resolve(communityId);
    const [[community], pictures] = await Promise.all([
      this.communities.withViewer([record], callerId),
      this.views.findByIds([record.proPicId, record.bannerImageId]),
    ]);
    return {
      ...community,
      proPic: (record.proPicId && pictures.get(record.proPicId)) || null,
      bannerImage: (record.bannerImageId && pictures.get(record.bannerImageId)) || null,
    };
  }
}
