import { weatherReading } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import { FMI_WFS_URL, fmiObservationUrl, parseFmiObservation } from './fmi';

/**
 * A saved answer of Utti airport (fmisid 101191) for `fmi::observations::weather::simple`: three ten-minute
 * times, the newest still without its wind (the station's report comes in pieces), `n_man` mostly not observed.
 */
const ANSWER = `<?xml version="1.0" encoding="UTF-8"?>
<wfs:FeatureCollection
    timeStamp="2025-03-14T10:03:12Z"
    numberMatched="18"
    numberReturned="18"
        xmlns:wfs="http://www.opengis.net/wfs/2.0"
        xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
        xmlns:xlink="http://www.w3.org/1999/xlink"
        xmlns:om="http://www.opengis.net/om/2.0"
        xmlns:ompr="http://inspire.ec.europa.eu/schemas/ompr/3.0"
        xmlns:omso="http://inspire.ec.europa.eu/schemas/omso/3.0"
        xmlns:gml="http://www.opengis.net/gml/3.2"
        xmlns:gmd="http://www.isotc211.org/2005/gmd"
        xmlns:gco="http://www.isotc211.org/2005/gco"
        xmlns:swe="http://www.opengis.net/swe/2.0"
        xmlns:gmlcov="http://www.opengis.net/gmlcov/1.0"
        xmlns:sam="http://www.opengis.net/sampling/2.0"
        xmlns:sams="http://www.opengis.net/samplingSpatial/2.0"
        xmlns:target="http://xml.fmi.fi/namespace/om/atmosphericfeatures/1.1"
        xmlns:BsWfs="http://xml.fmi.fi/schema/wfs/2.0"
        xsi:schemaLocation="http://www.opengis.net/wfs/2.0 http://xml.fmi.fi/schema/wfs/2.0/wfs.xsd
        http://xml.fmi.fi/schema/wfs/2.0 http://xml.fmi.fi/schema/wfs/2.0/fmi_wfs_simplefeature.xsd">

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.1">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.1.1" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:30:00Z</BsWfs:Time>
                <BsWfs:ParameterName>ws_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>4.6</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.2">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.1.2" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:30:00Z</BsWfs:Time>
                <BsWfs:ParameterName>wg_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>8.7</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.3">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.1.3" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:30:00Z</BsWfs:Time>
                <BsWfs:ParameterName>wd_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>221.0</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.4">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.1.4" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:30:00Z</BsWfs:Time>
                <BsWfs:ParameterName>vis</BsWfs:ParameterName>
                <BsWfs:ParameterValue>34120.0</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.5">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.1.5" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:30:00Z</BsWfs:Time>
                <BsWfs:ParameterName>t2m</BsWfs:ParameterName>
                <BsWfs:ParameterValue>2.6</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.1.6">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.1.6" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:30:00Z</BsWfs:Time>
                <BsWfs:ParameterName>n_man</BsWfs:ParameterName>
                <BsWfs:ParameterValue>NaN</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.2.1">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.2.1" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:40:00Z</BsWfs:Time>
                <BsWfs:ParameterName>ws_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>5.2</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.2.2">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.2.2" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:40:00Z</BsWfs:Time>
                <BsWfs:ParameterName>wg_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>9.8</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.2.3">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.2.3" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:40:00Z</BsWfs:Time>
                <BsWfs:ParameterName>wd_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>226.0</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.2.4">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.2.4" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:40:00Z</BsWfs:Time>
                <BsWfs:ParameterName>vis</BsWfs:ParameterName>
                <BsWfs:ParameterValue>8770.0</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.2.5">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.2.5" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:40:00Z</BsWfs:Time>
                <BsWfs:ParameterName>t2m</BsWfs:ParameterName>
                <BsWfs:ParameterValue>2.9</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.2.6">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.2.6" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:40:00Z</BsWfs:Time>
                <BsWfs:ParameterName>n_man</BsWfs:ParameterName>
                <BsWfs:ParameterValue>NaN</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.3.1">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.3.1" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:50:00Z</BsWfs:Time>
                <BsWfs:ParameterName>ws_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>NaN</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.3.2">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.3.2" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:50:00Z</BsWfs:Time>
                <BsWfs:ParameterName>wg_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>NaN</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.3.3">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.3.3" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:50:00Z</BsWfs:Time>
                <BsWfs:ParameterName>wd_10min</BsWfs:ParameterName>
                <BsWfs:ParameterValue>NaN</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.3.4">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.3.4" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:50:00Z</BsWfs:Time>
                <BsWfs:ParameterName>vis</BsWfs:ParameterName>
                <BsWfs:ParameterValue>8420.0</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.3.5">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.3.5" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:50:00Z</BsWfs:Time>
                <BsWfs:ParameterName>t2m</BsWfs:ParameterName>
                <BsWfs:ParameterValue>3.1</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

	<wfs:member>
            <BsWfs:BsWfsElement gml:id="BsWfsElement.1.3.6">
                <BsWfs:Location>
                    <gml:Point gml:id="BsWfsElementP.1.3.6" srsDimension="2" srsName="http://www.opengis.net/def/crs/EPSG/0/4258">
                        <gml:pos>60.89640 26.93800 </gml:pos>
                    </gml:Point>
                </BsWfs:Location>
                <BsWfs:Time>2025-03-14T09:50:00Z</BsWfs:Time>
                <BsWfs:ParameterName>n_man</BsWfs:ParameterName>
                <BsWfs:ParameterValue>NaN</BsWfs:ParameterValue>
            </BsWfs:BsWfsElement>
	</wfs:member>

</wfs:FeatureCollection>
`;

/** What the service answers a query it cannot run (an unknown station, a malformed time). */
const EXCEPTION = `<?xml version="1.0" encoding="UTF-8"?>
<ExceptionReport xmlns="http://www.opengis.net/ows/1.1"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.opengis.net/ows/1.1 http://schemas.opengis.net/ows/1.1.0/owsExceptionReport.xsd"
  version="2.0.0" xml:lang="eng">

  <Exception exceptionCode="OperationParsingFailed">
    <ExceptionText>Invalid parameter value!</ExceptionText>
    <ExceptionText>URI: /wfs?fmisid=999999&amp;request=getFeature&amp;service=WFS</ExceptionText>
    <ExceptionText>No data available for 'fmisid=999999'</ExceptionText>
  </Exception>
</ExceptionReport>
`;

const EMPTY = `<?xml version="1.0" encoding="UTF-8"?>
<wfs:FeatureCollection timeStamp="2025-03-14T10:03:12Z" numberMatched="0" numberReturned="0"
  xmlns:wfs="http://www.opengis.net/wfs/2.0" xmlns:BsWfs="http://xml.fmi.fi/schema/wfs/2.0">
</wfs:FeatureCollection>
`;

describe('fmiObservationUrl', () => {
  it("asks the simple observations of the station's last hour", () => {
    const url = fmiObservationUrl(FMI_WFS_URL, '101191', new Date('2025-03-14T10:03:12.345Z'));
    expect(url.origin + url.pathname).toBe('https://opendata.fmi.fi/wfs');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service: 'WFS',
      version: '2.0.0',
      request: 'getFeature',
      storedquery_id: 'fmi::observations::weather::simple',
      fmisid: '101191',
      parameters: 'ws_10min,wg_10min,wd_10min,vis,t2m,n_man',
      starttime: '2025-03-14T09:03:12Z',
    });
  });

  it('keeps the path and query of a configured base', () => {
    const url = fmiObservationUrl('http://127.0.0.1:8080/fmi/wfs?lang=fi', '100968', new Date(0));
    expect(url.pathname).toBe('/fmi/wfs');
    expect(url.searchParams.get('lang')).toBe('fi');
    expect(url.searchParams.get('fmisid')).toBe('100968');
  });
});

describe('parseFmiObservation', () => {
  it('reads the newest time that has a wind', () => {
    const reading = parseFmiObservation(ANSWER, '101191');
    expect(reading).toEqual({
      source: 'fmi',
      station: '101191',
      observedAt: '2025-03-14T09:40:00.000Z',
      windDirection: 226,
      windVariableFrom: null,
      windVariableTo: null,
      windMeanMs: 5.2,
      windGustMs: 9.8,
      visibilityM: 8770,
      cloudBaseM: null,
      cloudCover: null,
      cavok: false,
      temperatureC: 2.9,
      raw: null,
    });
    expect(weatherReading.safeParse(reading).success).toBe(true);
  });

  it('stores a visibility of 10 km or more as 10 000 m', () => {
    const older = parseFmiObservation(ANSWER.replace('>5.2<', '>NaN<'), '101191');
    expect(older).toMatchObject({
      observedAt: '2025-03-14T09:30:00.000Z',
      windDirection: 221,
      windMeanMs: 4.6,
      windGustMs: 8.7,
      visibilityM: 10_000,
      temperatureC: 2.6,
    });
  });

  it('gives a calm no direction and a missing gust as null', () => {
    const calm = parseFmiObservation(ANSWER.replace('>5.2<', '>0.0<').replace('>9.8<', '>NaN<'), '101191');
    expect(calm).toMatchObject({ windDirection: null, windMeanMs: 0, windGustMs: null });
  });

  it.each([
    ['an exception report', EXCEPTION],
    ['no observations', EMPTY],
    [
      'no time with a wind',
      ANSWER.replaceAll(/>\d+\.\d<\/BsWfs:ParameterValue>/g, '>NaN</BsWfs:ParameterValue>'),
    ],
    [
      'a document type declaration',
      ANSWER.replace('?>', '?>\n<!DOCTYPE wfs:FeatureCollection [<!ENTITY x "5.2">]>').replace(
        '>5.2<',
        '>&x;<',
      ),
    ],
    ['an HTML error page', '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>'],
    ['a cut-off answer', ANSWER.slice(0, 1500)],
    ['an answer cut off at its end', ANSWER.slice(0, -40)],
    ['JSON', '{"error":"rate limited"}'],
    ['nothing', ''],
  ])('refuses %s', (_what, xml) => {
    expect(parseFmiObservation(xml, '101191')).toBeNull();
  });
});
