/** /login and /loginold: the sign-in screen wired to the session store and the `redirect` query. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '../api';
import { LoginPage } from '../screens/login/LoginPage';
import { safeRedirectTarget } from './guard';
import { preloadScreen } from './screen-registry';
import { useServices } from './services';
import { signIn } from './session';

export function LoginRoute() {
  const { oauth, config } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onSuccess = async (result: LoginResult) => {
    signIn(result);
    await navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
  };

  return (
    // The first focus in the form (the user starts typing) loads the signed-in layout and home page,
    // so they are ready when the sign-in answers instead of being fetched after it.
    <div style={{ display: 'contents' }} onFocus={preloadSignedInScreens}>
      <LoginPage api={oauth} onSuccess={onSuccess} title={config.title || undefined} />
    </div>
  );
}

let preloaded = false;

function preloadSignedInScreens(): void {
  if (preloaded) return;
  preloaded = true;
  void import('./layout/MainLayout').catch(() => undefined);
  preloadScreen('home');
}
