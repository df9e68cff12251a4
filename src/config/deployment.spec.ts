import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { parse as parseEnv } from 'dotenv';
import { parse as parseYaml } from 'yaml';
import { CONFIG_VARIABLES } from './env';
import { imageAllocatorEnv } from '../../scripts/container-node-flags.cjs';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  env_file?: string | string[];
  environment?: Record<string, string> | string[];
  ports?: string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  volumes?: string[];
  healthcheck?: { test?: string | string[] };
}

interface Compose {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** Compose's two spellings of `environment` (a map, or a list of NAME=value) as one map. */
function environment(service: ComposeService): Record<string, string> {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return env;
  return Object.fromEntries(
    env.map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

const list = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A health check's command as one line, whichever of compose's forms it is written in. */
const healthCommand = (service: ComposeService) => list(service.healthcheck?.test).join(' ');

/** No Docker engine runs in CI, so the container files are parsed and checked against the settings. */
describe('docker/ agrees with the configuration the app validates', () => {
  const example = parseEnv(read('docker/.env.example'));
  const compose = parseYaml(read('docker/compose.yaml')) as Compose;
  const app = compose.services.app;
  const db = compose.services.db;
  const dockerfile = DockerfileParser.parse(read('docker/Dockerfile'));
  const froms = dockerfile.getFROMs();
  const lastFromLine = froms[froms.length - 1].getRange().start.line;
  /** The instructions of the image that runs (after the last FROM). */
  const runtime = dockerfile
    .getInstructions()
    .filter((instruction) => instruction.getRange().start.line > lastFromLine);
  const runtimeOf = (keyword: string): Instruction[] =>
    runtime.filter((instruction) => instruction.getKeyword() === keyword);
  const words = (instruction: Instruction) => instruction.getArguments().map((a) => a.getValue());
  /** The running image's ENV, as one map. */
  const runtimeEnv = Object.fromEntries(
    dockerfile
      .getENVs()
      .filter((instruction) => instruction.getRange().start.line > lastFromLine)
      .flatMap((instruction) => instruction.getProperties())
      .map((property) => [property.getName(), property.getValue()]),
  );

  it('the example file lists every variable the app reads', () => {
    for (const { name } of CONFIG_VARIABLES) expect(Object.keys(example)).toContain(name);
  });

  it('every variable production requires is set by compose or the example file with a value', () => {
    const composeEnv = environment(app);
    for (const { name } of CONFIG_VARIABLES.filter((v) => v.requiredInProduction)) {
      const set = Boolean(composeEnv[name]?.trim() || example[name]?.trim());
      expect({ name, set }).toEqual({ name, set: true });
    }
  });

  it('compose runs the app in production on Postgres, after the database is healthy', () => {
    expect(list(app.env_file)).toContain('.env');
    expect(app.build?.dockerfile).toBe('docker/Dockerfile');
    const env = environment(app);
    expect(env.NODE_ENV).toBe('production');
    // ${NAME} is filled in by compose from .env; any value will do to read the URL's shape.
    const databaseUrl = new URL(env.DATABASE_URL.replace(/\$\{\w+\}/g, 'x'));
    expect(databaseUrl.protocol).toBe('postgres:');
    expect(databaseUrl.hostname).toBe('db');
    expect(app.ports?.some((port) => port.endsWith(`:${env.PORT}`))).toBe(true);
    expect(app.depends_on).toEqual({ db: { condition: 'service_healthy' } });
  });

  it('compose keeps the database in a named volume and checks the health of both services', () => {
    expect(db.image).toMatch(/^postgres:/);
    expect(db.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(Object.keys(compose.volumes ?? {})).toContain('pgdata');
    expect(healthCommand(app)).toContain('/api/health');
    expect(healthCommand(db)).toContain('pg_isready');
  });

  it('the image is multi-stage and runs production dependencies only, as a non-root user', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const build = froms[0].getBuildStage();
    expect(build).toBeTruthy();
    const installs = runtimeOf('RUN').map(words);
    expect(installs.some((run) => run.includes('ci') && run.includes('--omit=dev'))).toBe(true);
    expect(dockerfile.getCOPYs().some((copy) => copy.getFromFlag()?.getValue() === build)).toBe(
      true,
    );
    expect(runtimeEnv.NODE_ENV).toBe('production');
    const users = runtimeOf('USER').map(words);
    expect(users.at(-1)).toEqual(['node']);
  });

  it('the image checks its health on /api/health and starts the built server in exec form', () => {
    const [healthcheck] = dockerfile.getHEALTHCHECKs();
    expect(runtime).toContain(healthcheck);
    expect(healthcheck.getSubcommand()?.getValue()).toBe('CMD');
    expect(words(healthcheck).join(' ')).toContain('/api/health');
    const [cmd] = dockerfile.getCMDs();
    // V8's heap flags (docs/decisions/0058-memory-under-load.md), which the load test reads here.
    expect(cmd.getJSONStrings().map((s) => s.getJSONValue())).toEqual([
      'node',
      '--max-semi-space-size=32',
      '--max-old-space-size=256',
      'dist/server/main.js',
    ]);
    expect(runtimeOf('STOPSIGNAL').map(words)).toEqual([['SIGTERM']]);
  });

  it('the image preloads jemalloc with its settings, and the scripts that start the server read them', () => {
    // docs/decisions/0201-jemalloc-returns-what-the-first-start-freed.md
    const install = runtimeOf('RUN').find((run) => words(run).includes('libjemalloc2'));
    expect(install).toBeDefined();
    expect(runtimeEnv.LD_PRELOAD).toBe('/usr/local/lib/libjemalloc.so.2');
    expect(words(install!).join(' ')).toMatch(/\bln -s .*\/usr\/local\/lib\/libjemalloc\.so\.2\b/);
    expect(runtimeEnv.MALLOC_CONF?.split(',').sort()).toEqual([
      'background_thread:true',
      'dirty_decay_ms:1000',
      'muzzy_decay_ms:0',
      'narenas:2',
    ]);
    // Installed before the ENV that preloads it, so that no later step runs without it.
    const preload = dockerfile
      .getENVs()
      .filter((env) => env.getRange().start.line > lastFromLine)
      .find((env) => env.getProperties().some((property) => property.getName() === 'LD_PRELOAD'));
    expect(preload).toBeDefined();
    expect(install!.getRange().start.line).toBeLessThan(preload!.getRange().start.line);

    expect(imageAllocatorEnv()).toEqual({
      LD_PRELOAD: runtimeEnv.LD_PRELOAD,
      MALLOC_CONF: runtimeEnv.MALLOC_CONF,
    });
  });
});
