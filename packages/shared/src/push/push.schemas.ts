import { z } from 'zod';
import { errors } from '../errors';

const invalid = errors.pushSubscriptionInvalid.message;
/** The browser's keys are base64url of 65 (p256dh) and 16 (auth) bytes; a little room for padding. */
const base64url = (max: number) =>
  z
    .string({ error: invalid })
    .min(16, invalid)
    .max(max, invalid)
    .regex(/^[A-Za-z0-9_-]+=*$/, invalid);

/**
 * `POST /api/push/subscription`: a browser's push subscription (`PushSubscription.toJSON()`) and the app's
 * language on it, so the notifications it gets are in that language.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ error: invalid, protocol: /^https$/ }).max(1000, invalid),
  keys: z.object({ p256dh: base64url(120), auth: base64url(40) }),
  language: z.enum(['fi', 'en']).default('fi'),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

/** `DELETE /api/push/subscription`: forget this browser's subscription. */
export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000) });

/** `GET /api/push/key`: the server's VAPID public key, for `pushManager.subscribe`. */
export const pushKeyResponse = z.object({ publicKey: z.string() });

/**
 * What a load-call push carries; the service worker shows `title` and `body` as they are (the server wrote
 * them in the subscription's language) and opens `url` on a tap. `tag` makes a newer call of the same load
 * replace the older notification instead of stacking.
 */
export const loadCallPush = z.object({
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  url: z.string(),
});
export type LoadCallPush = z.infer<typeof loadCallPush>;
