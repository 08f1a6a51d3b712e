import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { PublicLoadsResponse } from '@dz/shared';
import type { BoardVersionsRepo } from './board-versions.repo';

/** The public board's answer for a club day as sent: the JSON once, its compressed copies once. */
export interface BoardAnswer {
  etag: string;
  json: string;
  /** Brotli and gzip of `json`, made on first use. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

const MAX_ENTRIES = 500;

function boardAnswer(etag: string, json: string): BoardAnswer {
  const copies: Partial<Record<'br' | 'gzip', Buffer>> = {};
  return {
    etag,
    json,
    encoded(encoding) {
      copies[encoding] ??=
        encoding === 'br'
          ? brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(json, { level: 6 });
      return copies[encoding];
    },
  };
}

/**
 * The public board computed once per change (the speed issue): each answer is kept with the day's and the
 * club's board counters it was computed at (`load_day_versions`, raised in every change's transaction), and
 * served while they are the same: one small query per request instead of the day's loads, valid on every
 * node without telling them anything. Boards that all ask at once after a change share one computation.
 */
export function createBoardCache(deps: {
  versions: Pick<BoardVersionsRepo, 'read'>;
  compute(clubId: string, day: string): Promise<Omit<PublicLoadsResponse, 'version'>>;
}) {
  const entries = new Map<string, { stamp: string; answer: Promise<BoardAnswer> }>();
  return {
    async get(clubId: string, day: string): Promise<BoardAnswer> {
      const v = await deps.versions.read(clubId, day);
      const key = `${clubId}:${day}`;
      const stamp = `${v.day}.${v.club}`;
      const hit = entries.get(key);
      if (hit?.stamp === stamp) {
        return hit.answer;
      }
      const answer = deps.compute(clubId, day).then((board) =>
        // the day in the tag: `today` is another day tomorrow, with counters of its own
        boardAnswer(`"${clubId.slice(0, 8)}-${day}-${stamp}"`, JSON.stringify({ ...board, version: v.day })),
      );
      entries.delete(key);
      entries.set(key, { stamp, answer });
      // a failed computation is not kept
      answer.catch(() => {
        if (entries.get(key)?.answer === answer) {
          entries.delete(key);
        }
      });
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) {
          entries.delete(oldest);
        }
      }
      return answer;
    },
  };
}

export type BoardCache = ReturnType<typeof createBoardCache>;
