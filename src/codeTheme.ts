/**
 * Code-block colours readable by everyone: WCAG AA asks for 4.5:1 between
 * text and its background, and the stock Prism themes miss it for several
 * tokens (GitHub's numbers and variables are 2.6:1, Dracula's comments 3:1),
 * which Lighthouse's accessibility audit reports. `withContrast` keeps a
 * theme's look and darkens (on a light background) or lightens (on a dark one)
 * each token colour that falls short, just enough to reach the minimum.
 */
import type {PrismTheme} from 'prism-react-renderer';

export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

function parseColor(color: string): Rgb {
  const hex = color.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = color.trim().match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`Unsupported colour: ${color}`);
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two CSS colours (hex or rgb()), from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(parseColor(foreground));
  const b = luminance(parseColor(background));
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** `color` moved towards black or white (away from `background`) until it reaches `min`:1. */
export function readableOn(color: string, background: string, min = MIN_CONTRAST): string {
  if (contrastRatio(color, background) >= min) return color;
  const from = parseColor(color);
  const towards = luminance(parseColor(background)) > 0.18 ? 0 : 255;
  for (let step = 1; step <= 100; step++) {
    const mixed = toHex(from.map((v) => v + ((towards - v) * step) / 100) as Rgb);
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return toHex([towards, towards, towards]);
}

/** `theme` with every token colour readable on the theme's background. */
export function withContrast(theme: PrismTheme, min = MIN_CONTRAST): PrismTheme {
  const background = theme.plain.backgroundColor;
  if (!background) throw new Error('The Prism theme has no background colour');
  const fix = <T extends {color?: string}>(style: T): T =>
    style.color ? {...style, color: readableOn(style.color, background, min)} : style;
  return {
    plain: fix(theme.plain),
    styles: theme.styles.map((style) => ({...style, style: fix(style.style)})),
  };
}
