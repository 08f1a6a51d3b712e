import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../light/icons';
import { useBoardTexts } from './boardTexts';
import { type BoardSettings, settingNames } from './settings';

interface BoardSettingsMenuProps {
  settings: BoardSettings;
  onChange: (name: keyof BoardSettings, value: boolean) => void;
  /** The server has a live altitude source: without one the live altitude switch is not offered. */
  liveAltitudeAvailable: boolean;
}

/**
 * A settings button with a panel of switches; each choice is remembered on this device. The panel closes on
 * Escape (focus back on the button) and on a click outside it.
 */
export function BoardSettingsMenu({ settings, onChange, liveAltitudeAvailable }: BoardSettingsMenuProps) {
  const { t } = useBoardTexts();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const offered = settingNames.filter((name) => name !== 'liveAltitude' || liveAltitudeAvailable);

  useEffect(() => {
    if (!open) {
      return;
    }
    wrapper.current?.querySelector<HTMLInputElement>('input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className="board-settings" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="light-icon-button"
        aria-label={t('loadsPublic.settings.title')}
        title={t('loadsPublic.settings.title')}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((current) => !current)}
      >
        <Icon name="settings" />
      </button>
      {open && (
        <div id={panelId} role="dialog" aria-labelledby={titleId} className="board-settings-panel">
          <h2 id={titleId}>{t('loadsPublic.settings.title')}</h2>
          {offered.map((name) => (
            <label key={name} className="board-switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={settings[name]}
                checked={settings[name]}
                onChange={(event) => onChange(name, event.target.checked)}
              />
              <span>{t(`loadsPublic.settings.${name}`)}</span>
            </label>
          ))}
          <p className="board-caption">{t('loadsPublic.settings.hint')}</p>
          <a className="light-bar-link board-tv-link" href={tvAddress()}>
            {t('loadsPublic.settings.tvLink')}
          </a>
        </div>
      )}
    </div>
  );
}

/** This board's address with `tv`: the hangar TV's view of the same club's loads. */
function tvAddress(): string {
  const url = new URL(globalThis.location?.href ?? 'http://localhost/loads-public');
  url.searchParams.set('tv', '');
  return `${url.pathname}${url.search}`;
}
