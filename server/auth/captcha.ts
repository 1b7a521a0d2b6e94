import { randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';

/** Upper-case letters and digits without the look-alikes 0/O, 1/I; answers are compared case-insensitively. */
export const captchaAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** How long a captcha can be answered. */
export const captchaLifetimeSeconds = 300;
/** Outstanding captchas kept per client id; fetching another drops the oldest. */
export const captchasPerClient = 5;
/** Outstanding captchas kept per client address (clients that never keep the cookie). */
export const captchasPerAddress = 100;

export function randomCode(length: number): string {
  return Array.from({ length }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join('');
}

// ---------------------------------------------------------------------------------------------
// The picture: a PNG drawn with @napi-rs/canvas (Skia) in a font shipped as an npm package, so the
// drawing does not depend on the fonts of the machine. The file holds pixels only: the characters
// are rotated, skewed, scaled, waved and crossed by curves and dots in their own colours.
// ---------------------------------------------------------------------------------------------

const fontFamily = 'CaptchaDejaVuMono';
const fontFiles = ['latin-400-normal', 'latin-700-normal', 'latin-400-italic', 'latin-700-italic'];
let fontsLoaded = false;

function loadFonts(): void {
  if (fontsLoaded) return;
  const require = createRequire(import.meta.url);
  for (const file of fontFiles) {
    GlobalFonts.registerFromPath(require.resolve(`@fontsource/dejavu-mono/files/dejavu-mono-${file}.woff2`), fontFamily);
  }
  fontsLoaded = true;
}

/** Shown at 120×40 CSS pixels; drawn at twice that for high-density screens. */
export const captchaSize = { width: 240, height: 80 } as const;

const between = (low: number, high: number) => low + (randomInt(1_000_000) / 1_000_000) * (high - low);
const darkColour = () => `hsl(${randomInt(360)}, ${randomInt(45, 80)}%, ${randomInt(18, 38)}%)`;
const lightColour = () => `hsl(${randomInt(360)}, ${randomInt(20, 60)}%, ${randomInt(78, 94)}%)`;

/** A PNG picture of `code`; no text, path or metadata in the file names the characters. */
export async function captchaPng(code: string): Promise<Buffer> {
  loadFonts();
  const { width, height } = captchaSize;
  const text = drawCharacters(code, width, height);

  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const background = context.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, lightColour());
  background.addColorStop(1, lightColour());
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);
  for (let blob = 0; blob < 12; blob++) {
    context.fillStyle = lightColour();
    context.beginPath();
    context.ellipse(between(0, width), between(0, height), between(6, 30), between(4, 18), between(0, Math.PI), 0, 2 * Math.PI);
    context.fill();
  }

  waveOnto(context, text, width, height);
  drawNoise(context, width, height);
  return canvas.encode('png');
}

/** Each character in its own size, weight, slant, rotation, shear and colour, overlapping its neighbours. */
function drawCharacters(code: string, width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  const step = (width - 24) / code.length;
  [...code].forEach((character, index) => {
    const size = randomInt(58, 70);
    const weight = randomInt(2) === 0 ? 'bold ' : '';
    const style = randomInt(3) === 0 ? 'italic ' : '';
    context.save();
    context.translate(12 + step * index + step / 2 + between(-4, 4), height / 2 + between(-5, 5));
    context.rotate(between(-0.45, 0.45));
    context.transform(1, between(-0.25, 0.25), between(-0.35, 0.35), 1, 0, 0);
    context.scale(between(0.8, 1.2), between(0.85, 1.15));
    context.font = `${style}${weight}${size}px ${fontFamily}`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillStyle = darkColour();
    context.fillText(character, 0, 0);
    if (randomInt(2) === 0) {
      context.lineWidth = 1.5;
      context.strokeStyle = darkColour();
      context.strokeText(character, between(-2, 2), between(-2, 2));
    }
    context.restore();
  });
  return canvas;
}

/** Copies `source` in one-pixel columns, then rows, each shifted along a sine wave. */
function waveOnto(target: SKRSContext2D, source: Canvas, width: number, height: number): void {
  const bent = createCanvas(width, height);
  const bentContext = bent.getContext('2d');
  const columnAmplitude = between(4, 8);
  const columnPeriod = between(50, 110);
  const columnPhase = between(0, 2 * Math.PI);
  for (let x = 0; x < width; x++) {
    const dy = columnAmplitude * Math.sin((2 * Math.PI * x) / columnPeriod + columnPhase);
    bentContext.drawImage(source, x, 0, 1, height, x, dy, 1, height);
  }
  const rowAmplitude = between(2, 5);
  const rowPeriod = between(25, 60);
  const rowPhase = between(0, 2 * Math.PI);
  for (let y = 0; y < height; y++) {
    const dx = rowAmplitude * Math.sin((2 * Math.PI * y) / rowPeriod + rowPhase);
    target.drawImage(bent, 0, y, width, 1, dx, y, width, 1);
  }
}

/** Curves through the text in text-like colours, arcs and dots. */
function drawNoise(context: SKRSContext2D, width: number, height: number): void {
  for (let curve = 0; curve < 3; curve++) {
    context.beginPath();
    context.moveTo(between(-10, width * 0.2), between(0, height));
    context.bezierCurveTo(
      between(0, width),
      between(-height, 2 * height),
      between(0, width),
      between(-height, 2 * height),
      between(width * 0.8, width + 10),
      between(0, height),
    );
    context.lineWidth = between(1.5, 3.5);
    context.strokeStyle = darkColour();
    context.stroke();
  }
  for (let arc = 0; arc < 4; arc++) {
    context.beginPath();
    context.arc(between(0, width), between(0, height), between(8, 30), between(0, Math.PI), between(Math.PI, 2 * Math.PI));
    context.lineWidth = between(1, 2);
    context.strokeStyle = randomInt(2) === 0 ? darkColour() : lightColour();
    context.stroke();
  }
  for (let dot = 0; dot < 260; dot++) {
    context.fillStyle = randomInt(3) === 0 ? darkColour() : lightColour();
    context.fillRect(between(0, width), between(0, height), between(1, 3), between(1, 3));
  }
}

// ---------------------------------------------------------------------------------------------
// Whose captcha: a server-issued client id in an HttpOnly, SameSite=Strict cookie. A captcha is
// stored under that id and the client's timestamp, so one client cannot replace another's.
// ---------------------------------------------------------------------------------------------

export const captchaCookie = 'jnpf_captcha_id';
const clientIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** The caller's captcha client id, when the request carries a well-formed one. */
export function captchaClientOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const id = parseCookies(header)[captchaCookie];
  return id && clientIdPattern.test(id) ? id : undefined;
}

/** The caller's id, or a new one set as the cookie on `reply`. */
export function ensureCaptchaClient(request: FastifyRequest, reply: FastifyReply): string {
  const existing = captchaClientOf(request);
  if (existing) return existing;
  const id = randomBytes(16).toString('base64url');
  reply.header(
    'set-cookie',
    serializeCookie(captchaCookie, id, { httpOnly: true, sameSite: 'strict', path: '/api', secure: request.protocol === 'https' }),
  );
  return id;
}

/**
 * The stored key of the caller's captcha fetched with `timestamp`; a request without the cookie gets
 * a key no captcha has (so its answer is "expired"). Every call that checks a captcha uses this.
 */
export function captchaKeyOf(request: FastifyRequest, timestamp: string): string {
  const id = captchaClientOf(request);
  return id && timestamp ? `${id}:${timestamp}` : '';
}

/** Captcha codes live in the database so that any replica can check them. */
export class CaptchaStore {
  constructor(private readonly db: Queryable) {}

  /**
   * A new code for the client `owner` under its `timestamp` (fetching the same timestamp again
   * replaces the code). Keeps at most {@link captchasPerClient} per client and
   * {@link captchasPerAddress} per address, dropping the oldest.
   */
  async issue(owner: string, timestamp: string, ip: string, length: number): Promise<string> {
    const code = randomCode(length);
    await this.db.query(
      `insert into captcha (key, owner, ip, code, expires_at, created_at)
       values ($1, $2, $3, $4, now() + make_interval(secs => $5), clock_timestamp())
       on conflict (key) do update set code = excluded.code, ip = excluded.ip, expires_at = excluded.expires_at, created_at = excluded.created_at`,
      [`${owner}:${timestamp}`, owner, ip, code, captchaLifetimeSeconds],
    );
    await this.db.query(`delete from captcha where key in (select key from captcha where owner = $1 order by created_at desc offset $2)`, [
      owner,
      captchasPerClient,
    ]);
    await this.db.query(`delete from captcha where key in (select key from captcha where ip = $1 order by created_at desc offset $2)`, [
      ip,
      captchasPerAddress,
    ]);
    return code;
  }

  /** Single use: the code is consumed whether or not it matches. `key` comes from {@link captchaKeyOf}. */
  async consume(key: string, answer: string): Promise<'ok' | 'expired' | 'wrong'> {
    if (!key) return 'expired';
    const rows = await this.db.query<{ code: string; live: boolean }>(
      'delete from captcha where key = $1 returning code, expires_at > now() as live',
      [key],
    );
    const row = rows[0];
    if (!row || !row.live) return 'expired';
    return row.code.toLowerCase() === answer.trim().toLowerCase() ? 'ok' : 'wrong';
  }
}
