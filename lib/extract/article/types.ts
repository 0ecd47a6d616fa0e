/** The main content of a page, as chosen by `extractArticle`. */
export interface Article {
  title: string;
  /** Cleaned HTML of the main content (no title heading, scripts, styles, nav or comments). */
  contentHtml: string;
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
