import { randomBytes, randomUUID } from 'node:crypto';

export const newId = (): string => randomUUID();

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The short identifier in product links; deliberately unrelated to the UUID (spec 2.4). */
export function newUrlId(length = 12): string {
  const bytes = randomBytes(length);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return id;
}
