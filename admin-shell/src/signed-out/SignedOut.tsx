import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { ErrorList } from '@tessera/admin-kit/src/components/ErrorList';
import { PasswordRules } from '@tessera/admin-kit/src/components/PasswordRules';
import { adminCssVariables, adminTheme } from '@tessera/admin-kit/src/components/admin-theme';
import { Alert, Anchor, Button, Center, Loader, MantineProvider, PasswordInput, Stack, Text, TextInput } from '@tessera/admin-kit/src/components/mantine-lean';
import { AuthCard } from './AuthCard';
import { CodeStep } from './CodeStep';
import { PasskeySignIn } from './PasskeySignIn';
import type { HandOver } from './hand-over';
import { signedOutPaths, type SignedOutPath } from './paths';
import { forgotPassword, resetAccount, signIn, singleSignOnError, singleSignOnStatus, type SecondStep, type SingleSignOnStatus } from './session';
import { SingleSignOnButton } from './SingleSignOn';
import { useSubmit } from './use-submit';
import './styles';

/** Setting up the authenticator app during a sign-in (AUTH_09): rare, so apart from the sign-in page. */
const SetupStep = lazy(() => import('./SetupStep'));

export { signedOutPaths };

const adminPath = () => window.location.pathname.replace(/^\/cmsadmin/, '') || '/';

/** Moves between the signed-out screens without a page load (they are the whole page). */
function useSignedOutLocation(): [SignedOutPath, (path: SignedOutPath) => void] {
  const current = () => ((signedOutPaths as readonly string[]).includes(adminPath()) ? (adminPath() as SignedOutPath) : '/login');
  const [path, setPath] = useState<SignedOutPath>(current);
  useEffect(() => {
    if (adminPath() !== path) window.history.replaceState(null, '', `/cmsadmin${path}`);
    const onPop = () => setPath(current());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const go = (next: SignedOutPath) => {
    window.history.pushState(null, '', `/cmsadmin${next}`);
    setPath(next);
  };
  return [path, go];
}

function LinkTo({ to, go, children }: { to: SignedOutPath; go(path: SignedOutPath): void; children: ReactNode }) {
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    go(to);
  };
  return (
    <Anchor href={`/cmsadmin${to}`} onClick={follow} size="sm">
      {children}
    </Anchor>
  );
}

function Login({ handOver, go, onSignedIn }: { handOver: HandOver; go(path: SignedOutPath): void; onSignedIn(): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const [expired, setExpired] = useState(false);
  const [sso, setSso] = useState<SingleSignOnStatus | null>(null);
  /** A single sign-on that came back refused (`?error=AUTH_21`). */
  const [ssoErrors] = useState(singleSignOnError);
  /** With SSO only, the password form is the administrators' way in when the provider is down: out of the way until asked for. */
  const [passwordAsked, setPasswordAsked] = useState(false);
  useEffect(() => {
    void singleSignOnStatus().then(setSso);
  }, []);
  const passwordShown = !sso?.ssoOnly || passwordAsked;
  const { busy, errors, submit } = useSubmit(async () => {
    const answer = await signIn(email, password);
    setExpired(false);
    if (answer.secondStep) setSecondStep(answer.secondStep);
    else if (answer.errors.length === 0) onSignedIn();
    return answer.errors;
  });
  /** Back from a second step to the password (told why when its challenge ran out). */
  const restart = useCallback((challengeExpired: boolean) => {
    setSecondStep(null);
    setPassword('');
    setExpired(challengeExpired);
  }, []);

  if (secondStep?.kind === 'code') return <CodeStep challenge={secondStep.challenge} onSignedIn={onSignedIn} onRestart={restart} />;
  if (secondStep?.kind === 'setup') {
    return (
      <Suspense
        fallback={
          <Center mih="100vh">
            <Loader aria-label={t('app.loading')} />
          </Center>
        }
      >
        <SetupStep challenge={secondStep.challenge} onSignedIn={onSignedIn} onRestart={restart} />
      </Suspense>
    );
  }
  return (
    <AuthCard title={t('login.title')}>
      {handOver.reason === 'inactivity' && (
        <Alert color="yellow" data-testid="signed-out-inactivity">
          {t('inactivity.signedOut', { minutes: handOver.inactivityMinutes })}
        </Alert>
      )}
      {expired && (
        <Alert color="yellow" data-testid="two-factor-expired">
          {t('twoFactor.signIn.expired')}
        </Alert>
      )}
      {errors.length === 0 && <ErrorList errors={ssoErrors} />}
      {sso?.enabled && <SingleSignOnButton name={sso.name ?? ''} primary={sso.ssoOnly} />}
      {!passwordShown && (
        <Button variant="subtle" onClick={() => setPasswordAsked(true)} data-testid="password-instead">
          {t('login.passwordInstead')}
        </Button>
      )}
      {passwordShown && (
        <form onSubmit={submit} noValidate>
          <Stack>
            <ErrorList errors={errors} />
            <TextInput label={t('login.email')} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} data-testid="login-email" />
            <PasswordInput label={t('login.password')} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} data-testid="login-password" />
            <Button type="submit" loading={busy} data-testid="login-submit">
              {t('login.submit')}
            </Button>
            <LinkTo to="/forgot-password" go={go}>
              {t('login.forgot')}
            </LinkTo>
          </Stack>
        </form>
      )}
      <PasskeySignIn onSignedIn={onSignedIn} />
    </AuthCard>
  );
}

function ForgotPassword({ go }: { go(path: SignedOutPath): void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const { busy, done: sent, errors, submit } = useSubmit(() => forgotPassword(email));

  return (
    <AuthCard title={t('forgotPassword.title')}>
      {sent ? (
        <Alert color="teal" data-testid="forgot-sent">
          {t('forgotPassword.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('forgotPassword.intro')}</Text>
            <ErrorList errors={errors} />
            <TextInput label={t('login.email')} type="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
            <Button type="submit" loading={busy}>
              {t('forgotPassword.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <LinkTo to="/login" go={go}>
        {t('forgotPassword.back')}
      </LinkTo>
    </AuthCard>
  );
}

/**
 * The page a mailed link opens: reset a forgotten password or activate a new account (the same
 * call, SPEC §7 reset-account), with the password rules shown before submitting.
 */
function AccountLink({ kind, go }: { kind: 'reset-password' | 'activate-account'; go(path: SignedOutPath): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const texts = kind === 'reset-password' ? 'resetPassword' : 'activateAccount';
  const { busy, done, errors, submit } = useSubmit(() => resetAccount(password, confirm, new URLSearchParams(window.location.search).get('token') ?? ''));

  return (
    <AuthCard title={t(`${texts}.title`)}>
      {done ? (
        <Alert color="teal" data-testid="account-link-done">
          {t(`${texts}.done`)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <ErrorList errors={errors} />
            <PasswordInput label={t('resetPassword.password')} autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            <PasswordInput label={t('resetPassword.confirm')} autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} />
            <PasswordRules password={password} confirm={confirm} />
            <Button type="submit" loading={busy}>
              {t(`${texts}.submit`)}
            </Button>
          </Stack>
        </form>
      )}
      <LinkTo to="/login" go={go}>
        {t('forgotPassword.back')}
      </LinkTo>
    </AuthCard>
  );
}

/**
 * The signed-out screens (sign-in with its second step, forgotten password, reset and activation
 * links) as a page of their own: Mantine's few components they use, admin-kit's texts of one language and REST calls,
 * without the admin application (router, GraphQL client, the whole UI library), which loads once
 * the user has signed in.
 */
export function SignedOut({ i18n: instance, handOver, onSignedIn }: { i18n: i18n; handOver: HandOver; onSignedIn(): void }) {
  const [path, go] = useSignedOutLocation();
  return (
    <MantineProvider theme={adminTheme} cssVariablesResolver={adminCssVariables}>
      <I18nextProvider i18n={instance}>
        {path === '/forgot-password' ? (
          <ForgotPassword go={go} />
        ) : path === '/reset-password' || path === '/activate-account' ? (
          <AccountLink kind={path === '/reset-password' ? 'reset-password' : 'activate-account'} go={go} />
        ) : (
          <Login handOver={handOver} go={go} onSignedIn={onSignedIn} />
        )}
      </I18nextProvider>
    </MantineProvider>
  );
}
