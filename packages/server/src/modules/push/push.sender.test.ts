import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createOutbound } from '../../outbound/outbound';
import { createWebPushSender, generateVapidKeys } from './push.sender';

const target = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/dVz2w9X8:APA91bH3',
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

function sender(resolveTo: string, extraHosts: string[] = []) {
  const outbound = createOutbound(pino({ level: 'silent' }), {
    resolve: async () => [{ address: resolveTo, family: 4 }],
  });
  return createWebPushSender({
    keys: generateVapidKeys(),
    subject: 'mailto:dz@example.com',
    outbound,
    extraHosts,
  });
}

describe('the Web Push sender', () => {
  it('checks the address again at sending: a push service name that now resolves inside gets nothing', async () => {
    const result = await sender('10.0.0.9').send(target, '{"title":"x"}');
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatch(/not public/);
  });

  it('sends nothing to an endpoint that is no longer on a push service (a host the club removed)', async () => {
    const endpoint = 'https://push.club.example/x';
    const result = await sender('93.184.216.34').send({ ...target, endpoint }, '{"title":"x"}');
    expect(result).toEqual({ outcome: 'failed', error: 'the endpoint is not on a push service' });
  });
});
