import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DocumentStore, PersistedQueryOptions } from '@apollo/server';
import {
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { LRUCache } from 'lru-cache';

/** One operation of an Apollo persisted query manifest. */
export interface TrustedOperation {
  /** SHA-256 hex of {@link body}: the id clients send as `extensions.persistedQuery.sha256Hash`. */
  id: string;
  /** The operation's name. */
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The document's text, as Apollo Client sends it. */
  body: string;
}

/** Thrown by {@link readTrustedDocuments} for a manifest that cannot be read or is not one. */
export class ManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ManifestError';
  }
}

/** Apollo Server's prefix of persisted-query cache keys (`apq:` + id). */
const APQ_PREFIX = 'apq:';

/**
 * The trusted documents: every operation of the configured Apollo persisted query manifests
 * (`apollo-persisted-query-manifest`, version 1), by id. Several manifests are the current and the previous web
 * build of a rolling deploy: the ids of both are accepted, so tabs opened before the deploy keep working.
 */
export class TrustedDocuments {
  private constructor(
    private readonly operations: ReadonlyMap<string, TrustedOperation>,
    /** The manifests read, in configuration order. */
    readonly paths: readonly string[],
  ) {}

  /** No trusted documents (development and tests without a web build). */
  static empty(): TrustedDocuments {
    return new TrustedDocuments(new Map(), []);
  }

  /** The operations of already parsed manifests (tests). */
  static of(operations: readonly TrustedOperation[]): TrustedDocuments {
    return new TrustedDocuments(new Map(operations.map((operation) => [operation.id, operation])), []);
  }

  /**
   * Reads the manifests at `paths` (absolute, or relative to the working directory).
   * @throws ManifestError naming the file when one cannot be read, is not a version 1 Apollo persisted query
   *   manifest, or lists an id that is not the SHA-256 of its body (a hand-edited manifest).
   */
  static read(paths: readonly string[]): TrustedDocuments {
    const operations = new Map<string, TrustedOperation>();
    for (const file of paths) {
      for (const operation of readManifest(file)) operations.set(operation.id, operation);
    }
    return new TrustedDocuments(operations, paths);
  }

  /** Number of distinct operations. */
  get size(): number {
    return this.operations.size;
  }

  /** Every operation, in manifest order. */
  all(): IterableIterator<TrustedOperation> {
    return this.operations.values();
  }

  /** The operation with this id, or undefined. */
  get(id: string): TrustedOperation | undefined {
    return this.operations.get(id);
  }

  /**
   * Apollo Server's persisted-query cache over the trusted documents: a known id resolves to its document, an
   * unknown one is PERSISTED_QUERY_NOT_FOUND. With `registrations` (development only), automatic persisted
   * queries a client registers are kept too (in memory, at most 1000); otherwise registrations are dropped.
   */
  apolloCache(registrations: boolean): NonNullable<PersistedQueryOptions['cache']> {
    const registered = registrations ? new LRUCache<string, string>({ max: 1000 }) : undefined;
    return {
      get: async (key) => {
        const id = key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key;
        return this.operations.get(id)?.body ?? registered?.get(id);
      },
      set: async (key, value) => {
        registered?.set(key.startsWith(APQ_PREFIX) ? key.slice(APQ_PREFIX.length) : key, value);
      },
      delete: async () => {},
    };
  }
}

/** What {@link DocumentCache.prepare} did with the trusted documents. */
export interface PreparedDocuments {
  /** Operations parsed and validated, ready for their first request. */
  prepared: number;
  /** Names of the operations that do not validate against the schema (Apollo refuses them at request time). */
  invalid: string[];
}

/** Other documents (development and tests send their own texts) kept parsed, at most this many. */
const OTHER_DOCUMENTS_MAX = 1000;

/**
 * Apollo Server's document store (parsed and validated documents by the SHA-256 of their text): the trusted
 * documents prepared once, before the gateway serves ({@link prepare}), so no request of a trusted operation parses
 * or validates, not even a fresh process's first; other texts are kept as Apollo stores them (at most
 * {@link OTHER_DOCUMENTS_MAX}, least recently used dropped). Counts what it answered: `parsed` is the number of
 * lookups that made Apollo parse and validate a document.
 */
export class DocumentCache implements DocumentStore {
  private readonly trusted = new Map<string, DocumentNode>();
  private readonly others = new LRUCache<string, DocumentNode>({ max: OTHER_DOCUMENTS_MAX });
  /** Lookups answered with a prepared or stored document. */
  hits = 0;
  /** Lookups that found nothing: Apollo parsed and validated the document. */
  parsed = 0;

  /**
   * Parses and validates every trusted operation with the rules Apollo applies (graphql's specified rules, no
   * introspection unless `introspection`, then `rules`), keeping those that validate.
   */
  prepare(
    schema: GraphQLSchema,
    operations: Iterable<TrustedOperation>,
    options: { rules: readonly ValidationRule[]; introspection: boolean },
  ): PreparedDocuments {
    const rules = [
      ...specifiedRules,
      ...(options.introspection ? [] : [NoSchemaIntrospectionCustomRule]),
      ...options.rules,
    ];
    const invalid: string[] = [];
    for (const operation of operations) {
      const document = parse(operation.body);
      if (validate(schema, document, rules).length > 0) invalid.push(operation.name);
      else this.trusted.set(operation.id, document);
    }
    return { prepared: this.trusted.size, invalid };
  }

  /** The prepared documents, by operation id. */
  documents(): ReadonlyMap<string, DocumentNode> {
    return this.trusted;
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    const hash = documentHash(key);
    const document = this.trusted.get(hash) ?? this.others.get(hash);
    if (document) this.hits += 1;
    else this.parsed += 1;
    return document;
  }

  async set(key: string, value: DocumentNode): Promise<void> {
    const hash = documentHash(key);
    if (!this.trusted.has(hash)) this.others.set(hash, value);
  }

  async delete(key: string): Promise<boolean> {
    return this.others.delete(documentHash(key));
  }
}

/** The document hash of a document-store key (Apollo prefixes it with the schema's hash and a colon). */
function documentHash(key: string): string {
  return key.slice(key.lastIndexOf(':') + 1);
}

/** SHA-256 hex of a document's text, as the manifest's ids and Apollo's persisted queries are computed. */
export function documentId(body: string): string {
  return createHash('sha256').update(body, 'utf8').digest('hex');
}

function readManifest(file: string): TrustedOperation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ManifestError(
      `${file}: cannot read the persisted query manifest (${(error as Error).message})`,
    );
  }
  const manifest = parsed as { format?: unknown; version?: unknown; operations?: unknown };
  if (
    manifest?.format !== 'apollo-persisted-query-manifest' ||
    manifest.version !== 1 ||
    !Array.isArray(manifest.operations)
  ) {
    throw new ManifestError(`${file}: not an apollo-persisted-query-manifest of version 1`);
  }
  return manifest.operations.map((entry: unknown) => {
    const operation = entry as Partial<TrustedOperation>;
    if (
      typeof operation.id !== 'string' ||
      typeof operation.name !== 'string' ||
      typeof operation.body !== 'string' ||
      !['query', 'mutation', 'subscription'].includes(String(operation.type))
    ) {
      throw new ManifestError(`${file}: an operation without a string id, name, type and body`);
    }
    if (documentId(operation.body) !== operation.id) {
      throw new ManifestError(`${file}: operation ${operation.name}'s id is not the SHA-256 of its body`);
    }
    return operation as TrustedOperation;
  });
}
