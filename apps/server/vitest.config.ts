import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The server's suite; it runs on in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  resolve: { conditions: ['@ccms/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@ccms/source', ...defaultServerConditions] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share a worker so PGlite's WASM compiles once per worker; each file still gets a fresh database.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
