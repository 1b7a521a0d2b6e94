/** /login and /loginold under the router: the sign-in screen, then on to the `redirect` query's page. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginResult } from '../api';
import { safeRedirectTarget } from './guard';
import { SignInScreen } from './SignInScreen';
import { signIn } from './session';

export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();

  const onSuccess = async (result: LoginResult) => {
    signIn(result);
    await navigate(safeRedirectTarget(params.get('redirect')), { replace: true });
  };

  return <SignInScreen onSuccess={onSuccess} />;
}
