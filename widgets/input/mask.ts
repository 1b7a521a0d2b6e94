/**
 * Masked display of a text value (`useMask` + `maskConfig` of the newer input, as JNPF 3.5/V3
 * `useTextMask` defines it): the stored value stays whole, only what is shown is masked.
 *
 * maskType: 1 all; 2 name (first and last character); 3 phone (first 3, last 4); 4 e-mail (first 3,
 * then from '@'); 5 ID card (first 6, last 3, four fillers); 6 IP (first segment); 7 licence plate
 * (first 1, last 2); 8 bank card (first 6, last 4); 0 custom (prefix/suffix rules below).
 * Custom: prefixType/suffixType 1 none, 2 a count (`prefixLimit`/`suffixLimit`), 3 up to (before)
 * a character, 4 up to and including it (`prefixSpecifyChar`/`suffixSpecifyChar`); `ignoreChar`
 * lists characters (comma-separated) shown as they are; `useUnrealMask` shows a fixed number of
 * fillers (`unrealMaskLength`) instead of one per hidden character.
 */
export interface MaskConfig {
  filler: string;
  maskType: number;
  prefixType: number;
  prefixLimit: number;
  prefixSpecifyChar: string;
  suffixType: number;
  suffixLimit: number;
  suffixSpecifyChar: string;
  ignoreChar: string;
  useUnrealMask: boolean;
  unrealMaskLength: number;
}

export const DEFAULT_MASK: MaskConfig = {
  filler: '*',
  maskType: 1,
  prefixType: 1,
  prefixLimit: 0,
  prefixSpecifyChar: '',
  suffixType: 1,
  suffixLimit: 0,
  suffixSpecifyChar: '',
  ignoreChar: '',
  useUnrealMask: false,
  unrealMaskLength: 1,
};

/** Shows `head` characters, fillers for the middle, and `tail` characters; short text as it is. */
function keepEnds(text: string, head: number, tail: number, filler: string, fillers = text.length - head - tail): string {
  if (text.length <= head + tail) return text;
  return text.slice(0, head) + filler.repeat(fillers) + (tail > 0 ? text.slice(-tail) : '');
}

function maskName(text: string, filler: string): string {
  if (text.length <= 1) return text;
  if (text.length === 2) return text[0] + filler;
  return keepEnds(text, 1, 1, filler);
}

function maskEmail(text: string, filler: string): string {
  const at = text.indexOf('@');
  if (text.length <= 3 || (at > -1 && at < 3)) return text;
  return at > 0 ? text.slice(0, 3) + filler.repeat(at - 3) + text.slice(at) : text.slice(0, 3) + filler.repeat(text.length - 3);
}

function maskIp(text: string, filler: string): string {
  return text.split('.')[0] + `.${filler.repeat(3)}`.repeat(3);
}

/** Length of the shown start (custom rule). */
function prefixLength(text: string, c: MaskConfig): number {
  if (c.prefixType === 2) return c.prefixLimit || 0;
  if ((c.prefixType === 3 || c.prefixType === 4) && c.prefixSpecifyChar) {
    const at = text.indexOf(c.prefixSpecifyChar);
    if (at > -1) return c.prefixType === 3 ? at : at + c.prefixSpecifyChar.length;
  }
  return 0;
}

/** Length of the shown end (custom rule). */
function suffixLength(text: string, c: MaskConfig): number {
  if (c.suffixType === 2) return c.suffixLimit || 0;
  if ((c.suffixType === 3 || c.suffixType === 4) && c.suffixSpecifyChar) {
    const at = text.indexOf(c.suffixSpecifyChar);
    if (at > -1) return c.suffixType === 3 ? text.length - at - c.suffixSpecifyChar.length : text.length - at;
  }
  return 0;
}

function maskCustom(text: string, c: MaskConfig): string {
  const head = prefixLength(text, c);
  const tail = suffixLength(text, c);
  if (head + tail >= text.length) return text;
  const middle = text.slice(head, text.length - tail);
  const fill = (part: string) => c.filler.repeat(c.useUnrealMask ? c.unrealMaskLength || 1 : part.length);
  const kept = c.ignoreChar ? c.ignoreChar.split(',').filter((k) => k !== '') : [];
  const masked =
    kept.length === 0
      ? fill(middle)
      : middle
          .split(new RegExp(`(${kept.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`))
          .map((part) => (part === '' || kept.includes(part) ? part : fill(part)))
          .join('');
  return text.slice(0, head) + masked + (tail > 0 ? text.slice(-tail) : '');
}

/** The text as the mask shows it. */
export function maskText(text: string, config: MaskConfig): string {
  if (!text) return '';
  const f = config.filler;
  switch (config.maskType) {
    case 1:
      return f.repeat(text.length);
    case 2:
      return maskName(text, f);
    case 3:
      return keepEnds(text, 3, 4, f);
    case 4:
      return maskEmail(text, f);
    case 5:
      return keepEnds(text, 6, 3, f, 4);
    case 6:
      return maskIp(text, f);
    case 7:
      return keepEnds(text, 1, 2, f);
    case 8:
      return keepEnds(text, 6, 4, f);
    case 0:
      return maskCustom(text, config);
    default:
      return text;
  }
}

/** A stored `maskConfig` over the defaults; numbers stored as text are read too. */
export function maskConfigOf(value: unknown): MaskConfig {
  const given = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_MASK };
  for (const [key, fallback] of Object.entries(DEFAULT_MASK)) {
    const raw = given[key];
    if (typeof fallback === 'number') {
      const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
      if (typeof n === 'number' && Number.isFinite(n)) out[key] = n;
    } else if (typeof fallback === 'boolean') {
      if (typeof raw === 'boolean') out[key] = raw;
    } else if (typeof raw === 'string' && (raw !== '' || key !== 'filler')) out[key] = raw;
  }
  return out as unknown as MaskConfig;
}
