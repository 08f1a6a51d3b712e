import { type Club, centsToEuros, type Plane } from '@dz/shared';
import type { ClubAggregate } from './club.repo';
import type { PlaneRow } from './planes.repo';

type PlaneWithLines = ClubAggregate['planes'][number];

export function toPlane(p: PlaneWithLines): Plane {
  return {
    _id: p.id,
    aircraftModel: p.aircraftModel,
    registration: p.registration,
    icaoCode: p.icaoCode,
    slots: p.slots,
    weightAvailable: p.weightAvailable,
    weightWarningThreshold: p.weightWarningThreshold,
    weightDangerThreshold: p.weightDangerThreshold,
    isDefault: p.isDefault,
    minutePrice: p.minutePriceCents === null ? null : centsToEuros(p.minutePriceCents),
    roundUpMinutePrice: p.roundUpMinutePrice,
    jumpLines: p.jumpLines.map((l) => ({
      _id: l.id,
      altitude: l.altitude,
      price: centsToEuros(l.priceCents),
      priceForMembers: l.priceForMembersCents === null ? null : centsToEuros(l.priceForMembersCents),
      tandemPrice: l.tandemPriceCents === null ? null : centsToEuros(l.tandemPriceCents),
    })),
  };
}

/** The club as the API answers it; the club key and notification address only for admins. */
export function toClub(a: ClubAggregate, opts: { admin: boolean }): Club {
  const c = a.club;
  return {
    _id: c.id,
    created: c.createdAt.toISOString(),
    name: c.name,
    ...(opts.admin ? { clubKey: c.clubKey, notificationEmail: c.notificationEmail } : {}),
    slug: c.slug,
    timezone: c.timezone,
    defaultGearRent: centsToEuros(c.defaultGearRentCents),
    allowCustomPaymentMethods: c.allowCustomPaymentMethods,
    sendPaymentReminders: c.sendPaymentReminders,
    sendUnlandedLoadRemindersToClub: c.sendUnlandedLoadRemindersToClub,
    sendUnlandedLoadRemindersToJumpLeader: c.sendUnlandedLoadRemindersToJumpLeader,
    roundUpMinutePrice: c.roundUpMinutePrice,
    selfManifestCutoffMinutes: c.selfManifestCutoffMinutes,
    creditLimit: centsToEuros(c.creditLimitCents),
    backupRetentionDays: c.backupRetentionDays,
    privacyNotice: c.privacyNotice,
    paymentMethods: c.paymentMethods,
    planes: a.planes.map(toPlane),
    trainingPrograms: a.trainingPrograms.map((p) => ({
      _id: p.id,
      forStudentType: p.forStudentType,
      jumps: p.jumps,
    })),
    waiverLinks: a.waiverLinks.map((l) => ({ _id: l.id, title: l.title, url: l.url })),
  };
}

export type { PlaneRow };
