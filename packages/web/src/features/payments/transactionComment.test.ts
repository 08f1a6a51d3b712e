import { describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { transactionComment } from './transactionComment';

const jump = {
  kind: 'jump' as const,
  comment: 'Load 1 2026-11-22, 4000 m',
  loadRef: { loadId: 'l1', number: 1, date: '2026-11-22', altitude: 4000 },
};

describe('transactionComment', () => {
  it('says a jump charge and its refund in the reader’s language', async () => {
    await i18n.changeLanguage('fi');
    expect(transactionComment(jump, i18n.t)).toBe('Nousu 1 22.11.2026, 4000 m');
    expect(transactionComment({ ...jump, kind: 'refund' }, i18n.t)).toBe(
      'Nousu 1 22.11.2026, 4000 m (avattu uudelleen)',
    );
    await i18n.changeLanguage('en');
    expect(transactionComment({ ...jump, kind: 'refund' }, i18n.t)).toBe(
      'Load 1 22.11.2026, 4000 m (reopened)',
    );
  });

  it('shows a typed comment as written', () => {
    expect(transactionComment({ kind: 'payment', comment: 'Käteinen kassaan', loadRef: null }, i18n.t)).toBe(
      'Käteinen kassaan',
    );
  });
});
