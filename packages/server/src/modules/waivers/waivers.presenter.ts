import type { Waiver } from '@dz/shared';
import type { WaiverRow } from './waivers.repo';

/**
 * A waiver's checklist: the club's items in their order (ticked or not), then items ticked before the club
 * removed them (with the text they had).
 */
function checklistOf(
  w: WaiverRow,
  names: ReadonlyMap<string, string>,
  items: readonly { id: string; label: string }[],
): Waiver['checklist'] {
  const tickOf = (itemId: string, label: string) => {
    const tick = w.checklist[itemId];
    return {
      itemId,
      label,
      checked: !!tick,
      checkedBy: tick?.by ?? null,
      checkedByName: tick ? (names.get(tick.by) ?? null) : null,
      checkedAt: tick?.at ?? null,
    };
  };
  const known = new Set(items.map((i) => i.id));
  return [
    ...items.map((i) => tickOf(i.id, i.label)),
    ...Object.entries(w.checklist)
      .filter(([itemId]) => !known.has(itemId))
      .map(([itemId, tick]) => tickOf(itemId, tick.label ?? '')),
  ];
}

/**
 * The API's waiver fields (without the member candidates, which the list adds); `names` gives the display
 * names of the users who approved or ticked, `items` the club's checklist items.
 */
export function toWaiver(
  w: WaiverRow,
  names: ReadonlyMap<string, string>,
  items: readonly { id: string; label: string }[] = [],
): Omit<Waiver, 'memberCandidates'> {
  return {
    _id: w.id,
    firstName: w.firstName,
    lastName: w.lastName,
    street: w.street,
    zip: w.zip,
    city: w.city,
    email: w.email,
    phone: w.phone,
    canopy: w.canopy,
    canopySize: w.canopySize,
    wingLoad: w.wingLoad,
    exitWeight: w.exitWeight,
    nextEquipmentExpiration: w.nextEquipmentExpiration,
    ownGear: w.ownGear,
    clubMember: w.isClubMember,
    silMember: w.isSILMember,
    filmingPermission: w.filmingPermission,
    totalJumps: w.totalJumps,
    license: w.license,
    note: w.note,
    signature: w.signature,
    waiverTextVersionId: w.waiverTextVersion,
    signedAt: w.signedAt.toISOString(),
    year: w.year,
    status: w.status,
    approvedBy: w.approvedBy,
    approvedByName: w.approvedBy ? (names.get(w.approvedBy) ?? null) : null,
    approvedAt: w.approvedAt?.toISOString() ?? null,
    memberId: w.memberId,
    checklist: checklistOf(w, names, items),
    modified: w.modifiedAt.toISOString(),
  };
}

/** The user ids a list of waivers names (approvers and checklist tickers), for one name lookup. */
export function userIdsOf(rows: readonly WaiverRow[]): string[] {
  return rows.flatMap((w) => [
    ...(w.approvedBy ? [w.approvedBy] : []),
    ...Object.values(w.checklist).map((t) => t.by),
  ]);
}
