import { clubSettingsInput, type MemberInput } from '@dz/shared';
import type { FastifyInstance } from 'fastify';

/** A member as the form would send it, with the given fields over plain defaults. */
export function buildMember(over: Partial<MemberInput> = {}): MemberInput {
  // the fixtures' members rent the club's gear unless a test says otherwise (a new member's own default is
  // `defaultOwnGear` of its role: the own-gear tests create members without the field)
  return { firstName: 'Matti', lastName: 'Meikäläinen', email: '', role: 'jumper', ownGear: false, ...over };
}

/** Creates a member through the API and answers it. */
export async function createMember(app: FastifyInstance, cookie: string, over: Partial<MemberInput> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/member',
    headers: { cookie },
    payload: buildMember(over),
  });
  if (res.statusCode !== 201) {
    throw new Error(`member create failed: ${res.statusCode} ${res.body}`);
  }
  return res.json() as { _id: string; balance: number; firstName: string };
}

/** Adds payment methods to the club. */
export async function addPaymentMethods(app: FastifyInstance, cookie: string, names: string[]) {
  for (const paymentMethod of names) {
    await app.inject({
      method: 'POST',
      url: '/api/club/payment-method',
      headers: { cookie },
      payload: { paymentMethod },
    });
  }
}

/** The settings `PUT /api/club` replaces; the bank account's three are left out when unchanged. */
const replacedSettings = Object.keys(clubSettingsInput.shape).filter(
  (k) => !['bankAccount', 'paymentTopUp', 'sendPaymentReceipts'].includes(k),
);

/** Changes some of the club's settings through `PUT /api/club`, the rest as they are; answers the response. */
export async function updateClubSettings(
  app: FastifyInstance,
  cookie: string,
  patch: Record<string, unknown>,
) {
  const club = (await app.inject({ method: 'GET', url: '/api/club', headers: { cookie } })).json();
  const kept = Object.fromEntries(replacedSettings.filter((k) => club[k] != null).map((k) => [k, club[k]]));
  return app.inject({ method: 'PUT', url: '/api/club', headers: { cookie }, payload: { ...kept, ...patch } });
}
