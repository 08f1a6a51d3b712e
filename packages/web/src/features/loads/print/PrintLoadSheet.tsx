import { eurosToCents, jumperWeight, type Load, type LoadJumper, type Plane } from '@dz/shared';
import { useTranslation } from 'react-i18next';
import { formatDayHeading } from '../../../app/format';
import { currentLanguage } from '../../../app/i18n';
import { formatMoney } from '../../../components/MoneyText';
import { pilotShare } from '../LoadWeight';
import { overweightOf } from '../loadSafety';
import { slotsOf } from '../loadsView';
import { formatKg, overweightText } from '../SafetyWarnings';

export type PrintSize = 'A4' | 'A5' | 'auto';
export const printSizes: PrintSize[] = ['A4', 'A5', 'auto'];

/** The class of the sheet's root: print CSS shows only it. */
export const PRINT_ROOT_CLASS = 'dz-print-root';

/** Print CSS: on paper only the sheet, on screen never the sheet; the page size the user chose. */
export function printCss(size: PrintSize): string {
  return `
@page { size: ${size}; margin: 10mm; }
@media screen { .${PRINT_ROOT_CLASS} { display: none !important; } }
@media print {
  body > *:not(.${PRINT_ROOT_CLASS}) { display: none !important; }
  body { background: #fff !important; }
  .${PRINT_ROOT_CLASS} { display: block; color: #000; font: 10pt Roboto, Arial, sans-serif; }
  .${PRINT_ROOT_CLASS} section { break-after: page; }
  .${PRINT_ROOT_CLASS} section:last-child { break-after: auto; }
  .${PRINT_ROOT_CLASS} h1 { font-size: 16pt; margin: 0 0 2mm; }
  .${PRINT_ROOT_CLASS} dl { display: grid; grid-template-columns: auto 1fr auto 1fr; gap: 1mm 4mm; margin: 0 0 3mm; }
  .${PRINT_ROOT_CLASS} dt { font-weight: 700; }
  .${PRINT_ROOT_CLASS} dd { margin: 0; }
  .${PRINT_ROOT_CLASS} table { width: 100%; border-collapse: collapse; }
  .${PRINT_ROOT_CLASS} th, .${PRINT_ROOT_CLASS} td { border: 0.3mm solid #000; padding: 1mm 2mm; text-align: left; }
  .${PRINT_ROOT_CLASS} td.num, .${PRINT_ROOT_CLASS} th.num { text-align: right; }
  .${PRINT_ROOT_CLASS} tr.dnj td { text-decoration: line-through; color: #555; }
  .${PRINT_ROOT_CLASS} tfoot td { font-weight: 700; }
  .${PRINT_ROOT_CLASS} .overweight { border: 0.6mm solid #000; padding: 2mm; margin: 0 0 3mm; font-weight: 700; }
}`;
}

const kg = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${formatKg(value)} kg`;

function JumperRow({ jumper, index }: { jumper: LoadJumper; index: number }) {
  const { t } = useTranslation();
  return (
    <tr className={jumper.didNotJump ? 'dnj' : undefined} data-did-not-jump={jumper.didNotJump}>
      <td className="num">{index + 1}</td>
      <td>
        {jumper.didNotJump ? <s>{jumper.name}</s> : jumper.name}
        {jumper.didNotJump && ` (${t('loadsPublic.print.didNotJump')})`}
        {jumper.tandemPrice !== null && (
          <div>
            {t('loads.day.tandemPriceInfo', { price: formatMoney(eurosToCents(jumper.tandemPrice)) })}
          </div>
        )}
        {/* a passenger whose altitude has no tandem price: the desk sees it has none to ask */}
        {jumper.tandemPrice === null && jumper.groupRole === 'passenger' && (
          <div>{t('loads.day.tandemPriceNone', { altitude: jumper.altitude })}</div>
        )}
      </td>
      <td>{t(`loadsPublic.type.${jumper.type}`)}</td>
      <td className="num">{jumper.altitude} m</td>
      {/* the weight the load's total counts for the row (a tandem's tandem weight): the rows add up to it */}
      <td className="num">{kg(jumperWeight(jumper))}</td>
      <td data-testid="high-opening">{jumper.highOpening ? '✓' : ''}</td>
    </tr>
  );
}

function LoadPage({ load, clubName, planes }: { load: Load; clubName: string; planes: readonly Plane[] }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`loadsPublic.print.${key}`);
  const plane = load.plane ? `${load.plane.registration} (${load.plane.aircraftModel})` : '–';
  // the pilot gets the sheet: a load too heavy says so on paper too, not only in red on the screen
  const overweight = overweightOf(load, planes);
  const pilotKg = pilotShare(load);
  // more jumpers than the plane's slots (the server's `slotsLeft` below zero) is marked on paper too
  const slots = slotsOf(load);
  return (
    <section aria-label={t('loadsPublic.print.load', { number: load.number })}>
      <h1>
        {t('loadsPublic.print.load', { number: load.number })}
        {clubName && ` · ${clubName}`} · {formatDayHeading(load.date, currentLanguage())}
      </h1>
      {slots.total !== null && slots.left !== null && slots.left < 0 && (
        <p className="overweight" data-testid="print-overbooked">
          ⚠ {t('loads.day.card.overbookedChip', { used: slots.used, total: slots.total })}
        </p>
      )}
      {overweight && (
        <p className="overweight" data-testid="print-overweight">
          ⚠ {p('overweight')} – {overweightText(t, overweight)}
        </p>
      )}
      <dl>
        <dt>{p('plane')}</dt>
        <dd>{plane}</dd>
        <dt>{p('pilot')}</dt>
        <dd>{load.pilot?.name ?? '–'}</dd>
        <dt>{p('jumpLeader')}</dt>
        <dd>{load.jumpLeader?.name ?? '–'}</dd>
        <dt>{p('estimatedTakeoff')}</dt>
        <dd>{load.estimatedTakeoff ?? '–'}</dd>
        <dt>{p('takeoff')}</dt>
        <dd>{load.takeoff ?? '–'}</dd>
        <dt>{p('land')}</dt>
        <dd>{load.land ?? '–'}</dd>
      </dl>
      <table>
        <thead>
          <tr>
            <th className="num">{p('number')}</th>
            <th>{p('name')}</th>
            <th>{p('type')}</th>
            <th className="num">{p('altitude')}</th>
            <th className="num">{p('exitWeight')}</th>
            <th>{p('highOpening')}</th>
          </tr>
        </thead>
        <tbody>
          {load.jumpers.map((jumper, index) => (
            <JumperRow key={jumper._id} jumper={jumper} index={index} />
          ))}
          {pilotKg !== null && (
            <tr data-testid="print-pilot-weight">
              <td />
              <td>{load.pilot?.name}</td>
              <td>{p('pilot')}</td>
              <td />
              <td className="num">{kg(pilotKg)}</td>
              <td />
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>
              {t('loadsPublic.print.jumpers', { count: load.jumpers.filter((j) => !j.didNotJump).length })}
            </td>
            <td className="num">{kg(load.weight?.total)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <dl style={{ marginTop: '3mm' }}>
        <dt>{p('totalWeight')}</dt>
        <dd data-testid="print-total-weight">{kg(load.weight?.total)}</dd>
        <dt>{p('fuelAvailable')}</dt>
        <dd data-testid="print-fuel-available">{kg(load.weight?.available)}</dd>
      </dl>
    </section>
  );
}

/** The paper the manifest hands to the pilot: one page per load. Rendered into a portal by the button. */
export function PrintLoadSheet({
  loads,
  size,
  clubName,
  planes = [],
}: {
  loads: Load[];
  size: PrintSize;
  clubName: string;
  /** The club's planes: how much too heavy a load is is counted against its plane's danger threshold. */
  planes?: readonly Plane[];
}) {
  const { t } = useTranslation();
  return (
    <div
      className={PRINT_ROOT_CLASS}
      data-testid="print-sheet"
      data-size={size}
      role="document"
      aria-label={t('loadsPublic.print.sheet')}
    >
      <style data-testid="print-style">{printCss(size)}</style>
      {loads.map((load) => (
        <LoadPage key={load._id} load={load} clubName={clubName} planes={planes} />
      ))}
    </div>
  );
}
