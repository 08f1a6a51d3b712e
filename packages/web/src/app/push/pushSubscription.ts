import type { PushSubscriptionBody } from '@dz/shared';
import type { ApiClient as Api } from '../api';

import { SERVICE_WORKER_URL } from '../serviceWorker';

/** Where the app's service worker lives (built from src/sw.ts, served from the site's root): shell and load calls. */
export { SERVICE_WORKER_URL };

/**
 * Whether this browser can get load calls by Web Push: a service worker, the Push API and notifications,
 * on a secure origin (https, or localhost). Old phones and some in-app browsers cannot.
 */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The permission the browser has for notifications ('default' is not asked yet). */
export function notificationPermission(): NotificationPermission {
  return pushSupported() ? Notification.permission : 'denied';
}

/** The base64url VAPID key as the bytes `pushManager.subscribe` wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) {
    bytes[i] = binary.charCodeAt(i);
  }
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) {
    return false;
  }
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** The request body for a browser's subscription, in the app's language. */
export function subscriptionBody(sub: PushSubscription, language: 'fi' | 'en'): PushSubscriptionBody {
  const json = sub.toJSON();
  return {
    endpoint: sub.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    language,
  };
}

/** This browser's current push subscription, without asking anything; null when there is none. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) {
    return null;
  }
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Turns load calls on for this browser: asks for the notification permission (the browser's own prompt),
 * registers the service worker, subscribes with the server's key and tells the server. Answers the
 * permission: anything but 'granted' leaves calls off (the open app still shows them).
 */
export async function enablePush(api: Api, language: 'fi' | 'en'): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    return permission;
  }
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<{ publicKey: string }>('/push/key');
  const key = applicationServerKey(publicKey);
  let sub = await registration.pushManager.getSubscription();
  // a subscription made for another server key (a new database) would never get a message: renew it
  if (sub && !sameBytes(sub.options.applicationServerKey, key)) {
    await sub.unsubscribe();
    sub = null;
  }
  sub ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await api.post('/push/subscription', subscriptionBody(sub, language));
  return permission;
}

/** Turns load calls off for this browser: the server forgets it and the browser drops the subscription. */
export async function disablePush(api: Api): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) {
    return;
  }
  await api.delete('/push/subscription', { endpoint: sub.endpoint });
  await sub.unsubscribe();
}
