export { type HtmlToMarkdownOptions, htmlToMarkdown } from './html-to-markdown';
export {
  type PageSnapshot,
  pageSnapshotSchema,
  type SelectionSnapshot,
  selectionSnapshotSchema,
} from './snapshot-schema';
