import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildAdmin, buildUser } from '../../test/fixtures';
import { recordingSocket, renderApp } from '../../test/render';
import { captureDownloads, sessionRoutes } from '../members/members.fixtures';
import { buildEmptyYear, buildStats } from './stats.fixtures';

const thisYear = new Date().getFullYear();

// the chart library is a big first import on a busy two-core machine: load it before the clocks start
beforeAll(async () => {
  await import('./MonthlyChart');
}, 60_000);

function withStats(
  user = buildUser(),
  answer: (year: number) => ReturnType<typeof buildStats> = (year) => buildStats(year),
) {
  const asked: string[] = [];
  mockFetch({
    ...sessionRoutes(user),
    'GET /api/stats': (request: MockRequest) => {
      asked.push(request.search);
      const year = Number(new URLSearchParams(request.search).get('year'));
      const stats = answer(year);
      if (user.admin) {
        stats.summary = { ...stats.summary, balanceSum: 1234.5, negativeBalanceSum: -45.5 };
      }
      return { status: 200, body: stats };
    },
  });
  return asked;
}

const tiles = () => within(screen.getByRole('list', { name: /The club now|Kerho nyt/ }));
const tile = (label: string) => tiles().getByText(label).closest('li') as HTMLElement;

function namesIn(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('StatsPage', { timeout: 30_000 }, () => {
  let restoreDownloads = () => {};
  afterEach(() => restoreDownloads());

  it("shows the club's numbers as tiles, without the money sums for a member", async () => {
    const asked = withStats();
    renderApp('/stats');
    expect(await screen.findByRole('heading', { name: 'The club now' })).toBeInTheDocument();
    expect(asked).toEqual([`?year=${thisYear}`]);
    expect(tile('Members')).toHaveTextContent('1,234');
    expect(tile('Club members')).toHaveTextContent('321');
    expect(tile('Tandem students')).toHaveTextContent('40');
    expect(tile('C license')).toHaveTextContent('30');
    expect(tile('Licensed jumpers')).toHaveTextContent('55');
    expect(tiles().queryByText('Balances in total')).toBeNull();
    expect(tiles().queryByText('Negative balances in total')).toBeNull();
    expect(screen.getByRole('heading', { name: `Year ${thisYear}` })).toBeInTheDocument();
    expect(screen.getByText('Jumps 193 · loads 18 · jump days 3')).toBeInTheDocument();
  });

  it('shows an admin the balance sums as money', async () => {
    withStats(buildAdmin());
    renderApp('/stats');
    await screen.findByRole('heading', { name: 'The club now' });
    expect(tile('Balances in total')).toHaveTextContent('1 234,50 €');
    expect(within(tile('Negative balances in total')).getByText('-45,50 €')).toHaveAttribute(
      'data-negative',
      'true',
    );
  });

  it('sorts a ranking by a column and marks my own row', async () => {
    withStats();
    renderApp('/stats');
    const table = await screen.findByRole('table', { name: 'Jump ranking' });
    expect(namesIn(table)).toEqual([
      'Olli Opettaja',
      'Maija MeikäläinenYou',
      '=HYPERLINK("http://x")',
      'Aino Aalto',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '2', '2', '4']);
    const mine = rows[1] as HTMLElement;
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine).getByText('You')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(namesIn(table)).toEqual([
      '=HYPERLINK("http://x")',
      'Aino Aalto',
      'Maija MeikäläinenYou',
      'Olli Opettaja',
    ]);
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.click(within(table).getByRole('button', { name: 'Jumps' }));
    expect(within(table).getByRole('columnheader', { name: /Jumps/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const pilots = screen.getByRole('table', { name: 'Pilot ranking' });
    expect(within(pilots).getAllByRole('row')[1]).toHaveTextContent(/Pekka Pilotti3013/);
  });

  it('shows the months as a table beside the chart, tandems once and all jumps with a total', async () => {
    withStats();
    renderApp('/stats');
    const table = await screen.findByRole('table', { name: 'Jumps per month by kind' });
    const june = within(table).getByRole('rowheader', { name: 'June' }).closest('tr') as HTMLElement;
    expect(
      within(june)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['90', '4', '4', '1', '103']);
    const total = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['173', '7', '6', '1', '193']);
    expect(screen.getByRole('img', { name: /Bar chart of the jumps per month/ })).toBeInTheDocument();
  });

  it('says "None this year" in a ranking without rows, instead of a bare header', async () => {
    withStats(buildUser(), (year) => ({ ...buildStats(year), pilotRanking: [] }));
    renderApp('/stats');
    const pilots = await screen.findByRole('table', { name: 'Pilot ranking' });
    expect(within(pilots).getByRole('cell', { name: 'None this year' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Jump ranking' })).queryByText('None this year'),
    ).toBeNull();
  });

  it('fetches the year chosen and says plainly when it had no landed loads', async () => {
    const asked = withStats(buildUser(), (year) =>
      year === thisYear ? buildStats(year) : buildEmptyYear(year, [thisYear, thisYear - 1]),
    );
    renderApp('/stats');
    await screen.findByRole('table', { name: 'Jump ranking' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    await userEvent.click(await screen.findByRole('option', { name: String(thisYear - 1) }));
    expect(await screen.findByText(`No landed loads in ${thisYear - 1}`)).toBeInTheDocument();
    expect(asked).toEqual([`?year=${thisYear}`, `?year=${thisYear - 1}`]);
    expect(screen.getByRole('heading', { name: `Year ${thisYear - 1}` })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    // the club's numbers are now, not per year: they stay
    expect(tile('Members')).toHaveTextContent('1,234');
  });

  it('exports a ranking as CSV in the order shown, a formula neutralised', async () => {
    const downloads = captureDownloads();
    restoreDownloads = downloads.restore;
    withStats();
    renderApp('/stats');
    await screen.findByRole('table', { name: 'Jump ranking' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV: Jump ranking' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const [file] = downloads.files;
    expect(file?.name).toBe(`jump-ranking-${thisYear}.csv`);
    // a BOM first, so spreadsheets read UTF-8 (text() decodes it away)
    expect([...new Uint8Array(await (file as { blob: Blob }).blob.arrayBuffer()).slice(0, 3)]).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
    expect(await file?.blob.text()).toBe(
      [
        'Place,Name,License,Jumps',
        '1,Olli Opettaja,D,120',
        '2,Maija Meikäläinen,C,45',
        `2,"'=HYPERLINK(""http://x"")",,45`,
        '4,Aino Aalto,A,3',
        '',
      ].join('\n'),
    );
  });

  it('refreshes when a load lands', async () => {
    let landed = false;
    const asked = withStats(buildUser(), (year) => {
      const stats = buildStats(year);
      return landed ? { ...stats, jumps: { ...stats.jumps, total: stats.jumps.total + 2 } } : stats;
    });
    const socket = recordingSocket();
    renderApp('/stats', { createSocket: socket.createSocket });
    expect(await screen.findByText('Jumps 193 · loads 18 · jump days 3')).toBeInTheDocument();
    landed = true;
    act(() => socket.serverEmits('loadsUpdatedUpdateMembers', { date: `${thisYear}-07-01` }));
    expect(await screen.findByText('Jumps 195 · loads 18 · jump days 3')).toBeInTheDocument();
    expect(asked).toEqual([`?year=${thisYear}`, `?year=${thisYear}`]);
  });

  describe('in Finnish', () => {
    it('shows the numbers the Finnish way and exports with semicolons and Finnish dates', async () => {
      await i18n.changeLanguage('fi');
      const downloads = captureDownloads();
      restoreDownloads = downloads.restore;
      withStats(buildAdmin());
      renderApp('/stats');
      expect(await screen.findByRole('heading', { name: 'Tilastot' })).toBeInTheDocument();
      await screen.findByRole('heading', { name: 'Kerho nyt' });
      expect(tile('Jäsenet')).toHaveTextContent(/^Jäsenet1\s234$/);
      expect(tile('C-lisenssi')).toHaveTextContent('30');
      expect(tile('Saldot yhteensä')).toHaveTextContent('1 234,50 €');
      expect(screen.getByRole('heading', { name: `Vuosi ${thisYear}` })).toBeInTheDocument();
      const ranking = screen.getByRole('table', { name: 'Hyppääjien hypyt' });
      expect(within(ranking).getByText('Sinä')).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Hypyt kuukausittain lajeittain' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: `Vie CSV: Hyppypäivät ${thisYear}` }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(await downloads.files[0]?.blob.text()).toBe(
        [
          'Päivä;Nousut;Hypyt;Tandemit;Oppilashypyt;Lentominuutit',
          `10.5.${thisYear};6;63;0;3;140`,
          `14.6.${thisYear};9;103;4;4;215`,
          `1.7.${thisYear};3;27;2;0;65`,
          'Yhteensä;18;193;6;7;420',
          '',
        ].join('\n'),
      );
    });

    it('says in Finnish that a year had no landed loads', async () => {
      await i18n.changeLanguage('fi');
      withStats(buildUser(), (year) => buildEmptyYear(year, [year]));
      renderApp('/stats');
      expect(await screen.findByText(`Vuonna ${thisYear} ei ole laskeutuneita nousuja`)).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
    });
  });
});
