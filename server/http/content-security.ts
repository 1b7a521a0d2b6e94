import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from '../config';

/**
 * Security headers of every answer (`@fastify/helmet`). The app shell runs no inline script: scripts
 * come only from this origin. Styles may be inline because Emotion (Chakra UI) writes its rules into
 * style elements at run time. Pages of the platform may only be framed by the platform itself; the
 * embedded-frame route (menu type 7) frames pages of any web address, so frames may come from http(s).
 * HTTPS-only rules (HSTS, upgrading requests) apply only when the public address is https: on a plain
 * http deployment they would break every page.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'publicUrl'>): FastifyHelmetOptions {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  const socketOrigin = config.publicUrl ? [new URL(config.publicUrl).origin.replace(/^http/, 'ws')] : [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...socketOrigin],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'http:', 'https:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'sameorigin' },
    strictTransportSecurity: https ? { maxAge: 15_552_000 } : false,
    // Menu types 6 and 7 open other windows; the platform's own pages keep their opener links.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  };
}
