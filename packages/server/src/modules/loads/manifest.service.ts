import { randomUUID } from 'node:crypto';
import {
  type Actor,
  assertCanEditLoad,
  buildManifestGroup,
  canOverridePrice,
  DomainError,
  groupMemberIds,
  isAdmin,
  type ManifestGroupRequest,
  type UpdateJumperRequest,
} from '@dz/shared';
import type { Tx } from '../../db/client';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import type { LoadRow } from './loads.repo';
import type { LoadsService } from './loads.service';

export interface ManifestServiceDeps {
  repos: Pick<Repos, 'loads' | 'members'>;
  uow: UnitOfWork;
  loads: Pick<LoadsService, 'today'>;
  now: () => Date;
}

/** Adds manifest groups (slot trees) to loads atomically, edits and removes jumpers. */
export function createManifestService(deps: ManifestServiceDeps) {
  const { repos, uow, now } = deps;
  const { loads } = repos;

  /** Runs a change of one editable load in one transaction, locking the load; the day view hears of it. */
  async function run<T>(actor: Actor, loadId: string, fn: (tx: Tx, load: LoadRow) => Promise<T>): Promise<T> {
    // read before the transaction: the embedded database has one connection, which the transaction holds
    const today = await deps.loads.today(actor.clubId);
    return uow.run(async (tx, emit) => {
      const [load] = await loads.lock(actor.clubId, [loadId], tx);
      if (!load) {
        throw new DomainError('loadNotFound');
      }
      assertCanEditLoad({ load, isAdmin: isAdmin(actor), today, now: now() }, { onlyTimes: false });
      const result = await fn(tx, load);
      emit({ type: 'loadsChanged', clubId: actor.clubId, dates: [load.date] });
      return result;
    });
  }

  return {
    /**
     * Adds a whole group at once, checked by the shared group rules (`buildManifestGroup`); a member already
     * on the load refuses the whole group.
     */
    async addGroup(actor: Actor, loadId: string, body: ManifestGroupRequest): Promise<void> {
      await run(actor, loadId, async (tx, load) => {
        const ids = [...new Set(groupMemberIds(body))];
        const slots = buildManifestGroup(body, {
          members: await repos.members.findManyInClub(actor.clubId, ids, tx),
          jumpLineAltitudes: load.planeId ? await loads.jumpLineAltitudes(load.planeId, tx) : [],
          trainingJumps: body.students?.length ? await loads.trainingJumps(actor.clubId, tx) : [],
          load,
        });
        // the group keeps its order in the lists: instructor first, then passenger or students, then video
        await loads.insertGroup(load, randomUUID(), slots, now(), tx);
      });
    },

    /** Edits a jumper; only the load's leader (admins, its jump leader) may set or clear a price override. */
    async updateJumper(
      actor: Actor,
      loadId: string,
      jumperId: string,
      body: UpdateJumperRequest,
    ): Promise<void> {
      await run(actor, loadId, async (tx, load) => {
        if (body.priceOverride !== undefined && !canOverridePrice(actor, load)) {
          throw new DomainError('onlyAdmin');
        }
        const found = await loads.updateJumper(
          loadId,
          jumperId,
          {
            altitude: body.altitude,
            gearRentalCents: body.gearRental,
            ownGear: body.ownGear,
            highOpening: body.highOpening,
            didNotJump: body.didNotJump,
            priceOverrideCents: body.priceOverride,
          },
          tx,
        );
        if (!found) {
          throw new DomainError('memberNotFound');
        }
      });
    },

    async removeJumper(actor: Actor, loadId: string, jumperId: string): Promise<void> {
      await run(actor, loadId, async (tx) => {
        if (!(await loads.deleteJumper(loadId, jumperId, tx))) {
          throw new DomainError('memberNotFound');
        }
      });
    },
  };
}

export type ManifestService = ReturnType<typeof createManifestService>;
