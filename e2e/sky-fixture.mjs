// A local stand-in for the outside services of the sky (issue 34), for the e2e suite: a readsb receiver's
// aircraft.json, the aviation weather service's METAR and FMI's WFS. No test reaches the internet.
// `POST /state` with JSON { altitudeFt, baroRate, meanKt, gustKt } changes what they answer; `GET /calls`
// counts the requests by path.
import { createServer } from 'node:http';

const port = Number(process.env.SKY_PORT ?? 3190);
let state = { altitudeFt: 9843, baroRate: 1200, meanKt: 11, gustKt: 22 };
const calls = {};

const pad = (n) => String(n).padStart(2, '0');

function metar(icao) {
  const at = new Date();
  const time = `${pad(at.getUTCDate())}${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}Z`;
  const gust = state.gustKt ? `G${pad(state.gustKt)}` : '';
  const wind = state.meanKt === 0 ? '00000KT' : `240${pad(state.meanKt)}${gust}KT`;
  return `METAR ${icao} ${time} ${wind} 9999 BKN015 12/08 Q1012`;
}

function fmi() {
  const time = new Date(Math.floor(Date.now() / 600_000) * 600_000).toISOString().replace('.000', '');
  const values = { ws_10min: 4.1, wg_10min: 7.9, wd_10min: 230, vis: 35000, t2m: 12.3 };
  const members = Object.entries(values)
    .map(
      ([name, value]) =>
        `<wfs:member><BsWfs:BsWfsElement gml:id="e-${name}"><BsWfs:Time>${time}</BsWfs:Time>` +
        `<BsWfs:ParameterName>${name}</BsWfs:ParameterName><BsWfs:ParameterValue>${value}</BsWfs:ParameterValue>` +
        '</BsWfs:BsWfsElement></wfs:member>',
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><wfs:FeatureCollection xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:BsWfs="http://xml.fmi.fi/schema/wfs/2.0">${members}</wfs:FeatureCollection>`;
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  calls[url.pathname] = (calls[url.pathname] ?? 0) + 1;
  if (url.pathname === '/state' && req.method === 'POST') {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      state = { ...state, ...JSON.parse(body || '{}') };
      res.end(JSON.stringify(state));
    });
    return;
  }
  if (url.pathname === '/calls') {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(calls));
  } else if (url.pathname === '/data/aircraft.json') {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        now: Date.now() / 1000,
        messages: 1,
        aircraft: [
          { hex: '461f2a', alt_baro: state.altitudeFt, gs: 90, baro_rate: state.baroRate, seen: 0.5 },
        ],
      }),
    );
  } else if (url.pathname === '/metar') {
    res.setHeader('content-type', 'application/json');
    const icao = url.searchParams.get('ids') ?? 'EFUT';
    res.end(JSON.stringify([{ icaoId: icao, rawOb: metar(icao) }]));
  } else if (url.pathname === '/wfs') {
    res.setHeader('content-type', 'application/xml');
    res.end(fmi());
  } else if (url.pathname === '/health') {
    res.end('ok');
  } else {
    res.statusCode = 404;
    res.end();
  }
}).listen(port, '127.0.0.1');
