import { type LoginBody, loginBody, type UserResponse, validationKey } from '@dz/shared';
import { type FormEvent, useRef, useState } from 'react';
import { type ApiError, createApiClient, isApiError } from '../../../app/api';
import { type LightT, useLightTexts } from '../../../light/lightTexts';
import { LightGoogleSignIn } from './LightGoogleSignIn';
import { LoginField } from './LoginField';

/** The page's own API client: the login calls answer no 401 that a refresh could save. */
const api = createApiClient();

type FieldErrors = Partial<Record<keyof LoginBody, string>>;

/** A failure in the page's language: the server's locale key when there is a text for it, else its message. */
export function errorText(t: LightT, error: ApiError): string {
  const text = t(error.locale);
  return text === error.locale ? error.message : text;
}

/** A shared rule's English message ("Required") in the page's language. */
function validationText(t: LightT, message: string): string {
  const match = validationKey(message);
  return match ? t(match.key, { n: match.n ?? '' }) : message;
}

/** The first message of each field that breaks the shared login rule. */
function fieldErrorsOf(values: LoginBody): FieldErrors {
  const parsed = loginBody.safeParse(values);
  const found: FieldErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path[0] as keyof LoginBody;
    found[field] ??= issue.message;
  }
  return found;
}

/**
 * The sign-in card's content: username or e-mail and password, Google when the server offers it, and a new
 * confirmation link for an account that waits for one. `onSignedIn` gets the user the server answered.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: UserResponse) => void }) {
  const { t } = useLightTexts();
  const [values, setValues] = useState<LoginBody>({ usernameOrEmail: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [resend, setResend] = useState<'idle' | 'pending' | 'sent'>('idle');
  const form = useRef<HTMLFormElement>(null);

  async function signIn(call: () => Promise<UserResponse>) {
    setPending(true);
    setError(null);
    setResend('idle');
    try {
      onSignedIn(await call());
    } catch (failure) {
      setError(isApiError(failure) ? failure : null);
    } finally {
      setPending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = fieldErrorsOf(values);
    setFieldErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      form.current?.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    void signIn(() => api.post<UserResponse>('/login', values));
  }

  function change(field: keyof LoginBody, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) {
      setFieldErrors((current) => ({
        ...current,
        [field]: fieldErrorsOf({ ...values, [field]: value })[field],
      }));
    }
  }

  async function resendConfirmation() {
    setResend('pending');
    try {
      await api.post('/resend-confirmation', { usernameOrEmail: values.usernameOrEmail });
      setResend('sent');
    } catch (failure) {
      setResend('idle');
      setError(isApiError(failure) ? failure : null);
    }
  }

  // an unconfirmed user may have lost the mail: offer a new link (the server never says whether one was sent)
  const needsConfirmation = error?.locale === 'error.verifyEmail';
  const errorOf = (field: keyof LoginBody) => {
    const message = fieldErrors[field];
    return message ? validationText(t, message) : undefined;
  };

  return (
    <>
      <form ref={form} className="login-form" onSubmit={submit} noValidate aria-label={t('auth.login.title')}>
        <LoginField
          name="usernameOrEmail"
          label={t('fields.usernameOrEmail')}
          autoComplete="username"
          autoFocus
          value={values.usernameOrEmail}
          error={errorOf('usernameOrEmail')}
          onChange={(value) => change('usernameOrEmail', value)}
        />
        <LoginField
          name="password"
          type="password"
          label={t('fields.password')}
          autoComplete="current-password"
          value={values.password}
          error={errorOf('password')}
          onChange={(value) => change('password', value)}
        />
        {error && !needsConfirmation && (
          <div role="alert" className="light-alert light-error">
            {errorText(t, error)}
          </div>
        )}
        <button type="submit" className="login-submit" disabled={pending} aria-busy={pending}>
          {pending && <span className="login-busy" aria-hidden="true" />}
          {t('auth.login.submit')}
        </button>
      </form>
      {needsConfirmation && error && (
        <div role="alert" className="light-alert login-confirm">
          <p>{errorText(t, error)}</p>
          <p>{resend === 'sent' ? t('notification.confirmationSent') : t('auth.login.notConfirmed')}</p>
          {resend !== 'sent' && (
            <button
              type="button"
              className="light-text-button"
              disabled={resend === 'pending'}
              onClick={() => void resendConfirmation()}
            >
              {t('auth.login.resendConfirmation')}
            </button>
          )}
        </div>
      )}
      <LightGoogleSignIn
        api={api}
        onCredential={(credential) =>
          void signIn(() => api.post<UserResponse>('/login/google', { credential }))
        }
      />
    </>
  );
}
