import { newId } from '../db/ids';
import type { Queryable } from '../db/database';

export interface ClientFacts {
  ip: string;
  userAgent: string;
}

/** The place of an address; without a GeoIP database only loopback and private ranges are named. */
export function placeOfAddress(ip: string): string {
  const address = ip.replace(/^::ffff:/, '');
  if (address === '::1' || address.startsWith('127.')) return '本机';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd)/.test(address)) return '局域网';
  return '未知';
}

export function browserOf(userAgent: string): string {
  const match = /(Edg|Chrome|Firefox|Safari)\/([\d.]+)/.exec(userAgent);
  return match ? `${match[1] === 'Edg' ? 'Edge' : match[1]} ${match[2]?.split('.')[0] ?? ''}` : userAgent.slice(0, 60);
}

export async function logSignIn(
  db: Queryable,
  entry: { userId: string | null; userName: string; success: boolean; abstracts: string },
  client: ClientFacts,
): Promise<void> {
  await db.query(
    `insert into sys_log (id, user_id, user_name, category, login_mark, ip_address, ip_address_name, plat_form, browser, abstracts)
     values ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9)`,
    [
      newId(),
      entry.userId,
      entry.userName,
      entry.success ? 1 : 0,
      client.ip,
      placeOfAddress(client.ip),
      'pc',
      browserOf(client.userAgent),
      entry.abstracts,
    ],
  );
}
