import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { ConfigMap, Namespace, Secret, Service } from 'kubernetes-models/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';

const root = join(__dirname, '..', '..', 'docker', 'kubernetes');

/** The models that know each kind's schema (Kubernetes' OpenAPI). */
const MODELS: Record<string, { prototype: { validate(this: unknown): void } }> = {
  'v1/Namespace': Namespace,
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
};

type Json = Record<string, unknown>;

function documents(file: string): Json[] {
  return parseAllDocuments(readFileSync(join(root, file), 'utf8')).map((doc) => {
    if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0].message}`);
    return doc.toJS() as Json;
  });
}

/** Every file a kustomization lists, recursively, as [file, document] pairs. */
function kustomized(folder: string): Array<[string, Json]> {
  const [kustomization] = documents(join(folder, 'kustomization.yaml'));
  return (kustomization.resources as string[]).flatMap((resource) =>
    documents(join(folder, resource)).map((doc): [string, Json] => [join(folder, resource), doc]),
  );
}

/**
 * The compiled schema validators read every property they know by name and enumerate the keys of
 * free-form maps (labels, data). A property that was never read is therefore unknown to the
 * schema: the models alone accept unknown fields, which the API server would reject or drop.
 */
function unknownFields(value: unknown, validate: (data: unknown) => void): string[] {
  const read = new WeakMap<object, Set<PropertyKey> | 'all'>();
  const wrap = (target: unknown): unknown => {
    if (!target || typeof target !== 'object') return target;
    read.set(target, new Set());
    return new Proxy(target, {
      get(object, key, receiver) {
        const seen = read.get(object);
        if (seen !== 'all') seen?.add(key);
        return wrap(Reflect.get(object, key, receiver));
      },
      ownKeys(object) {
        read.set(object, 'all');
        return Reflect.ownKeys(object);
      },
    });
  };
  validate(wrap(value));
  const unknown: string[] = [];
  const walk = (target: unknown, path: string) => {
    if (!target || typeof target !== 'object') return;
    const seen = read.get(target);
    for (const [key, child] of Object.entries(target)) {
      const childPath = Array.isArray(target) ? `${path}[${key}]` : `${path}.${key}`;
      if (seen !== 'all' && !seen?.has(key) && !Array.isArray(target)) unknown.push(childPath);
      else walk(child, childPath);
    }
  };
  walk(value, '');
  return unknown;
}

function check(file: string, doc: Json): void {
  const kind = `${String(doc.apiVersion)}/${String(doc.kind)}`;
  const Model = MODELS[kind];
  if (!Model) throw new Error(`${file}: no schema known for ${kind}`);
  // validate() throws on a missing required field or a wrong type. It runs on the document itself,
  // not on a model built from it, which would copy (and so enumerate) every field.
  const unknown = unknownFields(doc, (data) => Model.prototype.validate.call(data));
  expect({ file, unknown }).toEqual({ file, unknown: [] });
}

describe('Kubernetes manifests', () => {
  const base = kustomized('.');

  it.each(base.map(([file, doc]) => [`${file} (${String(doc.kind)})`, file, doc] as const))(
    '%s matches the Kubernetes API schema',
    (_name, file, doc) => check(file, doc),
  );

  it('validates the example Secret too', () => {
    for (const doc of documents('secret.example.yaml')) check('secret.example.yaml', doc);
  });

  it('describes a three-instance CloudNativePG cluster for Postgres', () => {
    // CloudNativePG's published models need Node 22; the cluster's shape is checked here instead.
    const [[, cluster]] = kustomized('postgres');
    expect(cluster).toMatchObject({
      apiVersion: 'postgresql.cnpg.io/v1',
      kind: 'Cluster',
      spec: { instances: 3, bootstrap: { initdb: { database: 'pragya' } } },
    });
  });

  it('would catch an unknown or a missing field', () => {
    const [, deployment] = base.find(([, doc]) => doc.kind === 'Deployment')!;
    const copy = structuredClone(deployment) as Json & { spec: Json };
    (copy.spec as Json).replica = 3;
    expect(unknownFields(copy, (data) => Deployment.prototype.validate.call(data))).toEqual([
      '.spec.replica',
    ]);
    delete copy.spec.selector;
    expect(() => new Deployment(copy as never).validate()).toThrow(/selector/);
  });

  it('runs the site as the issue of scale-out asks: probes, limits, no root, spread, drain', () => {
    const [, doc] = base.find(([, d]) => d.kind === 'Deployment')!;
    const deployment = new Deployment(doc as never);
    const pod = deployment.spec!.template.spec!;
    const [container] = pod.containers;
    expect(deployment.spec!.replicas).toBe(3);
    expect(container.readinessProbe?.httpGet?.path).toBe('/api/health/ready');
    expect(container.livenessProbe?.httpGet?.path).toBe('/api/health/live');
    expect(container.startupProbe).toBeDefined();
    expect(container.resources?.requests).toBeDefined();
    expect(container.resources?.limits?.memory).toBeDefined();
    expect(container.securityContext).toMatchObject({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    expect(pod.securityContext?.runAsNonRoot).toBe(true);
    expect(pod.topologySpreadConstraints?.length).toBeGreaterThan(0);
    const pause = container.lifecycle?.preStop?.sleep?.seconds ?? 0;
    expect(pause).toBeGreaterThan(0);
    // After the pause the server serves for SHUTDOWN_DELAY_MS (5 s unless the ConfigMap says
    // otherwise) and gives up 15 s later (src/serve.ts).
    const [, configMap] = base.find(([, d]) => d.kind === 'ConfigMap')!;
    const data = (configMap.data ?? {}) as Record<string, string>;
    const delayMs = Number(data.SHUTDOWN_DELAY_MS ?? 5000);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + delayMs / 1000 + 15);
  });
});
