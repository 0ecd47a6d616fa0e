import { describe, expect, it } from 'vitest';
import { markdownBody, markdownToText, scoreMarkdown, scoreTokens, titleMatches, tokenize } from './measure';

describe('tokenize', () => {
  it('lower-cases and splits into runs of letters and digits', () => {
    expect(tokenize('Hello, World! 42 times—again')).toEqual(['hello', 'world', '42', 'times', 'again']);
  });

  it('makes each Han, Hiragana and Katakana character its own token', () => {
    expect(tokenize('東京タワーへ行く abc')).toEqual(['東', '京', 'タ', 'ワ', 'ー', 'へ', '行', 'く', 'abc']);
  });

  it('applies NFKC so full-width letters and ligatures match their plain forms', () => {
    expect(tokenize('ＡＢＣ ﬁne')).toEqual(['abc', 'fine']);
  });

  it('keeps letters of other scripts together as words', () => {
    expect(tokenize('Привет мир, ÉCOLE')).toEqual(['привет', 'мир', 'école']);
  });
});

describe('scoreTokens', () => {
  it('counts the overlap as a multiset, so a repeated word only matches as often as expected', () => {
    const score = scoreTokens(['a', 'a', 'a', 'b'], ['a', 'b', 'c', 'd']);
    expect(score.precision).toBeCloseTo(2 / 4);
    expect(score.recall).toBeCloseTo(2 / 4);
    expect(score.f1).toBeCloseTo(0.5);
  });

  it('scores an empty output against a non-empty expectation as zero', () => {
    expect(scoreTokens([], ['a']).f1).toBe(0);
  });

  it('scores identical lists in any order as one', () => {
    expect(scoreTokens(['b', 'a'], ['a', 'b']).f1).toBe(1);
  });
});

describe('markdownToText', () => {
  it('drops images entirely, including an image inside a link', () => {
    expect(tokenize(markdownToText('Before ![a cat](cat.png "Cat") [![logo](l.png)](https://x.org) after'))).toEqual([
      'before',
      'after',
    ]);
  });

  it('keeps link text and drops link targets, also for URLs with parentheses', () => {
    expect(markdownToText('See [the page](https://en.wikipedia.org/wiki/Foo_(bar)) now')).toBe('See the page now');
  });

  it('drops reference definitions and footnote markers but keeps footnote text', () => {
    const text = markdownToText('A claim[^1] and [a ref][r].\n\n[r]: https://example.com\n[^1]: The source.');
    expect(tokenize(text)).toEqual(['a', 'claim', 'and', 'a', 'ref', 'the', 'source']);
  });

  it('strips HTML tags outside code but keeps them inside code', () => {
    const text = markdownToText('<div class="note">Hi</div>\n\n```html\n<b>bold</b>\n```\n\nand `<i>` too');
    expect(tokenize(text)).toEqual(['hi', 'html', 'b', 'bold', 'b', 'and', 'i', 'too']);
  });

  it('undoes backslash escapes', () => {
    expect(markdownToText(String.raw`1\. snake\_case \*not bold\*`)).toBe('1. snake_case *not bold*');
  });
});

describe('scoreMarkdown', () => {
  it('leaves out the # Title line before comparing', () => {
    expect(markdownBody('# The Title\n\nBody text')).toBe('\nBody text');
    expect(scoreMarkdown('# The Title\n\nBody text', 'Body text').f1).toBe(1);
  });

  it('penalises kept boilerplate through precision', () => {
    const score = scoreMarkdown('# T\n\nArticle words here. Share on Twitter', 'Article words here.');
    expect(score.recall).toBe(1);
    expect(score.precision).toBeCloseTo(3 / 6);
  });
});

describe('titleMatches', () => {
  it('compares titles after tokenising', () => {
    expect(titleMatches('Hello — World!', 'hello world')).toBe(true);
    expect(titleMatches('Hello World | Site', 'Hello World')).toBe(false);
  });
});
