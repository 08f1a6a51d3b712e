import type { Config } from '../../../config';
import type { Outbound } from '../../../outbound/outbound';
import { firstAnswering } from './chain';
import { createOpenSkyToken } from './opensky';
import type { AltitudeUpstream } from './types';
import { createAltitudeUpstream } from './upstream';

/**
 * The installation's altitude sources in order of preference (issue 34): the club's own receiver or any
 * OpenSky-style address (`ADSB_URL`, anonymous), then OpenSky with OAuth2 client credentials. None configured:
 * no live altitude, and the server asks nobody.
 */
export function altitudeUpstreamOf(
  config: Pick<
    Config,
    'ADSB_URL' | 'OPENSKY_CLIENT_ID' | 'OPENSKY_CLIENT_SECRET' | 'OPENSKY_URL' | 'OPENSKY_TOKEN_URL'
  >,
  outbound: Outbound,
  now: () => Date,
): AltitudeUpstream | null {
  const sources: AltitudeUpstream[] = [];
  if (config.ADSB_URL) {
    sources.push(createAltitudeUpstream({ outbound, url: config.ADSB_URL, now }));
  }
  if (config.OPENSKY_CLIENT_ID && config.OPENSKY_CLIENT_SECRET) {
    const token = createOpenSkyToken({
      outbound,
      tokenUrl: config.OPENSKY_TOKEN_URL,
      clientId: config.OPENSKY_CLIENT_ID,
      clientSecret: config.OPENSKY_CLIENT_SECRET,
      now,
    });
    sources.push(createAltitudeUpstream({ outbound, url: config.OPENSKY_URL, token, now }));
  }
  return firstAnswering(sources);
}
