import { IsInt, Max, Min } from 'class-validator';
import { INT4_MAX, INT4_MIN } from '@app/server/core/ids';

/** An integer stored as is in an int4 column: anything outside fails validation (400) instead of SQL (500). */
export function IsInt4(): PropertyDecorator {
  return (target, key) => {
    IsInt()(target, key);
    Min(INT4_MIN)(target, key);
    Max(INT4_MAX)(target, key);
  };
}
