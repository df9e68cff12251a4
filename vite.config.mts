import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** Fonts stay files (both builds must agree on their URLs): inlined, they would weigh on every page. */
const assetsInlineLimit = (file: string) => (file.endsWith('.woff2') ? false : undefined);

const PRELOAD_HELPER = '\0vite/preload-helper.js';

function noPreloadHelper(): Plugin {
  return {
    name: 'no-preload-helper',
    enforce: 'pre',
    resolveId: (source) => (source === PRELOAD_HELPER ? PRELOAD_HELPER : undefined),
    load: (id) =>
      id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined,
  };
}

const LUCIDE_RUNTIME = fileURLToPath(new URL('client/lib/lucide-runtime.ts', import.meta.url));

/** lucide-react's icons drawn by the site's small renderer (client/lib/lucide-runtime.ts), in both builds. */
function smallLucideRuntime(): Plugin {
  return {
    name: 'small-lucide-runtime',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === '../createLucideIcon.mjs' && importer?.includes('lucide-react')
        ? LUCIDE_RUNTIME
        : undefined,
    // The renderer passes an icon's elements as arguments, not as a keyed list: their keys (random
    // strings, which no compression shrinks) and the unused size go.
    transform: (code, id) =>
      /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/.test(id)
        ? code.replace(/,\s*key: "[^"]*"/g, '').replace(/\n\s*size: 24,/, '')
        : undefined,
  };
}

const ROUTER_BY_NODE_ENV = '\0react-router-by-node-env';

/**
 * React Router's package exports name only its development build (dist/development), whatever
 * NODE_ENV says; its production build sits beside it unused. In the server-rendering bundle,
 * `react-router` is a module that picks the build when the server loads it, as React's own
 * index.js does: dist/production under NODE_ENV=production, dist/development otherwise.
 * docs/decisions/0062-ssr-contract.md
 */
function reactRouterByNodeEnv(): Plugin {
  return {
    name: 'react-router-by-node-env',
    enforce: 'pre',
    resolveId: (source) => (source === 'react-router' ? ROUTER_BY_NODE_ENV : undefined),
    load(id) {
      if (id !== ROUTER_BY_NODE_ENV) return undefined;
      const names = Object.keys(createRequire(import.meta.url)('react-router')).filter(
        (name) => name !== 'default' && name !== '__esModule',
      );
      return [
        "import { createRequire } from 'node:module';",
        "import { dirname, join } from 'node:path';",
        'const require = createRequire(import.meta.url);',
        "const build = process.env.NODE_ENV === 'production' ? 'production' : 'development';",
        "const root = dirname(require.resolve('react-router/package.json'));",
        "const router = require(join(root, 'dist', build, 'index.js'));",
        `export const { ${names.join(', ')} } = router;`,
      ].join('\n');
    },
  };
}

/** React Router's production build (ES modules), which its package exports never name. */
const REACT_ROUTER_PRODUCTION = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// One config for both builds: the client bundle (with manifest) and the server-rendering bundle.
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    react(),
    smallLucideRuntime(),
    ...(isSsrBuild ? [reactRouterByNodeEnv()] : [noPreloadHelper()]),
  ],
  // The client bundle is built once, for production: it takes the production build outright.
  resolve:
    !isSsrBuild && mode === 'production'
      ? { alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] }
      : {},
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        copyPublicDir: false,
        assetsInlineLimit,
        rollupOptions: { input: 'client/entry-server.tsx' },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        // The server preloads each page's chunks itself (startClient in client/lib/ssr/start-client.ts);
        // Vite's preload helper would put every route's chunk list into the entry, a cost on every
        // page for what only client-side navigations use (docs/decisions/0064-first-load-javascript.md).
        modulePreload: false,
        assetsInlineLimit,
        rolldownOptions: {
          input: 'client/entry-client.tsx',
          output: {
            // Seven characters of hash, not eight: a page's chunks name each other (the entry names
            // every route's), and those random characters are what brotli cannot shrink. Seven is the
            // fewest rolldown takes for this many chunks.
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            // React and the router change less often than our pages: a chunk of their own stays cached.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
              ],
            },
          },
        },
      },
  ssr: {
    noExternal: [/^@fontsource/, 'lucide-react'],
  },
}));
