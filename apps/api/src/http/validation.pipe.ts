import { ArgumentMetadata, Injectable, PipeTransform, ValidationPipe } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';
import { DomainError } from '@app/server/core/errors';

type Dto = new () => object;

/**
 * Whitelisting validation for bodies. A missing body counts as `{}` (fields then read as empty, as
 * upstream decodes them); a body of the wrong JSON shape is `400 invalid_json` (errors.md §1 rule 7).
 *
 * Query DTOs whose every property is `@IsOptional() @IsString()` (the feeds' among them) take a direct path
 * with the same outcome: a new instance of the class with the whitelisted parameters the query has, or
 * `400 invalid_json` when one of them is not a string (a repeated parameter). class-transformer and
 * class-validator cost a few per cent of the api's CPU on a feed request (docs/performance.md).
 */
@Injectable()
export class ContractValidationPipe implements PipeTransform {
  private readonly inner = new ValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    exceptionFactory: () => new DomainError('INVALID_JSON'),
  });
  /** Per query DTO class: its property names when it qualifies for the direct path, else null. */
  private readonly stringQueries = new Map<Dto, ReadonlySet<string> | null>();

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query' && metadata.data === undefined && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const names = metadata.metatype && this.stringQueryNames(metadata.metatype as Dto);
      if (names) return stringQuery(metadata.metatype as Dto, names, value as Record<string, unknown>);
    }
    if (metadata.type !== 'body') return this.inner.transform(value, metadata);
    const body = value === undefined || value === null ? {} : value;
    if (typeof body !== 'object' || Array.isArray(body)) throw new DomainError('INVALID_JSON');
    return this.inner.transform(body, metadata);
  }

  private stringQueryNames(dto: Dto): ReadonlySet<string> | null {
    let names = this.stringQueries.get(dto);
    if (names === undefined) {
      names = stringPropertiesOf(dto);
      this.stringQueries.set(dto, names);
    }
    return names;
  }
}

/** What ValidationPipe would give for this query: the class with the whitelisted parameters, each a string. */
function stringQuery(dto: Dto, names: ReadonlySet<string>, query: Record<string, unknown>): object {
  const instance = new dto() as Record<string, unknown>;
  for (const name of Object.keys(query)) {
    if (!names.has(name)) continue;
    const value = query[name];
    // @IsOptional: undefined and null pass; @IsString: anything else must be a string.
    if (value !== undefined && value !== null && typeof value !== 'string') throw new DomainError('INVALID_JSON');
    instance[name] = value;
  }
  return instance;
}

/**
 * The class's property names if every one of them is exactly `@IsOptional() @IsString()` (no `each`,
 * groups or `always`) and class-transformer has nothing to do with the class; else null.
 */
function stringPropertiesOf(dto: Dto): ReadonlySet<string> | null {
  if (dto === Object || typeof dto !== 'function') return null;
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  if (rules.length === 0) return null;
  const byName = new Map<string, string[]>();
  for (const rule of rules) {
    if (rule.each || rule.always || rule.groups?.length) return null;
    const kind = rule.type === 'conditionalValidation' && rule.name === 'isOptional' ? 'optional' : rule.type === 'customValidation' && rule.name === 'isString' ? 'string' : null;
    if (!kind) return null;
    byName.set(rule.propertyName, [...(byName.get(rule.propertyName) ?? []), kind]);
  }
  if (defaultMetadataStorage.getStrategy(dto) !== 'none' || defaultMetadataStorage.getExposedMetadatas(dto).length || defaultMetadataStorage.getExcludedMetadatas(dto).length) return null;
  for (const [name, kinds] of byName) {
    if (kinds.length !== 2 || !kinds.includes('optional') || !kinds.includes('string')) return null;
    if (defaultMetadataStorage.findTypeMetadata(dto, name) || defaultMetadataStorage.findTransformMetadatas(dto, name, 0 /* PLAIN_TO_CLASS */).length) return null;
    // An accessor or method of the class: class-transformer would not set it.
    if (name in dto.prototype) return null;
  }
  return new Set(byName.keys());
}
