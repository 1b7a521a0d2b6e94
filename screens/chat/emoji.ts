/**
 * Emoji in chat text: a message holds `[label]` tokens (reference section 1.7); the window shows each
 * known token as its emoji and everything else as plain text (never as HTML).
 */
import { emojiRows } from './emoji-table';

export interface Emoji {
  code: number;
  /** The bracketed label, e.g. `[微笑]`: what the message text carries. */
  token: string;
  char: string;
}

export const emojis: readonly Emoji[] = emojiRows.map(([code, label, char]) => ({ code, token: `[${label}]`, char }));

const byToken = new Map(emojis.map((emoji) => [emoji.token, emoji]));
const byCode = new Map(emojis.map((emoji) => [emoji.code, emoji]));

export function emojiByCode(code: number): Emoji | undefined {
  return byCode.get(code);
}

export function emojiByToken(token: string): Emoji | undefined {
  return byToken.get(token);
}

export type ChatTextPart = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: Emoji };

// The longest label has four characters; anything longer in brackets is ordinary text.
const tokenPattern = /\[[^[\]\n]{1,8}\]/g;

/** The text cut into plain runs and known emoji; unknown bracketed words stay text. */
export function splitChatText(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const emoji = byToken.get(match[0]);
    if (!emoji) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'emoji', emoji });
    last = match.index + match[0].length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

/** The text with each known token replaced by its emoji (one-line previews). */
export function emojiPreview(text: string): string {
  return splitChatText(text)
    .map((part) => (part.kind === 'text' ? part.text : part.emoji.char))
    .join('');
}

/** Puts `token` in place of the selection `[start, end)`; answers the new text and where the caret goes. */
export function insertToken(text: string, start: number, end: number, token: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
