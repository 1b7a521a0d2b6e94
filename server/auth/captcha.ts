import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { captchaAlphabet as alphabet, glyphs } from './captcha-glyphs';
const lifetimeSeconds = 300;

export function randomCode(length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A 120×40 SVG: each character drawn cell by cell from a bitmap font, jittered and rotated, crossed by noise lines. */
export function captchaSvg(code: string): string {
  const width = 120;
  const height = 40;
  const cell = 3.6;
  const step = (width - 12) / code.length;
  const characters = [...code].map((char, index) => {
    const left = 6 + step * index + (step - 5 * cell) / 2 + randomInt(-2, 3);
    const top = (height - 7 * cell) / 2 + randomInt(-3, 4);
    const angle = randomInt(-20, 21);
    const hue = randomInt(0, 360);
    const cells = (glyphs[char] ?? []).flatMap((row, y) =>
      [...row].flatMap((bit, x) => (bit === '#' ? [`<rect x="${(x * cell).toFixed(1)}" y="${(y * cell).toFixed(1)}" width="${cell + 0.4}" height="${cell + 0.4}"/>`] : [])),
    );
    const centre = `${(2.5 * cell).toFixed(1)} ${(3.5 * cell).toFixed(1)}`;
    return `<g transform="translate(${left.toFixed(1)} ${top.toFixed(1)}) rotate(${angle} ${centre})" fill="hsl(${hue},60%,35%)">${cells.join('')}</g>`;
  });
  const lines = Array.from({ length: 5 }, () => {
    const hue = randomInt(0, 360);
    return `<line x1="${randomInt(0, width)}" y1="${randomInt(0, height)}" x2="${randomInt(0, width)}" y2="${randomInt(0, height)}" stroke="hsl(${hue},50%,60%)" stroke-width="1.2"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="captcha"><rect width="100%" height="100%" fill="#f4f6f8"/>${characters.join('')}${lines.join('')}</svg>`;
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
