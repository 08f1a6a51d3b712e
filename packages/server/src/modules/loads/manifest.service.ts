import { randomUUID } from 'node:crypto';
import {
  type Actor,
  assertCanEditLoad,
  assertCanMoveGroup,
  buildManifestGroup,
  buildManifestGroups,
  canEditPastDays,
  canOverridePrice,
  DomainError,
  groupMemberIds,
  groupOfJumper,
  type ManifestGroupRequest,
  type ManifestSingleRequest,
  memberDisplayName,
  type UpdateJumperRequest,
} from '@dz/shared';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import { clubClockOf } from '../club/club-clock';
import type { MemberRow } from '../members/members.repo';
import { clubEligibilitySettings, jumperStandings, overrideEntries } from './eligibility';
import { assertManagesLoad } from './loads.guards';
import type { LoadRow } from './loads.repo';
import { type WindSource, windGuard } from './wind.guard';

export interface ManifestServiceDeps {
  uow: UnitOfWork;
  now: () => Date;
  /** The club's latest weather against its wind limits (none: no limits are checked). */
  wind?: WindSource;
}

const namesOf = (members: readonly { id: string; firstName: string; lastName: string; nickname: string }[]) =>
  new Map(members.map((m) => [m.id, memberDisplayName(m)]));

/** Adds manifest groups (slot trees) to loads atomically, edits, removes and moves jumpers. */
export function createManifestService(deps: ManifestServiceDeps) {
  const { uow, now } = deps;
  const noWind = { reading: null, exceedances: [] };
  /** Read before the unit of work (reads outside it are refused inside). */
  const windOf = (clubId: string) => deps.wind?.exceedances(clubId) ?? Promise.resolve(noWind);

  /** Runs a change of one editable load in one transaction, locking the load; the day view hears of it. */
  async function run<T>(
    actor: Actor,
    loadId: string,
    fn: (repos: Repos, load: LoadRow) => Promise<T>,
  ): Promise<T> {
    return uow.run(async ({ repos, emit }) => {
      const { date: today } = await clubClockOf(repos, actor.clubId, now());
      const [load] = await repos.loads.lock(actor.clubId, [loadId]);
      if (!load) {
        throw new DomainError('loadNotFound');
      }
      assertManagesLoad(actor, load);
      assertCanEditLoad(
        { load, editsPastDays: canEditPastDays(actor), today, now: now() },
        { onlyTimes: false },
      );
      const result = await fn(repos, load);
      emit({ type: 'loadsChanged', clubId: actor.clubId, dates: [load.date] });
      return result;
    });
  }

  /**
   * Staff adding jumpers the self-manifest rules would warn about (no waiver, balance below the credit limit)
   * override those warnings: each such jumper is recorded in the audit trail with the reasons.
   */
  async function recordOverrides(
    repos: Pick<Repos, 'audit' | 'clubs' | 'waivers'>,
    actor: Actor,
    load: LoadRow,
    members: readonly MemberRow[],
  ) {
    const settings = await clubEligibilitySettings(repos, actor.clubId);
    const standings = await jumperStandings(repos, actor.clubId, members, settings, now());
    await repos.audit.append(overrideEntries(actor, load.id, standings, settings.creditLimitCents, now()));
  }

  return {
    /**
     * Adds a whole group at once, checked by the shared group rules (`buildManifestGroup`); a member already
     * on the load refuses the whole group.
     */
    async addGroup(actor: Actor, loadId: string, body: ManifestGroupRequest): Promise<void> {
      const wind = await windOf(actor.clubId);
      await run(actor, loadId, async (repos, load) => {
        const ids = [...new Set(groupMemberIds(body))];
        const members = await repos.members.findManyInClub(actor.clubId, ids);
        const slots = buildManifestGroup(body, {
          members,
          jumpLineAltitudes: load.planeId ? await repos.planes.jumpLineAltitudes(load.planeId) : [],
          trainingJumps: body.students?.length ? await repos.clubs.trainingJumps(actor.clubId) : [],
          load,
        });
        const windOverrides = windGuard(
          actor,
          load.id,
          slots,
          members,
          wind,
          body.windOverride === true,
          now(),
        );
        // the group keeps its order in the lists: instructor first, then passenger or students, then video
        await repos.loadJumpers.addGroup(load, randomUUID(), slots, now());
        await recordOverrides(repos, actor, load, members);
        await repos.audit.append(windOverrides);
      });
    },

    /**
     * Adds several jumpers alone at once, all or none (`buildManifestGroups`: each row by the group rules, a
     * member already on the load or twice refused naming the member; the plane's slots are never refused); each is
     * its own group.
     */
    async addMany(
      actor: Actor,
      loadId: string,
      rows: readonly ManifestSingleRequest[],
      opts: { windOverride?: boolean } = {},
    ): Promise<void> {
      const wind = await windOf(actor.clubId);
      await run(actor, loadId, async (repos, load) => {
        const members = await repos.members.findManyInClub(actor.clubId, [
          ...new Set(rows.map((r) => r.memberId)),
        ]);
        const onLoad = await repos.loadJumpers.ofLoad(load.id);
        const groups = buildManifestGroups(rows, {
          members,
          jumpLineAltitudes: load.planeId ? await repos.planes.jumpLineAltitudes(load.planeId) : [],
          trainingJumps: [],
          load,
          onLoad: onLoad.map((j) => j.memberId),
          names: namesOf(members),
        });
        const windOverrides = windGuard(
          actor,
          load.id,
          groups.flat(),
          members,
          wind,
          opts.windOverride === true,
          now(),
        );
        await repos.loadJumpers.addGroups(
          load,
          groups.map((slots) => ({ groupId: randomUUID(), slots })),
          now(),
        );
        await recordOverrides(repos, actor, load, members);
        await repos.audit.append(windOverrides);
      });
    },

    /**
     * Moves a jumper's whole manifest group to another load of the same day, at once (`assertCanMoveGroup`): both
     * loads are locked in id order (two moves between the same loads cannot deadlock), the target checked again
     * under the lock, the rows keep their own fields; one `loadsChanged` for the day.
     */
    async moveGroup(actor: Actor, fromId: string, jumperId: string, toId: string): Promise<void> {
      await uow.run(async ({ repos, emit }) => {
        const { date: today } = await clubClockOf(repos, actor.clubId, now());
        const locked = await repos.loads.lock(actor.clubId, [fromId, toId]);
        const from = locked.find((l) => l.id === fromId);
        const to = locked.find((l) => l.id === toId);
        if (!from || !to) {
          throw new DomainError('loadNotFound');
        }
        assertManagesLoad(actor, from);
        assertManagesLoad(actor, to);
        const group = groupOfJumper(await repos.loadJumpers.ofLoad(from.id), jumperId);
        const members = await repos.members.findManyInClub(
          actor.clubId,
          group.map((r) => r.memberId),
        );
        assertCanMoveGroup({
          from,
          to,
          edit: { editsPastDays: canEditPastDays(actor), today, now: now() },
          group,
          onTarget: from.id === to.id ? group : await repos.loadJumpers.ofLoad(to.id),
          names: namesOf(members),
          members,
          jumpLineAltitudes: to.planeId ? await repos.planes.jumpLineAltitudes(to.planeId) : [],
          trainingJumps: group.some((r) => r.groupRole === 'student')
            ? await repos.clubs.trainingJumps(actor.clubId)
            : [],
        });
        await repos.loadJumpers.moveGroup(from.id, to.id, group[0]?.groupId ?? '', now());
        emit({ type: 'loadsChanged', clubId: actor.clubId, dates: [from.date] });
      });
    },

    /**
     * Edits a jumper; only the load's leader (admins, its jump leader) may set or clear a price override. A
     * new altitude is the whole manifest group's (its `groupId`: a tandem's instructor, passenger and video
     * flyer, an instructor's students jump from one altitude), in the same transaction.
     */
    async updateJumper(
      actor: Actor,
      loadId: string,
      jumperId: string,
      body: UpdateJumperRequest,
    ): Promise<void> {
      await run(actor, loadId, async (repos, load) => {
        if (body.priceOverride !== undefined && !canOverridePrice(actor, load)) {
          throw new DomainError('onlyAdmin');
        }
        const before = (await repos.loadJumpers.ofLoad(loadId)).find((j) => j.id === jumperId);
        if (before && body.priceOverride !== undefined && body.priceOverride !== before.priceOverrideCents) {
          await repos.audit.append([
            {
              clubId: actor.clubId,
              at: now(),
              actorUserId: actor.userId,
              action: 'priceOverride',
              loadId,
              memberId: before.memberId,
              before: { priceOverrideCents: before.priceOverrideCents },
              after: { priceOverrideCents: body.priceOverride },
            },
          ]);
        }
        const found = await repos.loadJumpers.update(loadId, jumperId, {
          altitude: body.altitude,
          gearRentalCents: body.gearRental,
          ownGear: body.ownGear,
          highOpening: body.highOpening,
          didNotJump: body.didNotJump,
          priceOverrideCents: body.priceOverride,
        });
        if (!found) {
          throw new DomainError('memberNotFound');
        }
        if (before && body.altitude !== undefined) {
          await repos.loadJumpers.setGroupAltitude(loadId, before.groupId, body.altitude);
        }
      });
    },

    async removeJumper(actor: Actor, loadId: string, jumperId: string): Promise<void> {
      await run(actor, loadId, async (repos) => {
        if (!(await repos.loadJumpers.remove(loadId, jumperId))) {
          throw new DomainError('memberNotFound');
        }
      });
    },
  };
}

export type ManifestService = ReturnType<typeof createManifestService>;
