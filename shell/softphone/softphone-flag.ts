/**
 * `usingSoftphone` (spec 000 section 2.5, spec 002 section 2.2): a flag in the browser's storage
 * (`jnpf_usingSoftphone`) that shows the softphone panel in the header. It is read again every 3 s, so
 * a change made in another tab (or by hand) shows within 3 s; the settings drawer's switch sets it.
 */
import { useEffect, useState } from 'react';
import { storageGet, storageSet } from '../storage';

export const SOFTPHONE_FLAG_KEY = 'usingSoftphone';
export const SOFTPHONE_FLAG_POLL = 3000;

export function readSoftphoneFlag(): boolean {
  const value = storageGet(SOFTPHONE_FLAG_KEY);
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Turns the flag on or off; the panel follows at the next read, or at once through `onChange`. */
export function writeSoftphoneFlag(on: boolean): void {
  storageSet(SOFTPHONE_FLAG_KEY, on);
  for (const listener of listeners) listener(on);
}

const listeners = new Set<(on: boolean) => void>();

/** The flag, read every 3 s (and at once when this tab changes it). */
export function useSoftphoneFlag(): boolean {
  const [on, setOn] = useState(readSoftphoneFlag);
  useEffect(() => {
    const timer = setInterval(() => setOn(readSoftphoneFlag()), SOFTPHONE_FLAG_POLL);
    listeners.add(setOn);
    return () => {
      clearInterval(timer);
      listeners.delete(setOn);
    };
  }, []);
  return on;
}
