/** localStorage that never throws (private mode, blocked storage, tests without a window). */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // the preference just isn't remembered
  }
}

/**
 * Set while this browser has a signed-in session (the app writes it; cleared when signed out): the light public
 * board, which loads no session code, offers "Open app" instead of "Log in" with it.
 */
export const SIGNED_IN_HINT_KEY = 'dz.signedIn';

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // nothing was kept
  }
}
