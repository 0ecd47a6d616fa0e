export * from './api-error';
export * from './client';
export * from './limits';
export * from './post-json';
export * from './read-body';
export * from './schemas';
