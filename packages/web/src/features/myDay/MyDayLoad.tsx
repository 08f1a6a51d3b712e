import {
  type Club,
  clubTime,
  eurosToCents,
  type Load,
  type Quote,
  type SelfManifestContext,
} from '@dz/shared';
import { useId, useState } from 'react';
import type { ApiClient } from '../../app/api';
import { isApiError } from '../../app/apiError';
import { formatMetres } from '../../app/format';
import { formatMoney } from '../../app/money';
import type { LightT } from '../../light/lightTexts';
import { takeoffText } from '../myLoads/takeoffText';
import { FALLBACK_ALTITUDE, joinQuote, selfManifestState } from '../selfManifest/selfManifestView';
import { LightDialog } from './LightDialog';
import { useMyDayTexts } from './myDayTexts';

/** A failure in the reader's language: the server's locale key, or the network's. */
export function errorText(t: LightT, error: unknown): string {
  return isApiError(error) ? t(error.locale) : t('network.error');
}

interface MyDayLoadProps {
  load: Load;
  ctx: SelfManifestContext;
  club: Club;
  api: ApiClient;
  /** The club's wall clock, `HH:MM`. */
  now: string;
  /** The server answered the load changed by the jumper; `text` says what happened. */
  onChanged: (load: Load, text: string) => void;
}

/** One load of the jumper's day: its plane and takeoff, the latest call, their own jump, Join or Leave. */
export function MyDayLoad({ load, ctx, club, api, now, onChanged }: MyDayLoadProps) {
  const { t } = useMyDayTexts();
  const reasonsId = useId();
  const [dialog, setDialog] = useState<'join' | 'leave' | null>(null);
  const mine = load.jumpers.find((j) => j.memberId === ctx.memberId);
  const state = selfManifestState(ctx, load, new Date());
  const open = load.state === 'open';
  const reasons = state.onLoad ? state.leave : state.join.reasons;
  const title = t('loadsPublic.loadNumber', { number: load.number });
  return (
    <li>
      <article aria-label={title} className={`myday-load${mine ? ' myday-mine' : ''}`}>
        <div className="myday-load-head">
          <h3 className="myday-load-title">{title}</h3>
          <span className={`board-chip board-state board-state-${load.state}`}>
            {t(`loadsPublic.state.${load.state}`)}
          </span>
          {open && load.call && (
            <span
              data-testid="load-called"
              className={`board-chip board-chip-outlined${load.call.call === 'boarding' ? ' board-boarding' : ''}`}
            >
              {`${t(`loadCall.body.${load.call.call}`)} · ${clubTime(new Date(load.call.at), ctx.timezone)}`}
            </span>
          )}
        </div>
        <p className="myday-line">
          {[load.plane?.registration ?? t('loadsPublic.noPlane'), takeoffText(t, load, now)].join(' · ')}
        </p>
        {mine && (
          <p className="myday-line light-strong">
            {`${formatMetres(mine.altitude)} · ${t(`loads.day.role.${mine.groupRole === 'single' ? mine.type : mine.groupRole}`)}`}
          </p>
        )}
        {open && load.slotsLeft !== null && (
          <p className="myday-line light-secondary">
            {t('loadsPublic.jumperCount', { count: load.jumpers.length })}
            {' · '}
            {load.slotsLeft >= 0
              ? t('loadsPublic.slotsLeft', { count: load.slotsLeft })
              : t('loadsPublic.overbooked', { count: -load.slotsLeft })}
          </p>
        )}
        {open && (
          <div className="myday-actions">
            {state.onLoad ? (
              <button
                type="button"
                className="myday-button myday-button-outlined"
                disabled={reasons.length > 0}
                aria-describedby={reasons.length ? reasonsId : undefined}
                onClick={() => setDialog('leave')}
              >
                {t('selfManifest.leave')}
              </button>
            ) : (
              <button
                type="button"
                className="myday-button"
                disabled={reasons.length > 0}
                aria-describedby={reasons.length ? reasonsId : undefined}
                onClick={() => setDialog('join')}
              >
                {t('selfManifest.join')}
              </button>
            )}
            {reasons.length > 0 && (
              <p id={reasonsId} className="myday-line light-secondary" data-testid="self-manifest-reasons">
                {reasons.map((r) => t(`errorDetail.${r}`)).join('. ')}
              </p>
            )}
          </div>
        )}
      </article>
      {dialog === 'join' && (
        <JoinDialog
          load={load}
          ctx={ctx}
          club={club}
          api={api}
          waiverCheckSkipped={state.join.waiverCheckSkipped}
          onClose={() => setDialog(null)}
          onJoined={(answer) => onChanged(answer, t('myDay.joined', { number: load.number }))}
        />
      )}
      {dialog === 'leave' && (
        <LeaveDialog
          load={load}
          api={api}
          onClose={() => setDialog(null)}
          onLeft={(answer) => onChanged(answer, t('myDay.left', { number: load.number }))}
        />
      )}
    </li>
  );
}

interface JoinDialogProps {
  load: Load;
  ctx: SelfManifestContext;
  club: Club;
  api: ApiClient;
  waiverCheckSkipped: boolean;
  onClose: () => void;
  onJoined: (load: Load) => void;
}

/** The jumper adds themself: which jump line, own gear or the club's rental, and what landing will charge. */
function JoinDialog({ load, ctx, club, api, waiverCheckSkipped, onClose, onJoined }: JoinDialogProps) {
  const { t } = useMyDayTexts();
  const plane = club.planes.find((p) => p._id === load.plane?._id);
  const jumpLines = plane?.jumpLines ?? [];
  const [altitude, setAltitude] = useState(jumpLines.at(-1)?.altitude ?? FALLBACK_ALTITUDE);
  const [ownGear, setOwnGear] = useState(ctx.ownGear);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const quoteAt = (at: number) => joinQuote(load, ctx, { plane, club }, { altitude: at, ownGear });
  const priceText = (quote: Quote) =>
    quote.minuteUnknown ? t('selfManifest.minutePrice') : formatMoney(quote.cents);
  const save = () => {
    setSaving(true);
    setError(null);
    api
      .post<Load>(`/loads/${load._id}/jumpers/me`, { altitude, ownGear }, { quiet: true })
      .then((answer) => {
        onClose();
        onJoined(answer);
      })
      .catch((err: unknown) => setError(errorText(t, err)))
      .finally(() => setSaving(false));
  };
  return (
    <LightDialog
      title={t('selfManifest.joinTitle', { number: load.number })}
      submitLabel={t('selfManifest.join')}
      submitting={saving}
      error={error}
      onSubmit={save}
      onClose={onClose}
    >
      {jumpLines.length > 0 ? (
        <fieldset className="myday-fieldset">
          <legend>{t('selfManifest.altitude')}</legend>
          {jumpLines.map((line) => (
            <label key={line._id} className="myday-choice">
              <input
                type="radio"
                name="altitude"
                value={line.altitude}
                checked={altitude === line.altitude}
                onChange={() => setAltitude(line.altitude)}
              />
              {t('selfManifest.jumpLine', {
                altitude: line.altitude,
                price: priceText(quoteAt(line.altitude)),
              })}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>{t('selfManifest.altitudeOf', { altitude: FALLBACK_ALTITUDE })}</p>
      )}
      <label className="myday-choice">
        <input type="checkbox" checked={ownGear} onChange={(e) => setOwnGear(e.target.checked)} />
        {t('selfManifest.ownGear')}
      </label>
      <p className="myday-line light-secondary">
        {t('selfManifest.rentalHint', { rent: formatMoney(eurosToCents(club.defaultGearRent)) })}
      </p>
      <p className="myday-line light-strong" data-testid="join-quote">
        {t('selfManifest.charged', { price: priceText(quoteAt(altitude)) })}
      </p>
      {waiverCheckSkipped && <p className="light-alert">{t('selfManifest.waiverCheckSkipped')}</p>}
    </LightDialog>
  );
}

/** The jumper takes themself off, after saying so. */
function LeaveDialog({
  load,
  api,
  onClose,
  onLeft,
}: {
  load: Load;
  api: ApiClient;
  onClose: () => void;
  onLeft: (load: Load) => void;
}) {
  const { t } = useMyDayTexts();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leave = () => {
    setSaving(true);
    setError(null);
    api
      .delete<Load>(`/loads/${load._id}/jumpers/me`, undefined, { quiet: true })
      .then((answer) => {
        onClose();
        onLeft(answer);
      })
      .catch((err: unknown) => setError(errorText(t, err)))
      .finally(() => setSaving(false));
  };
  return (
    <LightDialog
      title={t('selfManifest.leaveTitle', { number: load.number })}
      submitLabel={t('selfManifest.leave')}
      submitting={saving}
      error={error}
      onSubmit={leave}
      onClose={onClose}
    >
      <p>{t('selfManifest.leaveText')}</p>
    </LightDialog>
  );
}
