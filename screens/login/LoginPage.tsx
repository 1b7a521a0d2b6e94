/**
 * The sign-in page (spec 000 sections 2.1, 7.1; reference section 1.3). Framework-level data comes in
 * through props, so the page runs in Storybook and tests without a server:
 * - `api.getLoginConfig(account)` is asked when the account field loses focus with a new value (and
 *   before submitting if it was not asked for this account yet); the captcha field and image appear
 *   only when it answers `enableVerificationCode: 1`. Clicking the image fetches a new one.
 * - On submit the password is hashed (lower-case hex MD5) and `api.login` is called; its result goes
 *   to `onSuccess`. A failure shows the server's message in an inline alert (role="alert").
 */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Center, Field, Heading, HStack, Image, Input, Stack, Text, chakra } from '@chakra-ui/react';
import type { LoginConfig, LoginResult, OAuthApi } from '../../api';
import { buildLoginRequest, errorMessage, newCaptchaTimestamp } from '../../api';

export type LoginPageApi = Pick<OAuthApi, 'login' | 'getLoginConfig' | 'captchaUrl'>;

export interface LoginPageProps {
  api: LoginPageApi;
  onSuccess: (result: LoginResult) => void | Promise<void>;
  /** Product title above the form; defaults to the translated app title. */
  title?: string;
  /** An image above the title (系统配置's 登录图标). */
  icon?: string;
  defaultAccount?: string;
  /** A new captcha key (defaults to `Math.random()` text). */
  newCaptchaKey?: () => string;
}

interface CaptchaState {
  account: string;
  enabled: boolean;
  length: number;
}

type FieldErrors = Partial<Record<'account' | 'password' | 'code', string>>;

const DEFAULT_CODE_LENGTH = 4;

export function LoginPage({ api, onSuccess, title, icon, defaultAccount = '', newCaptchaKey = newCaptchaTimestamp }: LoginPageProps) {
  const { t } = useTranslation();
  const [account, setAccount] = useState(defaultAccount);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const [captchaKey, setCaptchaKey] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const latestConfigRequest = useRef(0);

  const refreshCaptcha = () => {
    setCaptchaKey(newCaptchaKey());
    setCode('');
  };

  /** The captcha settings for `rawAccount`, asking the server unless already known (or `force`). */
  const checkConfig = async (rawAccount: string, force = false): Promise<CaptchaState | null> => {
    const name = rawAccount.trim();
    if (!name) return null;
    if (!force && captcha?.account === name) return captcha;
    const requestId = ++latestConfigRequest.current;
    let config: LoginConfig | null | undefined;
    try {
      config = (await api.getLoginConfig(name)).data;
    } catch {
      return null; // the request client already told the user
    }
    const next: CaptchaState = {
      account: name,
      enabled: config?.enableVerificationCode === 1,
      length: config?.verificationCodeNumber || DEFAULT_CODE_LENGTH,
    };
    if (requestId === latestConfigRequest.current) {
      setCaptcha(next);
      if (next.enabled) refreshCaptcha();
    }
    return next;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setServerError('');
    const fieldErrors: FieldErrors = {};
    if (!account.trim()) fieldErrors.account = t('login.accountRequired');
    if (!password) fieldErrors.password = t('login.passwordRequired');
    setErrors(fieldErrors);
    if (fieldErrors.account || fieldErrors.password) return;

    setSubmitting(true);
    try {
      const settings = await checkConfig(account);
      if (settings?.enabled && !code.trim()) {
        setErrors({ code: t('login.codeRequired') });
        return;
      }
      const form = buildLoginRequest({
        account,
        password,
        code: settings?.enabled ? code.trim() : '',
        timestamp: settings?.enabled ? captchaKey : '',
      });
      let result: LoginResult;
      try {
        result = (await api.login(form)).data;
      } catch (error) {
        setServerError(errorMessage(error, t('login.failed')));
        // A new image after a failure; the server may also have switched the captcha on meanwhile.
        if (settings?.enabled) refreshCaptcha();
        else void checkConfig(account, true);
        return;
      }
      await onSuccess(result);
    } finally {
      setSubmitting(false);
    }
  };

  const showCaptcha = captcha?.enabled === true && captcha.account === account.trim();

  return (
    <Center minH="100vh" bg="gray.50" px="4">
      <Box as="main" w="full" maxW="sm" bg="white" p="8" borderRadius="lg" boxShadow="md">
        <Stack gap="6">
          <Stack gap="1" textAlign="center" align="center">
            {icon ? <img src={icon} alt="" height={48} style={{ maxHeight: 48, maxWidth: 200 }} data-testid="login-icon" /> : null}
            <Heading as="h1" size="xl">
              {title || t('app.title')}
            </Heading>
            <Text color="gray.600">{t('login.heading')}</Text>
          </Stack>

          {serverError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{serverError}</Alert.Title>
            </Alert.Root>
          ) : null}

          <chakra.form noValidate onSubmit={onSubmit}>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.account)}>
                <Field.Label>{t('login.account')}</Field.Label>
                <Input
                  name="account"
                  autoComplete="username"
                  placeholder={t('login.accountPlaceholder')}
                  value={account}
                  onChange={(e) => setAccount(e.target.value)}
                  onBlur={(e) => void checkConfig(e.target.value)}
                />
                <Field.ErrorText>{errors.account}</Field.ErrorText>
              </Field.Root>

              <Field.Root invalid={Boolean(errors.password)}>
                <Field.Label>{t('login.password')}</Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  placeholder={t('login.passwordPlaceholder')}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>

              {showCaptcha ? (
                <Field.Root invalid={Boolean(errors.code)}>
                  <Field.Label>{t('login.code')}</Field.Label>
                  <HStack gap="2" w="full">
                    <Input
                      name="code"
                      autoComplete="off"
                      maxLength={captcha.length}
                      placeholder={t('login.codePlaceholder')}
                      value={code}
                      onChange={(e) => setCode(e.target.value)}
                    />
                    <chakra.button
                      type="button"
                      flexShrink={0}
                      cursor="pointer"
                      title={t('login.refreshCaptcha')}
                      aria-label={t('login.refreshCaptcha')}
                      onClick={refreshCaptcha}
                    >
                      {captchaKey ? (
                        <Image src={api.captchaUrl(captcha.length, captchaKey)} alt={t('login.captchaImage')} h="10" w="30" />
                      ) : null}
                    </chakra.button>
                  </HStack>
                  <Field.ErrorText>{errors.code}</Field.ErrorText>
                </Field.Root>
              ) : null}

              <Button type="submit" colorPalette="blue" w="full" loading={submitting} loadingText={t('login.submitting')}>
                {t('login.submit')}
              </Button>
            </Stack>
          </chakra.form>
        </Stack>
      </Box>
    </Center>
  );
}
