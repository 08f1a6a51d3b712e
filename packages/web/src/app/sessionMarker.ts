import { SESSION_MARKER_COOKIE } from '@dz/shared';

/** Whether this browser holds a sign-in: the server sets the readable `dz_session` with the session cookies. */
export function hasSessionMarker(): boolean {
  return (
    typeof document !== 'undefined' && document.cookie.split(/;\s*/).includes(`${SESSION_MARKER_COOKIE}=1`)
  );
}
