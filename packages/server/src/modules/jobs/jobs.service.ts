import {
  type Actor,
  clubDate,
  DomainError,
  isAdmin,
  JOB_RUNS_SHOWN,
  type JobsOverview,
  scheduledJobNames,
  sharedText,
  type testableJobNames,
} from '@dz/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../../mail/mailer';
import { paymentReminderMail, unlandedLoadsMail } from '../../mail/templates';
import type { Repos } from '../../repos';
import { paymentInfoOf } from '../bank/payment-info.presenter';

interface Deps {
  repos: Pick<Repos, 'jobs' | 'clubs' | 'users' | 'members'>;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Whether the nightly backup runs here (the embedded database on disk). */
  backupsEnabled?: boolean;
}

/** A sample debt for the payment reminder's test when the admin's own balance is not negative. */
const SAMPLE_DEBT_CENTS = -4550;

/**
 * The scheduled jobs as an admin sees them in club settings: each job, whether it is on for the club, its
 * latest runs (the club's own periods; the cleanup's are the installation's), and a test of a reminder sent to
 * the admin alone (no run is recorded, nobody else is mailed).
 */
export function createJobsAdminService({ repos, mailer, now, log, backupsEnabled = false }: Deps) {
  function assertAdmin(actor: Actor) {
    if (!isAdmin(actor)) {
      throw new DomainError('onlyAdmin');
    }
  }

  return {
    async overview(actor: Actor): Promise<JobsOverview> {
      assertAdmin(actor);
      const club = await repos.clubs.findById(actor.clubId);
      if (!club) {
        throw new DomainError('clubNotFound');
      }
      const enabled = {
        paymentReminders: club.sendPaymentReminders,
        unlandedLoadReminders:
          (club.sendUnlandedLoadRemindersToClub && club.notificationEmail.trim() !== '') ||
          club.sendUnlandedLoadRemindersToJumpLeader,
        deleteUnconfirmedUsers: true,
        nightlyBackup: backupsEnabled,
      };
      const jobs = await Promise.all(
        scheduledJobNames.map(async (name) => {
          // the clean-up and the backup are the installation's, not a club's
          const prefix =
            name === 'deleteUnconfirmedUsers' || name === 'nightlyBackup' ? '' : `club:${club.id}:`;
          const runs = await repos.jobs.recentRuns(name, prefix, JOB_RUNS_SHOWN);
          return {
            name,
            enabled: enabled[name],
            runs: runs.map((r) => ({
              period: r.period.startsWith(prefix) ? r.period.slice(prefix.length) : r.period,
              ranAt: r.ranAt.toISOString(),
              finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null,
              status: r.status,
              attempts: r.attempts,
              sent: r.sent,
              failed: r.failed,
              error: r.error,
            })),
          };
        }),
      );
      return { jobs };
    },

    /** Sends one reminder of `job` to the calling admin's own address, marked as a test, in `lang`. */
    async sendTest(
      actor: Actor,
      job: (typeof testableJobNames)[number],
      lang: 'fi' | 'en',
    ): Promise<{ sentTo: string }> {
      assertAdmin(actor);
      const [club, user] = await Promise.all([
        repos.clubs.findById(actor.clubId),
        repos.users.findInClub(actor.clubId, actor.userId),
      ]);
      if (!club || !user) {
        throw new DomainError('clubNotFound');
      }
      const t = (key: string, params: Record<string, string> = {}) =>
        sharedText(lang, `mail.jobTest.${key}`, params);
      let mail: Mail;
      if (job === 'paymentReminders') {
        const member = actor.memberId
          ? await repos.members.findInClub(actor.clubId, actor.memberId)
          : undefined;
        const balanceCents = member && member.balanceCents < 0 ? member.balanceCents : SAMPLE_DEBT_CENTS;
        mail = paymentReminderMail(user.email, lang, {
          clubName: club.name,
          name: member?.firstName ?? user.displayName,
          balanceCents,
          paymentMethods: club.paymentMethods,
          // the sample shows the admin's own reference (or the club's first member's) with the sample debt
          bank: club.bankIban
            ? paymentInfoOf(club, { referenceSeq: member?.referenceSeq ?? 1, balanceCents })
            : null,
        });
      } else {
        const loads = await repos.jobs.unlandedLoads(club.id, clubDate(now(), club.timezone));
        mail = unlandedLoadsMail(user.email, lang, { clubName: club.name, loads });
        if (loads.length === 0) {
          mail = { ...mail, text: `${mail.text}\n\n${t('testNoLoads')}` };
        }
      }
      const test: Mail = {
        ...mail,
        subject: t('testSubject', { subject: mail.subject }),
        text: `${t('testIntro')}\n\n${mail.text}`,
      };
      try {
        await mailer.send(test);
      } catch (err) {
        log.error({ err, job }, 'a test reminder could not be sent');
        throw new DomainError('testMailFailed');
      }
      return { sentTo: user.email };
    },
  };
}

export type JobsAdminService = ReturnType<typeof createJobsAdminService>;
