import type { WaiverSettings } from '@dz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../app/i18n';
import { renderApp } from '../../test/render';
import { buildClub, clubServer, PAGE_TEST_TIMEOUT } from './clubTestServer';

const settings: WaiverSettings = {
  texts: [
    {
      lang: 'fi',
      versionId: 'version-fi-1',
      text: 'Hyppään omalla vastuullani.',
      created: '2026-04-01T09:00:00.000Z',
    },
  ],
  checklist: [
    { _id: 'papers', label: 'Varustepaperit' },
    { _id: 'licence', label: 'Lisenssi' },
  ],
};

const labels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ClubPage: waiver settings', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows each language’s current text and saves an edit as a new version', async () => {
    const { sent } = clubServer(buildClub(), settings);
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Waiver' }));
    expect(await section.findByText('Hyppään omalla vastuullani.')).toBeInTheDocument();
    expect(section.getByText(/Current version saved/)).toBeInTheDocument();
    expect(section.getByText(/No text yet/)).toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Edit Waiver text (English)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Waiver text (English)' }));
    const en = dialog.getByRole('textbox', { name: 'Waiver text (English)' });
    expect(en).toHaveValue('');
    await userEvent.click(en);
    await userEvent.paste('I jump at my own risk.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', '/api/club/waiver-text', { lang: 'en', text: 'I jump at my own risk.' }],
    ]);
    expect(await section.findByText('I jump at my own risk.')).toBeInTheDocument();
    expect(section.queryByText(/No text yet/)).not.toBeInTheDocument();
  });

  it('adds, renames, orders and removes checklist items, sending the whole list', async () => {
    const { sent } = clubServer(buildClub(), settings);
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Waiver' }));
    const list = await section.findByRole('list', { name: 'Checklist' });
    expect(labels(list)).toEqual(['Varustepaperit', 'Lisenssi']);

    await userEvent.click(section.getByRole('button', { name: 'Add an item' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a checklist item' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Item' }), '{Enter}');
    expect(await dialog.findByText('Required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Item' }), 'SIL-jäsenyys{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.at(-1)?.body).toEqual({
      items: [
        { _id: 'papers', label: 'Varustepaperit' },
        { _id: 'licence', label: 'Lisenssi' },
        { label: 'SIL-jäsenyys' },
      ],
    });
    await waitFor(() => expect(labels(list)).toEqual(['Varustepaperit', 'Lisenssi', 'SIL-jäsenyys']));

    await userEvent.click(section.getByRole('button', { name: 'Move up: Lisenssi' }));
    await waitFor(() => expect(labels(list)).toEqual(['Lisenssi', 'Varustepaperit', 'SIL-jäsenyys']));

    await userEvent.click(section.getByRole('button', { name: 'Edit Varustepaperit' }));
    const edit = within(await screen.findByRole('dialog', { name: 'Edit the checklist item' }));
    const label = edit.getByRole('textbox', { name: 'Item' });
    await userEvent.clear(label);
    await userEvent.type(label, 'Varustepaperit tarkistettu{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(section.getByRole('button', { name: 'Delete SIL-jäsenyys' }));
    await waitFor(() => expect(labels(list)).toEqual(['Lisenssi', 'Varustepaperit tarkistettu']));
    expect(sent.at(-1)?.body).toEqual({
      items: [
        { _id: 'licence', label: 'Lisenssi' },
        { _id: 'papers', label: 'Varustepaperit tarkistettu' },
      ],
    });
    expect(sent.every((r) => r.method === 'PUT' && r.path === '/api/club/waiver-checklist')).toBe(true);
  });

  it('shows the form’s QR code and address, and prints a poster of it', async () => {
    clubServer(buildClub(), settings);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Waiver' }));
    const address = `${window.location.origin}/waiver?club=testikerho`;
    expect(await section.findByRole('img', { name: 'QR code of the waiver form' })).toBeInTheDocument();
    expect(section.getByRole('link', { name: address })).toHaveAttribute('href', address);

    await userEvent.click(section.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.dz-waiver-qr-poster')).toHaveTextContent(address);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('.dz-waiver-qr-poster')).toBeNull());
  });

  it('speaks Finnish', async () => {
    clubServer(buildClub(), settings);
    await i18n.changeLanguage('fi');
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Vastuuvapautus' }));
    expect(await section.findByText('Hyppään omalla vastuullani.')).toBeInTheDocument();
    expect(section.getByRole('heading', { name: 'Vastuuvapautusteksti (suomi)' })).toBeInTheDocument();
    expect(
      section.getByRole('button', { name: 'Muokkaa: Vastuuvapautusteksti (englanti)' }),
    ).toBeInTheDocument();
    expect(section.getByRole('list', { name: 'Tarkistuslista' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Lisää kohta' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Tulosta' })).toBeInTheDocument();
    expect(section.getByRole('img', { name: 'Vastuuvapautuslomakkeen QR-koodi' })).toBeInTheDocument();
  });
});
