import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Unit and component tests of the packages and the portal. The server has its own config
// (apps/server/vitest.config.ts) because it runs twice: on PGlite and on PostgreSQL.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@ccms/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@ccms/source', ...defaultServerConditions] } },
  test: {
    globals: true,
    // Component tests with axe run several seconds on a loaded two-core machine, and a wait may
    // take up to 15 s (setup-dom.ts); time is not what they test.
    testTimeout: 45_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          setupFiles: ['tooling/vitest/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          include: ['apps/portal/src/**/*.test.{ts,tsx}'],
          // The portal's pages render with every feature's texts in place, as the router gives them.
          setupFiles: ['tooling/vitest/setup-dom.ts', 'apps/portal/src/testing/setupTexts.ts'],
        },
      },
    ],
  },
});
