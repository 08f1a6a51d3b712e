import { DEFAULT_TIMEZONE, dateTimeFormat } from '@dz/shared';
import { useEffect, useState } from 'react';

/** The hour and minute of an instant on the club's clock: one `Intl` formatter, the only one the board makes. */
function clockParts(instant: Date | number, timeZone: string): { hour: number; minute: string } {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { hour: Number(get('hour')), minute: get('minute') };
}

/** Minutes since midnight of an instant on the club's clock (Europe/Helsinki). */
export function clockMinutes(now: Date, timeZone: string = DEFAULT_TIMEZONE): number {
  const { hour, minute } = clockParts(now, timeZone);
  return hour * 60 + Number(minute);
}

/** An instant as the club's clock shows it, the Finnish way in both languages: `14.32`. */
export function formatClock(instant: Date | number, timeZone: string = DEFAULT_TIMEZONE): string {
  const { hour, minute } = clockParts(instant, timeZone);
  return `${hour}.${minute}`;
}

/** `13:57` → 837; null for anything else. */
export function timeToMinutes(time: string | null): number | null {
  const m = time ? /^(\d{1,2})[:.](\d{2})$/.exec(time) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Whole minutes from now to an `HH:MM` takeoff on the club's clock; negative when it is past. */
export function minutesToTakeoff(estimatedTakeoff: string | null, now: Date): number | null {
  const target = timeToMinutes(estimatedTakeoff);
  return target === null ? null : target - clockMinutes(now);
}

/** The current time, renewed at the start of every minute. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      const msToNextMinute = 60_000 - (Date.now() % 60_000);
      timer = setTimeout(() => {
        setNow(new Date());
        schedule();
      }, msToNextMinute);
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
