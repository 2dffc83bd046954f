import { describe, expect, it } from 'vitest';
import { aboutPreview } from './about-preview';

describe('aboutPreview', () => {
  it('drops emphasis marks and keeps link texts', () => {
    expect(aboutPreview('Pictures and **talk**, see [the rules](https://x.test/r).')).toBe('Pictures and talk, see the rules.');
  });

  it('joins lines, headings and list items into one line', () => {
    expect(aboutPreview('# Books\n\n- fiction\n- `non` fiction\n> quoted')).toBe('Books fiction non fiction quoted');
  });

  it('is empty without an about', () => {
    expect(aboutPreview(null)).toBe('');
  });
});
