import { Type } from 'class-transformer';
import { IsDefined, IsNumber, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { PushSubscriptionRequest } from '@app/contract';

class PushKeysDto {
  @IsString() p256dh!: string;
  @IsString() auth!: string;
}

/** The browser's PushSubscription (docs/api/push.md §2); the URL and key contents are checked by the push area. */
export class PushSubscriptionDto implements PushSubscriptionRequest {
  @IsString() endpoint!: string;
  /** Ignored (docs/api/push.md §2), but it must be what browsers send: a number or null. */
  @IsOptional() @IsNumber() expirationTime?: number | null;
  @IsDefined() @IsObject() @ValidateNested() @Type(() => PushKeysDto) keys!: PushKeysDto;
}
