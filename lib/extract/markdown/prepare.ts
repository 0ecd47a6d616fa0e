import { mergeAdjacentRuns } from './adjacent-runs';
import { ampElementsAsHtml } from './amp-elements';
import { markCallouts, removeBackLinks, removeHeadingPermalinks, removeJunk } from './clean-up';
import { normalizeCodeBlocks } from './code-blocks';
import { moveEdgeBreaksOut } from './edge-breaks';
import { emojiPicturesAsText } from './emoji-pictures';
import { unwrapFormsWithProse } from './forms-with-prose';
import { markMath } from './math';
import { resolveMediaAndLinks } from './media-urls';
import { separatorsAsRules } from './separator-lines';
import { styledEmphasisAsMarkup } from './styled-emphasis';

/** Rewrites parsed content in place so the Turndown rules see one clean, standard shape. Order matters. */
export function prepareForMarkdown(body: HTMLElement, baseUrl?: string): void {
  ampElementsAsHtml(body);
  markMath(body);
  styledEmphasisAsMarkup(body);
  emojiPicturesAsText(body);
  normalizeCodeBlocks(body);
  unwrapFormsWithProse(body);
  removeJunk(body);
  removeHeadingPermalinks(body);
  removeBackLinks(body);
  resolveMediaAndLinks(body, baseUrl);
  markCallouts(body);
  separatorsAsRules(body);
  moveEdgeBreaksOut(body);
  mergeAdjacentRuns(body);
}
