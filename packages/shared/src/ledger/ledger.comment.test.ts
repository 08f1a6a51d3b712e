import { describe, expect, it } from 'vitest';
import { ledgerComment, ledgerCommentText } from './ledger.comment';

const loadRef = {
  loadId: '6f1c0000-0000-4000-8000-000000000001',
  number: 1,
  date: '2026-11-22',
  altitude: 4000,
};

describe('the text of a ledger row', () => {
  it('says a jump charge and its refund from the load, with the date as d.M.yyyy', () => {
    expect(ledgerCommentText({ kind: 'jump', comment: 'Load 1 2026-11-22, 4000 m', loadRef })).toEqual({
      key: 'ledgerComment.jump',
      params: { number: 1, date: '22.11.2026', altitude: 4000 },
    });
    expect(
      ledgerCommentText({
        kind: 'refund',
        comment: 'Load 1 2026-11-22, 4000 m (reopened)',
        loadRef: { ...loadRef, date: '2026-01-05' },
      }),
    ).toEqual({ key: 'ledgerComment.refund', params: { number: 1, date: '5.1.2026', altitude: 4000 } });
  });

  it('leaves the typed comment of a payment, and a row without a load, as written', () => {
    expect(ledgerCommentText({ kind: 'payment', comment: 'Cash', loadRef: null })).toBeNull();
    expect(ledgerCommentText({ kind: 'jump', comment: 'Old row', loadRef: null })).toBeNull();
    expect(ledgerCommentText({ kind: 'newBalance', comment: '', loadRef })).toBeNull();
  });

  it('renders in the reader’s language, and the comment itself otherwise', () => {
    const jump = { kind: 'jump' as const, comment: 'Load 1 2026-11-22, 4000 m', loadRef };
    expect(ledgerComment(jump, 'fi')).toBe('Nousu 1 22.11.2026, 4000 m');
    expect(ledgerComment(jump, 'en')).toBe('Load 1 22.11.2026, 4000 m');
    expect(ledgerComment({ ...jump, kind: 'refund' }, 'fi')).toBe(
      'Nousu 1 22.11.2026, 4000 m (avattu uudelleen)',
    );
    expect(ledgerComment({ kind: 'payment', comment: 'Käteinen', loadRef: null }, 'en')).toBe('Käteinen');
  });
});
