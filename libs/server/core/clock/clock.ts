import { Injectable } from '@nestjs/common';

/** Time behind one seam so tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/**
 * RFC 3339 in UTC with whole seconds, as stored values are sent (docs/api/entities.md §0). `toISOString` always
 * ends in `.sssZ`, so cutting its last five characters drops the milliseconds (a page of posts makes about a
 * hundred of these).
 */
export function toWireTime(date: Date): string {
  return `${date.toISOString().slice(0, -5)}Z`;
}

export function toWireTimeOrNull(date: Date | null | undefined): string | null {
  return date ? toWireTime(date) : null;
}
