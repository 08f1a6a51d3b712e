import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';
import { renderApp } from '../../test/render';
import { clubServer, PAGE_TEST_TIMEOUT } from './clubTestServer';

describe('ClubPage: waiver links', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('adds a link once its address is a full http(s) URL', async () => {
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
    expect(await dialog.findByText('Only http and https addresses')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const url = dialog.getByRole('textbox', { name: 'Address (URL)' });
    for (const address of ['javascript:alert(1)', 'ftp://example.com/saannot.pdf']) {
      await userEvent.clear(url);
      await userEvent.type(url, `${address}{Enter}`);
      expect(await dialog.findByText('Only http and https addresses')).toBeInTheDocument();
    }
    expect(sent).toEqual([]);

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

  it('says in Finnish that only http and https addresses are taken', async () => {
    const { sent } = clubServer();
    await i18n.changeLanguage('fi');
    renderApp('/club');
    const section = within(await screen.findByRole('region', { name: 'Vastuuvapautuksen linkit' }));
    await userEvent.click(section.getByRole('button', { name: 'Lisää' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Lisää linkki' }));
    expect(dialog.getByText(/Koko verkko-osoite, joka alkaa https:\/\//)).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Otsikko' }), 'Säännöt');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Osoite (URL)' }), 'javascript:alert(1){Enter}');
    expect(await dialog.findByText('Vain http- ja https-osoitteet')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
