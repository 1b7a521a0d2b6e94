/**
 * Locking and unlocking the screen (spec 000 section 4): locking stores the lock flag (`jnpf_lock`)
 * and the page to come back to (`jnpf_lockReturn`); unlocking clears both and says where to go.
 * Kept apart from the lock-screen route so the navbar can lock without loading that page.
 */
import { safeRedirectTarget } from '../guard';
import { setLocked } from '../session';
import { storageGetString, storageRemove, storageSet } from '../storage';

const RETURN_KEY = 'lockReturn';
export const LOCK_SCREEN_PATH = '/lockScreen';

/** Lock now; `fromPath` (path with query) is where unlocking returns to. Then navigate to {@link LOCK_SCREEN_PATH}. */
export function lockScreen(fromPath: string): void {
  storageSet(RETURN_KEY, fromPath);
  setLocked(true);
}

/** Clear the lock and the stored page; the answer is where to go: the stored page, else '/'. */
export function unlockScreen(): string {
  const stored = storageGetString(RETURN_KEY);
  storageRemove(RETURN_KEY);
  setLocked(false);
  const target = safeRedirectTarget(stored);
  return target === LOCK_SCREEN_PATH || target.startsWith(`${LOCK_SCREEN_PATH}?`) ? '/' : target;
}
