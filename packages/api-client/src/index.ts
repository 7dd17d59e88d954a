export * from './envelope';
export * from './endpoint';
export * from './validators';
export * from './contract';
export * from './client';
