import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('the OpenAPI schemas', () => {
  // The document names a schema by its class name: a second class of the same name silently
  // replaces the first, and the client's generated types (client/lib/api-types.ts) then describe
  // one answer with the other's fields (the sessions list once read as sign-in answers).
  it('come from classes whose names are unique across src/', () => {
    const files = new Map<string, string[]>();
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('@ApiProperty')) continue;
      for (const [, name] of text.matchAll(/^(?:export )?(?:abstract )?class (\w+)/gm)) {
        files.set(name, [...(files.get(name) ?? []), relative(SRC, file)]);
      }
    }
    expect([...files].filter(([, where]) => where.length > 1)).toEqual([]);
    expect(files.size).toBeGreaterThan(50);
  });
});
