export * from './settings-schema';
