import { z } from 'zod';

/** What the injected script reports about one frame's selection. */
export const selectionSnapshotSchema = z.object({
  /** The selected fragment with the inline ancestors that give it meaning (list, table, pre…). */
  html: z.string(),
  text: z.string(),
  markdown: z.string(),
  wordCount: z.number().int().nonnegative(),
  /** URL of the frame the selection is in (differs from `url` when it is inside an iframe). */
  frameUrl: z.string(),
  /** True when the selection was longer than `MAX_SELECTION_HTML_CHARS` and its HTML was cut. */
  truncated: z.boolean().optional(),
});

/** The page as the user is about to clip it; produced in the page, consumed by the background and the popup. */
export const pageSnapshotSchema = z.object({
  url: z.string(),
  canonicalUrl: z.string().optional(),
  title: z.string(),
  siteName: z.string().optional(),
  author: z.string().optional(),
  published: z.string().optional(),
  description: z.string().optional(),
  language: z.string().optional(),
  favicon: z.string().optional(),
  selection: selectionSnapshotSchema.optional(),
  /** Main content as cleaned HTML (no scripts, styles, nav or comments). */
  contentHtml: z.string(),
  /** Markdown of the main content, first line `# <title>`. */
  contentMarkdown: z.string(),
  /** True when a time or size budget cut the work short; `truncatedReason` says which. */
  truncated: z.boolean(),
  truncatedReason: z.string().optional(),
  /** Milliseconds spent in the page. */
  elapsedMs: z.number().optional(),
  /** False for a subframe's snapshot (selection only, no page data); see `mergeFrameSnapshots`. */
  isTopFrame: z.boolean().optional(),
  /** Whether this frame's document had focus: the frame the user last selected in. */
  hasFocus: z.boolean().optional(),
  /** Which extractor produced `contentHtml` (e.g. `defuddle`, `readability`, `text`), for diagnostics. */
  extractor: z.string().optional(),
});

export type SelectionSnapshot = z.infer<typeof selectionSnapshotSchema>;
export type PageSnapshot = z.infer<typeof pageSnapshotSchema>;
