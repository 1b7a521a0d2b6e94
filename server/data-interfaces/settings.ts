/**
 * The limits of running data interfaces, read from the environment at each run (docs/data-interfaces.md):
 * `DATA_INTERFACE_HOSTS` the hosts HTTP interfaces may call (none by default), and the SQL statement
 * timeout, the row limit and the HTTP timeout, whose defaults are the documented ones.
 */
export interface DataInterfaceSettings {
  /** `host` or `host:port` entries, lower case; empty: no HTTP interface may run. */
  hosts: string[];
  sqlTimeoutMs: number;
  rowLimit: number;
  httpTimeoutMs: number;
  /** The largest HTTP answer read, in bytes. */
  httpMaxBytes: number;
}

export const defaultSettings: Omit<DataInterfaceSettings, 'hosts'> = {
  sqlTimeoutMs: 5_000,
  rowLimit: 10_000,
  httpTimeoutMs: 10_000,
  httpMaxBytes: 10 * 1024 * 1024,
};

function positive(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name}: expected a positive integer, got "${text}"`);
  return value;
}

export function dataInterfaceSettings(env: NodeJS.ProcessEnv = process.env): DataInterfaceSettings {
  return {
    hosts: (env.DATA_INTERFACE_HOSTS ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
    sqlTimeoutMs: positive(env.DATA_INTERFACE_SQL_TIMEOUT_MS, defaultSettings.sqlTimeoutMs, 'DATA_INTERFACE_SQL_TIMEOUT_MS'),
    rowLimit: positive(env.DATA_INTERFACE_ROW_LIMIT, defaultSettings.rowLimit, 'DATA_INTERFACE_ROW_LIMIT'),
    httpTimeoutMs: positive(env.DATA_INTERFACE_HTTP_TIMEOUT_MS, defaultSettings.httpTimeoutMs, 'DATA_INTERFACE_HTTP_TIMEOUT_MS'),
    httpMaxBytes: defaultSettings.httpMaxBytes,
  };
}
