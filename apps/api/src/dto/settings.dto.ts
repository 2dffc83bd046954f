import { IsBoolean, IsIn, IsOptional, IsString } from 'class-validator';
import { HOME_FEEDS } from '@app/contract';
import type { ChangePasswordRequest, DeleteAccountRequest, HomeFeed, UpdateProfileRequest } from '@app/contract';

/** `action=updateProfile` (docs/api/users.md): any subset; a wrong type is `400 invalid_json`, unknown fields are dropped. */
export class UpdateProfileDto implements UpdateProfileRequest {
  @IsOptional() @IsString() aboutMe?: string | null;
  @IsOptional() @IsString() email?: string | null;
  @IsOptional() @IsBoolean() upvoteNotificationsOff?: boolean;
  @IsOptional() @IsBoolean() replyNotificationsOff?: boolean;
  @IsOptional() @IsIn(HOME_FEEDS) homeFeed?: HomeFeed;
  @IsOptional() @IsBoolean() rememberFeedSort?: boolean;
  @IsOptional() @IsBoolean() embedsOff?: boolean;
  @IsOptional() @IsBoolean() hideUserProfilePictures?: boolean;
  @IsOptional() @IsBoolean() requireAltText?: boolean;
}

/** Missing fields read as "" and fail the contract's own checks. */
export class ChangePasswordDto implements Partial<ChangePasswordRequest> {
  @IsOptional() @IsString() password?: string;
  @IsOptional() @IsString() newPassword?: string;
  @IsOptional() @IsString() repeatPassword?: string;
  /** Ours: the two-factor code when it is on (re-authentication, docs/security.md). */
  @IsOptional() @IsString() code?: string;
}

export class DeleteAccountDto implements Partial<DeleteAccountRequest> {
  @IsOptional() @IsString() password?: string;
}
