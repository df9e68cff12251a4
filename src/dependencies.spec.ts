import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every package that package.json lists is used: a dependency nothing imports is weight in every
 * install and image, and a vulnerability report about code the site never runs.
 */
const ROOT = join(__dirname, '..');
const SOURCE_DIRS = ['src', 'client', 'scripts', 'test', 'docker', '.ci'];
const SOURCE_FILE = /\.(m?[jt]sx?|cjs|mts|css|sh|json|yaml)$|^run$/;

interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  bin?: string | Record<string, string>;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
const pkg = readJson(join(ROOT, 'package.json'));
const listed = { ...pkg.dependencies, ...pkg.devDependencies };

function sourceText(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (['node_modules', 'dist', '.git'].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE_FILE.test(entry.name) && path !== __filename) {
        texts.push(readFileSync(path, 'utf8'));
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(join(ROOT, dir))) walk(join(ROOT, dir));
  // The configuration files at the root (nest-cli.json names its schematics), not the manifests.
  for (const name of readdirSync(ROOT)) {
    if (/\.(m?[jt]s|cjs|mts|json)$/.test(name) && !name.startsWith('package')) {
      texts.push(readFileSync(join(ROOT, name), 'utf8'));
    }
  }
  return texts.join('\n');
}

/** A listed package's own manifest; an empty one if it is not installed. */
function manifest(name: string): PackageJson {
  const path = join(ROOT, 'node_modules', name, 'package.json');
  return existsSync(path) ? readJson(path) : {};
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('package.json', () => {
  it('lists no package that nothing uses', () => {
    const text = sourceText();
    const scripts = Object.values(pkg.scripts ?? {}).join('\n');
    // Peers of what we list are required by it, not by our code (passport for @nestjs/passport).
    const peers = new Set(
      Object.keys(listed).flatMap((name) => Object.keys(manifest(name).peerDependencies ?? {})),
    );
    // Imported or required, or read from node_modules by path (the fonts).
    const imported = (name: string) => new RegExp(`['"\`/]${escape(name)}(['"\`/])`).test(text);
    const used = (name: string): boolean => {
      if (imported(name) || peers.has(name)) return true;
      // Types of Node, of Jest, or of a package the code imports (express through Nest's adapter).
      const typed = /^@types\/(.+)$/.exec(name)?.[1]?.replace('__', '/');
      if (typed) return ['node', 'jest'].includes(typed) || typed in listed || imported(typed);
      // A command run by an npm script.
      const { bin } = manifest(name);
      const commands = typeof bin === 'string' ? [name.split('/').at(-1)!] : Object.keys(bin ?? {});
      return commands.some((command) => new RegExp(`(^|\\s)${escape(command)}\\s`).test(scripts));
    };
    expect(Object.keys(listed).filter((name) => !used(name))).toEqual([]);
  });
});
