/** What the club's planes' ADS-B sources give: one reading of one aircraft. */
export interface AircraftReading {
  /** ICAO 24-bit address, six lower-case hex digits. */
  icao: string;
  /** Pressure altitude in whole metres; 0 on the ground; null when the source does not know it. */
  altitudeM: number | null;
  onGround: boolean;
  /** Metres per second, positive when climbing; null when not given. */
  verticalRateMs: number | null;
  /** Ground speed in knots; null when not given. */
  groundSpeedKt: number | null;
  /** When the aircraft was last heard (ISO): the answer's time minus the reading's `seen`. */
  seenAt: string;
}

/** The kinds of source, detected from their answers: a readsb/dump1090 `aircraft.json`, or OpenSky `states/all`. */
export type AltitudeSourceKind = 'receiver' | 'opensky' | 'openskyAnonymous';

export interface AltitudeAnswer {
  kind: AltitudeSourceKind;
  readings: AircraftReading[];
}

/** One upstream the server may ask for the planes' readings. Throws on a failure (status, timeout, garbage). */
export interface AltitudeUpstream {
  /** The configured address (no secrets), for the settings page and logs. */
  readonly url: string;
  fetch(icaos: readonly string[]): Promise<AltitudeAnswer>;
}
