import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appSecrets, memberships, pushSubscriptions } from '../../db/schema/index';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export function createPushRepo(db: DbOrTx) {
  return {
    /**
     * The server's VAPID key pair: the first node to start stores `generate()`'s pair, every node (and every
     * later start) reads that one, so browsers' subscriptions stay valid.
     */
    async vapidKeys(generate: () => VapidKeys): Promise<VapidKeys> {
      await db
        .insert(appSecrets)
        .values({ name: 'vapid', value: JSON.stringify(generate()) })
        .onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'vapid'));
      if (!row) {
        throw new Error('VAPID keys missing');
      }
      return JSON.parse(row.value) as VapidKeys;
    },

    /** Saves a browser's subscription for a user; the same endpoint subscribing again takes the new owner and keys. */
    async save(
      sub: Pick<PushSubscriptionRow, 'endpoint' | 'clubId' | 'userId' | 'p256dh' | 'auth' | 'language'>,
    ): Promise<void> {
      const { endpoint, ...rest } = sub;
      await db
        .insert(pushSubscriptions)
        .values(sub)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: rest });
    },

    /** Forgets a user's browser; answers whether there was one. */
    async remove(userId: string, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ endpoint: pushSubscriptions.endpoint });
      return rows.length > 0;
    },

    /** Forgets an endpoint the push service said is gone (404 or 410). */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    /** The subscriptions of these users in the club, leaving out blocked and removed users. */
    async ofUsers(clubId: string, userIds: string[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) {
        return [];
      }
      const rows = await db
        .select({ sub: pushSubscriptions })
        .from(pushSubscriptions)
        .innerJoin(
          memberships,
          and(
            eq(memberships.userId, pushSubscriptions.userId),
            eq(memberships.clubId, pushSubscriptions.clubId),
          ),
        )
        .where(
          and(
            eq(pushSubscriptions.clubId, clubId),
            inArray(pushSubscriptions.userId, userIds),
            eq(memberships.blocked, false),
            isNull(memberships.removedAt),
          ),
        );
      return rows.map((r) => r.sub);
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
