import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const lifetimeSeconds = 300;

export function randomCode(length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A 120×40 SVG with the characters jittered and crossed by noise lines. */
export function captchaSvg(code: string): string {
  const width = 120;
  const height = 40;
  const step = (width - 16) / code.length;
  const glyphs = [...code].map((char, index) => {
    const x = 8 + step * index + step / 2;
    const y = 28 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    const hue = randomInt(0, 360);
    return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="hsl(${hue},60%,35%)" font-size="24" font-family="monospace" font-weight="bold" text-anchor="middle">${char}</text>`;
  });
  const lines = Array.from({ length: 4 }, () => {
    const hue = randomInt(0, 360);
    return `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="hsl(${hue},50%,60%)" stroke-width="1.5"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${lines.join('')}${glyphs.join('')}</svg>`;
}

/** Captcha codes live in the database so that any replica can check them. */
export class CaptchaStore {
  constructor(private readonly db: Queryable) {}

  async issue(key: string, length: number): Promise<string> {
    const code = randomCode(length);
    await this.db.query(
      `insert into captcha (key, code, expires_at) values ($1, $2, now() + make_interval(secs => $3))
       on conflict (key) do update set code = excluded.code, expires_at = excluded.expires_at`,
      [key, code, lifetimeSeconds],
    );
    if (randomInt(50) === 0) await this.db.query('delete from captcha where expires_at < now()');
    return code;
  }

  /** Single use: the code is consumed whether or not it matches. */
  async consume(key: string, answer: string): Promise<'ok' | 'expired' | 'wrong'> {
    const rows = await this.db.query<{ code: string; live: boolean }>(
      'delete from captcha where key = $1 returning code, expires_at > now() as live',
      [key],
    );
    const row = rows[0];
    if (!row || !row.live) return 'expired';
    return row.code.toLowerCase() === answer.trim().toLowerCase() ? 'ok' : 'wrong';
  }
}
