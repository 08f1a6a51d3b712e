import { type AuditEvent, type AuditState, eurosToCents, type WindExceedance, windGroups } from '@dz/shared';
import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../app/format';
import { currentLanguage } from '../../app/i18n';
import { formatMoney } from '../../components/MoneyText';
import { exceedanceText } from '../weather/windText';

/** The values the trail keeps that are euros (the API gives them in euros, like all money). */
const moneyKeys = new Set(['charged', 'refunded', 'priceOverride', 'balance', 'amount']);

/** One kept value as a reader sees it: euros the Finnish way, yes and no, a load's state in words. */
export function auditValue(t: TFunction, key: string, value: AuditState[string] | undefined): string {
  if (value === undefined || value === null || value === '') {
    return '–';
  }
  if (moneyKeys.has(key) && typeof value === 'number') {
    return formatMoney(eurosToCents(value));
  }
  if (typeof value === 'boolean') {
    return value ? t('audit.yes') : t('audit.no');
  }
  if (key === 'state') {
    return t(`loads.day.state.${value}`);
  }
  // a bank statement's format and why a bank payment waited for review
  if (key === 'format') {
    return t(`bank.formats.${value}`);
  }
  if (key === 'reviewReason') {
    return t(`bank.review.reasons.${value}`);
  }
  // an eligibility override keeps the self-manifest reasons it overrode
  if (key === 'reasons') {
    return String(value)
      .split(',')
      .map((reason) => t(`errorDetail.${reason}`, { defaultValue: reason }))
      .join('. ');
  }
  return String(value);
}

/** A wind override's kept limit (`windOverride`'s `after`), or null when it is not one the page can word. */
function windExceedanceOf(state: AuditState | null): WindExceedance | null {
  const { group, measure, valueMs, limitMs } = state ?? {};
  const isGroup = (v: unknown): v is WindExceedance['group'] => windGroups.some((g) => g === v);
  if (
    !isGroup(group) ||
    (measure !== 'mean' && measure !== 'gust') ||
    typeof valueMs !== 'number' ||
    typeof limitMs !== 'number'
  ) {
    return null;
  }
  return { group, measure, valueMs, limitMs };
}

/**
 * A wind override (issue 34) as a sentence: the limit that was over ("Oppilaiden tuuliraja ylittyy: puuska
 * 11 m/s > 8 m/s") and when the weather that said so was observed, in the club's time.
 */
function windOverrideLines(t: TFunction, event: AuditEvent, timeZone: string | undefined): string[] | null {
  const exceedance = windExceedanceOf(event.after);
  if (!exceedance) {
    return null;
  }
  const observedAt = event.after?.observedAt;
  return [
    exceedanceText(t, exceedance),
    ...(typeof observedAt === 'string'
      ? [`${t('audit.field.observedAt')}: ${formatDateTime(observedAt, timeZone, currentLanguage())}`]
      : []),
  ];
}

/**
 * The changed values of an event, each as "label: before → after" (or the one side it has); a wind override as
 * its sentence. `timeZone`: the club's, for the times kept.
 */
export function auditChanges(t: TFunction, event: AuditEvent, timeZone?: string): string[] {
  const wind = event.action === 'windOverride' ? windOverrideLines(t, event, timeZone) : null;
  if (wind) {
    return wind;
  }
  const keys = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  return keys.map((key) => {
    const label = t(`audit.field.${key}`, { defaultValue: key });
    const had = event.before ? key in event.before : false;
    const has = event.after ? key in event.after : false;
    const before = auditValue(t, key, event.before?.[key]);
    const after = auditValue(t, key, event.after?.[key]);
    if (had && has) {
      return before === after ? `${label}: ${after}` : `${label}: ${before} → ${after}`;
    }
    return `${label}: ${had ? before : after}`;
  });
}

/** What the event was about: the member, the load (number and day) and the user acted on. */
export function auditSubject(t: TFunction, event: AuditEvent): string {
  const parts: string[] = [];
  if (event.member) {
    parts.push(event.member.name);
  }
  if (event.load) {
    parts.push(
      event.load.number === null
        ? t('audit.deletedLoad')
        : t('audit.load', {
            number: event.load.number,
            date: event.load.date ? formatDate(event.load.date) : '',
          }),
    );
  }
  if (event.user) {
    parts.push(t('audit.user', { name: event.user.name }));
  }
  return parts.join(' · ');
}
