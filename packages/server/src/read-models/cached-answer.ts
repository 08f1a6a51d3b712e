import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A read model's answer as sent (the public board, the day view and the member list of full readers): the JSON
 * once, its compressed copies once, and the ETag of the counters it was computed at.
 */
export interface CachedAnswer {
  etag: string;
  json: string;
  /** Brotli and gzip of `json`, made on first use. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

export function cachedAnswer(etag: string, json: string): CachedAnswer {
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
 * A policy class (`policyClass` of shared `permissions.ts`) as a part of an ETag: answers carrying `can` differ
 * by class, and a browser signed in as another user must not be told its copy is current. Short, and without the
 * user's ids.
 */
export function policyTag(policyClass: string): string {
  return policyClass === 'admin'
    ? 'admin'
    : createHash('sha256').update(policyClass).digest('base64url').slice(0, 12);
}

/**
 * A cached answer, JSON already (the route's 200 schema documents it): `304` when the client has it (every
 * client revalidates: `no-cache`), else its brotli or gzip copy, or the JSON itself.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
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
