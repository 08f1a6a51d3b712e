import { describe, expect, it } from 'vitest';
import { hostMatches, isAddressLiteral, isPushServiceEndpoint } from './push-services';

describe('push service endpoints', () => {
  it.each([
    [
      'Chrome, Android, Opera, Samsung Internet (FCM)',
      'https://fcm.googleapis.com/fcm/send/dVz2w9X8:APA91bH3',
    ],
    ['Chrome (FCM Web Push path)', 'https://fcm.googleapis.com/wp/dVz2w9X8:APA91bH3'],
    ['old Chrome (GCM)', 'https://android.googleapis.com/gcm/send/dVz2w9X8:APA91bH3'],
    ['Firefox (Mozilla autopush)', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk'],
    ['Safari on macOS and iOS (Apple)', 'https://web.push.apple.com/QGuQyavXutnMgqAZuUQLnqb6yZWBbdq'],
    ['Edge on Windows (WNS)', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB%2bT3fK'],
  ])('accepts the endpoint shape of %s', (_browser, endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['a loopback address', 'https://127.0.0.1:8443/push'],
    ['a loopback address written short', 'https://127.1/push'],
    ['a loopback address as a number', 'https://2130706433/push'],
    ['an IPv6 loopback', 'https://[::1]/push'],
    ['a private address', 'https://10.0.0.1/push'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['an unknown host', 'https://push.example.com/sub/1'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/fcm/send/x'],
    ['a host ending like one', 'https://evilfcm.googleapis.com/fcm/send/x'],
    ['the parent of a wildcard', 'https://notify.windows.com/w/?token=x'],
    ['a user in the address', 'https://user:pass@fcm.googleapis.com/fcm/send/x'],
    ['not a URL', 'fcm.googleapis.com/fcm/send/x'],
  ])('refuses %s', (_name, endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });

  it('accepts a host the club added, never an address even if added', () => {
    expect(isPushServiceEndpoint('https://push.club.example/x', ['push.club.example'])).toBe(true);
    expect(isPushServiceEndpoint('https://a.push.club.example/x', ['*.push.club.example'])).toBe(true);
    expect(isPushServiceEndpoint('https://10.0.0.5/x', ['10.0.0.5'])).toBe(false);
  });

  it('matches host patterns case-insensitively, with or without a final dot', () => {
    expect(hostMatches('FCM.GoogleAPIs.com.', 'fcm.googleapis.com')).toBe(true);
    expect(hostMatches('a.b.notify.windows.com', '*.notify.windows.com')).toBe(true);
    expect(hostMatches('notify.windows.com', '*.notify.windows.com')).toBe(false);
  });

  it('knows address literals as the URL parser writes them', () => {
    // the parser writes https://0x7f.1/ as 127.0.0.1 and keeps IPv6 in brackets
    expect(isAddressLiteral('127.0.0.1')).toBe(true);
    expect(isAddressLiteral('[::ffff:a00:1]')).toBe(true);
    expect(isPushServiceEndpoint('https://0x7f.1/fcm/send/x', ['*.1'])).toBe(false);
    expect(isAddressLiteral('fcm.googleapis.com')).toBe(false);
  });
});
