import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildUser, club, member } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { applicationServerKey } from './pushSubscription';

// a P-256 public key as the server answers it (65 bytes, base64url)
const publicKey = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

function signedIn() {
  const sent: MockRequest[] = [];
  const record = (request: MockRequest) => {
    sent.push(request);
    return { status: 200, body: { ok: true } };
  };
  mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: buildUser() },
    'GET /api/club': { status: 200, body: club },
    'GET /api/member/me': { status: 200, body: member },
    'GET /api/member/me/logbook': { status: 200, body: { jumpsBefore: null, jumps: [] } },
    'GET /api/push/key': { status: 200, body: { publicKey } },
    'POST /api/push/subscription': record,
    'DELETE /api/push/subscription': record,
  });
  return sent;
}

/** A browser with Web Push: a service worker registration whose push manager subscribes. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: 'https://push.example.com/abc',
      options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer },
      toJSON: () => ({
        endpoint: 'https://push.example.com/abc',
        keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return subscription;
  });
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  const Notification = {
    permission,
    requestPermission: vi.fn(async () => {
      Notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', Notification);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async () => registration),
      getRegistration: async () => registration,
      ready: Promise.resolve(registration),
    },
  });
  return { subscribe, Notification };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function loadCallsSection() {
  return within(await screen.findByRole('region', { name: 'Load calls' }));
}

describe('load-call notifications on the profile page', () => {
  it('says plainly when the browser cannot show notifications, and that the open app still shows calls', async () => {
    signedIn();
    renderApp('/profile');
    const section = await loadCallsSection();
    const toggle = section.getByRole('switch', { name: 'Notify me on this device when my load is called' });
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).toHaveAccessibleDescription(
      'This browser cannot show notifications. While the app is open it still shows the calls of your loads.',
    );
  });

  it("turns calls on: the browser's permission, a subscription with the server's key, the server told", async () => {
    const sent = signedIn();
    const { subscribe, Notification } = browserWithPush('default');
    renderApp('/profile');
    const section = await loadCallsSection();
    const toggle = section.getByRole('switch', { name: /Notify me/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(Notification.requestPermission).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    });
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      endpoint: 'https://push.example.com/abc',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
      language: 'en',
    });

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(sent.find((r) => r.method === 'DELETE')?.body).toEqual({
      endpoint: 'https://push.example.com/abc',
    });
  });

  it('stays off and says so when the user blocks notifications at the prompt', async () => {
    const sent = signedIn();
    browserWithPush('default', 'denied');
    renderApp('/profile');
    const section = await loadCallsSection();
    const toggle = section.getByRole('switch', { name: /Notify me/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/blocked for this site/);
    expect(sent.filter((r) => r.path === '/api/push/subscription')).toEqual([]);
  });
});

describe('applicationServerKey', () => {
  it('decodes the base64url key to its 65 bytes', () => {
    const bytes = applicationServerKey(publicKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
