/**
 * Storage has no atomic update: every read-modify-write of the outbox runs under this lock.
 * `navigator.locks` is shared by the service worker and the extension pages (popup), so a popup
 * edit and a background send never overwrite each other. Where it is missing (unit tests), an
 * in-process queue gives the same ordering.
 */
const LOCK_NAME = 'capture-clipper-outbox';

let localQueue: Promise<unknown> = Promise.resolve();

export function withOutboxLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) return locks.request(LOCK_NAME, task) as Promise<T>;
  const run = localQueue.then(task, task);
  localQueue = run.catch(() => undefined);
  return run;
}
