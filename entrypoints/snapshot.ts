import { takeSnapshot } from '@/lib/extract/snapshot';

// Injected on demand (scripting.executeScript, allFrames) when the user clips; its return value is the result.
export default defineUnlistedScript(() =>
  takeSnapshot(document, window, { url: location.href, isTopFrame: window === window.top }),
);
