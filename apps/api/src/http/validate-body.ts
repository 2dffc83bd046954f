import type { Type } from '@nestjs/common';
import { ContractValidationPipe } from './validation.pipe';

const pipe = new ContractValidationPipe();

/**
 * Validates a body against a DTO chosen at run time, exactly as the global pipe would, for routes whose
 * body shape depends on the query (`?action=`) and whose contract checks the action first.
 */
export async function validateBody<T extends object>(dto: Type<T>, body: unknown): Promise<T> {
  return (await pipe.transform(body, { type: 'body', metatype: dto })) as T;
}
