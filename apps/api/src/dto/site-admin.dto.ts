import { IsBoolean, IsNumber, IsOptional, IsString } from 'class-validator';
import type { NewIPBlockRequest, SiteSettings } from '@app/contract';
import type { IpBlocksQuery } from '@app/server/ip-blocks';

export class SiteSettingsDto implements Partial<SiteSettings> {
  @IsOptional() @IsBoolean() signupsDisabled?: boolean;
  @IsOptional() @IsBoolean() torBlocked?: boolean;
  @IsOptional() @IsBoolean() twoFactorRequiredForStaff?: boolean;
}

export class NewIpBlockDto implements NewIPBlockRequest {
  @IsString() address = '';
  @IsOptional() @IsNumber({ allowNaN: false, allowInfinity: false }) expiresIn?: number;
  @IsOptional() @IsString() note?: string;
}

export class IpBlocksQueryDto implements IpBlocksQuery {
  @IsOptional() @IsString() limit?: string;
  @IsOptional() @IsString() next?: string;
}
