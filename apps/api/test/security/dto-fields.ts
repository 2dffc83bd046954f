import { getMetadataStorage } from 'class-validator';

export type FieldKind = 'string' | 'boolean' | 'number' | 'array' | 'object' | 'any';

/** A DTO's fields and the JSON type each expects, read from its class-validator decorators (the same metadata the pipe validates with). */
export function dtoFields(dto: (abstract new (...args: never[]) => unknown) | undefined): Record<string, FieldKind> {
  if (!dto) return {};
  const fields: Record<string, FieldKind> = {};
  for (const meta of getMetadataStorage().getTargetValidationMetadatas(dto as unknown as new () => unknown, '', true, false)) {
    const name = `${meta.name ?? ''} ${meta.type}`.toLowerCase();
    const kind: FieldKind = name.includes('isboolean')
      ? 'boolean'
      : /isint|isnumber/.test(name)
        ? 'number'
        : name.includes('isarray')
          ? 'array'
          : name.includes('nested')
            ? 'object'
            : name.includes('isstring')
              ? 'string'
              : 'any';
    if (!fields[meta.propertyName] || fields[meta.propertyName] === 'any') fields[meta.propertyName] = kind;
  }
  return fields;
}
