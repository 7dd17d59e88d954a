// Public exports of the forms component group; index.ts re-exports this file.
export {};
