// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlAfter } from './test-root';
import { unmarkCaptionLookalikes } from './unmark-caption-lookalikes';

const photo = '<figure><img src="/photo.png" alt=""></figure>';

describe('unmarkCaptionLookalikes', () => {
  it("takes the caption's class words off a section or a captioned figure beside an uncaptioned photo", () => {
    const section = '<div class="text-base mt-4"><h2>Setup</h2><p>First step.</p></div>';
    expect(htmlAfter(unmarkCaptionLookalikes, photo + section)).toBe(
      `${photo}<div class="mt-4"><h2>Setup</h2><p>First step.</p></div>`,
    );
    const figure = '<figure class="image-text"><img src="/b.png" alt="B"><figcaption>Its own.</figcaption></figure>';
    expect(htmlAfter(unmarkCaptionLookalikes, photo + figure)).toBe(
      `${photo}<figure><img src="/b.png" alt="B"><figcaption>Its own.</figcaption></figure>`,
    );
  });

  it('leaves a real caption beside the photo, and the siblings of a figure that has its caption', () => {
    for (const html of [
      `${photo}<div class="photo-credit">Photo: Jane Doe / Reuters</div>`,
      '<figure><img src="/a.png"><figcaption>A lake.</figcaption></figure><div class="text-base"><h2>Setup</h2></div>',
    ])
      expect(htmlAfter(unmarkCaptionLookalikes, html)).toBe(html);
  });
});
