import { describe, expect, it } from 'vitest';
import { testRoot } from '../article/test-root';
import { emojiPicturesAsText } from './emoji-pictures';

function converted(html: string, prefix?: string): string {
  const root = testRoot(html);
  emojiPicturesAsText(root, prefix);
  return root.innerHTML;
}

describe('emojiPicturesAsText', () => {
  it('writes an emoji drawn as a picture as the emoji its text names (WordPress, X)', () => {
    expect(converted('<p>Shipped <img class="emoji" alt="🎉" src="https://s.w.org/1f389.svg"> today</p>')).toBe(
      '<p>Shipped 🎉 today</p>',
    );
    expect(converted('<p>Hot <img alt="🔥" src="https://abs-0.twimg.com/emoji/v2/svg/1f525.svg"></p>')).toBe(
      '<p>Hot 🔥</p>',
    );
  });

  it('keeps flags, keycaps, skin tones and joined emoji whole', () => {
    for (const emoji of ['🇫🇷', '1️⃣', '👍🏽', '👩\u200d💻']) {
      expect(converted(`<p><img alt="${emoji}" src="/e.png"></p>`)).toBe(`<p>${emoji}</p>`);
    }
  });

  it('writes the code of a named emoji or smiley marked as one (Discourse, Mastodon, WordPress smilies)', () => {
    expect(converted('<p><img class="emoji emoji-custom" alt=":party_parrot:" src="/uploads/1X/abc.png"></p>')).toBe(
      '<p>:party_parrot:</p>',
    );
    expect(converted('<p><img class="emojione custom-emoji" alt=":blobcat:" src="/x.png"></p>')).toBe(
      '<p>:blobcat:</p>',
    );
    expect(converted('<p><img class="wp-smiley" alt=":)" src="/x.gif"></p>')).toBe('<p>:)</p>');
    expect(converted('<p><img alt=":smile:" src="/images/emoji/twitter/smile.png?v=12"></p>')).toBe('<p>:smile:</p>');
  });

  it('leaves pictures alone whose text is a description or a number, or that are not marked as emoji', () => {
    const pictures = [
      '<img alt="Sales chart" src="/chart.png">',
      '<img alt="2024" src="/year.png">',
      '<img alt=":smile:" src="/pictures/smile.png">',
      '<img class="emoji" alt="A very long description of a picture that is not an emoji at all" src="/e.png">',
      '<img class="emoji" src="/e.png">',
    ];
    for (const picture of pictures) expect(converted(`<p>${picture}</p>`)).toBe(`<p>${picture}</p>`);
  });

  it('puts the given prefix before each emoji', () => {
    expect(converted('<p>a <img class="emoji" alt=":smile:" src="/e.png"></p>', '\u2060')).toBe(
      '<p>a \u2060:smile:</p>',
    );
  });
});
