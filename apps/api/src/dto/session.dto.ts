import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LoginRequest, SignupRequest } from '@app/contract';

/** Fields are optional: a missing one reads as "" and fails the contract's own checks, as upstream. */
export class LoginDto implements Partial<LoginRequest> {
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() password?: string;
}

/** The login body: the contract's fields and, ours, the second step of two-factor sign-in (docs/api/session.md). */
export class LoginWithCodeDto extends LoginDto implements Partial<LoginRequest> {
  @IsOptional() @IsString() @MaxLength(64) totpCode?: string;
  @IsOptional() @IsString() @MaxLength(64) recoveryCode?: string;
}

export class SignupDto extends LoginDto implements Partial<SignupRequest> {
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() captchaToken?: string;
}
