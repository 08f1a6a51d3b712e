import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stampedCache } from '../../stamped-cache';
import type { BoardVersionsRepo } from './board-versions.repo';

/** The public board's answer for a club day as sent: the JSON once, its compressed copies once. */
export interface BoardAnswer {
  etag: string;
  json: string;
  /** Brotli and gzip of `json`, made on first use. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

export function boardAnswer(etag: string, json: string): BoardAnswer {
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

const MAX_ENTRIES = 500;

/** The counters a cached value was computed at: the day's and the club's (`load_day_versions`). */
export interface DayStamp {
  day: number;
  club: number;
}

/**
 * Reads of a key that arrive together share one read, without ever answering older than their arrival: a read
 * asked while one is under way waits for the next, which starts when that one ends (so after the caller asked),
 * and all who waited for it share it. A thousand boards refetching at once after a change cost two counter
 * queries, not a thousand, and none of them can miss a change committed before it asked.
 */
export function coalesced<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  const waiting = new Map<string, Promise<T>>();
  function start(key: string): Promise<T> {
    const result = read(key);
    running.set(key, result);
    const done = () => {
      if (running.get(key) === result) {
        running.delete(key);
      }
    };
    result.then(done, done);
    return result;
  }
  return (key) => {
    const current = running.get(key);
    if (!current) {
      return start(key);
    }
    let next = waiting.get(key);
    if (!next) {
      // runs after `done` above (registered first on the same promise): the next read starts once this one ended
      const after = () => {
        waiting.delete(key);
        return start(key);
      };
      next = current.then(after, after);
      waiting.set(key, next);
    }
    return next;
  };
}

/**
 * A club day's value computed once per change (the speed issue): each value is kept with the day's and the
 * club's counters it was computed at (`load_day_versions`, raised in every change's transaction), and served
 * while they are the same: one small query per read instead of the day's loads, valid on every node without
 * telling them anything. Readers asking at once share their counter reads (`coalesced`) and, after a change, one
 * computation; a failed one is not kept.
 */
export function createDayCache<T>(deps: {
  versions: Pick<BoardVersionsRepo, 'read'>;
  compute(clubId: string, day: string, stamp: DayStamp): Promise<T>;
}) {
  const entries = stampedCache<T>(MAX_ENTRIES);
  const readVersions = coalesced((key) => {
    const [clubId = '', day = ''] = key.split('|');
    return deps.versions.read(clubId, day);
  });
  return {
    async get(clubId: string, day: string): Promise<T> {
      const v = await readVersions(`${clubId}|${day}`);
      return entries(`${clubId}:${day}`, `${v.day}.${v.club}`, () => deps.compute(clubId, day, v));
    },
  };
}

/**
 * A cached answer, JSON already (the route's 200 schema documents it): `304` when the client has it (every
 * client revalidates: `no-cache`), else its brotli or gzip copy, or the JSON itself.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: BoardAnswer,
  scope: 'public' | 'private' = 'public',
) {
  // a signed-in reader's answer stays in their own browser only
  const cacheControl = scope === 'private' ? 'private, no-cache' : 'no-cache';
  reply.header('ETag', answer.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === answer.etag) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  return encoding
    ? reply.header('Content-Encoding', encoding).send(answer.encoded(encoding))
    : reply.send(answer.json);
}

/** The compressed copy of a cached answer a client takes (brotli first), or null for the JSON itself. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = (header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) {
    return 'br';
  }
  return accepted.includes('gzip') ? 'gzip' : null;
}
