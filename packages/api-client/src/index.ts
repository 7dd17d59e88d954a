export * from './envelope';
export * from './endpoint';
export * from './validators';
export * from './messages';
export * from './contract';
export * from './client';
export * from './upload';
