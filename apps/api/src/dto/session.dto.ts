import { IsOptional, IsString, MaxLength } from 'class-validator';
import { LoginRequest, SignupRequest } from '@app/contract';

/** Fields are optional: a missing one reads as "" and fails the contract's own checks, as upstream. */
class CredentialsDto {
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() password?: string;
}

/** The contract's fields and, ours, the second step of two-factor sign-in (docs/api/session.md §6.3). */
export class LoginDto extends CredentialsDto implements Partial<LoginRequest> {
  @IsOptional() @IsString() @MaxLength(64) totpCode?: string;
  @IsOptional() @IsString() @MaxLength(64) recoveryCode?: string;
}

export class SignupDto extends CredentialsDto implements Partial<SignupRequest> {
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() captchaToken?: string;
}
