/** /login and /loginold: the sign-in screen wired to the session store and the `redirect` query. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '../api';
import { LoginPage } from '../screens/login/LoginPage';
import { safeRedirectTarget } from './guard';
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

  return <LoginPage api={oauth} onSuccess={onSuccess} title={config.title || undefined} />;
}
