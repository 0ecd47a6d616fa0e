export { type Article, type ExtractArticleOptions, extractArticle } from './article';
export { type HtmlToMarkdownOptions, htmlToMarkdown } from './html-to-markdown';
export { type PageMarkdown, pageMarkdown } from './page-markdown';
export {
  type PageSnapshot,
  pageSnapshotSchema,
  type SelectionSnapshot,
  selectionSnapshotSchema,
} from './snapshot-schema';
