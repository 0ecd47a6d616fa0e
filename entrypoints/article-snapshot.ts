import { takeSnapshot } from '@/lib/extract/snapshot';

// Injected (scripting.executeScript, allFrames) for Capture clips of a page: the extracted article as HTML, no
// Markdown (the service converts what it receives).
export default defineUnlistedScript(() =>
  takeSnapshot(document, window, { url: location.href, isTopFrame: window === window.top, withMarkdown: false }),
);
