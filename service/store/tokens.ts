import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open-database';

export type TokenScheme = 'v2' | 'v0';

export interface TokenPair {
  v2Token: string;
  v0Token: string;
}

/** Only hashes are stored: a copied database file does not give away working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function hasTokens(db: Db): boolean {
  return db.prepare('SELECT 1 FROM tokens LIMIT 1').get() !== undefined;
}

export function isStoredToken(db: Db, scheme: TokenScheme, hash: string): boolean {
  return db.prepare('SELECT 1 FROM tokens WHERE hash = ? AND scheme = ?').get(hash, scheme) !== undefined;
}

/** A new pair; returned in clear once, stored hashed. */
export function mintTokenPair(db: Db, now: string = new Date().toISOString()): TokenPair {
  const pair = {
    v2Token: `v2_${randomBytes(24).toString('base64url')}`,
    v0Token: `v0_${randomBytes(24).toString('base64url')}`,
  };
  const insert = db.prepare('INSERT INTO tokens (hash, scheme, created_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    insert.run(hashToken(pair.v2Token), 'v2', now);
    insert.run(hashToken(pair.v0Token), 'v0', now);
  })();
  return pair;
}
