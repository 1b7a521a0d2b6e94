import type { FastifyRequest } from 'fastify';

/**
 * Session tokens travel in socket addresses (`/websocket/{token}`) and, for a few pages, in the query
 * (`?token=`): the request log shows them redacted. Authorization headers are never logged.
 */
export function redactTokens(url: string): string {
  return url.replace(/(\/websocket\/)[^/?#]+/i, '$1[redacted]').replace(/([?&](?:token|jnpf_ticket|ticket)=)[^&#]*/gi, '$1[redacted]');
}

export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactTokens(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
