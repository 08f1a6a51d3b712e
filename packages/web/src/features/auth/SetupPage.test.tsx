import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildAdmin, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';

describe('SetupPage', { timeout: 30_000 }, () => {
  it('creates the club and its admin, then opens today’s loads', async () => {
    let sent: MockRequest | undefined;
    const admin = buildAdmin();
    mockFetch({
      'GET /api/setup': { status: 200, body: { needsSetup: true } },
      'POST /api/setup': (request) => {
        sent = request;
        return { status: 201, body: admin };
      },
      'GET /api/club': { status: 200, body: club },
      'GET /api/member/me': { status: 200, body: member },
    });
    renderApp('/');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Club name' }), 'Testikerho ry');
    await userEvent.type(screen.getByRole('textbox', { name: 'Club key' }), 'testikerho');
    await userEvent.type(screen.getByRole('textbox', { name: 'Display name' }), 'Ada Admin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'admin');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password\s*\*?$/), 'Secret123');
    await userEvent.type(screen.getByLabelText(/^Confirm password\s*\*?$/), 'Secret123');
    const hints = screen.getByRole('list', { name: 'Password requirements' });
    expect([...hints.querySelectorAll('li')].map((li) => li.dataset.met)).toEqual([
      'true',
      'true',
      'true',
      'true',
      'true',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Create club' }));

    expect(await screen.findByRole('heading', { name: 'Loads' })).toBeInTheDocument();
    expect(sent?.body).toEqual({
      clubName: 'Testikerho ry',
      clubKey: 'testikerho',
      displayName: 'Ada Admin',
      username: 'admin',
      email: 'ada@example.com',
      password: 'Secret123',
    });
  });

  it('checks the fields with the shared rules, in the UI language', async () => {
    mockFetch({ 'GET /api/setup': { status: 200, body: { needsSetup: true } } });
    renderApp('/');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Club key' }), 'utti-2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'not ok!');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'maija@example');
    await userEvent.type(screen.getByLabelText(/^Password\s*\*?$/), 'short');
    await userEvent.type(screen.getByLabelText(/^Confirm password\s*\*?$/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create club' }));

    expect(await screen.findAllByText('Only A-z and 0-9 allowed')).toHaveLength(2);
    expect(screen.getByText('8 characters minimum')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });
});
