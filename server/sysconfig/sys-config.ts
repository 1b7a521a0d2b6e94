import type { Queryable } from '../db/database';
import { sysConfigDefaults, type SysConfig, type SysConfigKey } from './defaults';

/** Parses stored rows into typed config; a missing or malformed value falls back to its default. */
export function parseSysConfig(rows: readonly { key: string; value: string }[]): SysConfig {
  const config: Record<string, string | number> = { ...sysConfigDefaults };
  for (const { key, value } of rows) {
    if (!(key in sysConfigDefaults)) continue;
    const fallback = sysConfigDefaults[key as SysConfigKey];
    if (typeof fallback === 'number') {
      const number = Number(value);
      if (value.trim() !== '' && Number.isFinite(number)) config[key] = number;
    } else config[key] = value;
  }
  return config as SysConfig;
}

/**
 * Reads the config with a short cache: sign-in and every authenticated call need it, and a change
 * made on one replica reaches the others within `ttlMs`.
 */
export class SysConfigStore {
  private cached: { value: SysConfig; at: number } | undefined;
  /** One read at a time: callers arriving while it runs share it. */
  private reading: Promise<SysConfig> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 5_000,
  ) {}

  async get(): Promise<SysConfig> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.value;
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async read(): Promise<SysConfig> {
    const rows = await this.db.query<{ key: string; value: string }>(`select key, value from sys_config where category = 'SysConfig'`);
    const value = parseSysConfig(rows);
    this.cached = { value, at: Date.now() };
    return value;
  }

  async set(values: Partial<Record<SysConfigKey, string | number>>): Promise<void> {
    for (const [key, value] of Object.entries(values)) {
      await this.db.query(
        `insert into sys_config (key, value, category) values ($1, $2, 'SysConfig')
         on conflict (key) do update set value = excluded.value`,
        [key, String(value)],
      );
    }
    this.cached = undefined;
  }
}
