import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Fonts stay files (both builds must agree on their URLs): inlined, they would weigh on every page. */
const assetsInlineLimit = (file: string) => (file.endsWith('.woff2') ? false : undefined);

// One config for both builds: the client bundle (with manifest) and the server-rendering bundle.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
        assetsInlineLimit,
        rolldownOptions: {
          input: 'client/entry-client.tsx',
          output: {
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
    noExternal: [/^@fontsource/],
  },
}));
