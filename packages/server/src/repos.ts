import type { Db, DbOrTx } from './db/client';
import type { WriteClock } from './db/write-clock';
import { refuseInsideWork } from './events/unit-of-work';
import { createAuditRepo } from './modules/audit/audit.repo';
import { createSessionsRepo } from './modules/auth/sessions.repo';
import { createUserTokensRepo } from './modules/auth/user-tokens.repo';
import { createBankRepo } from './modules/bank/bank.repo';
import { createClubRepo } from './modules/club/club.repo';
import { createPlanesRepo } from './modules/club/planes.repo';
import { createClubDataRepo } from './modules/club-data/club-data.repo';
import { createFeedbackRepo } from './modules/feedback/feedback.repo';
import { createHealthRepo } from './modules/health/health.repo';
import { createHostRepo } from './modules/host/host.repo';
import { createJobsRepo } from './modules/jobs/jobs.repo';
import { createLedgerRepo } from './modules/ledger/ledger.repo';
import { createPollsRepo } from './modules/live/polls.repo';
import { createLoadJumpersRepo } from './modules/loads/load-jumpers.repo';
import { createLoadsRepo } from './modules/loads/loads.repo';
import { createMembersRepo } from './modules/members/members.repo';
import { createPushRepo } from './modules/push/push.repo';
import { createStatsRepo } from './modules/stats/stats.repo';
import { createUsersRepo } from './modules/users/users.repo';
import { createWaiversRepo } from './modules/waivers/waivers.repo';
import { withReadsKeptUntilWrite } from './read-models/kept-until-write';
import { createBoardVersionsRepo } from './read-models/versions.repo';

/**
 * Every repo of the app, built on one database handle. Repos are the only code that imports drizzle and the
 * schema (a lint rule in biome.json holds this), and never take a transaction: a repo is bound to its handle.
 *
 * `createRepos` builds the composition root's read repos on the database, handed to services as narrow
 * dependencies (`Pick<Repos, 'loads' | 'members'>`). They refuse to run inside a unit of work: there the work
 * gets the same repos bound to its transaction (`uow.run(async ({ repos, emit }) => …)`, `reposOn(tx)`).
 */
export function createRepos(db: Db, opts: { writes?: WriteClock } = {}): Repos {
  const repos = reposOn(db);
  return refusedInsideWork(opts.writes ? withReadsKeptUntilWrite(repos, opts.writes) : repos);
}

/** All repos on one handle: the database (`createRepos`) or a unit of work's transaction. */
export function reposOn(db: DbOrTx) {
  return {
    audit: createAuditRepo(db),
    bank: createBankRepo(db),
    boardVersions: createBoardVersionsRepo(db),
    clubs: createClubRepo(db),
    clubData: createClubDataRepo(db),
    feedback: createFeedbackRepo(db),
    health: createHealthRepo(db),
    jobs: createJobsRepo(db),
    ledger: createLedgerRepo(db),
    loadJumpers: createLoadJumpersRepo(db),
    loads: createLoadsRepo(db),
    members: createMembersRepo(db),
    planes: createPlanesRepo(db),
    polls: createPollsRepo(db),
    push: createPushRepo(db),
    sessions: createSessionsRepo(db),
    stats: createStatsRepo(db),
    userTokens: createUserTokensRepo(db),
    host: createHostRepo(db),
    users: createUsersRepo(db),
    waivers: createWaiversRepo(db),
  };
}

export type Repos = ReturnType<typeof reposOn>;

/**
 * Each method of every repo first refuses to run inside a unit of work (`refuseInsideWork`): the old mistake, a
 * read repo where the work's repo was meant, fails at once with a clear error instead of waiting forever for the
 * embedded database's one connection or reading outside the transaction on PostgreSQL.
 */
function refusedInsideWork(repos: Repos): Repos {
  const guarded = (repo: object) =>
    Object.fromEntries(
      Object.entries(repo).map(([name, method]) => [
        name,
        typeof method === 'function'
          ? (...args: unknown[]) => {
              refuseInsideWork();
              return method.apply(repo, args);
            }
          : method,
      ]),
    );
  return Object.fromEntries(Object.entries(repos).map(([name, repo]) => [name, guarded(repo)])) as Repos;
}
