/** Shown instead of a saved token: enough to tell two tokens apart, too little to use one. */
export function maskToken(token: string): string {
  // Short tokens would give away too large a share of themselves.
  return token.length >= 12 ? `••••${token.slice(-4)}` : '••••';
}
