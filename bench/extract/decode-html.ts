/**
 * Decodes the bytes of an HTML file the way the corpus README prescribes (and close to what a browser does
 * for a file without HTTP headers): byte-order mark, then `<meta charset>`, then UTF-8 if the bytes are valid
 * UTF-8, else windows-1252.
 */
export function decodeHtmlBytes(bytes: Uint8Array): string {
  const bom = bomEncoding(bytes);
  if (bom) return new TextDecoder(bom).decode(bytes);
  const declared = declaredCharset(bytes);
  if (declared) {
    try {
      return new TextDecoder(declared).decode(bytes);
    } catch {
      // An unknown label: fall through to sniffing.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function bomEncoding(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The charset of a `<meta charset>` or `<meta http-equiv="Content-Type" content="…charset=…">` near the top. */
export function declaredCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  for (const meta of head.matchAll(/<meta\b[^>]*>/gi)) {
    const charset = /charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(meta[0]);
    if (charset?.[1]) {
      const label = charset[1].toLowerCase();
      // Browsers treat a declared UTF-16 in an ASCII-compatible file as UTF-8 (HTML spec, "prescan").
      return label.startsWith('utf-16') ? 'utf-8' : label;
    }
  }
  return undefined;
}
