/** The main content of a page, as chosen by `extractArticle`. */
export interface Article {
  title: string;
  /** Cleaned HTML of the main content (no title heading, scripts, styles, nav or comments). */
  contentHtml: string;
  /**
   * The same content as a detached element of an inert document, when the extractor had one: converting it
   * directly saves parsing `contentHtml` again. It may be rewritten by whoever converts it (only once).
   */
  contentRoot?: HTMLElement;
  byline?: string;
  excerpt?: string;
  siteName?: string;
  published?: string;
  lang?: string;
  /** Which extractor won, for debugging (e.g. `defuddle`, `readability`, `body`). */
  method: string;
}

export interface ExtractArticleOptions {
  /** URL of the page, for resolving relative links and site-specific rules. */
  url: string;
}
