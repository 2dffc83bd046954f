import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { createRequire } from 'node:module';

/** class-transformer keeps `@Type(() => Dto)` in a storage its typings do not expose. */
const { defaultMetadataStorage } = createRequire(__filename)('class-transformer/cjs/storage') as {
  defaultMetadataStorage: { findTypeMetadata(target: DtoClass, property: string): { typeFunction(): unknown } | undefined };
};

/** A DTO class (class-validator keys its rules by constructor). */
type DtoClass = abstract new (...args: never[]) => object;

interface Rule {
  propertyName: string;
  type: string;
  name?: string;
  constraints?: unknown[];
  each?: boolean;
}

/** Built loosely, handed to ApiProperty once complete. */
type PropertySchema = Record<string, unknown>;

const SCALARS: Record<string, PropertySchema> = {
  isString: { type: 'string' },
  isBoolean: { type: 'boolean' },
  isInt: { type: 'integer' },
  isNumber: { type: 'number' },
  isObject: { type: 'object' },
};

/** One property's schema from its class-validator rules (and class-transformer's `@Type` for nested DTOs). */
function propertySchema(target: DtoClass, property: string, rules: Rule[]): PropertySchema {
  const schema: PropertySchema = { required: true };
  let nested: DtoClass | undefined;
  for (const rule of rules) {
    if (rule.type === 'conditionalValidation' && rule.name === 'isOptional') schema.required = false;
    else if (rule.type === 'conditionalValidation') schema.nullable = true;
    else if (rule.type === 'nestedValidation')
      nested =
        (defaultMetadataStorage.findTypeMetadata(target, property)?.typeFunction() as DtoClass | undefined) ??
        (Reflect.getMetadata('design:type', target.prototype, property) as DtoClass);
    else if (rule.name === 'isArray') schema.isArray = true;
    else if (rule.name === 'isIn') schema.enum = rule.constraints?.[0] as string[];
    else if (rule.name === 'min') schema.minimum = rule.constraints?.[0] as number;
    else if (rule.name === 'max') schema.maximum = rule.constraints?.[0] as number;
    else if (rule.name && SCALARS[rule.name]) Object.assign(schema, SCALARS[rule.name]);
  }
  if (nested) {
    schema.type = nested;
    if (rules.some((r) => r.type === 'nestedValidation' && r.each)) schema.isArray = true;
  } else if (schema.isArray && !schema.type) {
    schema.type = 'object';
  }
  return schema;
}

let described = false;

/**
 * The request DTOs are described once from their validation rules (the same ones the pipe enforces), so
 * the OpenAPI document cannot drift from what the api accepts and the DTOs carry no second set of
 * decorators. Runs before the document is built.
 */
export function describeDtos(): void {
  if (described) return;
  described = true;
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<DtoClass, Rule[]> };
  for (const [target, rules] of storage.validationMetadatas) {
    const byProperty = new Map<string, Rule[]>();
    for (const rule of rules) byProperty.set(rule.propertyName, [...(byProperty.get(rule.propertyName) ?? []), rule]);
    for (const [property, own] of byProperty) ApiProperty(propertySchema(target, property, own) as ApiPropertyOptions)(target.prototype as object, property);
  }
}
