/**
 * The forced password change (spec 000 sections 2.9 and 4): once the user is loaded, asks
 * `POST /api/oauth/updatePasswordMessage` (once per session token) and, when it answers
 * `{mustChange: true}`, shows the dialog that cannot be dismissed until the password changed.
 * Mount it once inside the main layout.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { createCurrentUserApi } from '../../api';
import { ForcePasswordDialog } from '../../screens/password/ForcePasswordDialog';
import type { PasswordFormApi } from '../../screens/password/PasswordChangeForm';
import { useServices } from '../services';
import { session } from '../session';

/** Tokens already asked about, so a re-mounted layout does not ask again. */
const askedTokens = new Set<string>();

export function ForcePasswordGate() {
  const { http, oauth, notify } = useServices();
  const snap = useSnapshot(session);
  const currentUserApi = useMemo(() => createCurrentUserApi(http), [http]);
  const api = useMemo<PasswordFormApi>(
    () => ({ modifyPassword: currentUserApi.modifyPassword, captchaUrl: oauth.captchaUrl }),
    [currentUserApi, oauth],
  );
  const [mustChangeFor, setMustChangeFor] = useState<string | null>(null);
  const token = snap.token;

  useEffect(() => {
    if (!token || !snap.menuLoaded || askedTokens.has(token)) return;
    askedTokens.add(token);
    currentUserApi.passwordChangeRequirement().then(
      (answer) => {
        if (answer.data?.mustChange && session.token === token) setMustChangeFor(token);
      },
      () => {
        // Asked again when the layout mounts again; the request client already showed the failure.
        askedTokens.delete(token);
      },
    );
  }, [token, snap.menuLoaded, currentUserApi]);

  const onChanged = (message: string) => {
    setMustChangeFor(null);
    notify({ type: 'success', message, duration: 1500 });
  };

  return (
    <ForcePasswordDialog open={mustChangeFor !== null && mustChangeFor === token} api={api} policy={snap.sysConfig} onChanged={onChanged} />
  );
}
