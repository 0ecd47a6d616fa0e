export { type Article, type ExtractArticleOptions, extractArticle } from './article';
export { type HtmlToMarkdownOptions, htmlToMarkdown } from './html-to-markdown';
export { dropLeadingTitleHeading } from './markdown/leading-title';
export { type PageMetadata, readPageMetadata } from './metadata';
export { type PageMarkdown, pageMarkdown } from './page-markdown';
export { captureSelection, MAX_SELECTION_HTML_CHARS } from './selection';
export {
  type FrameResult,
  fastContentHtml,
  mergeFrameSnapshots,
  SNAPSHOT_LIMITS,
  type SnapshotWindow,
  type TakeSnapshotOptions,
  takeSnapshot,
} from './snapshot';
export {
  type PageSnapshot,
  pageSnapshotSchema,
  type SelectionSnapshot,
  selectionSnapshotSchema,
} from './snapshot-schema';
