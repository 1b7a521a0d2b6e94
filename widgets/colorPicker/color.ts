/**
 * Colour text as Element's colour picker writes it: '#409EFF' (hex), 'rgb(64, 158, 255)' or with
 * alpha 'rgba(64, 158, 255, 0.5)', 'hsl(…)'/'hsla(…)', 'hsv(…)'/'hsva(…)'. With `show-alpha` and no
 * format the picker writes rgba.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

export type ColorFormat = 'hex' | 'rgb' | 'hsl' | 'hsv';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export function parseColor(text: unknown): Rgba | undefined {
  if (typeof text !== 'string') return undefined;
  const s = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? round(n(6) / 255, 2) : 1 };
  }
  const fn = /^(rgba?|hsla?|hsva?)\(([^)]*)\)$/.exec(s);
  if (!fn) return undefined;
  const parts = fn[2]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((p) => parseFloat(p));
  if (parts.length < 3 || parts.some((p) => Number.isNaN(p))) return undefined;
  const [x, y, z, alpha = 1] = parts as [number, number, number, number?];
  const a = clamp(alpha, 0, 1);
  if (fn[1]!.startsWith('rgb'))
    return { r: clamp(Math.round(x), 0, 255), g: clamp(Math.round(y), 0, 255), b: clamp(Math.round(z), 0, 255), a };
  if (fn[1]!.startsWith('hsl')) return { ...hslToRgb(x, y / 100, z / 100), a };
  return { ...hsvToRgb(x, y / 100, z / 100), a };
}

export function formatColor(color: Rgba, format: ColorFormat | undefined, showAlpha: boolean): string {
  const wanted = format ?? (showAlpha ? 'rgb' : 'hex');
  const alpha = showAlpha && color.a < 1;
  switch (wanted) {
    case 'rgb':
      return showAlpha ? `rgba(${color.r}, ${color.g}, ${color.b}, ${round(color.a, 2)})` : `rgb(${color.r}, ${color.g}, ${color.b})`;
    case 'hsl': {
      const { h, s, l } = rgbToHsl(color);
      return showAlpha ? `hsla(${h}, ${s}%, ${l}%, ${round(color.a, 2)})` : `hsl(${h}, ${s}%, ${l}%)`;
    }
    case 'hsv': {
      const { h, s, v } = rgbToHsv(color);
      return showAlpha ? `hsva(${h}, ${s}%, ${v}%, ${round(color.a, 2)})` : `hsv(${h}, ${s}%, ${v}%)`;
    }
    default:
      return `#${hex2(color.r)}${hex2(color.g)}${hex2(color.b)}${alpha ? hex2(Math.round(color.a * 255)) : ''}`.toUpperCase();
  }
}

/** '#RRGGBB' for `<input type=color>` (which has no alpha). */
export function opaqueHex(color: Rgba): string {
  return `#${hex2(color.r)}${hex2(color.g)}${hex2(color.b)}`;
}

const hex2 = (n: number) => clamp(Math.round(n), 0, 255).toString(16).padStart(2, '0');
const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

function hslToRgb(h: number, s: number, l: number): Omit<Rgba, 'a'> {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255) };
}

function hsvToRgb(h: number, s: number, v: number): Omit<Rgba, 'a'> {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return v - v * s * Math.max(0, Math.min(k, 4 - k, 1));
  };
  return { r: Math.round(f(5) * 255), g: Math.round(f(3) * 255), b: Math.round(f(1) * 255) };
}

function hue(r: number, g: number, b: number, max: number, delta: number): number {
  if (delta === 0) return 0;
  const h = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return Math.round((h * 60 + 360) % 360);
}

function rgbToHsl({ r, g, b }: Rgba) {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const delta = max - min;
  const s = delta === 0 ? 0 : delta / (1 - Math.abs(2 * l - 1));
  return { h: hue(R, G, B, max, delta), s: Math.round(s * 100), l: Math.round(l * 100) };
}

function rgbToHsv({ r, g, b }: Rgba) {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const delta = max - Math.min(R, G, B);
  return { h: hue(R, G, B, max, delta), s: Math.round(max === 0 ? 0 : (delta / max) * 100), v: Math.round(max * 100) };
}
