import { ArgumentMetadata, Injectable, PipeTransform, ValidationPipe } from '@nestjs/common';
import { DomainError } from '@app/server/core/errors';

/**
 * Whitelisting validation for bodies. A missing body counts as `{}` (fields then read as empty, as
 * upstream decodes them); a body of the wrong JSON shape is `400 invalid_json`, never a 500 (docs/api/errors.md §1).
 */
@Injectable()
export class ContractValidationPipe implements PipeTransform {
  private readonly inner = new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: () => new DomainError('INVALID_JSON'),
  });

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'body') return this.inner.transform(value, metadata);
    const body = value === undefined || value === null ? {} : value;
    if (typeof body !== 'object' || Array.isArray(body)) throw new DomainError('INVALID_JSON');
    return this.inner.transform(body, metadata);
  }
}
