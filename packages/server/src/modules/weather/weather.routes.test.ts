import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, updateClubSettings } from '../../test/factories';
import { as, type LoadsWorld, linkedUser, loadsWorld, newLoad } from '../../test/loads.fixture';

/**
 * The weather and the wind limits through the API (issue 34), against local fixtures of the aviation weather
 * service's METAR answer and FMI's WFS answer; every call they get is counted. The test clock is 13 June 2026
 * 09:00 UTC.
 */
let server: Server;
let base: string;
const calls: string[] = [];
let metarDown = false;
let metar = 'METAR EFUT 130850Z 24011G22KT 200V270 9999 BKN015 12/08 Q1012';

/** An FMI simple-feature answer of one time with these parameters. */
function fmiXml(time: string, values: Record<string, number>) {
  const members = Object.entries(values)
    .map(
      ([name, value]) => `<wfs:member><BsWfs:BsWfsElement gml:id="e-${name}">
        <BsWfs:Location><gml:Point><gml:pos>60.89640 26.93800</gml:pos></gml:Point></BsWfs:Location>
        <BsWfs:Time>${time}</BsWfs:Time><BsWfs:ParameterName>${name}</BsWfs:ParameterName>
        <BsWfs:ParameterValue>${value}</BsWfs:ParameterValue></BsWfs:BsWfsElement></wfs:member>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<wfs:FeatureCollection timeStamp="${time}" numberMatched="6" numberReturned="6"
  xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2"
  xmlns:BsWfs="http://xml.fmi.fi/schema/wfs/2.0">${members}</wfs:FeatureCollection>`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    calls.push(`${url.pathname}?${url.searchParams.get('ids') ?? url.searchParams.get('fmisid')}`);
    if (url.pathname === '/metar') {
      res.statusCode = metarDown ? 502 : 200;
      res.setHeader('content-type', 'application/json');
      res.end(metarDown ? '{}' : JSON.stringify([{ icaoId: url.searchParams.get('ids'), rawOb: metar }]));
    } else if (url.pathname === '/wfs') {
      res.setHeader('content-type', 'application/xml');
      res.end(
        fmiXml('2026-06-13T08:40:00Z', {
          ws_10min: 4.1,
          wg_10min: 7.9,
          wd_10min: 230,
          vis: 35000,
          t2m: 12.3,
        }),
      );
    } else {
      res.statusCode = 404;
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});
afterEach(() => {
  calls.length = 0;
  metarDown = false;
  metar = 'METAR EFUT 130850Z 24011G22KT 200V270 9999 BKN015 12/08 Q1012';
});

const noLimit = { meanMs: null, gustMs: null };
const limits = {
  students: { meanMs: 6, gustMs: 8 },
  aLicence: { meanMs: 7, gustMs: 10 },
  others: { meanMs: 11, gustMs: 14 },
  tandems: noLimit,
};

async function world(): Promise<LoadsWorld> {
  return loadsWorld(undefined, undefined, { env: { METAR_URL: `${base}/metar`, FMI_URL: `${base}/wfs` } });
}

const weather = (w: LoadsWorld) => as(w.t.app, w.admin, 'GET', '/api/weather');

describe('weather', () => {
  it('is off and asks nobody until the club sets an airport or a station', async () => {
    const w = await world();
    try {
      const res = await weather(w);
      expect(res.json()).toMatchObject({ status: 'off', reading: null, exceedances: [] });
      expect(calls).toEqual([]);
    } finally {
      await w.t.close();
    }
  });

  it('reads the METAR and the station, decides by the newer, and names the groups over their limits', async () => {
    const w = await world();
    try {
      const saved = await updateClubSettings(w.t.app, w.admin, {
        weatherIcao: 'efut',
        weatherStation: '101191',
        windLimits: limits,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        weatherIcao: 'EFUT',
        weatherStation: '101191',
        windLimits: limits,
      });
      const res = (await weather(w)).json();
      expect(res.status).toBe('ok');
      expect(res.reading).toMatchObject({
        source: 'metar',
        station: 'EFUT',
        observedAt: '2026-06-13T08:50:00.000Z',
        windDirection: 240,
        windVariableFrom: 200,
        windVariableTo: 270,
        windMeanMs: 5.7,
        windGustMs: 11.3,
        visibilityM: 10000,
        cloudBaseM: 457,
        cloudCover: 'BKN',
      });
      expect(res.station).toMatchObject({
        source: 'fmi',
        station: '101191',
        windMeanMs: 4.1,
        windGustMs: 7.9,
      });
      expect(res.exceedances).toEqual([
        { group: 'students', measure: 'gust', valueMs: 11.3, limitMs: 8 },
        { group: 'aLicence', measure: 'gust', valueMs: 11.3, limitMs: 10 },
      ]);
      expect(calls.sort()).toEqual(['/metar?EFUT', '/wfs?101191']);
    } finally {
      await w.t.close();
    }
  });

  it('asks at most every 10 minutes for all boards, also on the public board', async () => {
    const w = await world();
    try {
      await updateClubSettings(w.t.app, w.admin, { weatherIcao: 'EFUT', slug: 'utti' });
      for (let i = 0; i < 10; i++) {
        const res = await w.t.app.inject({ method: 'GET', url: '/api/weather?club=utti' });
        expect(res.json().status).toBe('ok');
        w.clock.advance(59_000);
      }
      expect(calls).toEqual(['/metar?EFUT']);
      w.clock.advance(10_000);
      await weather(w);
      expect(calls).toEqual(['/metar?EFUT', '/metar?EFUT']);
      const sources = await as(w.t.app, w.admin, 'GET', '/api/club/live-sources');
      expect(sources.json().weather).toMatchObject({
        callsToday: 2,
        failures: 0,
        metar: { station: 'EFUT' },
      });
      // another airport is asked at once
      metar = 'METAR EFHK 130850Z 00000KT CAVOK 15/05 Q1020';
      await updateClubSettings(w.t.app, w.admin, { weatherIcao: 'EFHK' });
      const hk = (await weather(w)).json();
      expect(hk.reading).toMatchObject({ station: 'EFHK', windMeanMs: 0, windDirection: null, cavok: true });
      expect(calls.at(-1)).toBe('/metar?EFHK');
    } finally {
      await w.t.close();
    }
  });

  it('says unavailable when the service fails and there is no reading, and waits before asking again', async () => {
    const w = await world();
    try {
      metarDown = true;
      await updateClubSettings(w.t.app, w.admin, { weatherIcao: 'EFUT' });
      expect((await weather(w)).json()).toMatchObject({ status: 'unavailable', reading: null });
      w.clock.advance(10 * 60_000);
      await weather(w);
      expect(calls).toHaveLength(2);
      // the second failure in a row waits 20 minutes
      w.clock.advance(10 * 60_000);
      await weather(w);
      expect(calls).toHaveLength(2);
      metarDown = false;
      w.clock.advance(10 * 60_000);
      expect((await weather(w)).json().status).toBe('ok');
      expect(calls).toHaveLength(3);
    } finally {
      await w.t.close();
    }
  });

  it('decides nothing with a reading older than 90 minutes', async () => {
    const w = await world();
    try {
      await updateClubSettings(w.t.app, w.admin, { weatherIcao: 'EFUT', windLimits: limits });
      w.clock.advance(2 * 3600_000);
      metarDown = true;
      const res = (await weather(w)).json();
      expect(res.metar).toBeNull();
      expect(res.exceedances).toEqual([]);
    } finally {
      await w.t.close();
    }
  });
});

describe('wind limits when adding jumpers', () => {
  it('asks before adding a jumper of a group over its limit, and keeps the override in the audit trail', async () => {
    const w = await world();
    try {
      await updateClubSettings(w.t.app, w.admin, { weatherIcao: 'EFUT', windLimits: limits });
      await weather(w);
      const aLicence = (await createMember(w.t.app, w.admin, { firstName: 'Aino', license: 'A' }))._id;
      const cLicence = (await createMember(w.t.app, w.admin, { firstName: 'Cecilia', license: 'C' }))._id;
      const id = await newLoad(w);
      const add = (body: object) => as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, body);
      // others' limits (14 m/s gust) are not exceeded
      expect((await add({ memberId: cLicence, type: 'normal', altitude: 4000 })).statusCode).toBe(200);
      const refused = await add({ memberId: aLicence, type: 'normal', altitude: 4000 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ locale: 'error.windLimitExceeded' });
      const many = await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers/many`, {
        jumpers: [{ memberId: aLicence, altitude: 4000 }],
      });
      expect(many.statusCode).toBe(409);
      const load = await as(w.t.app, w.admin, 'GET', `/api/loads/${w.today}`);
      expect(load.json().loads[0].jumpers).toHaveLength(1);
      const overridden = await add({
        memberId: aLicence,
        type: 'normal',
        altitude: 4000,
        windOverride: true,
      });
      expect(overridden.statusCode).toBe(200);
      const audit = await as(w.t.app, w.admin, 'GET', '/api/audit');
      const entry = audit.json().events.find((e: { action: string }) => e.action === 'windOverride');
      expect(entry).toMatchObject({
        member: { _id: aLicence },
        after: { group: 'aLicence', measure: 'gust', valueMs: 11.3, limitMs: 10 },
      });
    } finally {
      await w.t.close();
    }
  });

  it('refuses a jumper adding themself over their group’s limit, with no way to override', async () => {
    const w = await world();
    try {
      await updateClubSettings(w.t.app, w.admin, {
        weatherIcao: 'EFUT',
        windLimits: { ...limits, others: { meanMs: 5, gustMs: null } },
        selfManifestCutoffMinutes: 0,
      });
      await weather(w);
      const jumper = await linkedUser(w, 'Jussi');
      const id = await newLoad(w);
      const res = await as(w.t.app, jumper.cookie, 'POST', `/api/loads/${id}/jumpers/me`, {
        altitude: 4000,
        windOverride: true,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().locale).toBe('error.windLimitExceeded');
      // calm: allowed
      metar = 'METAR EFUT 131020Z 00000KT CAVOK 15/05 Q1020';
      w.clock.advance(11 * 60_000);
      await weather(w);
      const calm = await as(w.t.app, jumper.cookie, 'POST', `/api/loads/${id}/jumpers/me`, {
        altitude: 4000,
      });
      expect(calm.statusCode).toBe(200);
    } finally {
      await w.t.close();
    }
  });

  it('refuses limits that are not m/s with one decimal, and airport codes that are not four letters', async () => {
    const w = await world();
    try {
      const bad = await updateClubSettings(w.t.app, w.admin, {
        weatherIcao: 'EF1',
        weatherStation: 'utti',
        windLimits: { ...limits, students: { meanMs: 6.25, gustMs: 80 } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().validationMessage).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Four letters (ICAO code)'),
          expect.stringContaining('Digits only (FMI station id)'),
          expect.stringContaining('Too many decimals (max 1)'),
          expect.stringContaining('Maximum 40'),
        ]),
      );
    } finally {
      await w.t.close();
    }
  });
});
