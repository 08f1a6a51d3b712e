import type { Db, DbOrTx } from './db/client';
import { keptUntilWrite } from './db/kept-until-write';
import { createAuditRepo } from './modules/audit/audit.repo';
import { createSessionsRepo } from './modules/auth/sessions.repo';
import { createUserTokensRepo } from './modules/auth/user-tokens.repo';
import { createClubRepo } from './modules/club/club.repo';
import { createFeedbackRepo } from './modules/feedback/feedback.repo';
import { createHealthRepo } from './modules/health/health.repo';
import { createJobsRepo } from './modules/jobs/jobs.repo';
import { createLedgerRepo } from './modules/ledger/ledger.repo';
import { createBoardVersionsRepo } from './modules/loads/board-versions.repo';
import { createLoadsRepo } from './modules/loads/loads.repo';
import { createMembersRepo } from './modules/members/members.repo';
import { createPushRepo } from './modules/push/push.repo';
import { createStatsRepo } from './modules/stats/stats.repo';
import { createUsersRepo } from './modules/users/users.repo';
import { createWaiversRepo } from './modules/waivers/waivers.repo';

/**
 * Every repo of the app, built once on the database by the composition root and handed to services as
 * narrow dependencies (`Pick<Repos, 'loads' | 'members'>`). Repos are the only code that imports drizzle
 * and the schema (a lint rule in biome.json holds this); each method takes a `tx` as its optional last
 * argument so a service can run several in one unit of work.
 */
export function createRepos(db: Db, opts: { writeCount?: () => number } = {}): Repos {
  const repos = reposOn(db);
  return opts.writeCount ? withReadsKeptUntilWrite(repos, opts.writeCount) : repos;
}

function reposOn(db: Db) {
  return {
    audit: createAuditRepo(db),
    boardVersions: createBoardVersionsRepo(db),
    clubs: createClubRepo(db),
    feedback: createFeedbackRepo(db),
    health: createHealthRepo(db),
    jobs: createJobsRepo(db),
    ledger: createLedgerRepo(db),
    loads: createLoadsRepo(db),
    members: createMembersRepo(db),
    push: createPushRepo(db),
    sessions: createSessionsRepo(db),
    stats: createStatsRepo(db),
    userTokens: createUserTokensRepo(db),
    users: createUsersRepo(db),
    waivers: createWaiversRepo(db),
  };
}

export type Repos = ReturnType<typeof reposOn>;

/**
 * On the embedded database (one process, `Database.writeCount`): the two reads every signed-in read makes, the
 * session's user and the board's counters, are kept until the next write; inside a transaction they always read.
 */
function withReadsKeptUntilWrite(repos: Repos, writeCount: () => number): Repos {
  const { users, boardVersions } = repos;
  const session = keptUntilWrite(
    writeCount,
    (userId: string, familyId: string) => users.findBySession(userId, familyId),
    (userId, familyId) => `${userId}|${familyId}`,
  );
  const counters = keptUntilWrite(
    writeCount,
    (clubId: string, date: string) => boardVersions.read(clubId, date),
    (clubId, date) => `${clubId}|${date}`,
  );
  return {
    ...repos,
    users: {
      ...users,
      findBySession: (userId: string, familyId: string, tx?: DbOrTx) =>
        tx ? users.findBySession(userId, familyId, tx) : session(userId, familyId),
    },
    boardVersions: {
      ...boardVersions,
      read: (clubId: string, date: string, tx?: DbOrTx) =>
        tx ? boardVersions.read(clubId, date, tx) : counters(clubId, date),
    },
  };
}
