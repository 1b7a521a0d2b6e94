/** The client configuration read at start from `GET /config/config.json` (spec 000 section 7.5). */
import type { ClientConfig } from '../api';
import { DEFAULT_TIMEOUT } from '../api';

export const defaultClientConfig: ClientConfig = { apiBase: '', socketBase: '', timeout: DEFAULT_TIMEOUT, title: '' };

/**
 * Reads the configuration; any field missing or of the wrong type keeps its default, and a failed
 * read (no server, bad JSON) falls back to the defaults with a console warning.
 */
export async function loadClientConfig(fetchImpl: typeof fetch = (i, o) => globalThis.fetch(i, o)): Promise<ClientConfig> {
  try {
    const response = await fetchImpl(`/config/config.json?n=${Math.floor(Date.now() / 1000)}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const raw = (await response.json()) as Partial<Record<keyof ClientConfig, unknown>>;
    return {
      apiBase: typeof raw.apiBase === 'string' ? raw.apiBase : defaultClientConfig.apiBase,
      socketBase: typeof raw.socketBase === 'string' ? raw.socketBase : defaultClientConfig.socketBase,
      timeout: typeof raw.timeout === 'number' && raw.timeout > 0 ? raw.timeout : defaultClientConfig.timeout,
      title: typeof raw.title === 'string' ? raw.title : defaultClientConfig.title,
      ...(typeof raw.loginIcon === 'string' && raw.loginIcon ? { loginIcon: raw.loginIcon } : {}),
      ...(typeof raw.ctiServer === 'string' && raw.ctiServer ? { ctiServer: raw.ctiServer } : {}),
    };
  } catch (error) {
    console.warn('config.json could not be read, using defaults', error);
    return { ...defaultClientConfig };
  }
}
