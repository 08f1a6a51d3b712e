import {
  ALTITUDE_OLD_MS,
  ALTITUDE_POLL_MS,
  type AltitudeTrend,
  clubDate,
  type PlaneAltitude,
  type PlaneAltitudesResponse,
} from '@dz/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Repos } from '../../repos';
import { backoffMs, waitAtMost } from './backoff';
import type { AircraftReading, AltitudeSourceKind, AltitudeUpstream } from './sources/types';

/** A landed load's plane is still followed this long (its way down and taxiing in). */
export const LANDED_FOLLOWED_MS = 5 * 60_000;
/** A vertical rate beyond this (m/s) is climbing or descending. */
const LEVEL_MS = 1;

/** What the upstream's last good answer left for every node to read. */
export interface AltitudePayload {
  kind: AltitudeSourceKind;
  readings: AircraftReading[];
  /** The ICAO addresses the call asked for: a plane given its address since is not in it. */
  asked?: string[];
}

/** A plane given its ICAO address since the last call is asked for after this pause, not the whole interval. */
const NEW_PLANE_POLL_MS = 2_000;

/** Whether the ADS-B source can look a plane up: it has an ICAO 24-bit address (six hex digits). */
export function isTrackable(plane: { icaoCode: string }): boolean {
  return /^[0-9a-f]{6}$/.test(plane.icaoCode);
}

export function trendOf(verticalRateMs: number | null): AltitudeTrend | null {
  if (verticalRateMs === null) {
    return null;
  }
  return verticalRateMs > LEVEL_MS ? 'climbing' : verticalRateMs < -LEVEL_MS ? 'descending' : 'level';
}

/** A plane as the board shows it, from the reading of its ICAO address (null: the source does not see it). */
export function planeAltitudeOf(
  registration: string,
  r: AircraftReading | undefined,
  now: Date,
): PlaneAltitude {
  if (!r) {
    return { plane: registration, altitude: null, updatedAt: null, onGround: false, trend: null, old: false };
  }
  return {
    plane: registration,
    altitude: r.onGround ? 0 : r.altitudeM,
    updatedAt: r.seenAt,
    onGround: r.onGround,
    trend: r.onGround ? null : trendOf(r.verticalRateMs),
    old: now.getTime() - Date.parse(r.seenAt) > ALTITUDE_OLD_MS,
  };
}

/**
 * The live altitude of a club's planes (issue 34) within a credit budget: upstream is asked only while one of
 * the club's loads is flying, called or just landed, at most once per 30 s for every board and node together
 * (the claim on `upstream_polls`), with a growing pause after failures; a board's request waits for the call it
 * started at most `waitMs`, and reads what the last good call kept.
 */
export function createLiveAltitude(deps: {
  repos: Pick<Repos, 'polls' | 'planes' | 'clubs'>;
  upstream: AltitudeUpstream | null;
  now: () => Date;
  log: FastifyBaseLogger;
  waitMs?: number;
}) {
  const { repos, upstream, now } = deps;
  const waitMs = deps.waitMs ?? 1500;

  async function call(clubId: string, icaos: string[]): Promise<void> {
    if (!upstream) {
      return;
    }
    const at = now();
    try {
      const answer = await upstream.fetch(icaos);
      const payload: AltitudePayload = { kind: answer.kind, readings: answer.readings, asked: icaos };
      await repos.polls.succeeded(clubId, 'altitude', at, payload, answer.kind);
    } catch (err) {
      deps.log.warn({ err, clubId }, 'live altitude source failed');
      const failures = ((await repos.polls.find(clubId, 'altitude'))?.failures ?? 0) + 1;
      await repos.polls.failed(
        clubId,
        'altitude',
        new Date(at.getTime() + backoffMs(ALTITUDE_POLL_MS, failures, 10 * 60_000)),
      );
    }
  }

  async function trackedPlanes(clubId: string) {
    return (await repos.planes.tracked(clubId)).filter(isTrackable);
  }

  return {
    enabled: upstream !== null,

    /** Whether the club can show live altitude: a source, and a plane it can look up. */
    async available(clubId: string): Promise<boolean> {
      return upstream !== null && (await trackedPlanes(clubId)).length > 0;
    },

    async planes(clubId: string): Promise<PlaneAltitudesResponse> {
      const club = await repos.clubs.findById(clubId);
      const feet = club?.altitudeInFeet ?? false;
      const tracked = upstream && club ? await trackedPlanes(clubId) : [];
      if (!club || tracked.length === 0) {
        return { planes: [], status: 'off', feet };
      }
      const at = now();
      const day = clubDate(at, club.timezone);
      if (!(await repos.polls.anyLoadActive(clubId, day, at, LANDED_FOLLOWED_MS))) {
        return { planes: [], status: 'idle', feet };
      }
      const icaos = tracked.map((p) => p.icaoCode);
      let row = await repos.polls.find(clubId, 'altitude');
      const kept = row?.payload as AltitudePayload | null | undefined;
      // the kept answer covers the club's planes unless one was given its address after it was asked
      const covered = !!kept?.asked && icaos.every((icao) => kept.asked?.includes(icao));
      const interval = covered || !kept ? ALTITUDE_POLL_MS : NEW_PLANE_POLL_MS;
      if (await repos.polls.claim(clubId, 'altitude', at, interval, day)) {
        // the call outlives a slow answer's wait: it never rejects (a server closing under it is only logged)
        const calling = call(clubId, icaos).catch((err) => deps.log.warn({ err }, 'live altitude not kept'));
        await waitAtMost(calling, waitMs);
        // what the call kept (or the row as it was, when the call is still on its way)
        row = await repos.polls.find(clubId, 'altitude');
      }
      const payload = row?.payload as AltitudePayload | null | undefined;
      const readings = new Map((payload?.readings ?? []).map((r) => [r.icao, r]));
      const answeredAt = now();
      const planes = tracked.map((p) =>
        planeAltitudeOf(p.registration, readings.get(p.icaoCode), answeredAt),
      );
      const lastOk = row?.okAt?.getTime() ?? null;
      const failing =
        (row?.failures ?? 0) > 0 && (lastOk === null || answeredAt.getTime() - lastOk > ALTITUDE_OLD_MS);
      return { planes, status: failing ? 'unavailable' : 'ok', feet };
    },

    /** The source's standing for the club's settings: its kind, last good readings and today's calls. */
    async standing(clubId: string) {
      const row = await repos.polls.find(clubId, 'altitude');
      const club = await repos.clubs.findById(clubId);
      const at = now();
      const payload = row?.payload as AltitudePayload | null | undefined;
      const readings = new Map((payload?.readings ?? []).map((r) => [r.icao, r]));
      const tracked = await trackedPlanes(clubId);
      const today = club ? clubDate(at, club.timezone) : null;
      return {
        configured: upstream !== null,
        kind: payload?.kind ?? null,
        url: upstream?.url ?? null,
        lastAttemptAt: row?.attemptedAt?.toISOString() ?? null,
        lastOkAt: row?.okAt?.toISOString() ?? null,
        failures: row?.failures ?? 0,
        callsToday: row && row.callsDay === today ? row.calls : 0,
        planes: tracked
          .filter((p) => readings.has(p.icaoCode))
          .map((p) => planeAltitudeOf(p.registration, readings.get(p.icaoCode), at)),
      };
    },
  };
}

export type LiveAltitude = ReturnType<typeof createLiveAltitude>;
