import { IsOptional, IsString } from 'class-validator';
import type { AnalyticsEventRequest } from '@app/contract';

/** `POST /api/analytics`: a missing `event` reads as empty (then `400 bad_event`), a non-string one is `400 invalid_json`. */
export class AnalyticsEventDto implements Partial<AnalyticsEventRequest> {
  @IsOptional() @IsString() event?: string;
}
