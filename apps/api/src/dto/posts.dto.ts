import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsOptional, IsString, ValidateIf, ValidateNested } from 'class-validator';
import { CreatePostRequest, EditPostRequest, HidePostRequest, VoteRequest } from '@app/contract';
import type { FeedQuery, PostActionQuery } from '@app/server/posts';
import { PageQueryDto } from './paging.dto';

class PostImageDto {
  @IsString() imageId = '';
  @IsOptional() @IsString() caption?: string;
}

export class CreatePostDto implements CreatePostRequest {
  @IsOptional() @IsString() type?: string;
  @IsString() title = '';
  @IsOptional() @IsString() body?: string;
  @IsOptional() @IsString() url?: string;
  @IsString() community = '';
  @IsOptional() @IsString() userGroup?: string;
  @IsOptional() @IsArray() @ValidateNested({ each: true }) @Type(() => PostImageDto) images?: PostImageDto[];
  @IsOptional() @IsString() imageId?: string;
}

export class EditPostDto implements EditPostRequest {
  @IsOptional() @IsString() title?: string;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() body?: string | null;
}

export class PostVoteDto implements VoteRequest {
  @IsString() postId = '';
  @IsOptional() @IsBoolean() up = true;
}

export class HidePostDto implements HidePostRequest {
  @IsString() postId = '';
}

/** Query strings are checked as strings: a repeated parameter arrives as an array and is refused. */
export class FeedQueryDto extends PageQueryDto implements FeedQuery {
  @IsOptional() @IsString() sort?: string;
  @IsOptional() @IsString() feed?: string;
  @IsOptional() @IsString() communityId?: string;
  @IsOptional() @IsString() filter?: string;
  @IsOptional() @IsString() page?: string;
}

export class PostActionQueryDto implements PostActionQuery {
  @IsOptional() @IsString() action?: string;
  @IsOptional() @IsString() lockAs?: string;
  @IsOptional() @IsString() userGroup?: string;
  @IsOptional() @IsString() siteWide?: string;
}
