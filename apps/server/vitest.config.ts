import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Node itself ignores "module": packages such as the AWS SDK point it at ESM builds Node cannot load.
const nodeConditions = defaultServerConditions.filter((condition) => condition !== 'module');

// The server's suite; it runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  resolve: { conditions: ['@ccms/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@ccms/source', ...nodeConditions] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // On PostgreSQL, one seeded template database per run that every test database copies.
    globalSetup: ['src/test/postgresTemplate.ts'],
    // Files share a worker so PGlite's WASM compiles once per worker; each file still gets a fresh database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
