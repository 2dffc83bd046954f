import { IsInt, IsOptional, IsString } from 'class-validator';
import { ReportRequest } from '@app/contract';
import type { ReportsQuery } from '@app/server/reports';

export class ReportDto implements ReportRequest {
  @IsOptional() @IsString() type?: string;
  @IsString() targetId = '';
  @IsInt() reason = 0;
}

export class ReportsQueryDto implements ReportsQuery {
  @IsOptional() @IsString() filter?: string;
  @IsOptional() @IsString() page?: string;
  @IsOptional() @IsString() limit?: string;
}
