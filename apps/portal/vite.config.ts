import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages load from their sources (the `@ccms/source` export condition), so dev and
// build need no package build first.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@ccms/source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
