import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** Absolute path of provider-sim/openapi.yaml. */
export const SPEC_PATH = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));

/** The OpenAPI document as an object. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; 'x-source'?: string }>>;
  components: { schemas: Record<string, unknown> };
}

/** Loads and parses openapi.yaml. */
export function loadSpec(): OpenApiDocument {
  return parse(readFileSync(SPEC_PATH, 'utf8')) as OpenApiDocument;
}

/** OperationIds that need no authentication hash (security: []). */
export function unsecuredOperations(spec: OpenApiDocument): Set<string> {
  const ids = new Set<string>();
  for (const methods of Object.values(spec.paths)) {
    for (const op of Object.values(methods)) {
      if (op.operationId && Array.isArray(op.security) && op.security.length === 0) ids.add(op.operationId);
    }
  }
  return ids;
}
