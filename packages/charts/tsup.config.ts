import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tooling/tsup.library';

// Peers stay external so the app holds one copy of each (one theme context, one i18n instance).
export default defineConfig(
  libraryBuild({ index: 'src/index.ts' }, [
    'react',
    'react-dom',
    'styled-components',
    'i18next',
    'react-i18next',
  ]),
);
