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
import { Documented } from '../openapi/documented';

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
  @Documented('Upload an image for a post', ['NO_IMAGE_UPLOADS', 'TOO_MANY_REQUESTS', 'FILE_SIZE_EXCEEDED', 'FILE_MISSING', 'UNSUPPORTED_IMAGE_FORMAT'])
  @LoggedIn()
  @HttpCode(200)
  @TakesImageUpload()
  upload(@ImageUpload() file: UploadedFile, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Image> {
    return this.uploads.upload(file, caller);
  }

  @Put('images/:imageId')
  @Documented("Set an image's alt text", ['INVALID_ALT_TEXT_IMAGE_ID', 'IMAGE_NOT_FOUND', 'ALT_TEXT_PERMISSION_DENIED'])
  @LoggedIn()
  setAltText(@Param('imageId') imageId: string, @Body() body: SetAltTextRequest, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Image> {
    return this.altText.set(imageId, body ?? {}, caller.userId);
  }

  @Post('users/:username/pro_pic')
  @Documented('Set a profile picture', ['USER_NOT_FOUND', 'NOT_OWNER', 'FILE_SIZE_EXCEEDED', 'FILE_MISSING', 'USER_DELETED', 'UNSUPPORTED_IMAGE_FORMAT'])
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
  @Documented('Remove a profile picture', ['USER_NOT_FOUND', 'NOT_OWNER'])
  @LoggedIn()
  removeProfilePicture(@Param('username') username: string, @LoggedInCaller() caller: Caller & { userId: string }): Promise<User> {
    return this.profilePictures.remove(username, caller.userId);
  }

  @Post('communities/:communityId/pro_pic')
  @Documented("Set a community's icon", ['FILE_SIZE_EXCEEDED', 'FILE_MISSING', 'UNSUPPORTED_IMAGE'])
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
  @Documented("Remove a community's icon", [])
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  removeCommunityIcon(@RouteCommunity() community: CommunityRecord, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Community> {
    return this.communityPictures.remove(community, 'pro_pic', caller.userId);
  }

  @Post('communities/:communityId/banner_image')
  @Documented("Set a community's banner", ['FILE_SIZE_EXCEEDED', 'FILE_MISSING', 'UNSUPPORTED_IMAGE'])
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
  @Documented("Remove a community's banner", [])
  @LoggedIn()
  @CommunityRoute({ modOrAdmin: 'NOT_ADMIN_NOR_MOD' })
  removeCommunityBanner(@RouteCommunity() community: CommunityRecord, @LoggedInCaller() caller: Caller & { userId: string }): Promise<Community> {
    return this.communityPictures.remove(community, 'banner_image', caller.userId);
  }
}
