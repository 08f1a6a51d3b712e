import { DomainError, type SetupBody } from '@dz/shared';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, members } from '../../db/schema/index';
import { hashPassword } from '../auth/passwords';
import { createUsersRepo, type UserRow } from '../users/users.repo';

/** Splits a display name into first and last name for the overlord's own member ("Anna Maria Virtanen"). */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const parts = displayName.trim().split(/\s+/);
  if (parts.length < 2) {
    return { firstName: parts[0] ?? displayName, lastName: '' };
  }
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1) ?? '' };
}

/** Arbitrary fixed key: serialises concurrent first-run requests. */
const SETUP_LOCK_KEY = 7_242_002;

export function createSetupService(deps: { db: Db }) {
  const { db } = deps;
  const users = createUsersRepo(db);

  return {
    async needsSetup(): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(clubs);
      return (row?.n ?? 0) === 0;
    },

    /**
     * The first run: creates the club, its first user (admin, role overlord, confirmed) and that user's
     * member, linked both ways, in one transaction. Refused once any club exists.
     */
    async setup(body: SetupBody): Promise<UserRow> {
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK_KEY})`);
        const [existing] = await tx.select({ n: count() }).from(clubs);
        if ((existing?.n ?? 0) > 0) {
          throw new DomainError('setupDone');
        }
        const [club] = await tx
          .insert(clubs)
          .values({ name: body.clubName, clubKey: body.clubKey, notificationEmail: body.email })
          .returning();
        if (!club) {
          throw new Error('club insert returned nothing');
        }
        const user = await users.insert(
          {
            clubId: club.id,
            username: body.username,
            email: body.email,
            displayName: body.displayName,
            passwordHash,
            role: 'overlord',
            admin: true,
            confirmed: true,
          },
          tx,
        );
        const [member] = await tx
          .insert(members)
          .values({
            clubId: club.id,
            ...splitDisplayName(body.displayName),
            email: body.email,
            linkedUserId: user.id,
            createdBy: user.id,
          })
          .returning();
        if (!member) {
          throw new Error('member insert returned nothing');
        }
        await users.setLinkedMember(user.id, member.id, tx);
        return { ...user, linkedMemberId: member.id };
      });
    },
  };
}

export type SetupService = ReturnType<typeof createSetupService>;
