// Node's flags for the server process that `npm start` runs (scripts/start.mjs), and that the
// cost-data bench (bench/cost-data.bench.mjs) measures it with. V8 grows its heap lazily when
// memory is plentiful (a 100,000-item import and its quality check left 430–480 MB of heap, most
// of it garbage): a 384 MB old generation and 4 MB semi-spaces keep the server near 500 MB at
// that size (the live data of that project's import and checks stay under about 280 MB).
// SERVER_NODE_FLAGS overrides them (space-separated; '' for none), e.g. for larger projects:
// SERVER_NODE_FLAGS=--max-old-space-size=1024 npm start
const DEFAULT_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=4'];

export const SERVER_NODE_FLAGS =
  process.env.SERVER_NODE_FLAGS === undefined
    ? DEFAULT_FLAGS
    : process.env.SERVER_NODE_FLAGS.split(/\s+/).filter(Boolean);
