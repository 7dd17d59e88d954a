import type { Options } from 'tsup';

const SOURCES = [
  'src/**/*.ts',
  'src/**/*.tsx',
  '!src/**/*.test.ts',
  '!src/**/*.test.tsx',
  '!src/**/*.stories.tsx',
  '!src/**/fixtures.ts',
  '!src/test-support/**',
];

/**
 * The one build recipe for every @ccms package. tsup keeps dependencies and peers external, so an
 * app holds one React, one theme context and one i18n instance.
 * - ESM (dist/esm): one module per source file plus shared chunks, so with `sideEffects: false` a
 *   consumer's bundler drops the components it does not import (a single bundle would keep every
 *   top-level `styled()` call, and with it most of react-aria).
 * - CJS (dist/cjs): one bundle; CommonJS consumers do not tree-shake anyway.
 * Each writes its own folder, so the two builds can clean in parallel without racing.
 */
export function libraryBuild(): Options[] {
  const common: Options = {
    sourcemap: true,
    clean: true,
    target: 'es2022',
    dts: { entry: { index: 'src/index.ts' }, compilerOptions: { ignoreDeprecations: '6.0' } },
  };
  return [
    { ...common, entry: SOURCES, format: ['esm'], splitting: true, outDir: 'dist/esm' },
    { ...common, entry: { index: 'src/index.ts' }, format: ['cjs'], outDir: 'dist/cjs' },
  ];
}
