/**
 * The hosts of the real Web Push services, the only places a browser's subscription endpoint points to:
 * Chrome, Android, Edge-on-Chromium's legacy path, Samsung Internet, Opera and Brave (Firebase Cloud Messaging),
 * Firefox (Mozilla autopush), Safari on macOS and iOS (Apple) and Edge on Windows (Windows Push Notification
 * Services). A pattern `*.example.com` is any name under `example.com` (not the name itself). A club adds one with
 * the server's `PUSH_SERVICE_HOSTS` setting.
 */
export const pushServiceHosts: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

/** The WHATWG URL of browsers and Node (shared is built without either's types). */
declare const URL: new (
  input: string,
) => { protocol: string; username: string; password: string; hostname: string };

/** Whether a URL's host is written as an address (IPv4 in any form the URL parser accepts, or IPv6). */
export function isAddressLiteral(hostname: string): boolean {
  // WHATWG URL turns 127.1, 0x7f.1 and 2130706433 into 127.0.0.1, and keeps IPv6 in brackets
  return hostname.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

/** Whether a host name matches a host pattern of `pushServiceHosts` (or of the club's setting). */
export function hostMatches(hostname: string, pattern: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  const want = pattern.trim().toLowerCase();
  if (want.startsWith('*.')) {
    const parent = want.slice(2);
    return host.endsWith(`.${parent}`) && host.length > parent.length + 1;
  }
  return host === want;
}

/**
 * Whether a subscription endpoint may be used: an `https` URL without user or password, whose host is a name
 * (never an address) on a real push service (or a host the club added). Where the name resolves is checked by the
 * server, when subscribing and again when sending.
 */
export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    return false;
  }
  if (isAddressLiteral(url.hostname)) {
    return false;
  }
  return [...pushServiceHosts, ...extraHosts].some((pattern) => hostMatches(url.hostname, pattern));
}
