import { type AuditEvent, type AuditState, eurosToCents } from '@dz/shared';
import type { TFunction } from 'i18next';
import { formatDate } from '../../app/format';
import { formatMoney } from '../../components/MoneyText';

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

/** The changed values of an event, each as "label: before → after" (or the one side it has). */
export function auditChanges(t: TFunction, event: AuditEvent): string[] {
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
