import { clubClock, DEFAULT_TIMEZONE } from '@dz/shared';
import { useEffect, useState } from 'react';

/** Minutes since midnight of an instant on the club's clock (Europe/Helsinki). */
export function clockMinutes(now: Date, timeZone: string = DEFAULT_TIMEZONE): number {
  return clubClock(now, timeZone).minutes;
}

/** An instant as the club's clock shows it, the Finnish way in both languages: `14.32`. */
export function formatClock(instant: Date | number, timeZone: string = DEFAULT_TIMEZONE): string {
  const { minutes } = clubClock(instant, timeZone);
  return `${Math.floor(minutes / 60)}.${String(minutes % 60).padStart(2, '0')}`;
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
