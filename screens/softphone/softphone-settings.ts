/**
 * The softphone's settings, kept in the browser (spec 002 section 3.7): telExtnum, telAcdgroup,
 * phonejjip, phonejjfs (true = headset), telAccid, telAccname, telPwd, and the usingSoftphone flag the
 * shell polls. The shell hands in its typed local storage (`jnpf_<key>`); the panel only reads and
 * writes through it.
 */

export interface SoftphoneSettings {
  /** The extension (分机号). */
  telExtnum: string;
  /** The ACD group (queue) the agent logs in to. */
  telAcdgroup: string;
  /** The desk phone's address, `ip` or `ip:port`. */
  phonejjip: string;
  /** true: headset; false: desk phone handset. */
  phonejjfs: boolean;
  telAccid: string;
  /** The account the softphone authenticates with at the CTI server (default: the platform account). */
  telAccname: string;
  /** Its password; the dialog has no field for it (spec 002 section 5.5), so it is usually empty. */
  telPwd: string;
}

export interface SettingsStorage {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

export const settingKeys = ['telExtnum', 'telAcdgroup', 'phonejjip', 'phonejjfs', 'telAccid', 'telAccname', 'telPwd'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function readSettings(storage: SettingsStorage): SoftphoneSettings {
  return {
    telExtnum: text(storage.get('telExtnum')),
    telAcdgroup: text(storage.get('telAcdgroup')),
    phonejjip: text(storage.get('phonejjip')),
    phonejjfs: storage.get('phonejjfs') === true,
    telAccid: text(storage.get('telAccid')),
    telAccname: text(storage.get('telAccname')),
    telPwd: text(storage.get('telPwd')),
  };
}

export function writeSettings(storage: SettingsStorage, settings: Partial<SoftphoneSettings>): void {
  for (const key of settingKeys) if (settings[key] !== undefined) storage.set(key, settings[key]);
}

/** Configured enough to log in: an extension and a queue. */
export function isConfigured(settings: SoftphoneSettings): boolean {
  return settings.telExtnum !== '' && settings.telAcdgroup !== '';
}

/** The desk phone's action addresses (a Yealink-style phone: `/` answers while it is registered). */
export function phoneUrl(settings: SoftphoneSettings, key?: 'OK' | 'X' | 'HEADSET' | 'SPEAKER'): string | null {
  if (!settings.phonejjip) return null;
  const base = `http://${settings.phonejjip.replace(/^https?:\/\//, '').replace(/\/+$/, '')}`;
  return key ? `${base}/cgi-bin/ConfigManApp.com?key=${key}` : `${base}/`;
}

/** `ws://host:port/ola_socket` → `http://host:port` (recordings and `agents/{ext}` live beside the socket). */
export function ctiHttpBase(ctiServer: string): string {
  try {
    const url = new URL(ctiServer);
    return `${url.protocol === 'wss:' ? 'https:' : 'http:'}//${url.host}`;
  } catch {
    return '';
  }
}
