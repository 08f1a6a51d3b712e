import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { clubServer, PAGE_TEST_TIMEOUT } from './clubTestServer';

describe('ClubPage: waiver links', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('adds a link once its address is a full URL', async () => {
    const { sent } = clubServer();
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Waiver links' }));
    expect(section.getByText('No waiver links yet.')).toBeInTheDocument();
    await userEvent.click(section.getByRole('button', { name: 'Add' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Add a waiver link' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Kerhon säännöt');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Address (URL)' }),
      'example.com/saannot{Enter}',
    );
    expect(
      await dialog.findByText('A full web address, such as https://example.com/rules'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    const url = dialog.getByRole('textbox', { name: 'Address (URL)' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/saannot.pdf{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/club/waiver-link', { title: 'Kerhon säännöt', url: 'https://example.com/saannot.pdf' }],
    ]);
    expect(await section.findByRole('link', { name: 'Kerhon säännöt' })).toHaveAttribute(
      'href',
      'https://example.com/saannot.pdf',
    );
  });
});
