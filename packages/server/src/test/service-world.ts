import type { Actor } from '@dz/shared';
import { runMigrations } from '../db/migrate';
import { createEventRecorder, type DomainEvent } from '../events/domain-events';
import { createUnitOfWork, type UnitOfWork } from '../events/unit-of-work';
import type { ClubRow, NewClub } from '../modules/club/club.repo';
import type { MemberRow, NewMember } from '../modules/members/members.repo';
import type { NewUser, UserRow } from '../modules/users/users.repo';
import { actorOf } from '../plugins/auth';
import { createRepos, type Repos } from '../repos';
import { createTestClock, type TestClock } from './clock';
import { createTestDatabase } from './db';

export interface ServiceWorldOptions {
  /** Columns of the one club, over the name "Utti" and the key "utti". */
  club?: Partial<NewClub>;
  /** The clock the world hands out; a fixed one (test/clock.ts) unless given. */
  clock?: TestClock;
}

/** What a service test builds its service on: one migrated database with one club, and factories. */
export interface ServiceWorld {
  repos: Repos;
  /** Runs transactions on the world's database and publishes their events to `events`. */
  uow: UnitOfWork;
  /** The events published so far, in order; a test empties it with `events.length = 0`. */
  events: DomainEvent[];
  clock: TestClock;
  club: ClubRow;
  clubId: string;
  /** A confirmed user of the club (`user<n>`), with the given columns over the defaults. */
  addUser(over?: Partial<NewUser>): Promise<UserRow>;
  /**
   * A member of the club with a zero balance, with the given columns over the defaults. Given `user`, the
   * member and that user are linked both ways (the stored user row; the `user` object is not changed).
   */
  addMember(over?: Partial<NewMember> & { user?: UserRow }): Promise<MemberRow>;
  /** The actor a signed-in user is, built as the auth plugin builds it. */
  actorOf(user: UserRow): Actor;
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  close(): Promise<void>;
}

/**
 * A fresh service-test world: a migrated database (in-memory PGlite, or a new database on the server that
 * TEST_DATABASE_URL names), every repo, a unit of work recording its events, a fixed clock and one club.
 * The factories write through the repos, as the services do. Build it in `beforeAll`, `close()` in `afterAll`.
 */
export async function serviceWorld(opts: ServiceWorldOptions = {}): Promise<ServiceWorld> {
  const database = await createTestDatabase();
  await runMigrations(database);
  const repos = createRepos(database.db);
  const recorder = createEventRecorder();
  const uow = createUnitOfWork({ db: database.db, publisher: recorder });
  const club = await repos.clubs.insert({ name: 'Utti', clubKey: 'utti', slug: 'utti-dz', ...opts.club });
  const clubId = club.id;
  let seq = 0;
  const clock = opts.clock ?? createTestClock();

  return {
    repos,
    uow,
    events: recorder.events,
    clock,
    club,
    clubId,
    addUser(over = {}) {
      seq += 1;
      return repos.users.insert({
        clubId,
        username: `user${seq}`,
        email: `user${seq}@example.com`,
        displayName: `User ${seq}`,
        confirmed: true,
        ...over,
      });
    },
    async addMember({ user, ...over } = {}) {
      seq += 1;
      const member = await repos.members.insert({
        clubId,
        firstName: `Member${seq}`,
        lastName: 'Jumper',
        role: 'jumper',
        linkedUserId: user?.id ?? null,
        ...over,
      });
      if (!member) {
        throw new Error('member insert returned nothing');
      }
      if (user) {
        await repos.users.setLinkedMember(user.clubId, user.id, member.id, clock.now());
      }
      return member;
    },
    actorOf,
    close: () => database.drop(),
  };
}
