import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OpenApiDocument } from '../../src/docs/openapi';
import { useStack } from '../helpers/stack';

const ROOT = join(__dirname, '..', '..');
const API_TYPES = join(ROOT, 'client', 'lib', 'api-types.ts');

describe('the client types of the API (client/lib/api-types.ts)', () => {
  const stack = useStack({ smtp: false });

  it('are what the running application describes (npm run api:types rewrites them)', () => {
    const document = stack.app.get(OpenApiDocument).value;
    expect(document).toBeDefined();
    const source = execFileSync(process.execPath, [join(ROOT, 'scripts', 'api', 'api-types.mjs')], {
      input: JSON.stringify(document),
      encoding: 'utf8',
    });
    if (process.env.UPDATE_API_TYPES) writeFileSync(API_TYPES, source);
    expect(readFileSync(API_TYPES, 'utf8')).toBe(source);
  });

  it('name a type for every field (a `string | null` field reflects as a bare object without one)', () => {
    // The fields that are open objects on purpose: JSON-LD, an audit entry's detail, and the
    // browser's WebAuthn answer, which @simplewebauthn/server reads.
    const open = new Set(['jsonLd', 'detail', 'response']);
    const untyped: string[] = [];
    const schemas = stack.app.get(OpenApiDocument).value?.components?.schemas ?? {};
    for (const [name, schema] of Object.entries(schemas)) {
      const properties = (schema as { properties?: Record<string, Record<string, unknown>> })
        .properties;
      for (const [field, property] of Object.entries(properties ?? {})) {
        const bare =
          property.type === 'object' &&
          !['properties', 'additionalProperties', 'allOf', 'oneOf', '$ref'].some(
            (key) => key in property,
          );
        if (bare && !open.has(field)) untyped.push(`${name}.${field}`);
      }
    }
    expect(untyped).toEqual([]);
  });
});
