import type { Plane } from '../club/club.schemas';
import type { GroupRole, MemberRole } from '../enums';
import { type Cents, cents, eurosToCents } from '../money';
import {
  flightMinutes,
  type LoadPricingInput,
  type PricedJumper,
  type PriceLine,
  priceLoad,
} from './loads.rules';
import type { Load, LoadJumper } from './loads.schemas';

/**
 * What prices a load, in cents: its plane's jump lines and minute price, the club's gear rent and rounding, the
 * load's minute pricing switch and times. The server builds it from its rows, the screens from the API's load
 * (`loadPricingOfApi`); both hand it to `pricingInput`, and `priceLoad` prices it: one price for the card,
 * the dialogs, the print sheet and landing.
 */
export interface LoadPricingFacts<J extends PricedJumper & { id: string; altitude: number }> {
  load: { minutePricing: boolean; takeoff: string | null; land: string | null; flightTime: number | null };
  plane: {
    lines: readonly (PriceLine & { altitude: number })[];
    minutePriceCents: Cents | null;
    roundUpMinutePrice: boolean;
  } | null;
  club: { defaultGearRentCents: Cents; roundUpMinutePrice: boolean };
  jumpers: readonly J[];
}

/** The pricing input of a load (domain rules, "Prices"): minute pricing when the load uses it and its plane has a minute price. */
export function pricingInput<J extends PricedJumper & { id: string; altitude: number }>(
  facts: LoadPricingFacts<J>,
): LoadPricingInput<J> {
  const { load, plane, club } = facts;
  const minute =
    load.minutePricing && plane && plane.minutePriceCents !== null
      ? {
          minutePriceCents: plane.minutePriceCents,
          flightMinutes: flightMinutes(load),
          roundUp: plane.roundUpMinutePrice || club.roundUpMinutePrice,
        }
      : null;
  return {
    jumpers: facts.jumpers,
    lines: new Map((plane?.lines ?? []).map((l) => [l.altitude, l])),
    defaultGearRentCents: club.defaultGearRentCents,
    minute,
  };
}

/** Euros of the API (at most two decimals) as cents. */
const centsOf = (euros: number): Cents => eurosToCents(euros) ?? cents(Math.round(euros * 100));
const centsOrNull = (euros: number | null | undefined): Cents | null =>
  euros === null || euros === undefined ? null : centsOf(euros);

/** The pricing facts of a member the screens know: the desk's member list, the jumper's own context. */
export interface MemberPricing {
  isClubMember: boolean;
  role?: MemberRole;
}

/** A jumper priced on a load: the facts `priceLoad` reads, and who it is. */
export type QuoteJumper = PricedJumper & { id: string; memberId: string; altitude: number };

/** A jumper as a screen is about to add them: a manifest slot of the group rules, or the self-manifest's one. */
export interface QuoteSlot {
  memberId: string;
  groupRole: GroupRole;
  altitude: number;
  ownGear: boolean;
  gearRentalCents: Cents | null;
}

/** What a screen has to price a load by: the API's load, its plane in the club settings, the club. */
export interface ApiPricingSource {
  load: Pick<Load, 'minutePricing' | 'takeoff' | 'land' | 'flightTime'> & {
    jumpers: readonly Pick<
      LoadJumper,
      | '_id'
      | 'memberId'
      | 'altitude'
      | 'groupRole'
      | 'didNotJump'
      | 'ownGear'
      | 'gearRental'
      | 'priceOverride'
    >[];
  };
  plane: Pick<Plane, 'jumpLines' | 'minutePrice' | 'roundUpMinutePrice'> | null | undefined;
  club: { defaultGearRent: number; roundUpMinutePrice: boolean } | null | undefined;
  /** The pricing facts of a member by id; unknown members price as non-members. */
  member: (memberId: string) => MemberPricing | undefined;
}

/** The pricing facts of a load as the API shows it, in cents: what the server builds from its rows. */
export function loadPricingOfApi(source: ApiPricingSource): LoadPricingFacts<QuoteJumper> {
  const { load, plane, club } = source;
  return {
    load,
    plane: plane
      ? {
          lines: plane.jumpLines.map((l) => ({
            altitude: l.altitude,
            priceCents: centsOf(l.price),
            priceForMembersCents: centsOrNull(l.priceForMembers),
            tandemPriceCents: centsOrNull(l.tandemPrice),
          })),
          minutePriceCents: centsOrNull(plane.minutePrice),
          roundUpMinutePrice: plane.roundUpMinutePrice,
        }
      : null,
    club: {
      defaultGearRentCents: centsOf(club?.defaultGearRent ?? 0),
      roundUpMinutePrice: club?.roundUpMinutePrice ?? false,
    },
    jumpers: load.jumpers.map((j) => {
      const m = source.member(j.memberId);
      return {
        id: j._id,
        memberId: j.memberId,
        altitude: j.altitude,
        groupRole: j.groupRole,
        didNotJump: j.didNotJump,
        ownGear: j.ownGear,
        gearRentalCents: centsOrNull(j.gearRental),
        priceOverrideCents: centsOrNull(j.priceOverride),
        isClubMember: m?.isClubMember ?? false,
        role: m?.role,
      };
    }),
  };
}

/** What a quote says of a price: a fixed one, or a minute price share not known until the flight time is. */
export interface Quote {
  cents: Cents;
  /** Minute pricing with no flight time yet: the share is unknown (0 until then). */
  minuteUnknown: boolean;
}

/**
 * What each of `adding` would pay once on the load (in their order): `priceLoad` over the load with them on it,
 * so a minute price share counts them among the payers. The add dialog, its several-jumpers rows and the
 * self-manifest quote with it; landing charges `priceLoad` of the same facts.
 */
export function quoteAdding(
  facts: LoadPricingFacts<QuoteJumper>,
  adding: readonly QuoteSlot[],
  member: (memberId: string) => MemberPricing | undefined,
): Quote[] {
  const added: QuoteJumper[] = adding.map((slot, i) => {
    const m = member(slot.memberId);
    return {
      id: `quote:${i}`,
      memberId: slot.memberId,
      altitude: slot.altitude,
      groupRole: slot.groupRole,
      didNotJump: false,
      ownGear: slot.ownGear,
      gearRentalCents: slot.gearRentalCents,
      priceOverrideCents: null,
      isClubMember: m?.isClubMember ?? false,
      role: m?.role,
    };
  });
  const input = pricingInput({ ...facts, jumpers: [...facts.jumpers, ...added] });
  const prices = priceLoad(input);
  const minuteUnknown = input.minute !== null && input.minute.flightMinutes === null;
  return added.map((j) => ({ cents: prices.get(j.id) ?? cents(0), minuteUnknown }));
}
