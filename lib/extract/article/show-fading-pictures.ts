import { all } from '../markdown/dom';

const TRANSPARENT = /(?:^|;)\s*opacity\s*:\s*0(?:\.0*)?\s*(?:!important\s*)?(?:;|$)/i;

/**
 * Lazy-loading pictures wait at `opacity: 0` until they load, then fade in (Gatsby's `data-main-image`, lazysizes
 * themes): Defuddle removes what a style makes transparent, so a post's pictures below the fold, or all of them where
 * no script ran, were lost. A picture that has a source to show gets its opacity back. On a copy of the page.
 */
export function showFadingPictures(doc: Document): void {
  for (const img of all(doc, 'img[style*="opacity" i]')) {
    const style = img.getAttribute('style') ?? '';
    const hasSource = ['src', 'srcset', 'data-src', 'data-srcset'].some((name) => {
      const value = img.getAttribute(name)?.trim();
      return !!value && !value.startsWith('data:');
    });
    if (hasSource && TRANSPARENT.test(style)) img.setAttribute('style', style.replace(TRANSPARENT, ';'));
  }
}
