import { IsOptional, IsString } from 'class-validator';
import type { ModlogQuery } from '@app/server/modlog';

/** `?action=&moderator=&next=&limit=` of the moderation log's pages (docs/moderation-log.md). */
export class ModlogQueryDto implements ModlogQuery {
  @IsOptional() @IsString() action?: string;
  @IsOptional() @IsString() moderator?: string;
  @IsOptional() @IsString() next?: string;
  @IsOptional() @IsString() limit?: string;
  /** Read by the community route's guard (`?byName=true`). */
  @IsOptional() @IsString() byName?: string;
}

/** Ours: the optional reason of a removal by moderators or admins (docs/moderation-log.md). */
export class RemovalQueryDto {
  @IsOptional() @IsString() reason?: string;
  @IsOptional() @IsString() ruleId?: string;
}
