import { Injectable } from '@nestjs/common';

/** Time behind one seam so tests can move it. */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

/** RFC 3339 in UTC with whole seconds, as stored values are sent (docs/api/entities.md §0). */
export function toWireTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function toWireTimeOrNull(date: Date | null | undefined): string | null {
  return date ? toWireTime(date) : null;
}
