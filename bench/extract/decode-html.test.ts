import { describe, expect, it } from 'vitest';
import { decodeHtmlBytes } from './decode-html';

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('decodeHtmlBytes', () => {
  it('follows a byte-order mark first', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('<p>café</p>')]);
    expect(decodeHtmlBytes(bytes)).toBe('<p>café</p>');
  });

  it('uses the <meta charset> of the page', () => {
    const bytes = latin1('<meta charset="iso-8859-2"><p>\u00b1</p>');
    expect(decodeHtmlBytes(bytes)).toContain('ą');
  });

  it('reads the charset of a http-equiv Content-Type meta', () => {
    const bytes = latin1('<meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><p>\u00cf</p>');
    expect(decodeHtmlBytes(bytes)).toContain('П');
  });

  it('takes undeclared valid UTF-8 as UTF-8 and anything else as windows-1252', () => {
    expect(decodeHtmlBytes(new TextEncoder().encode('<p>naïve — ok</p>'))).toBe('<p>naïve — ok</p>');
    expect(decodeHtmlBytes(latin1('<p>na\u00efve \u0093quoted\u0094</p>'))).toBe('<p>naïve “quoted”</p>');
  });
});
