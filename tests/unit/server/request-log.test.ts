import { describe, expect, it } from 'vitest';
import { redactTokens, requestLogSerializers } from '../../../server/http/request-log';

describe('the request log', () => {
  it.each([
    ['/api/message/websocket/bearer%20AbC-123_x', '/api/message/websocket/[redacted]'],
    ['/websocket/bearer%20AbC?n=1', '/websocket/[redacted]?n=1'],
    ['/workFlowDetail?config=e30&token=bearer%20AbC&n=1', '/workFlowDetail?config=e30&token=[redacted]&n=1'],
    ['/api/oauth/Login?jnpf_ticket=T-1', '/api/oauth/Login?jnpf_ticket=[redacted]'],
    ['/api/permission/Users?keyword=token', '/api/permission/Users?keyword=token'],
  ])('shows %s as %s', (url, logged) => {
    expect(redactTokens(url)).toBe(logged);
  });

  it('writes no token of a socket address into a request entry', () => {
    const entry = requestLogSerializers.req({
      method: 'GET',
      url: '/websocket/bearer%20secret-token-value',
      host: 'heat.example',
      ip: '10.0.0.8',
      socket: { remotePort: 51000 },
      headers: { authorization: 'bearer secret-token-value' },
    } as never);
    expect(JSON.stringify(entry)).not.toContain('secret-token-value');
    expect(entry).toEqual({
      method: 'GET',
      url: '/websocket/[redacted]',
      host: 'heat.example',
      remoteAddress: '10.0.0.8',
      remotePort: 51000,
    });
  });
});
