// Public exports of the widgets component group; index.ts re-exports this file.
export {};
