import { describe, expect, it } from '@jest/globals';
import { AA_CONTRAST, contrastRatio, readableBackground } from './contrast';

describe('colours the API sends, drawn with AA contrast', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#16a34a')).toBeCloseTo(3.3, 1);
    expect(contrastRatio('#fff', '#6B7280')).toBeCloseTo(4.83, 1);
  });

  it.each([
    ['#16A34A', '#FFFFFF'],
    ['#0891B2', '#FFFFFF'],
    ['#EA580C', '#FFFFFF'],
    ['#DB2777', '#FFFFFF'],
    ['#FACC15', '#1F2937'],
    ['#6B7280', '#FFFFFF'],
  ])('%s behind %s reaches 4.5:1, keeping colours that already do', (background, text) => {
    const drawn = readableBackground(background, text);
    expect(contrastRatio(drawn, text)).toBeGreaterThanOrEqual(AA_CONTRAST);
    if (contrastRatio(background, text) >= AA_CONTRAST) expect(drawn).toBe(background);
    else expect(drawn).not.toBe(background);
  });

  it('darkens a green, it does not turn it grey or black', () => {
    const drawn = readableBackground('#16a34a', '#ffffff');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(drawn.slice(i, i + 2), 16));
    expect(g).toBeGreaterThan(r! * 2);
    expect(g).toBeGreaterThan(b!);
  });

  it('leaves what is no hex colour as sent', () => {
    expect(readableBackground('red', '#fff')).toBe('red');
    expect(readableBackground('#16a34a', 'url(x)')).toBe('#16a34a');
  });
});
