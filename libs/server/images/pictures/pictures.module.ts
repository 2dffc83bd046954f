import { Module } from '@nestjs/common';
import { CommunitiesModule } from '@app/server/communities';
import { ImagesModule } from '@app/server/images';
import { UsersModule } from '@app/server/users';
import { CommunityPicturesService } from './community-pictures.service';
import { ProfilePicturesService } from './profile-pictures.service';

/** Pictures of users and communities: the images area composed with the accounts and communities areas. */
@Module({
  imports: [ImagesModule, UsersModule, CommunitiesModule],
  providers: [ProfilePicturesService, CommunityPicturesService],
  exports: [ProfilePicturesService, CommunityPicturesService],
})
export class PicturesModule {}
