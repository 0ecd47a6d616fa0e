/**
 * Whether `text` has more than `limit` characters besides whitespace. Pages indent their markup deeply, so
 * `textContent.length` alone overstates short blocks; the whitespace is only stripped when the raw length is over.
 */
export function longerThan(text: string, limit: number): boolean {
  return text.length > limit && text.replace(/\s+/g, '').length > limit;
}
