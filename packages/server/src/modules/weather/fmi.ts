import type { WeatherReading } from '@dz/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** FMI's open data WFS: no key, a few requests a minute is well within its limits. */
export const FMI_WFS_URL = 'https://opendata.fmi.fi/wfs';

/** Ten-minute wind mean, gust and direction, visibility, temperature and the observer's cloud cover. */
const PARAMETERS = ['ws_10min', 'wg_10min', 'wd_10min', 'vis', 't2m', 'n_man'];

/** "Ten kilometres or more", as the reading stores it. */
const TEN_KM = 10_000;

/**
 * The station's observations of the last hour (a station sends every ten minutes, so several times come back and
 * one late or missing report still leaves a reading).
 */
export function fmiObservationUrl(base: string, fmisid: string, now: Date): URL {
  const url = new URL(base);
  const start = new Date(now.getTime() - 60 * 60_000);
  url.searchParams.set('service', 'WFS');
  url.searchParams.set('version', '2.0.0');
  url.searchParams.set('request', 'getFeature');
  url.searchParams.set('storedquery_id', 'fmi::observations::weather::simple');
  url.searchParams.set('fmisid', fmisid);
  url.searchParams.set('parameters', PARAMETERS.join(','));
  // whole seconds: the service reads ISO 8601 without milliseconds
  url.searchParams.set('starttime', start.toISOString().replace(/\.\d{3}Z$/, 'Z'));
  return url;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  processEntities: false,
  isArray: (name) => name === 'member',
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A parameter's value; FMI writes `NaN` for one the station did not measure. */
function numberOf(values: Map<string, number>, name: string): number | null {
  const value = values.get(name);
  return value === undefined || !Number.isFinite(value) ? null : value;
}

const oneDecimal = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/** Whether the validator finds the text well-formed XML (the parser alone reads a cut-off answer as whole). */
function wellFormed(xml: string): boolean {
  try {
    return XMLValidator.validate(xml) === true;
  } catch {
    return false;
  }
}

/**
 * The newest observation with a wind in an FMI "simple" observations answer (`wfs:FeatureCollection` of
 * `BsWfs:BsWfsElement`s, one per time and parameter). Null for an exception report, a document type declaration
 * (no entity of another's is ever expanded), what is not well-formed, anything else that is not such an answer,
 * or no time with a wind.
 */
export function parseFmiObservation(xml: string, station: string): WeatherReading | null {
  if (/<!DOCTYPE/i.test(xml) || !wellFormed(xml)) {
    return null;
  }
  let tree: unknown;
  try {
    tree = parser.parse(xml);
  } catch {
    return null;
  }
  const collection = isNode(tree) ? tree.FeatureCollection : undefined;
  const members = isNode(collection) && Array.isArray(collection.member) ? collection.member : [];

  const byTime = new Map<number, Map<string, number>>();
  for (const member of members) {
    const element = isNode(member) ? member.BsWfsElement : undefined;
    if (!isNode(element)) {
      continue;
    }
    const { Time: time, ParameterName: name, ParameterValue: value } = element;
    const at = typeof time === 'string' ? Date.parse(time) : Number.NaN;
    if (Number.isNaN(at) || typeof name !== 'string' || typeof value !== 'string') {
      continue;
    }
    const values = byTime.get(at) ?? new Map<string, number>();
    values.set(name.toLowerCase(), Number(value));
    byTime.set(at, values);
  }

  const [latest] = [...byTime.entries()]
    .filter(([, values]) => numberOf(values, 'ws_10min') !== null)
    .sort(([a], [b]) => b - a);
  if (!latest) {
    return null;
  }
  const [at, values] = latest;
  const mean = oneDecimal(numberOf(values, 'ws_10min'));
  const direction = numberOf(values, 'wd_10min');
  const visibility = numberOf(values, 'vis');
  return {
    source: 'fmi',
    station,
    observedAt: new Date(at).toISOString(),
    // a calm has no direction, as in a METAR
    windDirection: mean && direction !== null ? Math.round(direction) : null,
    windVariableFrom: null,
    windVariableTo: null,
    windMeanMs: mean,
    windGustMs: oneDecimal(numberOf(values, 'wg_10min')),
    visibilityM: visibility === null ? null : Math.min(TEN_KM, Math.round(visibility)),
    cloudBaseM: null,
    cloudCover: null,
    cavok: false,
    temperatureC: oneDecimal(numberOf(values, 't2m')),
    raw: null,
  };
}
