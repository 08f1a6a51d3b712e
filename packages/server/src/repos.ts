import type { Db } from './db/client';
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
export function createRepos(db: Db) {
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

export type Repos = ReturnType<typeof createRepos>;
