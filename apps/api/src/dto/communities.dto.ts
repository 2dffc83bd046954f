import { IsBoolean, IsInt, IsOptional, IsString, ValidateIf } from 'class-validator';
import {
  AdminActionRequest,
  CommunityRuleRequest,
  CommunityUserRequest,
  CreateCommunityRequest,
  JoinCommunityRequest,
  NewCommunityRequestBody,
  UpdateCommunityRequest,
} from '@app/contract';
import { IsInt4 } from './is-int4';

/** Query strings: a repeated parameter arrives as an array and is refused rather than misread. */
export class CommunitiesQueryDto {
  @IsOptional() @IsString() q?: string;
  @IsOptional() @IsString() set?: string;
  @IsOptional() @IsString() sort?: string;
  @IsOptional() @IsString() limit?: string;
}

export class CreateCommunityDto implements CreateCommunityRequest {
  @IsString() name = '';
  @IsOptional() @IsString() about?: string;
}

/** The web client sends a whole Community; the whitelist keeps only what may change. */
export class UpdateCommunityDto implements UpdateCommunityRequest {
  @IsOptional() @IsBoolean() nsfw?: boolean;
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() about?: string | null;
  @IsOptional() @IsBoolean() postingRestricted?: boolean;
  @IsOptional() @IsBoolean() modlogAnonymous?: boolean;
}

export class JoinCommunityDto implements JoinCommunityRequest {
  @IsString() communityId = '';
  @IsOptional() @IsBoolean() leave = false;
}

export class CommunityRuleDto implements CommunityRuleRequest {
  @IsString() rule = '';
  @IsOptional() @ValidateIf((_o, v) => v !== null) @IsString() description?: string | null;
  @IsOptional() @IsInt4() zIndex?: number;
}

export class CommunityUserDto implements CommunityUserRequest {
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() expires?: string;
}

export class NewCommunityRequestDto implements NewCommunityRequestBody {
  @IsString() name = '';
  @IsOptional() @IsString() note?: string;
}

export class AdminActionDto implements AdminActionRequest {
  @IsString() action = '';
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsInt() id?: number;
  @IsOptional() @IsString() body?: string;
  @IsOptional() @IsInt4() deleteContentDays?: number;
}
