import type { Waiver, WaiverUpdateBody } from '@dz/shared';
import type { NewWaiver, WaiverRow } from './waivers.repo';

/** The columns of the Waiver entity's fields (the form's and a checker's edit), from the shared schema's output. */
export function waiverFieldColumns(input: Omit<WaiverUpdateBody, 'checklist'>) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    street: input.street,
    zip: input.zip,
    city: input.city,
    email: input.email,
    phone: input.phone,
    canopy: input.canopy,
    canopySize: input.canopySize,
    wingLoad: input.wingLoad,
    exitWeight: input.exitWeight,
    nextEquipmentExpiration: input.nextEquipmentExpiration,
    ownGear: input.ownGear,
    isClubMember: input.clubMember,
    isSILMember: input.silMember,
    filmingPermission: input.filmingPermission,
    totalJumps: input.totalJumps,
    license: input.license,
    note: input.note,
  } satisfies Partial<NewWaiver>;
}

/** A row as the shared rules read it (`clubMember`, `silMember` as the API names them). */
export function waiverForRules(w: WaiverRow) {
  return {
    status: w.status,
    signedAt: w.signedAt,
    email: w.email,
    ownGear: w.ownGear,
    nextEquipmentExpiration: w.nextEquipmentExpiration,
    firstName: w.firstName,
    lastName: w.lastName,
    phone: w.phone,
    exitWeight: w.exitWeight,
    totalJumps: w.totalJumps,
    license: w.license,
    clubMember: w.isClubMember,
    silMember: w.isSILMember,
  };
}

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
