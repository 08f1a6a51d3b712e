import type { WaiverUpdateBody } from '@dz/shared';
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
