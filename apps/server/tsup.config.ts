import { defineConfig } from 'tsup';

// One ESM file for Node 20; the contract package is bundled, real dependencies stay in node_modules.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: ['@ccms/api-client'],
  esbuildOptions(options) {
    options.conditions = ['@ccms/source'];
  },
  dts: false,
  sourcemap: true,
  clean: true,
});
