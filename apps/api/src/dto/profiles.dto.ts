import { IsOptional, IsString } from 'class-validator';
import type { ProfileFeedQuery } from '@app/server/profiles';

export class ProfileFeedQueryDto implements ProfileFeedQuery {
  @IsOptional() @IsString() filter?: string;
  @IsOptional() @IsString() limit?: string;
  @IsOptional() @IsString() next?: string;
}

export class AdminUsersQueryDto {
  @IsOptional() @IsString() next?: string;
}
