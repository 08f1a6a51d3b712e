import { randomUUID } from 'node:crypto';
import type { selfManifestBody } from '@dz/shared';
import {
  type Actor,
  buildManifestGroup,
  type Cents,
  cents,
  DomainError,
  errorDetailText,
  type SelfManifestContext,
  seatsTaken,
  selfLeaveReasons,
  selfManifestEligibility,
  slotsLeft,
} from '@dz/shared';
import type { z } from 'zod';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import { clubEligibilitySettings, jumperStandings } from './eligibility';
import { type WindSource, windGuard } from './wind.guard';

export interface SelfManifestServiceDeps {
  repos: Pick<Repos, 'loads' | 'loadJumpers' | 'planes' | 'members' | 'clubs' | 'waivers'>;
  uow: UnitOfWork;
  now: () => Date;
  /** The club's latest weather against its wind limits (none: no limits are checked). */
  wind?: WindSource;
}

type SelfManifestRequest = z.output<typeof selfManifestBody>;

/**
 * The jumper's standing for self-manifest as the service reckons it: the API's context with the balance and the
 * credit limit in cents; `loads.presenter.ts` `toSelfManifestContext` answers it in euros.
 */
export type SelfManifestStanding = Omit<SelfManifestContext, 'balance' | 'creditLimit'> & {
  balanceCents: Cents;
  creditLimitCents: Cents;
};

/** The signed-in user's member; a user not linked to a member has nobody to put on a load. */
async function ownMember(repos: Pick<Repos, 'members'>, actor: Actor) {
  const [member] = actor.memberId ? await repos.members.findManyInClub(actor.clubId, [actor.memberId]) : [];
  if (!member) {
    throw new DomainError('memberNotFound');
  }
  return member;
}

/**
 * Self-manifest (the roles issue): a jumper adds themself to an open load of today, or takes themself off,
 * checked by the shared eligibility rules under the load's lock, so 20 jumpers racing for 5 slots fill it
 * exactly. The refusal names the first reason (`detail`) and lists them all (`validationMessage`).
 */
export function createSelfManifestService(deps: SelfManifestServiceDeps) {
  const { repos, uow, now } = deps;

  return {
    /** What the day view needs to show the jumper's eligibility load by load (the same rules, in the web). */
    async context(actor: Actor): Promise<SelfManifestStanding> {
      const member = await ownMember(repos, actor);
      const settings = await clubEligibilitySettings(repos, actor.clubId);
      const standing = (await jumperStandings(repos, actor.clubId, [member], settings, now())).get(member.id);
      return {
        memberId: member.id,
        role: member.role,
        license: member.license,
        balanceCents: cents(member.balanceCents),
        isClubMember: member.isClubMember,
        ownGear: member.ownGear,
        waiver: standing?.waiver ?? 'notRequired',
        cutoffMinutes: settings.cutoffMinutes,
        creditLimitCents: settings.creditLimitCents,
        timezone: settings.timeZone,
      };
    },

    async join(actor: Actor, loadId: string, body: SelfManifestRequest): Promise<void> {
      // read before the unit of work; a jumper cannot override their own group's wind limit
      const wind = (await deps.wind?.exceedances(actor.clubId)) ?? { reading: null, exceedances: [] };
      await uow.run(async ({ repos, emit }) => {
        const [load] = await repos.loads.lock(actor.clubId, [loadId]);
        if (!load) {
          throw new DomainError('loadNotFound');
        }
        const member = await ownMember(repos, actor);
        const settings = await clubEligibilitySettings(repos, actor.clubId);
        const standing = (await jumperStandings(repos, actor.clubId, [member], settings, now())).get(
          member.id,
        );
        const onLoad = await repos.loadJumpers.ofLoad(load.id);
        const plane = load.planeId ? await repos.planes.find(actor.clubId, load.planeId) : undefined;
        if (!standing) {
          throw new DomainError('memberNotFound');
        }
        const { reasons } = selfManifestEligibility({
          jumper: standing,
          load: { ...load, slotsLeft: slotsLeft(plane?.slots, seatsTaken(onLoad)) },
          onLoad: onLoad.some((j) => j.memberId === member.id),
          settings,
          now: now(),
        });
        const [first] = reasons;
        if (first) {
          throw new DomainError('notEligible', {
            detail: first,
            validationMessage: reasons.map((r) => errorDetailText(r)),
          });
        }
        const slots = buildManifestGroup(
          { memberId: member.id, type: 'normal', altitude: body.altitude, ownGear: body.ownGear },
          {
            members: [member],
            jumpLineAltitudes: load.planeId ? await repos.planes.jumpLineAltitudes(load.planeId) : [],
            trainingJumps: [],
            load,
          },
        );
        windGuard(actor, load.id, slots, [member], wind, false, now());
        await repos.loadJumpers.addGroup(load, randomUUID(), slots, now());
        emit({ type: 'loadsChanged', clubId: actor.clubId, dates: [load.date] });
      });
    },

    async leave(actor: Actor, loadId: string): Promise<void> {
      await uow.run(async ({ repos, emit }) => {
        const [load] = await repos.loads.lock(actor.clubId, [loadId]);
        if (!load) {
          throw new DomainError('loadNotFound');
        }
        const settings = await clubEligibilitySettings(repos, actor.clubId);
        const row =
          (await repos.loadJumpers.ofLoad(load.id)).find((j) => j.memberId === actor.memberId) ?? null;
        const reasons = selfLeaveReasons({ load, row, settings, now: now() });
        const [first] = reasons;
        if (first || !row) {
          throw new DomainError('cannotLeaveLoad', {
            detail: first ?? 'notOnLoad',
            validationMessage: reasons.map((r) => errorDetailText(r)),
          });
        }
        await repos.loadJumpers.remove(load.id, row.id);
        emit({ type: 'loadsChanged', clubId: actor.clubId, dates: [load.date] });
      });
    },
  };
}

export type SelfManifestService = ReturnType<typeof createSelfManifestService>;
