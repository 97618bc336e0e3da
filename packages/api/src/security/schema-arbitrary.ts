// Inputs for the fuzz test: values shaped by a route's own request schema (from the OpenAPI document), with some
// fields replaced by hostile values — wrong types, numbers out of range, NUL bytes, prototype keys, huge strings.
import fc from 'fast-check';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
}

/** Values no schema should have to expect, each a past cause of a 500 somewhere. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    '\u0000',
    'a\u0000b',
    '__proto__',
    'constructor',
    '1e308',
    'NaN',
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    -1,
    true,
    [],
    {},
    { __proto__: { polluted: true } },
    '2026-02-30T25:61:00Z',
    '9'.repeat(400),
    'x'.repeat(5000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

export type SchemaResolver = (ref: string) => JsonSchema;

const types = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** A value that matches `schema` as far as this simple reading of JSON Schema goes. */
export function valueFor(schema: JsonSchema, resolve: SchemaResolver, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return valueFor(resolve(schema.$ref), resolve, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valueFor(s, resolve, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], resolve, depth + 1);
  const [type] = types(schema).filter((t) => t !== 'null');
  switch (type) {
    case 'object':
      return objectFor(schema, resolve, depth);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, resolve, depth + 1), { maxLength: 3 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 2147483647) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(schema);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'email') return fc.constantFrom('ana@example.com', 'x@y.mx');
  const maxLength = Math.min(schema.maxLength ?? 30, 60);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

function objectFor(schema: JsonSchema, resolve: SchemaResolver, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (depth > 3) return fc.constant({});
  const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueFor(value, resolve, depth + 1)]));
  return fc.record(model, { requiredKeys: schema.required?.filter((key) => key in properties) ?? [] });
}

/** A schema-shaped body with zero to three fields replaced by hostile values, or a hostile body outright. */
export function fuzzedBody(schema: JsonSchema, resolve: SchemaResolver): fc.Arbitrary<unknown> {
  const shaped = valueFor(schema, resolve);
  const keys = Object.keys((schema.$ref ? resolve(schema.$ref) : schema).properties ?? {});
  const mutated = keys.length
    ? fc
        .tuple(shaped, fc.array(fc.tuple(fc.constantFrom(...keys), hostileValue), { maxLength: 3 }))
        .map(([body, replacements]) =>
          body && typeof body === 'object' ? { ...body, ...Object.fromEntries(replacements) } : body,
        )
    : shaped;
  return fc.oneof({ weight: 6, arbitrary: mutated }, { weight: 1, arbitrary: hostileValue });
}
