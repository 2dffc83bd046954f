import { Allow, IsOptional, IsString } from 'class-validator';
import { MuteRequest } from '@app/contract';

/** `POST /api/mutes`: ids are checked by the service (all-zero or empty = not given, malformed = invalid_json). */
export class MuteDto implements MuteRequest {
  @IsOptional() @IsString() userId?: string | null;
  @IsOptional() @IsString() communityId?: string | null;
}

/** `DELETE /api/mutes?type=`: any value is let through so that a bad one is `400 invalid_mute_type`, not invalid_json. */
export class UnmuteAllQueryDto {
  @Allow() type?: unknown;
}
