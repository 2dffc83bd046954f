import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { EnableTwoFactorRequest, ReauthRequest } from '@app/contract';

/** Missing fields read as "" and fail the re-authentication's own checks. */
export class ReauthDto implements Partial<ReauthRequest> {
  @IsOptional() @IsString() password?: string;
  @IsOptional() @IsString() @MaxLength(64) code?: string;
}

export class EnableTwoFactorDto implements Partial<EnableTwoFactorRequest> {
  @IsOptional() @IsString() @MaxLength(64) code?: string;
}
