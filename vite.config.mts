import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One config for both builds: the client bundle (with manifest) and the server-rendering bundle.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/ssr',
        copyPublicDir: false,
        rollupOptions: { input: 'client/entry-server.tsx' },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        rollupOptions: { input: 'client/entry-client.tsx' },
      },
  ssr: {
    noExternal: [/^@fontsource/],
  },
}));
