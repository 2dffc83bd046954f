import { Body, Controller, Delete, HttpCode, Param, Post, Put } from '@nestjs/common';
import type { Community, Image, SetAltTextRequest, User } from '@app/contract';
import type { CommunityRecord } from '@app/server/communities';
import type { Caller } from '@app/server/core/caller';
import { ImageAltTextService, ImageUploadsService } from '@app/server/images';
import type { UploadedFile } from '@app/server/images';
import { CommunityPicturesService, ProfilePicturesService } from '@app/server/images/pictures';
import { LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';
import { CommunityRoute, RouteCommunity } from '../http/community-route';
import { ImageUpload, TakesImageUpload } from '../http/image-upload';

/**
 * Post image uploads and alt text (docs/api/posts.md), profile and community pictures (docs/api/users.md,
 * docs/api/communities.md). Files are served by http/images-router.ts.
 */
@Controller()
export class ImagesController {
  constructor(
    private readonly uploads: ImageUploadsService,
    private readonly altText: ImageAltTextService,
    private readonly profilePictures: ProfilePicturesService,
    private readonly communityPictures: CommunityPicturesService,
  ) {}

  @Post('_uploads')
  @LoggedIn()
  @HttpCode(200)
  @TakesImageUpload()
  upload(@ImageUpload() file: UploadedFile, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Image> {
    return this.uploads.upload(file, caller);
  }

  @Put('images/:imageId')
  @LoggedIn()
  setAltText(@Param('imageId') imageId: string, @Body() body: SetAltTextRequest, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Image> {
    return this.altText.set(imageId, body ?? {}, caller.userId);
  }

  @Post('users/:username/pro_pic')
  @LoggedIn()
  @HttpCode(200)
  @TakesImageUpload()
  setProfilePicture(
    @Param('username') username: string,
    @ImageUpload() file: UploadedFile,
    @LoggedInCaller() caller: Caller & { userId: string },
  ): Promise<User> {
    return this.profilePictures.set(username, file, caller.userId);
  }

  @Delete('users/:username/pro_pic')
  @LoggedIn()
  removeProfilePicture(@Param('username') username: string, @LoggedInCaller() caller: Caller & { userId: string }): Promise<User> {
    return this.profilePictures.remove(username, caller.userId);
  }

  @Post('communities/:communityId/pro_pic')
  @LoggedIn()
  @HttpCode(200)
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  @TakesImageUpload()
  setCommunityIcon(
    @RouteCommunity() community: CommunityRecord,
    @ImageUpload() file: UploadedFile,
    @LoggedInCaller() caller: Caller & { userId: string },
  ): Promise<Community> {
    return this.communityPictures.set(community, 'pro_pic', file, caller.userId);
  }

  @Delete('communities/:communityId/pro_pic')
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  removeCommunityIcon(@RouteCommunity() community: CommunityRecord, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Community> {
    return this.communityPictures.remove(community, 'pro_pic', caller.userId);
  }

  @Post('communities/:communityId/banner_image')
  @LoggedIn()
  @HttpCode(200)
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  @TakesImageUpload()
  setCommunityBanner(
    @RouteCommunity() community: CommunityRecord,
    @ImageUpload() file: UploadedFile,
    @LoggedInCaller() caller: Caller & { userId: string },
  ): Promise<Community> {
    return this.communityPictures.set(community, 'banner_image', file, caller.userId);
  }

  @Delete('communities/:communityId/banner_image')
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  removeCommunityBanner(@RouteCommunity() community: CommunityRecord, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Community> {
    return this.communityPictures.remove(community, 'banner_image', caller.userId);
  }
}
