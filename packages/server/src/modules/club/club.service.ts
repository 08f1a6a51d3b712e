import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type ClubName,
  type clubSettingsInput,
  DomainError,
  isAdmin,
  movePaymentMethod,
  type PrivacyNotice,
  type planeInput,
  removePaymentMethod,
  sortJumpLines,
  type trainingProgramInput,
  type WaiverLanguage,
  type waiverChecklistInput,
  waiverLanguages,
  type waiverLinkInput,
  type waiverTextInput,
} from '@dz/shared';
import type { z } from 'zod';
import type { UnitOfWork } from '../../events/unit-of-work';
import type { Repos } from '../../repos';
import type { ClubAggregate, ClubRow, WaiverLinkRow, WaiverTextRow } from './club.repo';
import type { PlaneFields } from './planes.repo';
import { publicClubId as publicClubIdOf } from './public-club';

type PlaneInput = z.output<typeof planeInput>;
type SettingsInput = z.output<typeof clubSettingsInput>;
type ProgramInput = z.output<typeof trainingProgramInput>;
type LinkInput = z.output<typeof waiverLinkInput>;
type TextInput = z.output<typeof waiverTextInput>;
type ChecklistInput = z.output<typeof waiverChecklistInput>;

export interface ClubDeps {
  repos: Pick<Repos, 'clubs'>;
  uow: UnitOfWork;
  now: () => Date;
}

function planeFields(input: PlaneInput): PlaneFields {
  return {
    aircraftModel: input.aircraftModel,
    registration: input.registration,
    icaoCode: input.icaoCode,
    slots: input.slots,
    weightAvailable: input.weightAvailable,
    weightWarningThreshold: input.weightWarningThreshold,
    weightDangerThreshold: input.weightDangerThreshold,
    isDefault: input.isDefault,
    minutePriceCents: input.minutePrice,
    roundUpMinutePrice: input.roundUpMinutePrice,
  };
}

function jumpLineFields(input: PlaneInput['jumpLines']) {
  return sortJumpLines(input).map((l) => ({
    id: l._id,
    altitude: l.altitude,
    priceCents: l.price,
    priceForMembersCents: l.priceForMembers ?? null,
    tandemPriceCents: l.tandemPrice ?? null,
  }));
}

/** The waiver settings as the service reads them: the club (its checklist) and the current text of each language. */
export interface WaiverSettingsRows {
  club: ClubRow;
  texts: WaiverTextRow[];
}

/** The public waiver form's rows: the text in the asked language (else another), none when the club has none. */
export interface WaiverFormRows {
  club: ClubRow;
  links: WaiverLinkRow[];
  text: WaiverTextRow | undefined;
  lang: WaiverLanguage;
}

const withIds = (jumps: ProgramInput['jumps']) => jumps.map((j) => ({ ...j, _id: j._id ?? randomUUID() }));

/**
 * Club settings: the club's own fields, planes with jump lines, the ordered payment methods, training
 * programs and waiver links. Changes are for admins; each runs in one transaction, scoped to the
 * caller's club, and is announced as `clubChanged` after it commits. Every change answers the club's rows as they
 * are after it; the routes present them (club.presenter.ts).
 */
export function createClubService(deps: ClubDeps) {
  const { repos, uow, now } = deps;

  async function aggregate(clubId: string): Promise<ClubAggregate> {
    const a = await repos.clubs.aggregate(clubId);
    if (!a) {
      throw new DomainError('clubNotFound');
    }
    return a;
  }

  /** An admin's change of the club, under the club row's lock, announced as `clubChanged` after it commits. */
  async function changeClub(
    actor: Actor,
    fn: (repos: Repos, clubId: string) => Promise<void>,
  ): Promise<string> {
    if (!isAdmin(actor)) {
      throw new DomainError('onlyAdmin');
    }
    const { clubId } = actor;
    await uow.run(async ({ repos, emit }) => {
      if (!(await repos.clubs.lock(clubId))) {
        throw new DomainError('clubNotFound');
      }
      await fn(repos, clubId);
      emit({ type: 'clubChanged', clubId });
    });
    return clubId;
  }

  /** An admin's change of the club; answers the club as it is after it. */
  async function change(
    actor: Actor,
    fn: (repos: Repos, clubId: string) => Promise<void>,
  ): Promise<ClubAggregate> {
    return aggregate(await changeClub(actor, fn));
  }

  /** The club's current waiver texts (by language) and the club, whose checklist items are in order. */
  async function waiverSettingsOf(clubId: string): Promise<WaiverSettingsRows> {
    const club = await repos.clubs.findById(clubId);
    if (!club) {
      throw new DomainError('clubNotFound');
    }
    return { club, texts: await repos.clubs.currentWaiverTexts(clubId) };
  }

  /** An admin's change of the waiver settings; answers them as they are after it. */
  async function changeWaivers(actor: Actor, fn: (repos: Repos, clubId: string) => Promise<void>) {
    return waiverSettingsOf(await changeClub(actor, fn));
  }

  async function findPlane(repos: Pick<Repos, 'planes'>, clubId: string, id: string) {
    const row = await repos.planes.find(clubId, id);
    if (!row) {
      throw new DomainError('planeNotFound');
    }
    return row;
  }

  /** The club of a public page: the signed-in caller's, else the one the club key names. */
  async function publicClubId(actor: Actor | null, clubKey?: string): Promise<string | null> {
    return actor?.clubId ?? (await publicClubIdOf(repos, clubKey));
  }

  async function assertFound(found: Promise<boolean>) {
    if (!(await found)) {
      throw new DomainError('notFound');
    }
  }

  return {
    /** The caller's club (the presenter shows its key and address to admins only); the route lets linked users only. */
    view: (actor: Actor): Promise<ClubAggregate> => aggregate(actor.clubId),

    /** The caller's club by name and public name only: all a user not linked to a member may know of it. */
    async name(actor: Actor): Promise<ClubName> {
      const club = await repos.clubs.findById(actor.clubId);
      if (!club) {
        throw new DomainError('clubNotFound');
      }
      return { name: club.name, slug: club.slug };
    },

    /** The waiver links a public waiver form shows (no sign-in needed); none when no club matches. */
    async waiverLinks(actor: Actor | null, clubKey?: string): Promise<WaiverLinkRow[]> {
      const id = await publicClubId(actor, clubKey);
      if (!id) {
        return [];
      }
      return (await aggregate(id)).waiverLinks;
    },

    /** The club's privacy notice, for anyone (login, register and the waiver form link to it). */
    async privacyNotice(actor: Actor | null, clubKey?: string): Promise<PrivacyNotice> {
      const id = await publicClubId(actor, clubKey);
      if (!id) {
        throw new DomainError('clubNotFound');
      }
      const { club } = await aggregate(id);
      return { clubName: club.name, privacyNotice: club.privacyNotice };
    },

    updateSettings: (actor: Actor, input: SettingsInput) =>
      change(actor, async (repos, clubId) => {
        if (input.slug !== undefined && (await repos.clubs.slugTaken(input.slug, clubId))) {
          throw new DomainError('clubSlugTaken');
        }
        if (input.clubKey !== undefined && (await repos.clubs.clubKeyTaken(input.clubKey, clubId))) {
          throw new DomainError('clubKeyTaken');
        }
        const before = await repos.clubs.findById(clubId);
        const weatherMoved =
          (input.weatherIcao !== undefined && input.weatherIcao !== before?.weatherIcao) ||
          (input.weatherStation !== undefined && input.weatherStation !== before?.weatherStation);
        if (weatherMoved) {
          // another airport or station: the next board asks at once instead of waiting out the old one's interval
          await repos.polls.forget(clubId, 'weather');
        }
        await repos.clubs.updateSettings(clubId, {
          name: input.name,
          clubKey: input.clubKey,
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          notificationEmail: input.notificationEmail,
          timezone: input.timezone,
          defaultGearRentCents: input.defaultGearRent,
          allowCustomPaymentMethods: input.allowCustomPaymentMethods,
          sendPaymentReminders: input.sendPaymentReminders,
          sendUnlandedLoadRemindersToClub: input.sendUnlandedLoadRemindersToClub,
          sendUnlandedLoadRemindersToJumpLeader: input.sendUnlandedLoadRemindersToJumpLeader,
          roundUpMinutePrice: input.roundUpMinutePrice,
          selfManifestCutoffMinutes: input.selfManifestCutoffMinutes,
          creditLimitCents: input.creditLimit,
          backupRetentionDays: input.backupRetentionDays,
          privacyNotice: input.privacyNotice,
          ...(input.bankAccount
            ? {
                bankRecipient: input.bankAccount.recipient,
                bankIban: input.bankAccount.iban,
                bankBic: input.bankAccount.bic,
              }
            : {}),
          ...(input.paymentTopUp !== undefined ? { paymentTopUpCents: input.paymentTopUp } : {}),
          ...(input.sendPaymentReceipts !== undefined
            ? { sendPaymentReceipts: input.sendPaymentReceipts }
            : {}),
          ...(input.weatherIcao !== undefined ? { weatherIcao: input.weatherIcao } : {}),
          ...(input.weatherStation !== undefined ? { weatherStation: input.weatherStation } : {}),
          ...(input.windLimits !== undefined ? { windLimits: input.windLimits } : {}),
          ...(input.altitudeInFeet !== undefined ? { altitudeInFeet: input.altitudeInFeet } : {}),
        });
      }),

    addPlane: (actor: Actor, input: PlaneInput) =>
      change(actor, async (repos, clubId) => {
        const existing = await repos.planes.activeIds(clubId);
        const id = randomUUID();
        await repos.planes.insert(clubId, id, { ...planeFields(input), isDefault: false });
        // the first plane is the default plane
        if (input.isDefault || existing.length === 0) {
          await repos.planes.setDefault(clubId, id);
        }
        await repos.planes.replaceJumpLines(id, jumpLineFields(input.jumpLines));
      }),

    updatePlane: (actor: Actor, input: PlaneInput & { _id: string }) =>
      change(actor, async (repos, clubId) => {
        const current = await findPlane(repos, clubId, input._id);
        const fields = { ...planeFields(input), isDefault: current.isDefault && input.isDefault };
        await repos.planes.update(current.id, fields);
        if (input.isDefault) {
          await repos.planes.setDefault(clubId, current.id);
        }
        await repos.planes.replaceJumpLines(current.id, jumpLineFields(input.jumpLines));
      }),

    /** Planes stay in the database for the loads that flew them; they leave the club's list. */
    removePlane: (actor: Actor, id: string) =>
      change(actor, async (repos, clubId) => {
        const current = await findPlane(repos, clubId, id);
        await repos.planes.remove(current.id, now());
      }),

    addPaymentMethod: (actor: Actor, name: string) =>
      change(actor, async (repos, clubId) => {
        const club = await repos.clubs.lock(clubId);
        if (club?.paymentMethods.some((m) => m.toLowerCase() === name.toLowerCase())) {
          throw new DomainError('invalidData', { detail: 'paymentMethodExists' });
        }
        await repos.clubs.setPaymentMethods(clubId, [...(club?.paymentMethods ?? []), name]);
      }),

    movePaymentMethod: (actor: Actor, index: number, newIndex: number, rename?: string) =>
      change(actor, async (repos, clubId) => {
        const club = await repos.clubs.lock(clubId);
        const methods = club?.paymentMethods ?? [];
        if (rename && methods.some((m, i) => i !== index && m.toLowerCase() === rename.toLowerCase())) {
          throw new DomainError('invalidData', { detail: 'paymentMethodExists' });
        }
        await repos.clubs.setPaymentMethods(clubId, movePaymentMethod(methods, index, newIndex, rename));
      }),

    removePaymentMethod: (actor: Actor, index: number) =>
      change(actor, async (repos, clubId) => {
        const club = await repos.clubs.lock(clubId);
        await repos.clubs.setPaymentMethods(clubId, removePaymentMethod(club?.paymentMethods ?? [], index));
      }),

    addTrainingProgram: (actor: Actor, input: ProgramInput) =>
      change(actor, (repos, clubId) =>
        repos.clubs.insertTrainingProgram(clubId, {
          forStudentType: input.forStudentType,
          jumps: withIds(input.jumps),
        }),
      ),

    updateTrainingProgram: (actor: Actor, id: string, input: ProgramInput) =>
      change(actor, (repos, clubId) =>
        assertFound(
          repos.clubs.updateTrainingProgram(clubId, id, {
            forStudentType: input.forStudentType,
            jumps: withIds(input.jumps),
          }),
        ),
      ),

    removeTrainingProgram: (actor: Actor, id: string) =>
      change(actor, (repos, clubId) => assertFound(repos.clubs.deleteTrainingProgram(clubId, id))),

    addWaiverLink: (actor: Actor, input: LinkInput) =>
      change(actor, (repos, clubId) =>
        repos.clubs.insertWaiverLink(clubId, { title: input.title, url: input.url }),
      ),

    updateWaiverLink: (actor: Actor, id: string, input: LinkInput) =>
      change(actor, (repos, clubId) =>
        assertFound(repos.clubs.updateWaiverLink(clubId, id, { title: input.title, url: input.url })),
      ),

    removeWaiverLink: (actor: Actor, id: string) =>
      change(actor, (repos, clubId) => assertFound(repos.clubs.deleteWaiverLink(clubId, id))),

    /** The waiver texts and checklist items, for the admins' settings. */
    async waiverSettings(actor: Actor): Promise<WaiverSettingsRows> {
      if (!isAdmin(actor)) {
        throw new DomainError('onlyAdmin');
      }
      return waiverSettingsOf(actor.clubId);
    },

    /**
     * Saves the waiver text of a language as a new version (its id is what a signer sends back); the old
     * versions stay, so a signed waiver keeps the text it was signed on. The same text again makes no version.
     */
    saveWaiverText: (actor: Actor, input: TextInput) =>
      changeWaivers(actor, async (repos, clubId) => {
        const current = (await repos.clubs.currentWaiverTexts(clubId)).find((t) => t.lang === input.lang);
        if (current?.text !== input.text) {
          await repos.clubs.insertWaiverText(clubId, {
            lang: input.lang,
            text: input.text,
            createdAt: now(),
          });
        }
      }),

    /** Writes the checker's checklist items in the given order; an item keeps its id, a new one gets one. */
    saveWaiverChecklist: (actor: Actor, input: ChecklistInput) =>
      changeWaivers(actor, (repos, clubId) => {
        const seen = new Set<string>();
        const items = input.items.map((i) => {
          const id = i._id && !seen.has(i._id) ? i._id : randomUUID();
          seen.add(id);
          return { id, label: i.label };
        });
        return repos.clubs.setWaiverChecklist(clubId, items);
      }),

    /**
     * What the public waiver form shows (no login): the club's current waiver text in `lang` (else in the
     * other language), its version id, and the waiver links. The club by its key, or the installation's only one.
     */
    async waiverForm(clubKey: string | undefined, lang: WaiverLanguage): Promise<WaiverFormRows> {
      const id = await publicClubIdOf(repos, clubKey);
      if (!id) {
        throw new DomainError('clubNotFound');
      }
      const [a, texts] = await Promise.all([aggregate(id), repos.clubs.currentWaiverTexts(id)]);
      const order = [lang, ...waiverLanguages.filter((l) => l !== lang)];
      const text = order.map((l) => texts.find((t) => t.lang === l)).find((t) => t !== undefined);
      return { club: a.club, links: a.waiverLinks, text, lang };
    },
  };
}

export type ClubService = ReturnType<typeof createClubService>;
