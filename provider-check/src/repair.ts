/**
 * A forgiving reading of a drifted answer, for the check's own use only: so one renamed field or one number sent
 * as a string does not hide every operation after it (the arguments of later calls are read from earlier
 * answers). The differences are taken from the answer as sent, before this runs.
 */

import { similarField } from './differences.js';

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return schema.properties ? ['object'] : [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** Reads answers against openapi.yaml's component schemas (`$ref: openapi#/components/schemas/X` or `#/...`). */
export class Repairer {
  constructor(private readonly components: Record<string, Schema>) {}

  /**
   * A copy of `value` read as `schema` says: a declared property missing under its name is taken from the most
   * similar field sent instead (`TourId` for `tour_id`, `product_name` for `name`: {@link similarField}), and a
   * numeric string where a number is declared becomes the number.
   */
  repair<T>(schema: unknown, value: T): T {
    return this.walk(schema as Schema, structuredClone(value)) as T;
  }

  private resolve(schema: Schema): Schema {
    let current = schema;
    while (current.$ref) current = this.components[current.$ref.split('/').at(-1) ?? ''] ?? {};
    return current;
  }

  private walk(schema: Schema, value: unknown): unknown {
    const resolved = this.resolve(schema);
    if (resolved.allOf) {
      return resolved.allOf.reduce(
        (current, part) => this.walk(part, current),
        this.walk({ ...resolved, allOf: undefined }, value),
      );
    }
    const alternatives = resolved.oneOf ?? resolved.anyOf;
    if (alternatives) {
      const expectsObject = isObject(value);
      const chosen = alternatives.find((alt) =>
        typesOf(this.resolve(alt)).includes(expectsObject ? 'object' : 'array'),
      );
      return chosen ? this.walk(chosen, value) : value;
    }
    const types = typesOf(resolved);
    if (typeof value === 'string' && (types.includes('number') || types.includes('integer'))) {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) ? n : value;
    }
    if (Array.isArray(value) && resolved.items) return value.map((item) => this.walk(resolved.items!, item));
    if (isObject(value) && resolved.properties) {
      const declared = new Set(Object.keys(resolved.properties));
      for (const [name, property] of Object.entries(resolved.properties)) {
        if (!(name in value)) {
          const key = similarField(value, name, declared, typesOf(this.resolve(property)));
          if (key !== undefined) value[name] = value[key];
        }
        if (name in value) value[name] = this.walk(property, value[name]);
      }
    }
    return value;
  }
}
