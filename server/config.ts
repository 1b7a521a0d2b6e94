import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { readSmtpSettings, type SmtpSettings } from './message-centre/smtp';

/** What Fastify's `trustProxy` accepts; a hop count is given as the function Fastify would build from it. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** Everything the server reads from its environment; documented in README.md. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Shared buffers of the embedded database (a PostgreSQL size). */
  pgliteSharedBuffers: string;
  /** Built single-page app served at `/`. */
  publicDir: string;
  adminPassword: string | undefined;
  demoPassword: string | undefined;
  title: string;
  /** Timeout the front end uses for calls, in ms (spec 000 section 7.5). */
  clientTimeout: number;
  logLevel: string;
  /**
   * The address clients use (`PUBLIC_URL`, http or https, without a trailing slash); the socket
   * address given to the front end is built from it. Without it the front end is given a path on
   * its own origin (the request's Host header is never echoed).
   */
  publicUrl: string | undefined;
  /**
   * Which peers may set `X-Forwarded-For`/`-Proto`/`-Host` (`TRUST_PROXY`, Fastify's `trustProxy`):
   * false (default) trusts none; true trusts any; a number trusts that many hops; a list trusts those
   * addresses and CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`).
   */
  trustProxy: TrustProxy;
  /** `API_DOCS=public` serves the OpenAPI document and its viewer at `/api/docs` to anyone; otherwise they are not served. */
  apiDocs: 'public' | 'off';
  /**
   * End-to-end tests only: captcha images carry their code in an `x-captcha-code` header, because a
   * browser test cannot read the picture. Never set in production: it defeats the captcha.
   */
  exposeCaptchaForTests: boolean;
  /**
   * Where uploaded files are kept (`FILE_STORAGE`): `folder` (under `dataDir/files`) or `database`
   * (rows of 1 MiB, so every replica on one PostgreSQL serves every file). Default: `database` when
   * `DATABASE_URL` is set, else `folder` (docs/files.md).
   */
  fileStorage: 'folder' | 'database';
  /** Largest file accepted, in bytes (`FILE_MAX_BYTES`, default 2 GiB). */
  fileMaxBytes: number;
  /** The e-mail channel's SMTP server (`SMTP_HOST`…, server/message-centre/smtp.ts); undefined: no e-mail. */
  smtp: SmtpSettings | undefined;
  /**
   * The telephony (OLA) server's socket the softphone connects to (`CTI_URL`, ws or wss), given to the
   * front end in config.json; `npm start` points it at the simulator it starts (docs/softphone.md).
   */
  ctiUrl: string | undefined;
  /** Addresses and CIDR ranges of desk phones the server may send handset commands to (`PHONE_NETWORKS`); none by default. */
  phoneNetworks: string[];
}

export const defaultTitle = '智慧供热平台';

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: integer(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS || '32MB',
    publicDir: resolve(env.PUBLIC_DIR ?? 'dist'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoPassword: env.DEMO_PASSWORD || undefined,
    title: env.APP_TITLE ?? defaultTitle,
    clientTimeout: integer(env.CLIENT_TIMEOUT_MS, 1_000_000),
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: publicUrl(env.PUBLIC_URL),
    trustProxy: trustProxy(env.TRUST_PROXY),
    apiDocs: env.API_DOCS === 'public' ? 'public' : 'off',
    exposeCaptchaForTests: env.TEST_EXPOSE_CAPTCHA === '1',
    fileStorage: fileStorage(env.FILE_STORAGE, Boolean(env.DATABASE_URL)),
    fileMaxBytes: integer(env.FILE_MAX_BYTES, 2 * 1_073_741_824),
    smtp: readSmtpSettings(env),
    ctiUrl: ctiUrl(env.CTI_URL),
    phoneNetworks: phoneNetworks(env.PHONE_NETWORKS),
  };
}

function ctiUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  if (!/^wss?:\/\/[^\s]+$/i.test(text) || !URL.canParse(text)) throw new Error(`CTI_URL: expected a ws(s) address, got "${text}"`);
  return text;
}

/** `PHONE_NETWORKS`: addresses and CIDR ranges separated by commas. */
function phoneNetworks(text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length || (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32)))) {
      throw new Error(`PHONE_NETWORKS: "${entry}" is not an address or CIDR range`);
    }
  }
  return entries;
}

function integer(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`expected a non-negative integer, got "${text}"`);
  return value;
}

function fileStorage(text: string | undefined, hasDatabaseUrl: boolean): ServerConfig['fileStorage'] {
  if (!text) return hasDatabaseUrl ? 'database' : 'folder';
  if (text === 'folder' || text === 'database') return text;
  throw new Error(`FILE_STORAGE: expected folder or database, got "${text}"`);
}

function publicUrl(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL: expected an http(s) address, got "${text}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL: expected an http(s) address, got "${text}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `TRUST_PROXY`: empty/false/0 none, true any, a hop count, or addresses and CIDR ranges separated by commas. */
export function trustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (proxyRangeNames.has(entry)) continue;
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefixOk =
      prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 6 ? 128 : 32)) || (family === 4 && isIP(prefix) === 4);
    if (!family || !prefixOk || rest.length) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address, CIDR range, hop count, true/false or loopback/linklocal/uniquelocal`);
    }
  }
  return entries;
}
