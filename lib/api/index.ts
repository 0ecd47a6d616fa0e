export * from './api-error';
export * from './client';
export * from './limits';
export * from './schemas';
