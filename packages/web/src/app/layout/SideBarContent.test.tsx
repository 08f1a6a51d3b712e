import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberMe } from '../../features/members/api';
import { buildAdmin, buildUser, member } from '../../test/fixtures';
import { renderWithTheme } from '../../test/render';
import { SideBarContent } from './SideBarContent';

const memberMe: MemberMe = { ...member, balanceCents: -1250 as MemberMe['balanceCents'] };

function renderSideBar(user = buildUser(), handlers = { onFeedback: vi.fn(), onLogout: vi.fn() }) {
  renderWithTheme(<SideBarContent user={user} member={memberMe} {...handlers} />, {
    route: '/loads/2025-06-01',
  });
  return handlers;
}

function entryNames(): string[] {
  const nav = screen.getByTestId('side-bar');
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '')
    .filter((name) => name !== 'My day (light page)');
}

describe('SideBarContent', () => {
  it('shows a plain user loads, payments, waivers and stats', () => {
    renderSideBar();
    expect(entryNames().slice(0, -2)).toEqual(['Loads', 'Payments', 'Waivers', 'Statistics']);
  });

  it('adds members for a waiver checker', () => {
    renderSideBar(
      buildUser({ permissions: { canCheckWaivers: true, canManifest: false, canTakePayments: false } }),
    );
    expect(entryNames().slice(0, -2)).toEqual(['Loads', 'Members', 'Payments', 'Waivers', 'Statistics']);
  });

  it('adds members, users, club and the audit trail for an admin', () => {
    renderSideBar(buildAdmin());
    expect(entryNames().slice(0, -2)).toEqual([
      'Loads',
      'Members',
      'Users',
      'Club',
      'Audit trail',
      'Payments',
      'Waivers',
      'Statistics',
    ]);
  });

  it("adds the host console for the installation's host (issue 35), after the club's own screens", () => {
    renderSideBar(buildAdmin({ host: true }));
    expect(entryNames().slice(0, -2)).toEqual([
      'Loads',
      'Members',
      'Users',
      'Club',
      'Audit trail',
      'Payments',
      'Waivers',
      'Statistics',
      'Manage clubs',
    ]);
    expect(screen.getByRole('link', { name: 'Manage clubs' })).toHaveAttribute('href', '/host');
  });

  it("links a linked jumper's light day, as a page of its own", () => {
    renderSideBar();
    expect(screen.getByRole('link', { name: 'My day (light page)' })).toHaveAttribute('href', '/my-day');
    renderSideBar(buildUser({ linkedMember: null }));
    expect(
      within(screen.getAllByTestId('side-bar')[1] as HTMLElement).queryByText('My day (light page)'),
    ).toBeNull();
  });

  it('links the privacy notice before the profile', () => {
    renderSideBar();
    expect(entryNames().at(-2)).toBe('Privacy notice');
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  });

  it('marks the open screen', () => {
    renderSideBar();
    expect(screen.getByRole('link', { name: 'Loads' })).toHaveAttribute('aria-current', 'page');
  });

  it('ends with the profile link: display name and the balance in red', () => {
    renderSideBar();
    const profile = screen.getByRole('link', { name: 'Profile: Maija Meikäläinen' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(within(profile).getByText('Maija Meikäläinen')).toBeInTheDocument();
    expect(within(profile).getByText('-12,50 €')).toHaveAttribute('data-negative', 'true');
  });

  it('opens feedback and logs out', async () => {
    const handlers = renderSideBar();
    await userEvent.click(screen.getByRole('button', { name: 'Give feedback' }));
    expect(handlers.onFeedback).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(handlers.onLogout).toHaveBeenCalledTimes(1);
  });
});
