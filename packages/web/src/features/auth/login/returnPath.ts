/**
 * Where to go after signing in: the page that sent the user here (the `from` of the navigation state that the
 * app's sign-in guard sets, which a reload keeps in `history.state`), else today's loads. Only a path of this
 * site: never `//host` (another site) or the login page itself. `/` is today's loads, or the light day for a
 * jumper who does not manifest (the server decides, issue 30).
 */
export function returnPathOf(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) && !from.startsWith('/login') ? from : '/';
}
