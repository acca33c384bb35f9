import {
  fromGraphQLCodegenPersistedDocuments,
  generatePersistedQueryManifest,
  type PersistedQueryManifest,
} from '@apollo/generate-persisted-query-manifest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import * as generated from './src/apollo/generated/graphql.js';

/** Where the client build writes the manifest, under its output folder (never served: see server/static-files.ts). */
export const MANIFEST_FILE = '.vite/persisted-query-manifest.json';

/** The import through which the app's Apollo Client gets the manifest's ids (src/apollo/persisted-queries.ts). */
const IDS_MODULE = 'virtual:persisted-query-ids';

/**
 * Every operation the app and the server renderer can send: the operation documents codegen generated from
 * web/src (src/apollo/generated/graphql.ts, each with the fragments it spreads), printed, keyed by operation
 * name. Fragment documents alone are not operations and are left out.
 */
export function appOperations(): Record<string, string> {
  const operations: Record<string, string> = {};
  for (const value of Object.values(generated) as unknown[]) {
    const document = value as DocumentNode | undefined;
    if (document?.kind !== 'Document') continue;
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    if (operation?.name) operations[operation.name.value] = print(document);
  }
  return operations;
}

/**
 * The Apollo persisted query manifest (`apollo-persisted-query-manifest`, version 1: id = SHA-256 hex of the body,
 * name, type, body) of {@link appOperations}, made by Apollo's @apollo/generate-persisted-query-manifest from them
 * as GraphQL Codegen persisted documents: the tool applies Apollo Client's own document transforms (`__typename`
 * added, client-only directives removed), so each body is the text Apollo Client would send. Exits the process
 * (the tool's behaviour) when a document does not parse.
 */
export async function generateManifest(): Promise<PersistedQueryManifest> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tourdesk-persisted-'));
  try {
    const documents = path.join(folder, 'persisted-documents.json');
    await writeFile(documents, JSON.stringify(appOperations()));
    return await generatePersistedQueryManifest(
      { documents: fromGraphQLCodegenPersistedDocuments(documents) },
      documents,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The build's trusted documents: in a build, makes the manifest ({@link generateManifest}) once, gives the app
 * its operations' ids (name and id only, no bodies) as `virtual:persisted-query-ids`, and the client build writes
 * the whole manifest to {@link MANIFEST_FILE} in its output folder, where the gateway's PERSISTED_QUERY_MANIFESTS
 * finds it. The development server gives an empty list: the app then sends documents, which a development gateway
 * accepts.
 */
export function persistedQueryManifest(options: { ssr: boolean }): Plugin {
  let manifest: PersistedQueryManifest | undefined;
  let building = false;
  return {
    name: 'tourdesk-persisted-query-manifest',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (building) manifest = await generateManifest();
    },
    resolveId(id) {
      return id === IDS_MODULE ? `\0${IDS_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${IDS_MODULE}`) return undefined;
      const operations = (manifest?.operations ?? []).map(({ id: operationId, name }) => ({
        id: operationId,
        name,
      }));
      return `export default ${JSON.stringify({ operations })};`;
    },
    generateBundle() {
      if (manifest && !options.ssr) {
        this.emitFile({
          type: 'asset',
          fileName: MANIFEST_FILE,
          source: `${JSON.stringify(manifest, null, 2)}\n`,
        });
      }
    },
  };
}
