import type { Options } from 'tsup';

/**
 * The one build recipe for every @ccms package: ESM + CJS + declarations. tsup keeps the
 * package's dependencies and peers external, so an app holds one React, one theme context and
 * one i18n instance.
 */
export function libraryBuild(entry: Record<string, string>, external: string[] = []): Options {
  return {
    entry,
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    external,
  };
}
