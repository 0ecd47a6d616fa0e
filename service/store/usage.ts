import type { Db } from '../db/open-database';

/**
 * Counts one request against the token's quota for `day` (YYYY-MM-DD, UTC) unless the quota is used up.
 * Kept in the database so a restart does not hand out a fresh quota.
 */
export function consumeDailyRequest(db: Db, tokenHash: string, day: string, limit: number): boolean {
  return db.transaction(() => {
    const row = db.prepare('SELECT count FROM usage WHERE token_hash = ? AND day = ?').get(tokenHash, day) as
      | { count: number }
      | undefined;
    if ((row?.count ?? 0) >= limit) return false;
    db.prepare(
      `INSERT INTO usage (token_hash, day, count) VALUES (?, ?, 1)
       ON CONFLICT (token_hash, day) DO UPDATE SET count = count + 1`,
    ).run(tokenHash, day);
    return true;
  })();
}
