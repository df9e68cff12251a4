import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_VARIABLES } from './env';

const root = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** No Docker engine runs in CI, so the container files are checked against the validated settings. */
describe('docker/ agrees with the configuration the app validates', () => {
  const example = read('docker/.env.example');
  const compose = read('docker/compose.yaml');
  const dockerfile = read('docker/Dockerfile');
  const exampleNames = new Set(
    example
      .split('\n')
      .map((line) => /^([A-Z_]+)=/.exec(line)?.[1])
      .filter(Boolean),
  );

  it('the example file lists every variable the app reads', () => {
    for (const { name } of CONFIG_VARIABLES) expect(exampleNames).toContain(name);
  });

  it('every variable production requires is set by compose or the example file with a value', () => {
    for (const { name } of CONFIG_VARIABLES.filter((v) => v.requiredInProduction)) {
      const inCompose = new RegExp(`\\b${name}:`).test(compose);
      const inExample = new RegExp(`^${name}=.+`, 'm').test(example);
      expect({ name, set: inCompose || inExample }).toEqual({ name, set: true });
    }
  });

  it('compose runs the app with Postgres, health checks and a named volume', () => {
    expect(compose).toMatch(/env_file: \.env/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\//);
    expect(compose).toMatch(/condition: service_healthy/);
    expect(compose).toMatch(/pgdata:\/var\/lib\/postgresql\/data/);
    expect(compose.match(/healthcheck:/g)).toHaveLength(2);
  });

  it('the image is multi-stage, production-only, non-root and health-checked', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK .*\n?.*\/api\/health/);
  });
});
