export { hasStaleHead } from './has-stale-head';
export { type PageMetadata, readPageMetadata } from './read-page-metadata';
