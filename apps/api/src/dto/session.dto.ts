import { IsOptional, IsString } from 'class-validator';
import { LoginRequest, SignupRequest } from '@app/contract';

/** Fields are optional: a missing one reads as "" and fails the contract's own checks, as upstream. */
export class LoginDto implements Partial<LoginRequest> {
  @IsOptional() @IsString() username?: string;
  @IsOptional() @IsString() password?: string;
}

export class SignupDto extends LoginDto implements Partial<SignupRequest> {
  @IsOptional() @IsString() email?: string;
  @IsOptional() @IsString() captchaToken?: string;
}
