import {
  buildManifestGroup,
  type Club,
  type Load,
  loadPricingOfApi,
  type Member,
  manifestBody,
  quoteAdding,
} from '@dz/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/factories';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../../test/loads.fixture';

let w: LoadsWorld;
let pool: Member[];
beforeAll(async () => {
  w = await loadsWorld();
  // fun jumpers: club members and not, own gear or not, their own rent or the club's
  const kinds = [
    {},
    { isClubMember: true },
    { isClubMember: true, ownGear: true },
    { ownGear: true },
    { isVideoFlyer: true },
    { isClubMember: true },
  ];
  for (const [i, over] of kinds.entries()) {
    await createMember(w.t.app, w.admin, { firstName: `Quote${'ABCDEF'[i]}`, exitWeight: 80, ...over });
  }
  pool = ((await call('GET', '/api/member')).json() as Member[]).filter((m) =>
    m.firstName.startsWith('Quote'),
  );
});
afterAll(async () => {
  await w.t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  as(w.t.app, w.admin, method, url, payload);

const jumper = fc.record({
  member: fc.nat(5),
  altitude: fc.constantFrom(1000, 4000),
  // undefined: the member's own gear
  ownGear: fc.option(fc.boolean(), { nil: undefined }),
  gearRental: fc.option(fc.constantFrom(0, 7.5, 10, 12.35), { nil: null }),
});

const scenario = fc.record({
  onLoad: fc.array(jumper, { maxLength: 4 }),
  adding: jumper,
  minutePricing: fc.boolean(),
  // the load's times before the new jumper is quoted: none, takeoff only, or both
  times: fc.constantFrom(
    { takeoff: null, land: null },
    { takeoff: '11:40', land: null },
    { takeoff: '11:40', land: '11:53' },
    { takeoff: '11:30', land: '11:47' },
  ),
  roundUp: fc.boolean(),
});

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const bodyOf = (j: Scenario['adding']) => ({
  memberId: pool[j.member]?._id ?? '',
  type: 'normal' as const,
  altitude: j.altitude,
  ...(j.ownGear === undefined ? {} : { ownGear: j.ownGear }),
  gearRental: j.gearRental,
});

/**
 * What the add dialog quotes for a jumper (the group rules' slot, priced by `quoteAdding` over the day view's
 * load, the club's plane and the member list: exactly the web's inputs) equals what landing charges them,
 * for random loads: club members and not, own gear or rental, the jumper's own rent, minute pricing with or
 * without the flight's times, rounding up or not. Before the flight time is known the quote says so.
 */
describe('the price a screen quotes is the price landing charges', () => {
  it('for random loads and a random jumper added to them', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const unique = [...new Map([...s.onLoad, s.adding].map((j) => [j.member, j])).values()];
        const adding = unique.at(-1);
        if (!adding) {
          return;
        }
        await call('PUT', '/api/club', {
          name: 'Skydive Utti',
          clubKey: 'utti2026',
          notificationEmail: '',
          defaultGearRent: 15,
          roundUpMinutePrice: s.roundUp,
        });
        const loadId = await newLoad(w);
        for (const j of unique.slice(0, -1)) {
          const added = await call('POST', `/api/loads/${loadId}/jumpers`, bodyOf(j));
          expect([added.statusCode, added.body]).toEqual([200, added.body]);
        }
        const times = Object.fromEntries(Object.entries(s.times).filter(([, v]) => v !== null));
        const edited = await call('PUT', `/api/loads/${loadId}`, {
          minutePricing: s.minutePricing,
          ...times,
        });
        expect([edited.statusCode, edited.body]).toEqual([200, edited.body]);

        // the screen's inputs, as the web reads them
        const load = ((await call('GET', `/api/loads/${w.today}`)).json().loads as Load[]).find(
          (l) => l._id === loadId,
        ) as Load;
        const club = (await call('GET', '/api/club')).json() as Club;
        const members = (await call('GET', '/api/member')).json() as Member[];
        const plane = club.planes.find((p) => p._id === load.plane?._id);
        const member = (id: string) => members.find((m) => m._id === id);
        const request = manifestBody.parse(bodyOf(adding));
        const slots = buildManifestGroup(request, {
          members: members.map((m) => ({ ...m, id: m._id })),
          jumpLineAltitudes: plane?.jumpLines.map((l) => l.altitude) ?? [],
          trainingJumps: [],
          load,
        });
        const [quote] = quoteAdding(loadPricingOfApi({ load, plane, club, member }), slots, member);

        const before = member(request.memberId)?.balance ?? 0;
        expect((await call('POST', `/api/loads/${loadId}/jumpers`, bodyOf(adding))).statusCode).toBe(200);
        const landed = await call('POST', `/api/loads/${loadId}/land`);
        expect(landed.statusCode).toBe(200);
        const after = ((await call('GET', '/api/member')).json() as Member[]).find(
          (m) => m._id === request.memberId,
        )?.balance;
        const charged = Math.round(((before ?? 0) - (after ?? 0)) * 100);
        if (quote?.minuteUnknown) {
          // the takeoff is known but not the landing: the quote says the share is not known yet
          expect(s.minutePricing && s.times.land === null).toBe(true);
        } else {
          expect(quote?.cents).toBe(charged);
        }
      }),
      { numRuns: 25 },
    );
  });
});
