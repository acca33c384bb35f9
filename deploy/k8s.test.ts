/**
 * deploy/k8s/, checked without a cluster: every manifest against the Kubernetes API schemas (kubernetes-models,
 * offline), and against the programs it runs: the gateway and the web servers load their production configuration
 * from what the manifests give them (the secrets by reference), the probes name routes the servers have, the ports
 * are the images', the grace period outlasts the stop sequence, the images are the ones compose builds, and the
 * pods run as the images' unprivileged user on a read-only root filesystem.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { ConfigError, loadConfig as loadGatewayConfig } from '../gateway/src/config.js';
import { loadConfig as loadWebConfig } from '../web/server/config.js';
import { ROOT } from './support/processes.js';

const K8S = path.join(ROOT, 'deploy/k8s');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** A Kubernetes object as parsed from YAML (the fields these checks read). */
interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string };
    configMapKeyRef?: { name: string; key: string };
  };
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
}
interface PodSpec {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  automountServiceAccountToken?: boolean;
  securityContext?: {
    runAsNonRoot?: boolean;
    runAsUser?: number;
    seccompProfile?: { type: string };
  };
}
interface DeploymentSpec {
  replicas?: number;
  selector: { matchLabels: Record<string, string> };
  template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
}

/** Every document of every manifest file (kustomization.yaml is kustomize's, not the API's). */
const manifestFiles = readdirSync(K8S)
  .filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml')
  .sort();
const objects: { file: string; object: K8sObject }[] = manifestFiles.flatMap((file) =>
  parseAllDocuments(readFileSync(path.join(K8S, file), 'utf8')).map((document) => {
    expect(document.errors, file).toEqual([]);
    return { file, object: document.toJS() as K8sObject };
  }),
);
const ofKind = (kind: string) => objects.map(({ object }) => object).filter((o) => o.kind === kind);
const byName = (kind: string, name: string) => {
  const found = ofKind(kind).find((o) => o.metadata.name === name);
  expect(found, `${kind} ${name}`).toBeDefined();
  return found!;
};
const deployments = ofKind('Deployment');
const deploymentSpec = (o: K8sObject) => o.spec as unknown as DeploymentSpec;
const configMap = (name: string) => byName('ConfigMap', name).data ?? {};

/** The model class of an object's apiVersion and kind in kubernetes-models (offline JSON-schema validation). */
async function modelOf(object: K8sObject): Promise<new (data: unknown) => { validate(): void }> {
  const group = (await import(/* @vite-ignore */ `kubernetes-models/${object.apiVersion}`)) as Record<
    string,
    unknown
  >;
  const model = group[object.kind];
  expect(model, `no model of ${object.apiVersion} ${object.kind}`).toBeTypeOf('function');
  return model as new (data: unknown) => { validate(): void };
}

/**
 * The type errors of each object written as a literal of its kubernetes-models interface (`IDeployment`…), by
 * object: unknown fields (TypeScript's excess property check, at every depth), which the JSON schemas let through,
 * and wrong types. The API server refuses an unknown field too (strict field validation). One program for all.
 */
function typeErrors(list: K8sObject[]): string[][] {
  const fileName = path.join(ROOT, 'deploy/k8s-manifests.check.ts');
  // Two lines per object: its model's import, then the literal.
  const text = list
    .map(
      (object, i) =>
        `import type { I${object.kind} as T${i} } from 'kubernetes-models/${object.apiVersion}/${object.kind}';\n` +
        `export const object${i}: T${i} = ${JSON.stringify(object)};`,
    )
    .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    lib: ['lib.es2022.d.ts'],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file === fileName || fileExists(file);
  host.readFile = (file) => (file === fileName ? text : readFile(file));
  host.getSourceFile = (file, language, ...rest) =>
    file === fileName ? ts.createSourceFile(file, text, language) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([fileName], options, host);
  const source = program.getSourceFile(fileName)!;
  const errors = list.map((): string[] => []);
  for (const diagnostic of ts.getPreEmitDiagnostics(program, source)) {
    const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    errors[Math.floor(line / 2)]!.push(ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  }
  return errors;
}

/** What an operator puts in each Secret key (README "Running on a cluster"), in the format the gateway checks. */
const SECRET_SAMPLES: Record<string, string> = {
  PROVIDER_API_KEY: randomBytes(24).toString('hex'),
  ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
  PAYMENT_LINK_SECRET: randomBytes(32).toString('hex'),
  REPORT_TOKEN_HASHES: createHash('sha256').update(randomBytes(16)).digest('hex'),
  REDIS_URL: 'rediss://:password@redis.example.com:6380',
};

/** The build of each image compose names (`tourdesk/gateway:dev` → gateway/Dockerfile, its last stage). */
const composeBuilds = (() => {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { image?: string; build?: { dockerfile: string; target?: string } }>;
  };
  const builds = new Map<string, { dockerfile: string; target?: string }>();
  for (const service of Object.values(compose.services)) {
    if (!service.image || !service.build) continue;
    // The image name with compose's defaults: ${TOURDESK_REGISTRY:-tourdesk}/gateway:${TOURDESK_VERSION:-dev}.
    builds.set(service.image.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1'), service.build);
  }
  return builds;
})();

/** A Dockerfile stage's settings: ENV pairs, EXPOSEd port, USER. */
function imageStage(image: string): { env: Record<string, string>; expose: number; user: string } {
  const build = composeBuilds.get(image);
  expect(build, `${image} is built by docker-compose.yml`).toBeDefined();
  const text = read(build!.dockerfile).replace(/\\\n/g, ' ');
  const stages = text.split(/^(?=FROM )/m).filter((s) => s.startsWith('FROM '));
  const stage = build!.target
    ? stages.find((s) => new RegExp(`^FROM \\S+ AS ${build!.target}$`, 'm').test(s))
    : stages.at(-1);
  expect(stage, `${build!.dockerfile} stage ${build!.target ?? '(last)'}`).toBeDefined();
  const env: Record<string, string> = {};
  for (const [, pairs] of stage!.matchAll(/^ENV (.+)$/gm)) {
    for (const pair of pairs!.trim().split(/\s+/)) {
      const [key, ...value] = pair.split('=');
      env[key!] = value.join('=');
    }
  }
  return {
    env,
    expose: Number(/^EXPOSE (\d+)$/m.exec(stage!)?.[1]),
    user: /^USER (\S+)$/m.exec(stage!)?.[1] ?? 'root',
  };
}

/**
 * The environment a container starts with, as the kubelet builds it: the image's ENV, then envFrom ConfigMaps,
 * then env (values, ConfigMap keys, Secret keys: the sample value of {@link SECRET_SAMPLES}).
 */
function containerEnv(container: Container): Record<string, string> {
  const env = { ...imageStage(container.image).env };
  for (const source of container.envFrom ?? []) {
    expect(
      source.secretRef,
      `${container.name}: secrets by key (secretKeyRef), not a whole Secret`,
    ).toBeUndefined();
    Object.assign(env, configMap(source.configMapRef!.name));
  }
  for (const variable of container.env ?? []) {
    const { secretKeyRef, configMapKeyRef } = variable.valueFrom ?? {};
    if (secretKeyRef) env[variable.name] = SECRET_SAMPLES[secretKeyRef.key]!;
    else if (configMapKeyRef) {
      const value = configMap(configMapKeyRef.name)[configMapKeyRef.key];
      expect(value, `${container.name} ${variable.name}: ConfigMap key ${configMapKeyRef.key}`).toBeDefined();
      env[variable.name] = value!;
    } else env[variable.name] = variable.value ?? '';
  }
  return env;
}

/** The program an image runs: its source, and the routes it serves. */
const PROGRAMS = {
  'tourdesk/gateway': { source: 'gateway/src', config: 'gateway/src/config.ts' },
  'tourdesk/web': { source: 'web/server', config: 'web/server/config.ts' },
} as const;
const programOf = (container: Container) => {
  const program = PROGRAMS[container.image.split(':')[0] as keyof typeof PROGRAMS];
  expect(program, `${container.image}: a program of this repository`).toBeDefined();
  return program;
};

/** The non-test TypeScript files under a source folder. */
function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('generated'))
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(path.join(ROOT, file)).isFile());
}

/** The GET routes a program registers (`app.get('/readyz', …)`, `url: '/healthz'` of a GET route). */
function routes(dir: string): Set<string> {
  const found = new Set<string>();
  for (const file of sources(dir)) {
    const text = read(file);
    for (const [, route] of text.matchAll(/\.get\(\s*'(\/[^']*)'/g)) found.add(route!);
    for (const [, route] of text.matchAll(/method: \[[^\]]*'GET'[^\]]*\], url: '(\/[^']*)'/g))
      found.add(route!);
  }
  return found;
}

/** The environment variables a program reads: its zod schema's keys, site-config.mjs, process.env reads. */
function variablesRead(program: (typeof PROGRAMS)[keyof typeof PROGRAMS]): Set<string> {
  const config = read(program.config);
  const block = config.slice(config.indexOf('const schema = z.object({'));
  const names = [...block.slice(0, block.indexOf('\n});')).matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map(
    (m) => m[1]!,
  );
  for (const file of sources(program.source)) {
    names.push(...[...read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
  }
  if (program.source === 'web/server') {
    names.push(...[...read('web/site-config.mjs').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!));
  }
  return new Set(names);
}

/** The secret variables of README's environment table: the rows whose Secret column is not `no`. */
const readmeSecrets = (() => {
  const readme = read('README.md');
  const table = readme.slice(readme.indexOf('### Environment variables')).split('\n');
  const header = table.find((line) => line.startsWith('| Variable'))!;
  const column = header.split('|').findIndex((cell) => cell.trim() === 'Secret');
  expect(column).toBeGreaterThan(0);
  return table
    .filter((line) => line.startsWith('| `'))
    .filter((line) => line.split('|')[column]!.trim() !== 'no')
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
})();

const gateway = deploymentSpec(byName('Deployment', 'gateway')).template.spec.containers[0]!;
const tmp = mkdtempSync(path.join(tmpdir(), 'k8s-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * The gateway's configuration from the manifests' environment. The image ships its persisted query manifest at
 * PERSISTED_QUERY_MANIFESTS (its Dockerfile builds it there); this checkout has none at that path, so a copy stands
 * in for it.
 */
function gatewayConfig(env: Record<string, string>) {
  const manifest = path.join(tmp, 'persisted-query-manifest.json');
  writeFileSync(
    manifest,
    JSON.stringify({ format: 'apollo-persisted-query-manifest', version: 1, operations: [] }),
  );
  expect(env.PERSISTED_QUERY_MANIFESTS).toBe('/app/dist/persisted-query-manifest.json');
  return loadGatewayConfig({ ...env, PERSISTED_QUERY_MANIFESTS: manifest });
}

describe('deploy/k8s manifests', () => {
  it.each(objects.map(({ file, object }) => [`${file}: ${object.kind} ${object.metadata.name}`, object]))(
    '%s validates against the Kubernetes schema',
    async (_name, object) => {
      const Model = await modelOf(object);
      expect(() => new Model(object).validate()).not.toThrow();
    },
  );

  it('is really checked: a Deployment with a port by name where a number belongs fails validation', async () => {
    const broken = structuredClone(byName('Deployment', 'gateway'));
    deploymentSpec(broken).template.spec.containers[0]!.ports![0]!.containerPort =
      'http' as unknown as number;
    const Model = await modelOf(broken);
    expect(() => new Model(broken).validate()).toThrow(/containerPort must be integer/);
  });

  // One TypeScript program over the models' declarations: several seconds on a loaded machine.
  it('have no field the Kubernetes API does not know, at any depth (and a misspelt one is found)', () => {
    const misspelt = structuredClone(byName('Deployment', 'gateway'));
    const container = deploymentSpec(misspelt).template.spec.containers[0]! as Container &
      Record<string, unknown>;
    container.readinessProbes = container.readinessProbe;
    const errors = typeErrors([...objects.map(({ object }) => object), misspelt]);
    const found = errors.pop()!;
    expect(found.join(' ')).toMatch(/'"readinessProbes"' does not exist in type 'IContainer'/);
    const named = (list: string[][]) =>
      Object.fromEntries(
        objects.map(({ file, object }, i) => [`${file}: ${object.kind} ${object.metadata.name}`, list[i]]),
      );
    expect(named(errors)).toEqual(named(objects.map(() => [])));
  }, 90_000);

  it('are all listed in kustomization.yaml, which names the images the Deployments run', () => {
    const kustomization = parse(read('deploy/k8s/kustomization.yaml')) as {
      resources: string[];
      images: { name: string }[];
    };
    expect([...kustomization.resources].sort()).toEqual(manifestFiles);
    const images = deployments.flatMap((d) => deploymentSpec(d).template.spec.containers.map((c) => c.image));
    expect(kustomization.images.map((i) => i.name).sort()).toEqual(
      [...new Set(images.map((image) => image.split(':')[0]!))].sort(),
    );
  });

  it('run the gateway, the consumer site and the agent portal from the images compose builds; Redis and the provider are outside', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(['gateway', 'web-agent', 'web-consumer']);
    expect(ofKind('StatefulSet')).toEqual([]);
    for (const deployment of deployments) {
      for (const container of deploymentSpec(deployment).template.spec.containers) {
        expect(composeBuilds.has(container.image), `${container.image} built by docker-compose.yml`).toBe(
          true,
        );
      }
    }
    expect(gateway.image).toBe('tourdesk/gateway:dev');
    const gatewayEnv = containerEnv(gateway);
    expect(gatewayEnv.PROVIDER_API_URL).toMatch(/^https:\/\//);
    expect(gatewayEnv.PROVIDER_PAYMENT_URL).toMatch(/^https:\/\//);
  });

  it('commit no secret: no Secret object, and every secret variable of README comes from a Secret by key', () => {
    expect(ofKind('Secret')).toEqual([]);
    expect(readmeSecrets).toEqual(expect.arrayContaining(['PROVIDER_API_KEY', 'REDIS_URL']));
    const gatewayReads = variablesRead(PROGRAMS['tourdesk/gateway']);
    const secretsOfGateway = readmeSecrets.filter((name) => gatewayReads.has(name)).sort();
    const referenced = (gateway.env ?? []).filter((v) => v.valueFrom?.secretKeyRef);
    expect(referenced.map((v) => v.name).sort()).toEqual(secretsOfGateway);
    for (const variable of referenced) expect(variable.valueFrom!.secretKeyRef!.key).toBe(variable.name);
    expect(Object.keys(SECRET_SAMPLES).sort()).toEqual(secretsOfGateway);
    for (const data of ofKind('ConfigMap').map((c) => c.data ?? {})) {
      expect(Object.keys(data).filter((key) => readmeSecrets.includes(key))).toEqual([]);
    }
    // The cluster section tells how to create each key.
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('### Running on a cluster'));
    for (const name of secretsOfGateway) expect(section, name).toContain(name);
  });

  it('give each container only variables its program reads', () => {
    for (const deployment of deployments) {
      for (const container of deploymentSpec(deployment).template.spec.containers) {
        const reads = variablesRead(programOf(container));
        // OTEL_* configure the OpenTelemetry SDK itself.
        const given = Object.keys(containerEnv(container)).filter((name) => !name.startsWith('OTEL_'));
        const unknown = given.filter((name) => !reads.has(name) && name !== 'NODE_OPTIONS');
        expect(unknown, `${deployment.metadata.name}`).toEqual([]);
      }
    }
  });

  it('start the gateway in production with everything it requires, and its replicas agree on every secret', () => {
    const env = containerEnv(gateway);
    expect(env.NODE_ENV).toBe('production');
    const config = gatewayConfig(env);
    expect(config.nodeEnv).toBe('production');
    // Replicas share Redis: sessions, idempotency and throttles hold across them.
    expect(config.redisUrl).toBe(SECRET_SAMPLES.REDIS_URL);
    // Two replicas (two loads of the same environment) configure the same: no key generated per process.
    expect(gatewayConfig(env)).toEqual(config);
  });

  it('is really checked: without the Secret references the gateway refuses to start or its replicas disagree', () => {
    const env = containerEnv(gateway);
    for (const name of Object.keys(SECRET_SAMPLES)) delete env[name];
    const fails = (() => {
      try {
        const one = gatewayConfig(env);
        return !isDeepStrictEqual(one, gatewayConfig(env)) || one.redisUrl === undefined;
      } catch (error) {
        return error instanceof ConfigError;
      }
    })();
    expect(fails).toBe(true);
  });

  it.each(['web-consumer', 'web-agent'])(
    'start the %s web server in production, for its site and origin, asking the gateway Service',
    (name) => {
      const container = deploymentSpec(byName('Deployment', name)).template.spec.containers[0]!;
      const env = containerEnv(container);
      expect(env.NODE_ENV).toBe('production');
      const config = loadWebConfig(env);
      const mode = name === 'web-consumer' ? 'consumer' : 'agent';
      expect(config.production).toBe(true);
      expect(config.site.mode).toBe(mode);
      const gatewayEnv = containerEnv(gateway);
      expect(config.origin).toBe(
        mode === 'consumer' ? gatewayEnv.CONSUMER_SITE_URL : gatewayEnv.AGENT_SITE_URL,
      );
      const service = byName('Service', config.gatewayUrl.hostname).spec as { ports: { port: number }[] };
      expect(service.ports.map((p) => p.port)).toContain(Number(config.gatewayUrl.port));
      expect(byName('Service', config.gatewayUrl.hostname).metadata.name).toBe('gateway');
      // The proxy waits at least the gateway's own budgets before its 504: a read's, and a sale's for a sale.
      const budgets = gatewayConfig(gatewayEnv);
      expect(config.gatewayTimeoutMs).toBeGreaterThanOrEqual(budgets.providerTimeoutMs);
      expect(config.gatewaySalesTimeoutMs).toBeGreaterThanOrEqual(budgets.providerSalesBudgetMs);
    },
  );

  it('probe readiness on /readyz and liveness on a route of the server that checks no dependency', () => {
    for (const deployment of deployments) {
      for (const container of deploymentSpec(deployment).template.spec.containers) {
        const served = routes(programOf(container).source);
        const ports = (container.ports ?? []).map((p) => p.name);
        const name = deployment.metadata.name;
        expect(container.readinessProbe?.httpGet?.path, `${name} readiness`).toBe('/readyz');
        // Every server's process-only check is /livez.
        expect(container.livenessProbe?.httpGet?.path, `${name} liveness`).toBe('/livez');
        for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
          expect(served.has(probe!.httpGet!.path), `${name} serves ${probe!.httpGet!.path}`).toBe(true);
          expect(ports, `${name} probe port`).toContain(probe!.httpGet!.port);
        }
      }
    }
  });

  it("listen where the images do, and every Service and Ingress backend reaches a Deployment's named port", () => {
    for (const deployment of deployments) {
      for (const container of deploymentSpec(deployment).template.spec.containers) {
        const stage = imageStage(container.image);
        const env = containerEnv(container);
        expect(container.ports, deployment.metadata.name).toEqual([
          { name: 'http', containerPort: stage.expose },
        ]);
        expect(Number(env.PORT), deployment.metadata.name).toBe(stage.expose);
        expect(env.HOST).toBe('0.0.0.0');
      }
    }
    for (const service of ofKind('Service')) {
      const spec = service.spec as {
        selector: Record<string, string>;
        ports: { name: string; targetPort: string }[];
      };
      const selected = deployments.filter((d) =>
        Object.entries(spec.selector).every(([k, v]) => deploymentSpec(d).template.metadata.labels[k] === v),
      );
      expect(
        selected.map((d) => d.metadata.name),
        service.metadata.name,
      ).toEqual([service.metadata.name]);
      const names = deploymentSpec(selected[0]!).template.spec.containers.flatMap((c) =>
        c.ports!.map((p) => p.name),
      );
      for (const port of spec.ports) expect(names).toContain(port.targetPort);
    }
    const ingress = byName('Ingress', 'tourdesk').spec as {
      tls: { hosts: string[]; secretName?: string }[];
      rules: {
        host: string;
        http: { paths: { backend: { service: { name: string; port: { name: string } } } }[] };
      }[];
    };
    const gatewayEnv = containerEnv(gateway);
    expect(ingress.rules.map((r) => `https://${r.host}`).sort()).toEqual(
      [gatewayEnv.CONSUMER_SITE_URL, gatewayEnv.AGENT_SITE_URL].sort(),
    );
    // Both hosts over TLS, with the certificate by reference.
    expect(ingress.tls.flatMap((t) => t.hosts).sort()).toEqual(ingress.rules.map((r) => r.host).sort());
    expect(ingress.tls.every((t) => t.secretName)).toBe(true);
    for (const rule of ingress.rules) {
      for (const { backend } of rule.http.paths) {
        const service = byName('Service', backend.service.name).spec as { ports: { name: string }[] };
        expect(service.ports.map((p) => p.name)).toContain(backend.service.port.name);
        expect(backend.service.name).toMatch(/^web-/);
      }
    }
  });

  it('give each pod a grace period longer than the preStop pause, SHUTDOWN_DELAY_MS and its longest request', () => {
    for (const deployment of deployments) {
      const pod = deploymentSpec(deployment).template.spec;
      for (const container of pod.containers) {
        const env = containerEnv(container);
        const command = container.lifecycle?.preStop?.exec?.command ?? [];
        expect(command[0], `${deployment.metadata.name} preStop`).toBe('sleep');
        const preStopMs = Number(command[1]) * 1000;
        expect(preStopMs).toBeGreaterThan(0);
        const delayMs = Number(env.SHUTDOWN_DELAY_MS ?? 0);
        // The request a stop must not cut: a sale's provider call (gateway), the /graphql proxy's wait (web).
        const longestMs = Number(
          container.image.startsWith('tourdesk/gateway:')
            ? env.PROVIDER_SALES_BUDGET_MS
            : env.GATEWAY_SALES_TIMEOUT_MS,
        );
        expect(longestMs, `${deployment.metadata.name} longest request`).toBeGreaterThan(0);
        expect(pod.terminationGracePeriodSeconds! * 1000, deployment.metadata.name).toBeGreaterThan(
          preStopMs + delayMs + longestMs,
        );
      }
    }
    expect(Number(containerEnv(gateway).SHUTDOWN_DELAY_MS)).toBeGreaterThan(0);
  });

  it("run as the images' unprivileged user, on a read-only root filesystem, without privileges", () => {
    // The Node images' `node` user is uid 1000; the kubelet checks runAsNonRoot only against a number.
    const UIDS: Record<string, number> = { node: 1000 };
    for (const deployment of deployments) {
      const pod = deploymentSpec(deployment).template.spec;
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(pod.securityContext).toMatchObject({
        runAsNonRoot: true,
        seccompProfile: { type: 'RuntimeDefault' },
      });
      for (const container of pod.containers) {
        expect(pod.securityContext!.runAsUser).toBe(UIDS[imageStage(container.image).user]);
        expect(container.securityContext).toEqual({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        // What makes the read-only root filesystem possible: the program writes no file.
        for (const file of sources(programOf(container).source)) {
          expect(read(file), file).not.toMatch(
            /\b(writeFile|writeFileSync|createWriteStream|mkdir|mkdtemp)\b/,
          );
        }
      }
    }
    expect(byName('Namespace', 'tourdesk').metadata.labels?.['pod-security.kubernetes.io/enforce']).toBe(
      'restricted',
    );
  });

  it('bound every container, autoscale every Deployment from two replicas and let disruptions take one at a time', () => {
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const spec = deploymentSpec(deployment);
      for (const container of spec.template.spec.containers) {
        expect(container.resources?.requests, name).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container.resources?.limits, name).toMatchObject({ memory: expect.any(String) });
      }
      // The autoscaler owns the replica count.
      expect(spec.replicas, name).toBeUndefined();
      const hpa = byName('HorizontalPodAutoscaler', name).spec as {
        scaleTargetRef: { apiVersion: string; kind: string; name: string };
        minReplicas: number;
        maxReplicas: number;
      };
      expect(hpa.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
      expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas);
      const pdb = byName('PodDisruptionBudget', name).spec as {
        maxUnavailable: number;
        selector: { matchLabels: Record<string, string> };
      };
      expect(pdb.selector.matchLabels).toEqual(spec.selector.matchLabels);
      expect(pdb.maxUnavailable).toBeLessThan(hpa.minReplicas);
      expect(spec.selector.matchLabels).toEqual(
        Object.fromEntries(
          Object.keys(spec.selector.matchLabels).map((k) => [k, spec.template.metadata.labels[k]]),
        ),
      );
    }
  });
});
