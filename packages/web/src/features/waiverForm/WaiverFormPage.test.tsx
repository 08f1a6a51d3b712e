import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousRoutes } from '../../test/anonymousRoutes';
import { calledRoutes, type MockRequest } from '../../test/fetchMock';
import { renderApp } from '../../test/render';
import { signaturePads } from './SignatureField';

/** A real PNG's data URL start (the shared rule wants the PNG signature). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';

// jsdom has no canvas: a pad that "draws" when the test fires `test-sign` at its canvas
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

// label lookups: role queries over this long MUI form are slow on a busy machine
const textbox = (label: RegExp) => screen.getByLabelText(label);
const question = (text: RegExp) => screen.getByText(text).closest('fieldset') as HTMLElement;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function answer(text: RegExp, choice: 'Yes' | 'No') {
  await userEvent.click(within(question(text)).getByLabelText(choice));
}

async function fillPerson() {
  type(await screen.findByLabelText(/^First name/), 'Maija');
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

const submit = () => userEvent.click(screen.getByText('Sign and send'));

describe('WaiverFormPage', () => {
  const realPad = signaturePads.open;
  beforeEach(() => {
    signaturePads.open = (canvas) => new FakePad(canvas) as unknown as ReturnType<typeof realPad>;
  });
  afterEach(() => {
    signaturePads.open = realPad;
    delete window.grecaptcha;
  });

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

  it('says when the club has the text only in the other language, and marks its language', async () => {
    anonymousRoutes({
      'GET /api/waiver-form': {
        status: 200,
        body: {
          clubName: 'Utin Laskuvarjokerho',
          lang: 'fi',
          versionId: 'v7',
          text: 'Hyppään omalla vastuullani.',
          links,
        },
      },
    });
    renderApp('/waiver?club=utti');
    const text = await screen.findByText('Hyppään omalla vastuullani.');
    expect(text.closest('[lang]')).toHaveAttribute('lang', 'fi');
    expect(screen.getByTestId('waiver-text-language')).toHaveTextContent(
      'The club has this text in Finnish only.',
    );
  });

  it('says nothing of languages when the text is in the page’s language', async () => {
    routes();
    renderApp('/waiver?club=utti');
    await screen.findByText(WAIVER_TEXT);
    expect(screen.queryByTestId('waiver-text-language')).not.toBeInTheDocument();
  });

  it('refuses unanswered yes/no questions and a missing signature, sending nothing', async () => {
    const fetchMock = routes();
    renderApp('/waiver');
    type(await screen.findByLabelText(/^First name/), 'Maija');
    await submit();
    // each yes/no question must be answered and the form must be signed
    for (const text of [/own gear/, /member of the club/, /SIL/, /filmed/]) {
      expect(question(text)).toHaveTextContent('Required');
    }
    expect(
      screen.getByText('Sign with your finger or mouse in the box below.').closest('fieldset') as HTMLElement,
    ).toHaveTextContent('Required');
    expect(calledRoutes(fetchMock)).not.toContain('POST /api/waiver');
  });

  it('refuses an own-gear field left empty when the signer jumps own gear, sending nothing', async () => {
    const fetchMock = routes();
    renderApp('/waiver');
    await fillPerson();
    await answer(/own gear/, 'Yes');
    fireEvent(screen.getByLabelText('Signature pad'), new Event('test-sign'));
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
    fireEvent(screen.getByLabelText('Signature pad'), new Event('test-sign'));
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
    fireEvent(screen.getByLabelText('Signature pad'), new Event('test-sign'));
    await submit();
    await waitFor(() => expect(textbox(/^City/)).toHaveAccessibleDescription('No special characters'));
    expect(screen.queryByRole('heading', { name: /Thank you/ })).not.toBeInTheDocument();
  });

  it('shows the new waiver text when the club changed it while the form was open, and signs that version', async () => {
    let version = 'v7';
    const posted: unknown[] = [];
    anonymousRoutes({
      'GET /api/waiver-form': () => ({
        status: 200,
        body: {
          clubName: 'Utin Laskuvarjokerho',
          lang: 'en',
          versionId: version,
          text: `Text ${version}`,
          links,
        },
      }),
      'POST /api/waiver': (request) => {
        posted.push((request.body as { waiver: { waiverTextVersionId: string } }).waiver.waiverTextVersionId);
        if (posted.length === 1) {
          version = 'v8';
          return {
            status: 400,
            body: {
              message: 'Invalid data',
              locale: 'error.invalidData',
              details: 'The waiver text you were shown has changed',
              detailsLocale: 'errorDetail.waiverTextVersionUnknown',
            },
          };
        }
        return { status: 201, body: { ok: true } };
      },
    });
    renderApp('/waiver');
    await fillPerson();
    fireEvent(screen.getByLabelText('Signature pad'), new Event('test-sign'));
    await submit();
    expect(await screen.findByText('Text v8')).toBeInTheDocument();
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Thank you, your waiver is saved' }),
    ).toBeInTheDocument();
    expect(posted).toEqual(['v7', 'v8']);
  });

  it('sends a bot-check token for "waiver" when the server has a site key', async () => {
    let sent: MockRequest | undefined;
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (siteKey, { action }) => `${siteKey}:${action}`,
    };
    anonymousRoutes(
      {
        'GET /api/waiver-form': {
          status: 200,
          body: { clubName: 'Utin Laskuvarjokerho', lang: 'en', versionId: 'none', text: '', links: [] },
        },
        'POST /api/waiver': (request) => {
          sent = request;
          return { status: 201, body: { ok: true } };
        },
      },
      { botCheckSiteKey: 'site-key' },
    );
    renderApp('/waiver');
    await fillPerson();
    fireEvent(screen.getByLabelText('Signature pad'), new Event('test-sign'));
    await submit();
    expect(await screen.findByText('Thank you, your waiver is saved')).toBeInTheDocument();
    expect(sent?.body).toMatchObject({
      botToken: 'site-key:waiver',
      waiver: { waiverTextVersionId: 'none' },
    });
  });
});
