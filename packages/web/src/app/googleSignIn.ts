import { loadScript } from './loadScript';

/** What Google hands the page after a sign-in: a signed ID token (JWT) for the server to verify. */
export interface GoogleCredentialResponse {
  credential: string;
  select_by?: string;
}

export interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  ux_mode?: 'popup' | 'redirect';
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  /** In pixels, 200 to 400. */
  width?: number;
  locale?: string;
}

/** The part of Google Identity Services (`google.accounts.id`) that we use. */
export interface GoogleAccountsId {
  initialize(config: GoogleIdConfiguration): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GOOGLE_SIGN_IN_SCRIPT = 'https://accounts.google.com/gsi/client';

/** Loads Google Identity Services unless the page has it already. */
export async function loadGoogleSignIn(): Promise<GoogleAccountsId> {
  if (!window.google?.accounts?.id) {
    await loadScript(GOOGLE_SIGN_IN_SCRIPT);
  }
  const id = window.google?.accounts?.id;
  if (!id) {
    throw new Error('Google sign-in did not start');
  }
  return id;
}

let initialized: { id: GoogleAccountsId; clientId: string } | null = null;
let currentHandler: ((credential: string) => void) | null = null;

/**
 * Loads and initialises Google sign-in for a client id. Google wants `initialize` called once per page, so
 * it is, and its callback goes to the handler of the latest caller (the login page on screen).
 */
export async function prepareGoogleSignIn(
  clientId: string,
  onCredential: (credential: string) => void,
): Promise<GoogleAccountsId> {
  if (!clientId) {
    throw new Error('Google sign-in has no client id');
  }
  const id = await loadGoogleSignIn();
  currentHandler = onCredential;
  if (initialized?.id !== id || initialized.clientId !== clientId) {
    id.initialize({
      client_id: clientId,
      callback: (response) => currentHandler?.(response.credential),
      ux_mode: 'popup',
      cancel_on_tap_outside: true,
    });
    initialized = { id, clientId };
  }
  return id;
}
