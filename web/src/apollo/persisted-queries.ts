import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';
import manifest from 'virtual:persisted-query-ids';

/** The name of a document's operation ('' for an anonymous one). */
function operationNameOf(document: DocumentNode): string {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
}

/**
 * Apollo's PersistedQueryLink sending the build's trusted documents by id: each operation's id from the build's
 * persisted query manifest (web/persisted-queries.ts), no document text on the wire, queries as GET. A production
 * gateway runs nothing else from a browser. Undefined when the build has no ids (the development server): the app
 * then sends its documents, which a development gateway accepts.
 * @throws from a request whose operation is not in the manifest (a document the build did not register).
 */
export function persistedQueryLink(
  ids: readonly { id: string; name: string }[] = manifest.operations,
): PersistedQueryLink | undefined {
  if (ids.length === 0) return undefined;
  const byName = new Map(ids.map(({ id, name }) => [name, id]));
  return new PersistedQueryLink({
    generateHash: (document) => {
      const name = operationNameOf(document);
      const id = byName.get(name);
      if (id === undefined)
        throw new Error(`Operation ${name} is not in the build's persisted query manifest`);
      return id;
    },
    useGETForHashedQueries: true,
  });
}
