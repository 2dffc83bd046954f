import { IsOptional, IsString } from 'class-validator';
import type { ProfileFeedQuery } from '@app/server/profiles';
import { PageQueryDto } from './paging.dto';

export class ProfileFeedQueryDto extends PageQueryDto implements ProfileFeedQuery {
  @IsOptional() @IsString() filter?: string;
}
