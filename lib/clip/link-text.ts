import { browser } from 'wxt/browser';

/**
 * The visible text of the link the user right-clicked. Chrome's context menu reports only the link's
 * URL (Firefox also gives its text), so the frame is asked; a page we cannot script yields undefined.
 */
export async function linkTextInFrame(
  tabId: number,
  frameId: number | undefined,
  href: string,
): Promise<string | undefined> {
  try {
    const [result] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId ?? 0] },
      func: (wanted: string) => {
        for (const anchor of Array.from(document.querySelectorAll('a[href]'))) {
          if ((anchor as HTMLAnchorElement).href !== wanted) continue;
          const text = (anchor.textContent ?? '').replace(/\s+/g, ' ').trim();
          const label = text || anchor.getAttribute('aria-label') || anchor.getAttribute('title') || '';
          if (label) return label;
        }
        return undefined;
      },
      args: [href],
    });
    return typeof result?.result === 'string' ? result.result : undefined;
  } catch {
    return undefined;
  }
}
