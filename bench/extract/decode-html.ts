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
      return decode(bytes, declared);
    } catch {
      // An unknown label: fall through to sniffing.
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decode(bytes, 'windows-1252');
  }
}

/** Bytes 0x80–0x9F of windows-1252 (the rest is Latin-1). */
const WINDOWS_1252_C1 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decode(bytes: Uint8Array, label: string): string {
  const decoder = new TextDecoder(label);
  // Node 20 decodes windows-1252 (and the labels the Encoding standard maps to it) as plain Latin-1.
  if (decoder.encoding !== 'windows-1252') return decoder.decode(bytes);
  return decoder
    .decode(bytes)
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80] ?? char);
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
