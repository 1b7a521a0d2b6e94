/**
 * Download links a browser opens without the Authorization header: `/api/file/Download?encryption=
 * <expiry>.<HMAC>&name=<name>`, valid for {@link linkLifetimeMs}. The HMAC-SHA256 covers the name,
 * the disposition (attachment or inline) and the expiry; its key is made once, kept in the database
 * (`server_secret`) and so the same on every replica.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { queryOne, type Queryable } from '../db/database';

export const linkLifetimeMs = 5 * 60_000;
export const downloadPath = '/api/file/Download';
export type Disposition = 'attachment' | 'inline';

/** `encryption` as the links carry it. */
export const encryptionPattern = '^[0-9a-z]{1,12}\\.[A-Za-z0-9_-]{43}$';
const encryptionRegExp = new RegExp(encryptionPattern);
const keyName = 'file-link-hmac';

export class LinkSigner {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly db: Queryable) {}

  private keyOf(): Promise<Buffer> {
    this.key ??= loadKey(this.db).catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }

  private async mac(name: string, disposition: Disposition, expires: number): Promise<Buffer> {
    return createHmac('sha256', await this.keyOf())
      .update(`${disposition}\n${name}\n${expires}`)
      .digest();
  }

  /** The address of a link to `name`, valid for {@link linkLifetimeMs} from `now`. */
  async link(name: string, disposition: Disposition, now: Date): Promise<string> {
    const expires = now.getTime() + linkLifetimeMs;
    const encryption = `${expires.toString(36)}.${(await this.mac(name, disposition, expires)).toString('base64url')}`;
    const query = new URLSearchParams({ encryption, name });
    if (disposition === 'inline') query.set('disposition', 'inline');
    return `${downloadPath}?${query.toString()}`;
  }

  /** True when `encryption` was made by {@link link} for this name and disposition and has not expired at `now`. */
  async verify(name: string, disposition: Disposition, encryption: string, now: Date): Promise<boolean> {
    if (!encryptionRegExp.test(encryption)) return false;
    const [expiryText = '', signature = ''] = encryption.split('.');
    const expires = parseInt(expiryText, 36);
    if (!Number.isSafeInteger(expires) || expires < now.getTime()) return false;
    // Compared as text: base64 decoding would ignore the unused low bits of the last character.
    const expected = Buffer.from((await this.mac(name, disposition, expires)).toString('base64url'));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

async function loadKey(db: Queryable): Promise<Buffer> {
  await db.query('insert into server_secret (name, value) values ($1, $2) on conflict (name) do nothing', [
    keyName,
    randomBytes(32).toString('base64'),
  ]);
  const row = await queryOne<{ value: string }>(db, 'select value from server_secret where name = $1', [keyName]);
  if (!row) throw new Error('the file link key could not be stored');
  return Buffer.from(row.value, 'base64');
}
