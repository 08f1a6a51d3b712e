import { type JumperType, type WeatherResponse, type WindProblem, windProblems } from '@dz/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider';
import type { ApiClient } from '../../app/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { MemberRow } from '../members/api';
import { useWeather, WEATHER_QUERY_KEY } from '../weather/api';
import { exceedanceText } from '../weather/windText';
import { isWindLimitError } from './api';
import { memberName } from './loadsView';
import { sameProblem } from './sameProblem';

/** The club's weather under the key the weather strip reads it by, so the day view asks once. */
export const WEATHER_KEY = WEATHER_QUERY_KEY;

/** At Save, weather older than this is asked for again (the server reads its services every 10 minutes). */
const WEATHER_FRESH_MS = 60_000;

const fetchWeather = (api: ApiClient, signal?: AbortSignal) =>
  api.get<WeatherResponse>('/weather', { signal, quiet: true });

/** The club's weather and the groups whose wind limit it is over; quiet on failure (the server decides). */
export const useClubWeather = useWeather;

/** A jumper being added, as the wind limits see them: who and as what. */
export interface WindSlot {
  memberId: string;
  type: JumperType;
}

interface PendingWind {
  /** Each jumper over their group's limit; empty when the server refused on weather this page cannot see. */
  problems: WindProblem[];
  send: (windOverride: boolean) => Promise<unknown>;
}

/**
 * Adding jumpers over their group's wind limit (issue 34), asked first as `useOverbookingGuard` asks about a full
 * load: with the club's weather (`windProblems` over its `exceedances`), a confirmation names each jumper and the
 * limit ("Oppilaiden tuuliraja ylittyy: puuska 11 m/s > 8 m/s"); "Add anyway" sends again with `windOverride`,
 * which the server keeps in the audit trail. When the server still refuses (its weather was newer), the weather
 * is asked again and the same confirmation shown. `guard(slots, send)`: `send(windOverride)` adds (its promise
 * fails with the server's refusal); render `dialog`. `checking` while the weather is asked at Save.
 */
export function useWindGuard(
  loadNumber: number,
  members: readonly MemberRow[],
): {
  guard: (slots: readonly WindSlot[], send: (windOverride: boolean) => Promise<unknown>) => void;
  dialog: ReactNode;
  checking: boolean;
} {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingWind | null>(null);
  const [checking, setChecking] = useState(false);
  // asked as the dialog opens, so Save seldom waits for it
  useClubWeather();

  /** The jumpers over their group's limit in the weather asked now (or a fresh enough one); none without it. */
  const problemsOf = async (slots: readonly WindSlot[], staleTime: number): Promise<WindProblem[]> => {
    try {
      const weather = await queryClient.fetchQuery({
        queryKey: WEATHER_KEY,
        queryFn: ({ signal }) => fetchWeather(api, signal),
        staleTime,
        // Save does not wait for retries: without the weather the server decides
        retry: false,
      });
      const people = members.map((m) => ({ id: m._id, license: m.license, role: m.role }));
      return windProblems(slots, people, weather.exceedances);
    } catch {
      // no weather here: the server decides, and says so if it refuses
      return [];
    }
  };

  /** Sends; a refusal over the wind limit (the server's weather was newer) asks with the weather asked again. */
  const attempt = (slots: readonly WindSlot[], send: PendingWind['send'], windOverride: boolean) => {
    send(windOverride).catch(async (error: unknown) => {
      if (!windOverride && isWindLimitError(error)) {
        setChecking(true);
        const problems = await problemsOf(slots, 0);
        setChecking(false);
        setPending({ problems, send });
      }
      // any other failure the snackbar has said
    });
  };

  const guard = (slots: readonly WindSlot[], send: PendingWind['send']) => {
    setChecking(true);
    void problemsOf(slots, WEATHER_FRESH_MS).then((problems) => {
      setChecking(false);
      if (problems.length > 0) {
        setPending({ problems, send });
      } else {
        attempt(slots, send, false);
      }
    });
  };

  const byId = new Map(members.map((m) => [m._id, m]));
  const groups = pending
    ? sameProblem(
        pending.problems.map((p) => {
          const member = byId.get(p.memberId);
          return { name: member ? memberName(member) : '', key: p.exceedance.group, problem: p.exceedance };
        }),
      )
    : [];
  const dialog = pending ? (
    <ConfirmDialog
      open
      title={t('loads.day.add.wind.title', { number: loadNumber })}
      onClose={() => setPending(null)}
      onConfirm={() => {
        attempt([], pending.send, true);
        setPending(null);
      }}
      confirmLabel={t('loads.day.add.wind.confirm')}
      danger
    >
      <Stack spacing={1.5}>
        {groups.length === 0 ? (
          <Alert severity="warning" data-testid="wind-limit">
            {t('error.windLimitExceeded')}
          </Alert>
        ) : (
          groups.map((g) => (
            <Alert key={g.key} severity="warning" data-testid="wind-limit">
              {t('loads.day.add.wind.jumpers', {
                names: g.names.join(', '),
                exceeded: exceedanceText(t, g.problem),
              })}
            </Alert>
          ))
        )}
        <span>{t('loads.day.add.wind.text')}</span>
      </Stack>
    </ConfirmDialog>
  ) : null;
  return { guard, dialog, checking };
}
