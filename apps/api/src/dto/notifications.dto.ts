import { IsOptional, IsString } from 'class-validator';
import type { RenderQuery } from '@app/server/notifications';
import { CursorQueryDto } from './paging.dto';

/** Every parameter travels in the query string, also on POST and PUT (docs/api/notifications.md §4). */
export class NotificationsQueryDto extends CursorQueryDto implements RenderQuery {
  @IsOptional() @IsString() render?: string;
  @IsOptional() @IsString() format?: string;
  @IsOptional() @IsString() action?: string;
  @IsOptional() @IsString() type?: string;
  @IsOptional() @IsString() seen?: string;
  @IsOptional() @IsString() seenFrom?: string;
}
