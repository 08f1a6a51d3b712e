import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addConfirmedUser } from '../../test/app';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
const cookies: string[] = [];

beforeAll(async () => {
  // no waiver text: the waiver check is skipped, so each jumper needs only a member and a licence
  w = await loadsWorld();
  for (let i = 0; i < 20; i++) {
    const member = await createMember(w.t.app, w.admin, {
      firstName: `Racer ${String.fromCharCode(65 + i)}`,
      exitWeight: 80,
      license: 'A',
    });
    const user = await addConfirmedUser(w.t, `racer${i}`);
    await as(w.t.app, w.admin, 'PUT', `/api/user/${user.id}`, {
      linkedMember: member._id,
      permissions: { canCheckWaivers: false, canManifest: false, canTakePayments: false },
    });
    cookies.push(user.cookie);
  }
});
afterAll(async () => {
  await w.t.close();
});

describe('self-manifest under a rush', () => {
  it('20 jumpers adding themselves at once to a load with 5 slots left fill it exactly', async () => {
    const id = await newLoad(w);
    const answers = await Promise.all(
      cookies.map((cookie) => as(w.t.app, cookie, 'POST', `/api/loads/${id}/jumpers/me`, { altitude: 4000 })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    expect(
      answers
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().detailsLocale === 'errorDetail.loadFull'),
    ).toBe(true);
    const load = (await as(w.t.app, w.admin, 'GET', `/api/loads/${w.today}`))
      .json()
      .loads.find((l: { _id: string }) => l._id === id);
    expect(load.jumpers).toHaveLength(5);
    expect(load.slotsLeft).toBe(0);
  });
});
