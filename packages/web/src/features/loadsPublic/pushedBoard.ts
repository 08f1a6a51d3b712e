import type { PublicLoads } from './api';

/**
 * The board a socket event carries (`loadsUpdated.board`: today's answer, gzip JSON), or null when this browser
 * cannot read it (no DecompressionStream) or it does not read: the board then refetches as before.
 */
export async function readPushedBoard(
  bytes: ArrayBuffer | Uint8Array | undefined,
): Promise<PublicLoads | null> {
  if (!bytes || typeof DecompressionStream === 'undefined') {
    return null;
  }
  try {
    const body = new Response(bytes as BodyInit).body;
    if (!body) {
      return null;
    }
    const board = JSON.parse(
      await new Response(body.pipeThrough(new DecompressionStream('gzip'))).text(),
    ) as PublicLoads;
    return typeof board.date === 'string' && typeof board.version === 'number' && Array.isArray(board.loads)
      ? board
      : null;
  } catch {
    return null;
  }
}

/** Whether a pushed board replaces the one shown: a newer counter of the same day, or another (newer) day. */
export function pushedIsNewer(
  shown: { date: string; version: number } | undefined,
  pushed: PublicLoads,
): boolean {
  return !shown || pushed.date !== shown.date || pushed.version > shown.version;
}
