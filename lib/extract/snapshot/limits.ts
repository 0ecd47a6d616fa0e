export interface SnapshotLimits {
  budgetMs: number;
  maxElementsForExtraction: number;
  maxElementsForPageBlock: number;
  maxContentHtmlChars: number;
  maxTextChars: number;
}

/** Documented cut-offs of the page snapshot (README "What a clip contains"). */
export const SNAPSHOT_LIMITS: Readonly<SnapshotLimits> = {
  /** Default time budget for the whole snapshot, in ms. */
  budgetMs: 1_500,
  /** Pages with more elements than this skip main-content extraction and keep their main block instead. */
  maxElementsForExtraction: 30_000,
  /**
   * Pages with more elements than this keep their text: even their main block's Markdown (about 12 µs an element
   * in Chromium here, ~1 s at this size) would not fit the time budget.
   */
  maxElementsForPageBlock: 80_000,
  /** Main-content HTML above this is cut at an element boundary. */
  maxContentHtmlChars: 1_500_000,
  /** The text fallback keeps at most this many characters. */
  maxTextChars: 500_000,
};
