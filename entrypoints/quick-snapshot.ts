import { quickSnapshot } from '@/lib/clip/quick-snapshot';

// Injected (scripting.executeScript, allFrames) for Capture clips: the fast snapshot, no Markdown.
export default defineUnlistedScript(() =>
  quickSnapshot(document, window, { url: location.href, isTopFrame: window === window.top }),
);
