import { describe, expect, it } from 'vitest';
import { cents } from '../money';
import {
  type ApiPricingSource,
  loadPricingOfApi,
  pricingInput,
  type QuoteSlot,
  quoteAdding,
} from './quote.rules';

const plane = {
  jumpLines: [
    { _id: 'l1', altitude: 1000, price: 20, priceForMembers: null, tandemPrice: null },
    { _id: 'l2', altitude: 4000, price: 32, priceForMembers: 29.5, tandemPrice: 250 },
  ],
  minutePrice: 10,
  roundUpMinutePrice: false,
};
const club = { defaultGearRent: 15, roundUpMinutePrice: false };
const members: Record<string, { isClubMember: boolean }> = {
  fun: { isClubMember: false },
  member: { isClubMember: true },
  a: { isClubMember: false },
  b: { isClubMember: true },
};
const member = (id: string) => members[id];
const onLoad = (memberId: string, over: Record<string, unknown> = {}) => ({
  _id: `j-${memberId}`,
  memberId,
  altitude: 4000,
  groupRole: 'single' as const,
  didNotJump: false,
  ownGear: true,
  gearRental: null,
  priceOverride: null,
  ...over,
});
const source = (over: Partial<ApiPricingSource['load']> = {}): ApiPricingSource => ({
  load: { minutePricing: false, takeoff: null, land: null, flightTime: null, jumpers: [], ...over },
  plane,
  club,
  member,
});
const slot = (memberId: string, over: Partial<QuoteSlot> = {}): QuoteSlot => ({
  memberId,
  groupRole: 'single',
  altitude: 4000,
  ownGear: false,
  gearRentalCents: null,
  ...over,
});
const quote = (src: ApiPricingSource, ...slots: QuoteSlot[]) =>
  quoteAdding(loadPricingOfApi(src), slots, member).map((q) => [q.cents, q.minuteUnknown]);

describe('quoteAdding: what a screen says landing will charge', () => {
  it.each<[string, ApiPricingSource, QuoteSlot[], [number, boolean][]]>([
    ['the line and the club’s rent', source(), [slot('fun')], [[4700, false]]],
    ['the members’ price, to the cent', source(), [slot('member', { ownGear: true })], [[2950, false]]],
    ['the jumper’s own rent', source(), [slot('fun', { gearRentalCents: cents(750) })], [[3950, false]]],
    ['a line without a members’ price', source(), [slot('member', { altitude: 1000 })], [[3500, false]]],
    ['a working jump is free', source(), [slot('fun', { groupRole: 'instructor' })], [[0, false]]],
    [
      'a tandem passenger pays nothing from an account',
      source(),
      [slot('fun', { groupRole: 'passenger' })],
      [[0, false]],
    ],
    [
      'minute pricing: 10 € × 13 min shared by the two on the load and the one added',
      source({ minutePricing: true, takeoff: '11:40', land: '11:53', jumpers: [onLoad('a'), onLoad('b')] }),
      [slot('fun')],
      [[4334, false]],
    ],
    [
      'minute pricing before the landing time: the share is not known',
      source({ minutePricing: true, takeoff: '11:40', jumpers: [onLoad('a')] }),
      [slot('fun')],
      [[0, true]],
    ],
    [
      'minute pricing of a flight that took no minute: nothing to share, and known',
      source({ minutePricing: true, takeoff: '11:40', land: '11:40', jumpers: [onLoad('a')] }),
      [slot('fun')],
      [[0, false]],
    ],
    [
      'minute pricing by an entered flight time, two added at once',
      source({ minutePricing: true, flightTime: 12 }),
      [slot('fun'), slot('member')],
      [
        [6000, false],
        [6000, false],
      ],
    ],
    [
      'a did-not-jump jumper on the load is not among the payers',
      source({ minutePricing: true, flightTime: 12, jumpers: [onLoad('a', { didNotJump: true })] }),
      [slot('fun')],
      [[12000, false]],
    ],
  ])('%s', (_name, src, slots, expected) => {
    expect(quote(src, ...slots)).toEqual(expected);
  });

  it('rounds the minute share up to a whole euro when the plane or the club says so', () => {
    const load = {
      minutePricing: true,
      takeoff: '11:40',
      land: '11:53',
      jumpers: [onLoad('a'), onLoad('b')],
    };
    expect(quote({ ...source(load), plane: { ...plane, roundUpMinutePrice: true } }, slot('fun'))).toEqual([
      [4400, false],
    ]);
    expect(quote({ ...source(load), club: { ...club, roundUpMinutePrice: true } }, slot('fun'))).toEqual([
      [4400, false],
    ]);
  });

  it('uses no minute price without a plane minute price or the load’s switch', () => {
    const facts = loadPricingOfApi(source({ minutePricing: true, flightTime: 10 }));
    expect(pricingInput(facts).minute).toEqual({ minutePriceCents: 1000, flightMinutes: 10, roundUp: false });
    expect(
      pricingInput({ ...facts, plane: facts.plane && { ...facts.plane, minutePriceCents: null } }).minute,
    ).toBe(null);
    expect(pricingInput(loadPricingOfApi(source({ flightTime: 10 }))).minute).toBe(null);
  });
});
