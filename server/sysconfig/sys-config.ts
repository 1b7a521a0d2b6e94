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
 * Reads the config with a short cache: sign-in and every authenticated call need it. A change saved
 * on this process is read afresh at once (`set`); the other replicas are told over the message bus
 * and `forget` theirs (server/sysconfig/sys-config-routes.ts), and should a notice be lost, a change
 * reaches them within `ttlMs` anyway.
 */
export class SysConfigStore {
  private cached: { value: SysConfig; at: number } | undefined;
  /** One read at a time: callers arriving while it runs share it. */
  private reading: Promise<SysConfig> | undefined;
  /** Bumped by every change: a read that began before it is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly db: Queryable,
    private readonly ttlMs = 5_000,
  ) {}

  async get(): Promise<SysConfig> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return this.cached.value;
    if (this.reading) return this.reading;
    const reading = this.read().finally(() => {
      if (this.reading === reading) this.reading = undefined;
    });
    this.reading = reading;
    return reading;
  }

  private async read(): Promise<SysConfig> {
    const generation = this.generation;
    const rows = await this.db.query<{ key: string; value: string }>(`select key, value from sys_config where category = 'SysConfig'`);
    const value = parseSysConfig(rows);
    if (generation === this.generation) this.cached = { value, at: Date.now() };
    return value;
  }

  /** Drops the cached config (a change saved elsewhere): the next caller reads it again. */
  forget(): void {
    this.generation++;
    this.cached = undefined;
    this.reading = undefined;
  }

  /** Saves the keys given in one statement (all or none), then reads the config afresh. */
  async set(values: Partial<Record<SysConfigKey, string | number>>): Promise<void> {
    const entries = Object.entries(values);
    if (entries.length) {
      await this.db.query(
        `insert into sys_config (key, value, category)
         select key, value, 'SysConfig' from unnest($1::text[], $2::text[]) as t(key, value)
         on conflict (key) do update set value = excluded.value`,
        [entries.map(([key]) => key), entries.map(([, value]) => String(value))],
      );
    }
    this.forget();
  }
}
