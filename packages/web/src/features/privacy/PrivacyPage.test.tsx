import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import { renderApp } from '../../test/render';

const notice = 'Rekisterinpitäjä: Testikerho ry\n\nTietoja käytetään vain kerhon toimintaan.';

describe('PrivacyPage', () => {
  it("shows the club's notice to a visitor who is not signed in", async () => {
    anonymousRoutes({
      'GET /api/club/privacy': { status: 200, body: { clubName: 'Testikerho ry', privacyNotice: notice } },
    });
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy notice' })).toBeInTheDocument();
    expect(await screen.findByText('Testikerho ry')).toBeInTheDocument();
    expect(screen.getByText(/Tietoja käytetään vain kerhon toimintaan/)).toBeInTheDocument();
  });

  it('says plainly when the club has not written one', async () => {
    anonymousRoutes({
      'GET /api/club/privacy': { status: 200, body: { clubName: 'Testikerho ry', privacyNotice: '  ' } },
    });
    renderApp('/privacy');
    expect(await screen.findByText('The club has not written its privacy notice yet')).toBeInTheDocument();
  });

  it('is linked from the login page', async () => {
    anonymousRoutes();
    renderApp('/login');
    const card = (await screen.findByRole('heading', { name: /log in/i })).closest('div') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});
