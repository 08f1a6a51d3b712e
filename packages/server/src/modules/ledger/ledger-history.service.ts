import {
  type Actor,
  canExportClubLedger,
  canSeeClubLedger,
  canSeeMemberLedger,
  DEFAULT_TIMEZONE,
  DomainError,
  type Language,
  ledgerComment,
  paymentMethodIn,
  readableDateTime,
  type TransactionPage,
  type transactionExportBody,
  transactionQuery,
} from '@dz/shared';
import type { z } from 'zod';
import type { Repos } from '../../repos';
import { csvAmount, writeCsv } from '../csv/csv-format';
import { toTransaction, transactionCsvKeys } from './ledger.presenter';

/** The most rows one export writes (a filter that matches more is cut here). */
const EXPORT_MAX_ROWS = 100_000;

type Query = z.output<typeof transactionQuery>;
/** The list filters of the personal and per-member lists: the member is the list's own. */
export type MemberListQuery = Omit<Query, 'forMember'>;
type ExportBody = z.output<typeof transactionExportBody>;

/**
 * The ledger's read side: the transaction lists (the club's, the caller's own, one member's) and their
 * CSV export. Who sees what is decided here, with the shared predicates.
 */
export function createLedgerHistory(deps: { repos: Pick<Repos, 'clubs' | 'ledger'> }) {
  const { repos } = deps;

  async function clubTimezone(clubId: string): Promise<string> {
    return (await repos.clubs.findById(clubId))?.timezone ?? DEFAULT_TIMEZONE;
  }

  async function page(clubId: string, query: Query): Promise<TransactionPage> {
    const result = await repos.ledger.page(clubId, { ...query, clubTimezone: await clubTimezone(clubId) });
    return { items: result.items.map(toTransaction), pagination: result.pagination };
  }

  function ownMember(actor: Actor): string {
    if (!actor.memberId) {
      throw new DomainError('userNotLinked');
    }
    return actor.memberId;
  }

  return {
    /** `GET /api/transaction/all`: every transaction of the club (admins). */
    async listClubTransactions(actor: Actor, query: Query): Promise<TransactionPage> {
      if (!canSeeClubLedger(actor)) {
        throw new DomainError('onlyAdmin');
      }
      return page(actor.clubId, query);
    },

    /** `GET /api/transaction/personal`: the caller's own member's transactions. */
    async listOwnTransactions(actor: Actor, query: MemberListQuery): Promise<TransactionPage> {
      return page(actor.clubId, { ...query, forMember: ownMember(actor) });
    },

    /** `GET /api/transaction/member/:id`: one member's transactions (their own user, admins, checkers). */
    async listMemberTransactions(actor: Actor, memberId: string, query: MemberListQuery) {
      if (!canSeeMemberLedger(actor, memberId)) {
        throw new DomainError('onlyAdmin');
      }
      return page(actor.clubId, { ...query, forMember: memberId });
    },

    /**
     * `transactions.csv`: the chosen rows, or every row the filter matches. Only admins export the
     * club's rows; anyone else (or an admin asking for `personal`) gets their own member's rows.
     */
    async exportCsv(actor: Actor, body: ExportBody, language: Language): Promise<string> {
      const personal = body.personal || !canExportClubLedger(actor);
      const own = personal ? ownMember(actor) : undefined;
      const timeZone = await clubTimezone(actor.clubId);
      const rows =
        body.ids.length > 0
          ? await repos.ledger.findManyInClub(actor.clubId, body.ids, own)
          : (
              await repos.ledger.page(actor.clubId, {
                ...transactionQuery.parse(body.filter ?? {}),
                ...(own !== undefined ? { forMember: own } : {}),
                page: 1,
                limit: EXPORT_MAX_ROWS,
                clubTimezone: timeZone,
              })
            ).items;
      return writeCsv(
        language,
        'transactions',
        transactionCsvKeys,
        rows.map(toTransaction).map((t) => ({
          date: readableDateTime(t.date, timeZone, language),
          member: t.forName,
          amount: csvAmount(t.amount, language),
          newBalance: csvAmount(t.newBalance, language),
          method: paymentMethodIn(t.method ?? '', language),
          comment: ledgerComment(t, language),
          createdBy: t.createdByName ?? '',
        })),
      );
    },
  };
}

export type LedgerHistory = ReturnType<typeof createLedgerHistory>;
