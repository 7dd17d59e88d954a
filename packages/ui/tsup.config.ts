import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tooling/tsup.library';

export default defineConfig(libraryBuild());
