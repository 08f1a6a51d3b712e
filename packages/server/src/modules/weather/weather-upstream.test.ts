import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, OutboundError } from '../../outbound/outbound';
import { createWeatherUpstream, WeatherUpstreamError } from './weather-upstream';

const NOW = new Date('2025-03-14T12:00:00Z');

/** Utti's two latest METARs as aviationweather.gov's `format=json` answers them (trimmed of a few fields). */
const METAR_JSON = JSON.stringify([
  {
    icaoId: 'EFUT',
    receiptTime: '2025-03-14T11:53:12.000Z',
    obsTime: 1741953000,
    reportTime: '2025-03-14T11:50:00.000Z',
    temp: 3,
    dewp: -2,
    wdir: 230,
    wspd: 15,
    wgst: 25,
    visib: '6+',
    altim: 1012,
    metarType: 'METAR',
    rawOb: 'METAR EFUT 141150Z 23015G25KT 200V260 9999 FEW015 SCT030CB 03/M02 Q1012 NOSIG',
    lat: 60.896,
    lon: 26.938,
    elev: 104,
    name: 'Utti Arpt, KY, FI',
    clouds: [
      { cover: 'FEW', base: 1500 },
      { cover: 'SCT', base: 3000 },
    ],
  },
  {
    icaoId: 'EFUT',
    receiptTime: '2025-03-14T11:23:40.000Z',
    obsTime: 1741951200,
    reportTime: '2025-03-14T11:20:00.000Z',
    temp: 2,
    dewp: -2,
    wdir: 220,
    wspd: 12,
    visib: '6+',
    altim: 1012,
    metarType: 'METAR',
    rawOb: 'METAR EFUT 141120Z 22012KT 9999 FEW020 02/M02 Q1012 NOSIG',
    lat: 60.896,
    lon: 26.938,
    elev: 104,
    name: 'Utti Arpt, KY, FI',
    clouds: [{ cover: 'FEW', base: 2000 }],
  },
]);

const METAR_RAW = 'METAR EFUT 141150Z 00000KT CAVOK M01/M05 Q1025 NOSIG\n';

const FMI_ANSWER = `<?xml version="1.0" encoding="UTF-8"?>
<wfs:FeatureCollection timeStamp="2025-03-14T12:00:05Z" numberMatched="3" numberReturned="3"
  xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2"
  xmlns:BsWfs="http://xml.fmi.fi/schema/wfs/2.0">
  <wfs:member>
    <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.1">
      <BsWfs:Time>2025-03-14T11:50:00Z</BsWfs:Time>
      <BsWfs:ParameterName>ws_10min</BsWfs:ParameterName>
      <BsWfs:ParameterValue>6.1</BsWfs:ParameterValue>
    </BsWfs:BsWfsElement>
  </wfs:member>
  <wfs:member>
    <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.2">
      <BsWfs:Time>2025-03-14T11:50:00Z</BsWfs:Time>
      <BsWfs:ParameterName>wg_10min</BsWfs:ParameterName>
      <BsWfs:ParameterValue>10.4</BsWfs:ParameterValue>
    </BsWfs:BsWfsElement>
  </wfs:member>
  <wfs:member>
    <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.3">
      <BsWfs:Time>2025-03-14T11:50:00Z</BsWfs:Time>
      <BsWfs:ParameterName>wd_10min</BsWfs:ParameterName>
      <BsWfs:ParameterValue>231.0</BsWfs:ParameterValue>
    </BsWfs:BsWfsElement>
  </wfs:member>
</wfs:FeatureCollection>
`;

let server: Server;
let base: string;
let asked: URL[] = [];

/** Local stand-ins for aviationweather.gov and FMI, one saved answer per path. */
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(url);
    const answer = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    switch (url.pathname) {
      case '/json/metar':
        return answer(200, 'application/json', METAR_JSON);
      case '/reversed/metar':
        return answer(200, 'application/json', JSON.stringify(JSON.parse(METAR_JSON).reverse()));
      case '/raw/metar':
        return answer(200, 'text/plain', METAR_RAW);
      case '/empty/metar':
        return answer(200, 'application/json', '[]');
      case '/html/metar':
        return answer(200, 'text/html', '<html><body>Maintenance</body></html>');
      case '/error/metar':
        return answer(500, 'text/plain', 'Internal Server Error');
      case '/hang/metar':
        // a service that takes the request and never answers
        return;
      case '/fmi/wfs':
        return answer(200, 'text/xml; charset=UTF-8', FMI_ANSWER);
      case '/fmi-empty/wfs':
        return answer(
          200,
          'text/xml; charset=UTF-8',
          FMI_ANSWER.replace(/<wfs:member>[\s\S]*<\/wfs:member>/, ''),
        );
      default:
        return answer(404, 'text/plain', 'Not Found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

function upstream(metarPath: string, fmiPath = '/fmi/wfs', timeoutMs?: number) {
  return createWeatherUpstream({
    outbound: createOutbound(pino({ level: 'silent' })),
    metarUrl: `${base}${metarPath}`,
    fmiUrl: `${base}${fmiPath}`,
    now: () => NOW,
    timeoutMs,
  });
}

describe('weather upstream: METAR', () => {
  it("asks aviationweather.gov's JSON and reads the newest METAR", async () => {
    asked = [];
    const reading = await upstream('/json/metar').metar('efut');
    expect(asked.map((u) => u.search)).toEqual(['?ids=EFUT&format=json']);
    expect(reading).toMatchObject({
      source: 'metar',
      station: 'EFUT',
      observedAt: '2025-03-14T11:50:00.000Z',
      windDirection: 230,
      windMeanMs: 7.7,
      windGustMs: 12.9,
      cloudBaseM: 457,
      raw: 'METAR EFUT 141150Z 23015G25KT 200V260 9999 FEW015 SCT030CB 03/M02 Q1012 NOSIG',
    });
  });

  it('reads the newest whatever the order', async () => {
    const reading = await upstream('/reversed/metar').metar('EFUT');
    expect(reading.observedAt).toBe('2025-03-14T11:50:00.000Z');
  });

  it('reads a plain-text answer', async () => {
    const reading = await upstream('/raw/metar').metar('EFUT');
    expect(reading).toMatchObject({ station: 'EFUT', windMeanMs: 0, cavok: true, temperatureC: -1 });
  });

  it('refuses a METAR of another airport', async () => {
    await expect(upstream('/raw/metar').metar('EFHK')).rejects.toMatchObject({ reason: 'unreadable' });
  });

  it.each([
    ['an empty answer', '/empty/metar', 'unreadable'],
    ['an HTML page', '/html/metar', 'unreadable'],
    ['a server error', '/error/metar', 'status'],
    ['a wrong address', '/nothing/metar', 'status'],
  ])('throws on %s', async (_what, path, reason) => {
    const failed = upstream(path).metar('EFUT');
    await expect(failed).rejects.toBeInstanceOf(WeatherUpstreamError);
    await expect(failed).rejects.toMatchObject({ reason });
  });

  it('gives up on a service that never answers', async () => {
    const failed = upstream('/hang/metar', '/fmi/wfs', 150).metar('EFUT');
    await expect(failed).rejects.toBeInstanceOf(OutboundError);
    await expect(failed).rejects.toMatchObject({ reason: 'timeout' });
  });
});

describe('weather upstream: FMI', () => {
  it("asks the station's last hour and reads its newest wind", async () => {
    asked = [];
    const reading = await upstream('/json/metar').fmi('101191');
    const [url] = asked;
    expect(url?.pathname).toBe('/fmi/wfs');
    expect(url?.searchParams.get('fmisid')).toBe('101191');
    expect(url?.searchParams.get('starttime')).toBe('2025-03-14T11:00:00Z');
    expect(reading).toMatchObject({
      source: 'fmi',
      station: '101191',
      observedAt: '2025-03-14T11:50:00.000Z',
      windDirection: 231,
      windMeanMs: 6.1,
      windGustMs: 10.4,
      visibilityM: null,
      raw: null,
    });
  });

  it('throws on an answer without observations and on an error', async () => {
    await expect(upstream('/json/metar', '/fmi-empty/wfs').fmi('101191')).rejects.toMatchObject({
      reason: 'unreadable',
    });
    await expect(upstream('/json/metar', '/nothing/wfs').fmi('101191')).rejects.toMatchObject({
      reason: 'status',
    });
  });
});
