/** Bound at load time so a page that replaces `performance.now` later cannot stall or fool the budget. */
export const clock: () => number =
  typeof performance !== 'undefined' && typeof performance.now === 'function'
    ? performance.now.bind(performance)
    : Date.now;
