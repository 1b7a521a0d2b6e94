import { resolve } from 'node:path';

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
  /** The address clients use when it differs from the listening one (behind a proxy). */
  publicUrl: string | undefined;
  /**
   * End-to-end tests only: captcha images carry their code in an `x-captcha-code` header, because a
   * browser test cannot read the picture. Never set in production: it defeats the captcha.
   */
  exposeCaptchaForTests: boolean;
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
    publicUrl: env.PUBLIC_URL || undefined,
    exposeCaptchaForTests: env.TEST_EXPOSE_CAPTCHA === '1',
  };
}

function integer(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`expected a non-negative integer, got "${text}"`);
  return value;
}
