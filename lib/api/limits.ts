/**
 * The largest request body the reference service accepts (413 above it). Not shown by the spec; our choice.
 * The extension trims oversize clips below this so that a clip is never refused for its size.
 */
export const MAX_REQUEST_BYTES = 25 * 1024 * 1024;

/** Requests per token per UTC day, as the spec's free tier (section 8). */
export const FREE_TIER_DAILY_REQUESTS = 25;
