export { type PageMetadata, readPageMetadata } from './read-page-metadata';
