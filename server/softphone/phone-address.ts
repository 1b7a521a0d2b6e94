/**
 * The desk phone's address in a handset call (`tth/tth/phonestate`, `tth/tth/jj`): the browser sends
 * the phone's action URL, as the original does, and the server makes the request. Since that is a
 * request the server makes to an address a user chose, nothing of the text is used as it came: the
 * address must be plain http to an IP literal inside `PHONE_NETWORKS`, the path one of the phone's
 * known action URLs (the registration check `/`, or `/cgi-bin/ConfigManApp.com?key=` with a key of
 * {@link phoneKeys}), and the server builds the URL it requests from those checked parts.
 */
import { BlockList, isIP } from 'node:net';

/** The handset keys: pick up, hang up, headset, handset (speaker). */
export const phoneKeys = ['OK', 'X', 'HEADSET', 'SPEAKER'] as const;
export type PhoneKey = (typeof phoneKeys)[number];

export const phoneTexts = {
  noNetworks: '未配置话机网段（PHONE_NETWORKS），不能访问话机',
  badAddress: '话机地址不正确，应为 http://话机IP[:端口]/…',
  outsideNetworks: '话机地址不在允许的话机网段内（PHONE_NETWORKS）',
  badCommand: '不支持的话机命令',
} as const;

export type PhoneRequest = { url: string } | { error: string };

export function phoneNetworkList(entries: readonly string[]): BlockList | null {
  if (!entries.length) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** The URL to request for a registration check (`state`) or a handset command, or why not. */
export function phoneRequestOf(text: string, purpose: 'state' | 'command', networks: BlockList | null): PhoneRequest {
  if (!networks) return { error: phoneTexts.noNetworks };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: phoneTexts.badAddress };
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  if (url.protocol !== 'http:' || url.username || url.password || url.hash || !family) return { error: phoneTexts.badAddress };
  if (!networks.check(host, family === 6 ? 'ipv6' : 'ipv4')) return { error: phoneTexts.outsideNetworks };
  const origin = `http://${family === 6 ? `[${host}]` : host}${url.port ? `:${url.port}` : ''}`;
  if (purpose === 'state') {
    return url.pathname === '/' && !url.search ? { url: `${origin}/` } : { error: phoneTexts.badCommand };
  }
  const keys = [...url.searchParams.keys()];
  const key = url.searchParams.get('key');
  if (url.pathname !== '/cgi-bin/ConfigManApp.com' || keys.length !== 1 || keys[0] !== 'key' || !phoneKeys.includes(key as PhoneKey)) {
    return { error: phoneTexts.badCommand };
  }
  return { url: `${origin}/cgi-bin/ConfigManApp.com?key=${key}` };
}
