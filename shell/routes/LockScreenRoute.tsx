/**
 * `/lockScreen`: the lock-screen page wired to the session. Unlocking clears the lock flag and returns
 * to the page stored when locking (else '/'); signing out from here clears the lock too, so the next
 * sign-in does not land on a lock screen again. Without a session there is nothing to unlock: /login.
 */
import { Navigate, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LockScreenPage } from '../../screens/lock-screen/LockScreenPage';
import { useServices } from '../services';
import { resetSession, session } from '../session';
import { unlockScreen } from './lock-screen-state';

export function LockScreenRoute() {
  const { oauth, http } = useServices();
  const navigate = useNavigate();
  const snap = useSnapshot(session);

  if (!snap.token) return <Navigate to="/login" replace />;

  const onUnlocked = async () => {
    await navigate(unlockScreen(), { replace: true });
  };

  const onSignOut = async () => {
    try {
      await oauth.logout();
    } catch {
      // Signed out locally all the same.
    }
    unlockScreen();
    resetSession();
    await navigate('/login', { replace: true });
  };

  const user = snap.userInfo;
  return (
    <LockScreenPage
      api={oauth}
      account={user?.userAccount ?? ''}
      userName={user?.userName}
      avatarUrl={user?.headIcon ? http.resolveUrl(user.headIcon) : ''}
      onUnlocked={onUnlocked}
      onSignOut={onSignOut}
    />
  );
}
