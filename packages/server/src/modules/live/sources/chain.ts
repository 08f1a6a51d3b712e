import type { AltitudeAnswer, AltitudeUpstream } from './types';

/**
 * The sources in order of preference as one: the first that answers is the answer (the club's own receiver
 * before OpenSky, whose credits are counted); the last one's failure is thrown when none answers.
 */
export function firstAnswering(sources: readonly AltitudeUpstream[]): AltitudeUpstream | null {
  if (sources.length === 0) {
    return null;
  }
  if (sources.length === 1) {
    return sources[0] as AltitudeUpstream;
  }
  return {
    url: sources.map((s) => s.url).join(' → '),
    async fetch(icaos): Promise<AltitudeAnswer> {
      let failure: unknown;
      for (const source of sources) {
        try {
          return await source.fetch(icaos);
        } catch (err) {
          failure = err;
        }
      }
      throw failure;
    },
  };
}
