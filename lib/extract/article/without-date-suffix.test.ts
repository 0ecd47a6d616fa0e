// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../test-pages';
import { withoutDateSuffix } from './without-date-suffix';

const page = (h1: string) => htmlDocument(`<!doctype html><html><body><h1>${h1}</h1><p>Text.</p></body></html>`);

describe('withoutDateSuffix', () => {
  it('takes the date of publication off a title whose headline an <h1> gives (kyffhaeuser-nachrichten.de: "… : 31.10.2023, 10.19 Uhr")', () => {
    const doc = page('So viel Regen gab es lange nicht');
    expect(withoutDateSuffix('So viel Regen gab es lange nicht : 31.10.2023, 10.19 Uhr', doc)).toBe(
      'So viel Regen gab es lange nicht',
    );
    expect(withoutDateSuffix('So viel Regen gab es lange nicht | 5. März 2023', doc)).toBe(
      'So viel Regen gab es lange nicht',
    );
    expect(withoutDateSuffix('So viel Regen gab es lange nicht - Nov 5, 2023 9:41 am', doc)).toBe(
      'So viel Regen gab es lange nicht',
    );
  });

  it("keeps a date no <h1> leaves out (a live blog's day), a year alone, and a date inside the headline", () => {
    expect(withoutDateSuffix('Corona-Liveblog: 31.10.2023', page('Corona-Liveblog: 31.10.2023'))).toBe(
      'Corona-Liveblog: 31.10.2023',
    );
    expect(withoutDateSuffix('Best laptops - 2023', page('Best laptops'))).toBe('Best laptops - 2023');
    expect(withoutDateSuffix('Release 2.1 - 2024-05-01 notes', page('Release 2.1'))).toBe(
      'Release 2.1 - 2024-05-01 notes',
    );
  });
});
