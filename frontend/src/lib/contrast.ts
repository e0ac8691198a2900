/**
 * Colours the API sends (a patente's or a badge's) drawn with WCAG AA contrast: the background is
 * darkened, keeping its hue, until its text reaches 4.5:1 (issue 23; e.g. white on #16a34a is 3.3:1).
 */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parse(hex: string): Rgb | undefined {
  const value = hex.trim();
  if (!HEX_COLOR.test(value)) return undefined;
  const digits = value.length === 4 ? [...value.slice(1)].map((d) => d + d).join('') : value.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21); 0 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return 0;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * `background` as sent when `text` on it is AA already; otherwise the same hue darkened (for a light
 * text) or lightened (for a dark text) in small steps until it is. Not a hex colour: as sent.
 */
export function readableBackground(background: string, text: string): string {
  const bg = parse(background);
  const fg = parse(text);
  if (!bg || !fg) return background;
  if (contrastRatio(background, text) >= AA_CONTRAST) return background;
  const towards = luminance(fg) > 0.5 ? 0 : 255;
  for (let step = 1; step <= 20; step += 1) {
    const mix = step / 20;
    const candidate = toHex(bg.map((c) => c + (towards - c) * mix) as Rgb);
    if (contrastRatio(candidate, text) >= AA_CONTRAST) return candidate;
  }
  return towards === 0 ? '#000000' : '#ffffff';
}
