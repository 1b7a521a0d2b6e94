import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { ApiCode } from '../../api/envelope';
import { queryOne, type Queryable } from '../db/database';

/** The token scheme as returned to the client; the client sends the whole string back verbatim. */
export const tokenScheme = 'bearer';

export interface SessionUser {
  tokenHash: string;
  userId: string;
  account: string;
  realName: string;
  isAdministrator: boolean;
  roleIds: string[];
  positionIds: string[];
  /** The organisations the user belongs to (data rules "own organisation" read them). */
  organizeIds: string[];
}

/**
 * Why a session ended: the user signed out, a later sign-in replaced it (single sign-in), or an
 * administrator ended it (the user disabled, deleted or given a new password, or the session ended
 * from the online-users list).
 */
export type RevocationReason = 'logout' | 'kicked' | 'ended';

export type SessionCheck = { ok: true; user: SessionUser } | { ok: false; code: number; msg: string };

export const sessionMessages = {
  [ApiCode.expired]: '登录过期,请重新登录',
  [ApiCode.kicked]: '此账号已在其他地方登录，请重新登录',
  [ApiCode.invalidToken]: '身份验证失败，请重新登录',
} as const;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Strips the scheme from an Authorization header; undefined when there is no usable token. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^(?:bearer\s+)?([A-Za-z0-9_-]{20,200})$/i.exec(header.trim());
  return match?.[1];
}

interface SessionRow {
  user_id: string;
  expires_at: Date;
  last_seen_at: Date;
  revoked_reason: string | null;
  account: string;
  real_name: string;
  is_administrator: boolean;
  enabled_mark: number;
  role_ids: string[] | null;
  position_ids: string[] | null;
  organize_ids: string[] | null;
}

interface CachedSession {
  user: SessionUser;
  expiresAt: number;
  checkedAt: number;
}

/** How long a checked session is trusted without reading it again. */
const sessionCacheMs = 2_000;
const sessionCacheLimit = 10_000;

/**
 * Opaque bearer sessions stored by the SHA-256 of their token. Expiry slides: a session used
 * within its lifetime is extended, at most once a minute to keep reads cheap.
 *
 * A session read from the database is trusted for two seconds, so the several calls of one page
 * load cost one read. Revocations on this process take effect at once; on another replica within
 * those two seconds.
 */
export class SessionService {
  /** Emits `revoked` with (tokenHashes, reason) so live sockets can be told. */
  readonly events = new EventEmitter();
  private readonly cache = new Map<string, CachedSession>();
  /** Reads in progress by token hash: concurrent calls with one token share a single read. */
  private readonly reading = new Map<string, Promise<SessionCheck>>();
  /** Bumped by every revocation, so a read that overlapped one is not cached. */
  private revocations = 0;

  constructor(private readonly db: Queryable) {
    // Also when another replica's revocation is replayed here: its sessions must not be served from the cache.
    this.events.on('revoked', (tokenHashes: string[]) => {
      this.revocations++;
      for (const tokenHash of tokenHashes) this.cache.delete(tokenHash);
    });
  }

  async create(userId: string, lifetimeMinutes: number, ip: string, userAgent: string, kickOthers: boolean): Promise<string> {
    if (kickOthers) await this.revokeUserSessions(userId, 'kicked');
    const token = randomBytes(32).toString('base64url');
    await this.db.query(
      `insert into session (token_hash, user_id, expires_at, ip, user_agent) values ($1, $2, now() + make_interval(mins => $3), $4, $5)`,
      [hashToken(token), userId, lifetimeMinutes, ip, userAgent.slice(0, 300)],
    );
    return `${tokenScheme} ${token}`;
  }

  async check(authorization: string | undefined, lifetimeMinutes: number): Promise<SessionCheck> {
    const token = tokenFromHeader(authorization);
    if (!token) return fail(ApiCode.invalidToken);
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = this.cache.get(tokenHash);
    if (cached && now - cached.checkedAt < sessionCacheMs && cached.expiresAt > now) return { ok: true, user: cached.user };
    const pending = this.reading.get(tokenHash);
    if (pending) return pending;
    const read = this.read(tokenHash, lifetimeMinutes).finally(() => this.reading.delete(tokenHash));
    this.reading.set(tokenHash, read);
    return read;
  }

  private async read(tokenHash: string, lifetimeMinutes: number): Promise<SessionCheck> {
    const now = Date.now();
    const revocationsBefore = this.revocations;
    const row = await queryOne<SessionRow>(
      this.db,
      `select s.user_id, s.expires_at, s.last_seen_at, s.revoked_reason, u.account, u.real_name, u.is_administrator, u.enabled_mark,
              array(select object_id from user_relation r where r.user_id = u.id and r.object_type = 'Role') as role_ids,
              array(select object_id from user_relation r where r.user_id = u.id and r.object_type = 'Position') as position_ids,
              array(select object_id from user_relation r where r.user_id = u.id and r.object_type = 'Organize') as organize_ids
         from session s join users u on u.id = s.user_id
        where s.token_hash = $1 and u.delete_mark is null`,
      [tokenHash],
    );
    if (!row) return fail(ApiCode.invalidToken);
    if (row.revoked_reason === 'kicked') return fail(ApiCode.kicked);
    if (row.revoked_reason) return fail(ApiCode.invalidToken);
    if (row.enabled_mark === 0) return fail(ApiCode.invalidToken);
    let expiresAt = row.expires_at.getTime();
    if (expiresAt <= now) return fail(ApiCode.expired);
    if (now - row.last_seen_at.getTime() > 60_000) {
      await this.db.query(`update session set last_seen_at = now(), expires_at = now() + make_interval(mins => $2) where token_hash = $1`, [
        tokenHash,
        lifetimeMinutes,
      ]);
      expiresAt = now + lifetimeMinutes * 60_000;
    }
    const user: SessionUser = {
      tokenHash,
      userId: row.user_id,
      account: row.account,
      realName: row.real_name,
      isAdministrator: row.is_administrator,
      roleIds: row.role_ids ?? [],
      positionIds: row.position_ids ?? [],
      organizeIds: row.organize_ids ?? [],
    };
    if (this.cache.size >= sessionCacheLimit) this.cache.clear();
    if (this.revocations === revocationsBefore) this.cache.set(tokenHash, { user, expiresAt, checkedAt: now });
    return { ok: true, user };
  }

  /** Forgets what was read about the user's sessions (after a change to the user or their grants). */
  forgetUser(userId: string): void {
    this.revocations++;
    for (const [tokenHash, entry] of this.cache) if (entry.user.userId === userId) this.cache.delete(tokenHash);
  }

  async revoke(tokenHash: string, reason: RevocationReason): Promise<void> {
    await this.db.query(`update session set revoked_reason = $2, revoked_at = now() where token_hash = $1 and revoked_reason is null`, [tokenHash, reason]);
    this.revocations++;
    this.cache.delete(tokenHash);
    this.events.emit('revoked', [tokenHash], reason);
  }

  async revokeUserSessions(userId: string, reason: RevocationReason): Promise<void> {
    const rows = await this.db.query<{ token_hash: string }>(
      `update session set revoked_reason = $2, revoked_at = now()
        where user_id = $1 and revoked_reason is null and expires_at > now() returning token_hash`,
      [userId, reason],
    );
    this.forgetUser(userId);
    if (rows.length) this.events.emit('revoked', rows.map((row) => row.token_hash), reason);
  }

  /** Deletes sessions that ended over a day ago so the table does not grow without bound. */
  async purgeEnded(): Promise<void> {
    await this.db.query(`delete from session where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`);
  }
}

function fail(code: keyof typeof sessionMessages): SessionCheck {
  return { ok: false, code, msg: sessionMessages[code] };
}
