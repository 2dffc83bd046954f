import { IsOptional, IsString, MaxLength } from 'class-validator';
import { EmailChangeConfirmRequest, EmailChangeRequest, PasswordResetConfirmRequest, PasswordResetRequest } from '@app/contract';

/** Missing fields read as "" and fail the services' own checks, as the other account routes do. */
export class PasswordResetDto implements Partial<PasswordResetRequest> {
  @IsOptional() @IsString() @MaxLength(1024) login?: string;
}

export class PasswordResetConfirmDto implements Partial<PasswordResetConfirmRequest> {
  @IsOptional() @IsString() @MaxLength(128) token?: string;
  @IsOptional() @IsString() password?: string;
}

export class EmailChangeDto implements Partial<EmailChangeRequest> {
  @IsOptional() @IsString() @MaxLength(1024) email?: string;
  @IsOptional() @IsString() password?: string;
  @IsOptional() @IsString() @MaxLength(64) code?: string;
}

export class EmailChangeConfirmDto implements Partial<EmailChangeConfirmRequest> {
  @IsOptional() @IsString() @MaxLength(128) token?: string;
}
