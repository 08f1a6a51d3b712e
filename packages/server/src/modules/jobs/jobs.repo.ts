import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, jobRuns, loads, members, users } from '../../db/schema/index';

/** How often a failed run is tried in all, and when a run left `running` (its node died) may be taken over. */
export const MAX_ATTEMPTS = 5;
const STALE_RUNNING = sql`interval '1 hour'`;

/**
 * The language of a member's newest waiver, null without one (written out: drizzle leaves columns in a select's
 * subquery unqualified, and "id" would then be the waiver's).
 */
const newestWaiverLanguage = sql<
  string | null
>`(select w.language from waivers w where w.member_id = "members"."id" order by w.signed_at desc limit 1)`;

/** What a finished run records. */
export interface RunOutcome {
  status: 'done' | 'failed';
  sent: number;
  failed: number;
  error: string | null;
}

export function createJobsRepo(db: DbOrTx) {
  return {
    /**
     * Claims a job's period; true only for the one node (or call) that claimed it. A period whose run failed
     * (fewer than MAX_ATTEMPTS times), or was left running for an hour, is claimed again for another attempt.
     */
    async claimRun(job: string, period: string): Promise<boolean> {
      const rows = await db
        .insert(jobRuns)
        .values({ job, period, status: 'running' })
        .onConflictDoUpdate({
          target: [jobRuns.job, jobRuns.period],
          set: {
            status: 'running',
            attempts: sql`${jobRuns.attempts} + 1`,
            ranAt: sql`now()`,
            finishedAt: null,
          },
          setWhere: sql`${jobRuns.attempts} < ${MAX_ATTEMPTS} and (${jobRuns.status} = 'failed' or (${jobRuns.status} = 'running' and ${jobRuns.ranAt} < now() - ${STALE_RUNNING}))`,
        })
        .returning({ job: jobRuns.job });
      return rows.length === 1;
    },

    /** Records a claimed run's result. */
    async finishRun(job: string, period: string, outcome: RunOutcome): Promise<void> {
      await db
        .update(jobRuns)
        .set({ ...outcome, finishedAt: sql`now()` })
        .where(and(eq(jobRuns.job, job), eq(jobRuns.period, period)));
    },

    /** The latest runs of a job whose periods start with `prefix` (a club's `club:<id>:`), newest first. */
    async recentRuns(job: string, prefix: string, limit: number) {
      return db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), sql`starts_with(${jobRuns.period}, ${prefix})`))
        .orderBy(desc(jobRuns.ranAt))
        .limit(limit);
    },

    /** The recorded runs of a job, newest first. */
    async runs(job: string) {
      return db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(desc(jobRuns.ranAt));
    },

    /** Every club with what its scheduled mails need: zone, switches, addresses, payment methods. */
    async clubsForJobs() {
      return db
        .select({
          id: clubs.id,
          name: clubs.name,
          timezone: clubs.timezone,
          notificationEmail: clubs.notificationEmail,
          paymentMethods: clubs.paymentMethods,
          bankRecipient: clubs.bankRecipient,
          bankIban: clubs.bankIban,
          bankBic: clubs.bankBic,
          paymentTopUpCents: clubs.paymentTopUpCents,
          sendPaymentReminders: clubs.sendPaymentReminders,
          sendUnlandedLoadRemindersToClub: clubs.sendUnlandedLoadRemindersToClub,
          sendUnlandedLoadRemindersToJumpLeader: clubs.sendUnlandedLoadRemindersToJumpLeader,
        })
        .from(clubs)
        .orderBy(asc(clubs.createdAt));
    },

    /**
     * A club's members in debt who have an e-mail (deleted ones left out), with the language of their newest
     * signed waiver (the one language choice we know of a member), null when they have none.
     */
    async debtors(clubId: string) {
      return db
        .select({
          id: members.id,
          firstName: members.firstName,
          lastName: members.lastName,
          email: members.email,
          balanceCents: members.balanceCents,
          referenceSeq: members.referenceSeq,
          language: newestWaiverLanguage,
        })
        .from(members)
        .where(
          and(
            eq(members.clubId, clubId),
            isNull(members.deletedAt),
            lt(members.balanceCents, 0),
            ne(members.email, ''),
          ),
        )
        .orderBy(asc(members.lastName), asc(members.firstName));
    },

    /** A club's loads of days before `today` still open or flying, with their jump leader's e-mail and language. */
    async unlandedLoads(clubId: string, today: string) {
      return db
        .select({
          id: loads.id,
          date: loads.date,
          number: loads.number,
          state: loads.state,
          jumpLeaderId: loads.jumpLeaderId,
          jumpLeaderEmail: members.email,
          jumpLeaderDeleted: members.deletedAt,
          jumpLeaderLanguage: newestWaiverLanguage,
        })
        .from(loads)
        .leftJoin(members, eq(members.id, loads.jumpLeaderId))
        .where(and(eq(loads.clubId, clubId), lt(loads.date, today), inArray(loads.state, ['open', 'flying'])))
        .orderBy(asc(loads.date), asc(loads.number));
    },

    /**
     * Deletes the accounts never confirmed that were made before `before` and unlinks their members;
     * answers how many went. Run it in a transaction, so no member is left pointing at a deleted user.
     */
    async deleteUnconfirmedUsers(before: Date): Promise<number> {
      const deleted = await db
        .delete(users)
        .where(and(eq(users.confirmed, false), lt(users.createdAt, before)))
        .returning({ id: users.id });
      const ids = deleted.map((d) => d.id);
      if (ids.length > 0) {
        await db.update(members).set({ linkedUserId: null }).where(inArray(members.linkedUserId, ids));
      }
      return ids.length;
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
