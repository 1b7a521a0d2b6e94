import { afterEach, describe, expect, it } from 'vitest';
import { decodeValue, encodeValue, storageGet, storageGetString, storageRemove, storageSet } from '../../../shell/storage';
import { reloadSessionFromStorage, resetSession, session, setLocked, signIn } from '../../../shell/session';

afterEach(() => localStorage.clear());

describe('typed local storage (reference 1.2)', () => {
  it('writes the prefixed key and the typed text', () => {
    storageSet('token', 'bearer abc');
    storageSet('lock', 1);
    storageSet('tagsView', true);
    storageSet('sysConfig', { title: 'x' });
    storageSet('list', [1, 'a']);
    storageSet('nothing', null);
    expect(localStorage.getItem('jnpf_token')).toBe('bearer abc|String');
    expect(localStorage.getItem('jnpf_lock')).toBe('1|Number');
    expect(localStorage.getItem('jnpf_tagsView')).toBe('true|Boolean');
    expect(localStorage.getItem('jnpf_sysConfig')).toBe('{"title":"x"}|Object');
    expect(localStorage.getItem('jnpf_list')).toBe('[1,"a"]|Array');
    expect(localStorage.getItem('jnpf_nothing')).toBe('null|Null');
  });

  it('round-trips every type', () => {
    const values: unknown[] = ['bearer abc', '', 0, 42.5, true, false, null, [1, { a: 'b' }], { nested: { x: [1, 2] } }, 'a|b|String'];
    for (const value of values) {
      storageSet('k', value);
      expect(storageGet('k')).toEqual(value);
      expect(decodeValue(encodeValue(value))).toEqual(value);
    }
  });

  it('reads text written by the original client and tolerates foreign text', () => {
    localStorage.setItem('jnpf_token', 'Bearer eyJhbGciOi.x.y|String');
    expect(storageGetString('token')).toBe('Bearer eyJhbGciOi.x.y');
    localStorage.setItem('jnpf_plain', 'no suffix');
    expect(storageGet('plain')).toBe('no suffix');
    expect(storageGet('missing')).toBeNull();
    storageRemove('token');
    expect(localStorage.getItem('jnpf_token')).toBeNull();
  });
});

describe('session store and storage', () => {
  it('stores the token and layout at sign-in and removes the token at reset', () => {
    signIn({ token: 'bearer t1', theme: 'blend' });
    expect(session.token).toBe('bearer t1');
    expect(session.layoutType).toBe('blend');
    expect(localStorage.getItem('jnpf_token')).toBe('bearer t1|String');
    expect(localStorage.getItem('jnpf_layoutType')).toBe('blend|String');
    resetSession();
    expect(session.token).toBeNull();
    expect(localStorage.getItem('jnpf_token')).toBeNull();
  });

  it('falls back to classic for an unknown theme and keeps the lock flag as 1', () => {
    signIn({ token: 'bearer t2', theme: 'weird' as never });
    expect(session.layoutType).toBe('classic');
    setLocked(true);
    expect(localStorage.getItem('jnpf_lock')).toBe('1|Number');
    localStorage.setItem('jnpf_token', 'bearer stale-token|String');
    reloadSessionFromStorage();
    expect(session.token).toBe('bearer stale-token');
    expect(session.locked).toBe(true);
    setLocked(false);
    expect(localStorage.getItem('jnpf_lock')).toBeNull();
    resetSession();
  });
});
