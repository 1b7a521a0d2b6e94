/**
 * `textStyle` of the display kinds (reference 2.4: color, text-align, font-weight, font-style,
 * text-decoration, line-height, font-size) as React style; bare numbers are pixels.
 */
import type { CSSProperties } from 'react';

const PIXEL_KEYS = new Set(['lineHeight', 'fontSize', 'letterSpacing']);

export function textStyleOf(value: unknown): CSSProperties | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const style: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (raw === null || raw === undefined || raw === '') continue;
    const name = key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (typeof raw === 'number') style[name] = PIXEL_KEYS.has(name) ? `${raw}px` : String(raw);
    else if (typeof raw === 'string') style[name] = PIXEL_KEYS.has(name) && /^\d+(\.\d+)?$/.test(raw) ? `${raw}px` : raw;
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

/** Only addresses that open a page: http(s), mail, phone, or relative. `javascript:` and the like are dropped. */
export function safeHref(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const href = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined || ['http', 'https', 'mailto', 'tel'].includes(scheme)) return href;
  return undefined;
}
