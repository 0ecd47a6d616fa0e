import { quickSnapshot } from '@/lib/clip/quick-snapshot';

// Injected (scripting.executeScript, allFrames) when the popup opens and for the running note: the fast snapshot.
export default defineUnlistedScript(() =>
  quickSnapshot(document, window, { url: location.href, isTopFrame: window === window.top }),
);
