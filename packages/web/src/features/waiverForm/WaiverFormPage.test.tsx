import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import { calledRoutes, type MockRequest } from '../../test/fetchMock';
import { renderApp } from '../../test/render';

/** A real PNG's data URL start (the shared rule wants the PNG signature). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';

// jsdom has no canvas: a pad that "draws" when the test fires `test-sign` at its canvas
vi.mock('signature_pad', () => {
  class FakePad {
    private empty = true;
    private listeners = new Map<string, () => void>();
    constructor(canvas: HTMLCanvasElement) {
      canvas.addEventListener('test-sign', () => {
        this.empty = false;
        this.listeners.get('endStroke')?.();
      });
    }
    addEventListener(event: string, listener: () => void) {
      this.listeners.set(event, listener);
    }
    removeEventListener(event: string) {
      this.listeners.delete(event);
    }
    isEmpty() {
      return this.empty;
    }
    toDataURL() {
      return PNG;
    }
    toData() {
      return [];
    }
    fromData() {}
    clear() {
      this.empty = true;
    }
    off() {}
  }
  return { default: FakePad };
});

const WAIVER_TEXT = 'I jump at my own risk.';
let shown: string[] = [];
const links = [{ _id: 'l1', title: 'Kerhon turvallisuusohje', url: 'https://example.com/ohje.pdf' }];

function routes(onPost?: (request: MockRequest) => void) {
  shown = [];
  return anonymousRoutes({
    'GET /api/waiver-form': (request) => {
      shown.push(request.search);
      return {
        status: 200,
        body: { clubName: 'Utin Laskuvarjokerho', lang: 'en', versionId: 'v7', text: WAIVER_TEXT, links },
      };
    },
    'POST /api/waiver': (request) => {
      onPost?.(request);
      return { status: 201, body: { ok: true } };
    },
  });
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function answer(question: RegExp, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  await userEvent.click(within(group).getByRole('radio', { name: choice }));
}

async function fillPerson() {
  type(await screen.findByRole('textbox', { name: /^First name/ }), 'Maija');
  type(textbox(/^Last name/), 'Meikäläinen');
  type(textbox(/^Street address/), 'Lentokentäntie 1');
  type(textbox(/^Postal code/), '45410');
  type(textbox(/^City/), 'Utti');
  type(textbox(/^Email/), 'maija@example.com');
  type(textbox(/^Phone/), '+358401234567');
  type(textbox(/^Total jumps/), '120');
  type(textbox(/^Exit weight/), '85,5');
  await answer(/own gear/, 'No');
  await answer(/member of the club/, 'Yes');
  await answer(/SIL/, 'Yes');
  await answer(/filmed/, 'No');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Sign and send' }));

describe('WaiverFormPage', () => {
  it("shows the club's waiver text and links to read before signing, without login", async () => {
    routes();
    renderApp('/waiver?club=utti');
    expect(await screen.findByText(WAIVER_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Utin Laskuvarjokerho')).toBeInTheDocument();
    expect(shown).toEqual(['?club=utti&lang=en']);
    const link = await screen.findByRole('link', { name: /Kerhon turvallisuusohje/ });
    expect(link).toHaveAttribute('href', 'https://example.com/ohje.pdf');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('refuses unanswered questions, a missing signature and an own-gear field left empty, sending nothing', async () => {
    const fetchMock = routes();
    renderApp('/waiver');
    type(await screen.findByRole('textbox', { name: /^First name/ }), 'Maija');
    await submit();
    // each yes/no question must be answered and the form must be signed
    for (const question of [/own gear/, /member of the club/, /SIL/, /filmed/]) {
      const group = screen.getByRole('radiogroup', { name: question });
      expect(group.closest('fieldset')).toHaveTextContent('Required');
    }
    expect(screen.getByRole('group', { name: /^Signature/ })).toHaveTextContent('Required');

    await fillPerson();
    await answer(/own gear/, 'Yes');
    fireEvent(screen.getByRole('img', { name: 'Signature pad' }), new Event('test-sign'));
    type(textbox(/^Canopy size/), '170');
    await submit();
    // requiredIfTrue: with own gear the canopy and the inspection date are required
    await waitFor(() => expect(textbox(/^Canopy\s*\*?$/)).toHaveAccessibleDescription('Required'));
    expect(screen.getByLabelText(/^Next equipment expiration/)).toHaveAccessibleDescription('Required');
    expect(textbox(/^Canopy size/)).not.toHaveAccessibleDescription('Required');
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/waiver');
  });

  it('posts { waiver } with the signature and the numbers typed the Finnish way, then confirms', async () => {
    let posted: MockRequest | undefined;
    routes((request) => {
      posted = request;
    });
    renderApp('/waiver?club=utti');
    await fillPerson();
    fireEvent(screen.getByRole('img', { name: 'Signature pad' }), new Event('test-sign'));
    expect(await screen.findByText('Signed')).toBeInTheDocument();
    await submit();

    expect(
      await screen.findByRole('heading', { name: 'Thank you, your waiver is saved' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/maija@example.com/)).toBeInTheDocument();
    expect(posted?.search).toBe('?club=utti');
    expect(posted?.body).toEqual({
      lang: 'en',
      waiver: expect.objectContaining({
        firstName: 'Maija',
        lastName: 'Meikäläinen',
        email: 'maija@example.com',
        exitWeight: 85.5,
        totalJumps: 120,
        canopySize: null,
        nextEquipmentExpiration: null,
        ownGear: false,
        clubMember: true,
        silMember: true,
        filmingPermission: false,
        license: '',
        signature: PNG,
        waiverTextVersionId: 'v7',
      }),
    });
  });

  it('shows a server validation line at its field', async () => {
    anonymousRoutes({
      'GET /api/waiver-form': {
        status: 200,
        body: { clubName: 'Utin Laskuvarjokerho', lang: 'en', versionId: 'none', text: '', links: [] },
      },
      'POST /api/waiver': {
        status: 400,
        body: {
          message: 'Some fields are invalid',
          locale: 'error.invalidFields',
          validationMessage: ['waiver.city: No special characters'],
          validationErrors: [
            { field: 'waiver.city', locale: 'validation.noSpecial', fieldLocale: 'fields.city' },
          ],
        },
      },
    });
    renderApp('/waiver');
    await fillPerson();
    fireEvent(screen.getByRole('img', { name: 'Signature pad' }), new Event('test-sign'));
    await submit();
    await waitFor(() => expect(textbox(/^City/)).toHaveAccessibleDescription('No special characters'));
    expect(screen.queryByRole('heading', { name: /Thank you/ })).not.toBeInTheDocument();
  });
});
