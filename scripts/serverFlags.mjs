// Node's flags for the server process that `npm start` runs (scripts/start.mjs), and that the
// cost-data bench (bench/cost-data.bench.mjs) measures it with. V8 grows its heap lazily when
// memory is plentiful, up to its limit, so the heap limit sets the server's peak: the rest is
// PGlite's WebAssembly memory (about 140–160 MB) and the program (about 50 MB). A 256 MB old
// generation and 4 MB semi-spaces keep a server importing, checking, exporting and reporting a
// 100,000-item project under 500 MB; that work's live data stays under about 170 MB (the bill
// import streams its sheets, the check writes its findings check by check, exports and reports
// stream their rows).
// SERVER_NODE_FLAGS overrides them (space-separated; '' for none), e.g. for larger projects:
// SERVER_NODE_FLAGS=--max-old-space-size=1024 npm start
const DEFAULT_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=4'];

export const SERVER_NODE_FLAGS =
  process.env.SERVER_NODE_FLAGS === undefined
    ? DEFAULT_FLAGS
    : process.env.SERVER_NODE_FLAGS.split(/\s+/).filter(Boolean);
