/**
 * Simulated desk phones, one HTTP listener each (the softphone's "extension IP" is `host:port`). They
 * answer the way the platform's handset calls (`tth/tth/phonestate`, `tth/tth/jj`) expect of a real
 * phone's action URLs:
 *
 * - `GET /`: 200 while the phone is registered, 503 while it is not;
 * - `GET /cgi-bin/ConfigManApp.com?key=OK` picks up the ringing call, `key=X` hangs up,
 *   `key=HEADSET` switches to the headset, `key=SPEAKER` back to the handset.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SimError, type CallCentre } from './call-centre';

export const phoneKeys = ['OK', 'X', 'HEADSET', 'SPEAKER'] as const;

export class Phones {
  private readonly servers = new Map<string, { server: Server; port: number }>();

  constructor(
    private readonly centre: CallCentre,
    private readonly host: string,
  ) {}

  portOf(ext: string): number | undefined {
    return this.servers.get(ext)?.port;
  }

  list(): { ext: string; port: number; registered: boolean; headset: boolean }[] {
    return [...this.servers].map(([ext, { port }]) => ({ ...this.centre.phone(ext), ext, port }));
  }

  /** Starts the phone of `ext` on `port` (0: any free port); an extension has one phone. */
  async open(ext: string, port: number): Promise<number> {
    const existing = this.servers.get(ext);
    if (existing) return existing.port;
    const server = createServer((request, response) => {
      const phone = this.centre.phone(ext);
      const url = new URL(request.url ?? '/', 'http://phone');
      const send = (status: number, text: string) => {
        response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(text);
      };
      if (!phone.registered) return send(503, `phone ${ext} not registered`);
      if (url.pathname === '/') return send(200, `simulated phone ${ext}`);
      if (url.pathname !== '/cgi-bin/ConfigManApp.com') return send(404, 'not found');
      const key = url.searchParams.get('key');
      try {
        if (key === 'OK') this.centre.answer(ext);
        else if (key === 'X') this.centre.hangupOther(ext);
        else if (key === 'HEADSET') phone.headset = true;
        else if (key === 'SPEAKER') phone.headset = false;
        else return send(400, `unknown key ${key ?? ''}`);
        send(200, 'OK');
      } catch (error) {
        if (!(error instanceof SimError)) throw error;
        send(error.code, error.message);
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, this.host, () => resolve());
    });
    const actual = (server.address() as AddressInfo).port;
    this.servers.set(ext, { server, port: actual });
    return actual;
  }

  async close(): Promise<void> {
    await Promise.all(
      [...this.servers.values()].map(
        ({ server }) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      ),
    );
    this.servers.clear();
  }
}
