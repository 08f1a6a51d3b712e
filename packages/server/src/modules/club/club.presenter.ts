import {
  type Club,
  centsToEuros,
  NO_WAIVER_TEXT_VERSION,
  type Plane,
  type WaiverForm,
  type WaiverLanguage,
  type WaiverLink,
  type WaiverSettings,
} from '@dz/shared';
import type { ClubAggregate, WaiverLinkRow } from './club.repo';
import type { WaiverFormRows, WaiverSettingsRows } from './club.service';
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
    bankAccount: { recipient: c.bankRecipient, iban: c.bankIban, bic: c.bankBic },
    paymentTopUp: centsToEuros(c.paymentTopUpCents),
    sendPaymentReceipts: c.sendPaymentReceipts,
    weatherIcao: c.weatherIcao,
    weatherStation: c.weatherStation,
    windLimits: c.windLimits,
    altitudeInFeet: c.altitudeInFeet,
    paymentMethods: c.paymentMethods,
    planes: a.planes.map(toPlane),
    trainingPrograms: a.trainingPrograms.map((p) => ({
      _id: p.id,
      forStudentType: p.forStudentType,
      jumps: p.jumps,
    })),
    waiverLinks: a.waiverLinks.map(toWaiverLink),
  };
}

export function toWaiverLink(l: WaiverLinkRow): WaiverLink {
  return { _id: l.id, title: l.title, url: l.url };
}

/** The admins' waiver settings: each language's current text as a version, and the checklist in order. */
export function toWaiverSettings({ club, texts }: WaiverSettingsRows): WaiverSettings {
  return {
    texts: texts.map((row) => ({
      lang: row.lang as WaiverLanguage,
      versionId: row.id,
      text: row.text,
      created: row.createdAt.toISOString(),
    })),
    checklist: club.waiverChecklist.map((i) => ({ _id: i.id, label: i.label })),
  };
}

/** What the public waiver form shows before signing; a club without a text answers an empty one. */
export function toWaiverForm({ club, links, text, lang }: WaiverFormRows): WaiverForm {
  return {
    clubName: club.name,
    lang: (text?.lang as WaiverLanguage | undefined) ?? lang,
    versionId: text?.id ?? NO_WAIVER_TEXT_VERSION,
    text: text?.text ?? '',
    links: links.map(toWaiverLink),
  };
}

export type { PlaneRow };
