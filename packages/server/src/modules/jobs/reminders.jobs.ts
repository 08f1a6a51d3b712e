import { languageOf } from '@dz/shared';
import type { Mail, Mailer } from '../../mail/mailer';
import { paymentReminderMail, unlandedLoadsMail } from '../../mail/templates';
import type { Repos } from '../../repos';
import { paymentInfoOf } from '../bank/payment-info.presenter';
import { paymentQrAttachment } from '../bank/payment-qr';
import { clubPeriod, dailyPeriod, weeklyMondayPeriod } from './periods';
import { type DueRun, type JobDefinition, sendAll } from './scheduler';

interface Deps {
  repos: Pick<Repos, 'jobs'>;
  mailer: Pick<Mailer, 'send'>;
}

/**
 * Payment reminders (spec 9): every Monday from 00:00 in each club's own zone, when the club's
 * `sendPaymentReminders` is on, a mail to each member with a negative balance and an e-mail, in their language
 * (their newest waiver's, else Finnish). Period `club:<id>:<YYYY-Www>`.
 */
export function paymentRemindersJob({ repos, mailer }: Deps): JobDefinition {
  return {
    name: 'paymentReminders',
    async due(now) {
      const dues: DueRun[] = [];
      for (const club of await repos.jobs.clubsForJobs()) {
        const week = weeklyMondayPeriod(now, club.timezone);
        if (!club.sendPaymentReminders || week === null) {
          continue;
        }
        dues.push({
          period: clubPeriod(club.id, week),
          async run() {
            const debtors = await repos.jobs.debtors(club.id);
            const mails = await Promise.all(
              debtors.map(async (m) => {
                const bank = club.bankIban ? paymentInfoOf(club, m) : null;
                const mail = paymentReminderMail(m.email, languageOf(m.language), {
                  clubName: club.name,
                  name: m.firstName,
                  balanceCents: m.balanceCents,
                  paymentMethods: club.paymentMethods,
                  bank,
                });
                // the QR code a banking app scans, as in the member's profile
                return bank ? { ...mail, attachments: [await paymentQrAttachment(bank)] } : mail;
              }),
            );
            return sendAll(mailer, mails);
          },
        });
      }
      return dues;
    },
  };
}

/**
 * Unlanded-load reminders (spec 6 and 9): each day from 00:00 in the club's zone, the loads of past days still
 * open or flying, to the club's notification e-mail (`sendUnlandedLoadRemindersToClub`, in Finnish) and to each
 * load's jump leader (`sendUnlandedLoadRemindersToJumpLeader`, their loads only, in their language). Period
 * `club:<id>:<YYYY-MM-DD>`; a day without such loads sends nothing.
 */
export function unlandedLoadRemindersJob({ repos, mailer }: Deps): JobDefinition {
  return {
    name: 'unlandedLoadReminders',
    async due(now) {
      const dues: DueRun[] = [];
      for (const club of await repos.jobs.clubsForJobs()) {
        const toClub = club.sendUnlandedLoadRemindersToClub && club.notificationEmail.trim() !== '';
        if (!toClub && !club.sendUnlandedLoadRemindersToJumpLeader) {
          continue;
        }
        const today = dailyPeriod(now, club.timezone);
        dues.push({
          period: clubPeriod(club.id, today),
          async run() {
            const loads = await repos.jobs.unlandedLoads(club.id, today);
            const mails: Mail[] = [];
            if (loads.length > 0 && toClub) {
              mails.push(
                unlandedLoadsMail(club.notificationEmail.trim(), 'fi', { clubName: club.name, loads }),
              );
            }
            if (club.sendUnlandedLoadRemindersToJumpLeader) {
              const byLeader = new Map<string, typeof loads>();
              for (const load of loads) {
                if (load.jumpLeaderId && load.jumpLeaderEmail && !load.jumpLeaderDeleted) {
                  byLeader.set(load.jumpLeaderId, [...(byLeader.get(load.jumpLeaderId) ?? []), load]);
                }
              }
              for (const own of byLeader.values()) {
                const first = own[0] as (typeof loads)[number];
                mails.push(
                  unlandedLoadsMail(first.jumpLeaderEmail as string, languageOf(first.jumpLeaderLanguage), {
                    clubName: club.name,
                    loads: own,
                  }),
                );
              }
            }
            return { loads: loads.length, ...(await sendAll(mailer, mails)) };
          },
        });
      }
      return dues;
    },
  };
}
