// Public exports of the overlays component group; index.ts re-exports this file.
export {};
