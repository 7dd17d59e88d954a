// Public exports of the display component group; index.ts re-exports this file.
export {};
