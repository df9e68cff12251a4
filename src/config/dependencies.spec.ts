import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Where the project's own code and its tools' settings are. */
const SOURCES = ['src', 'client', 'test', 'scripts', 'docker', '.ci'];
const TOP_FILES = [
  'package.json',
  'vite.config.mts',
  'playwright.config.ts',
  'jest.config.js',
  'eslint.config.mjs',
  'nest-cli.json',
];

/** Packages that no file names, and why they are still needed. */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '@nestjs/cli': 'nest-cli.json and the Nest build',
  '@fontsource-variable/inter': 'scripts/subset-fonts.mjs subsets its files',
  '@fontsource-variable/source-serif-4': 'scripts/subset-fonts.mjs subsets its files',
};

function files(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('test-results')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(m?[jt]sx?|json|sh|ya?ml|css|html)$/.test(name) || !name.includes('.') ? [path] : [];
  });
}

describe('dependencies', () => {
  it('lists no package that nothing uses (an unused one goes, or says here why it stays)', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const text = [
      ...SOURCES.flatMap((dir) => files(join(ROOT, dir))),
      ...TOP_FILES.map((name) => join(ROOT, name)),
    ]
      .filter((path) => relative(ROOT, path) !== 'package.json')
      .map((path) => {
        try {
          return readFileSync(path, 'utf8');
        } catch {
          return '';
        }
      })
      .join('\n');
    const scripts = JSON.stringify(
      (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: object }).scripts,
    );
    const listed = [
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.devDependencies),
    ];
    const named = (name: string): boolean => {
      // A type package counts when its package is used.
      const subject = name.startsWith('@types/')
        ? name.slice('@types/'.length).replace(/^(.+)__(.+)$/, '@$1/$2')
        : name;
      const escaped = subject.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      // Imported or required by name, or read from node_modules by path.
      const mention = new RegExp(`['"\`/]${escaped}(/[^'"\`]*)?['"\`]|node_modules/${escaped}/`);
      return mention.test(text) || scripts.includes(subject);
    };
    const used = new Set(listed.filter((name) => USED_WITHOUT_IMPORT[name] || named(name)));
    // A peer dependency of a package in use is in use (passport for @nestjs/passport).
    for (const name of [...used]) {
      try {
        const own = JSON.parse(
          readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
        ) as { peerDependencies?: Record<string, string> };
        for (const peer of Object.keys(own.peerDependencies ?? {})) used.add(peer);
      } catch {
        // A type-only or binary package without a readable manifest: nothing to add.
      }
    }
    expect(listed.filter((name) => !used.has(name))).toEqual([]);
  });
});
