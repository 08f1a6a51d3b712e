import {
  formatEuros,
  formatFinnishReference,
  formatIban,
  formatRfReference,
  type Language,
  type PaymentInfo,
  sharedText,
} from '@dz/shared';
import type { Mail, MailAttachment } from './mailer';

/**
 * The product's mails. A club's members read Finnish or English and we do not know which a new user
 * prefers, so each mail carries both, Finnish first (the product's default language).
 */
function bilingual(to: string, subject: { fi: string; en: string }, fi: string[], en: string[]): Mail {
  const text = [...fi, '', '—', '', ...en].join('\n');
  return { to, subject: `${subject.fi} / ${subject.en}`, text };
}

export function confirmEmailMail(to: string, link: string, clubName: string): Mail {
  return bilingual(
    to,
    { fi: `Vahvista sähköpostiosoitteesi – ${clubName}`, en: `Confirm your e-mail address – ${clubName}` },
    [
      'Hei!',
      '',
      `Vahvista sähköpostiosoitteesi avaamalla tämä linkki 24 tunnin kuluessa:`,
      link,
      '',
      'Jos et luonut tunnusta, voit jättää viestin huomiotta.',
    ],
    [
      'Hello!',
      '',
      'Confirm your e-mail address by opening this link within 24 hours:',
      link,
      '',
      'If you did not create an account, you can ignore this message.',
    ],
  );
}

/** The host's invitation of a new club's first admin (issue 35): a link valid 7 days. */
export function clubInvitationMail(to: string, link: string, clubName: string): Mail {
  return bilingual(
    to,
    { fi: `Kutsu kerhon ylläpitäjäksi – ${clubName}`, en: `Invitation to run ${clubName}` },
    [
      'Hei!',
      '',
      `Sinut on kutsuttu kerhon ${clubName} ensimmäiseksi ylläpitäjäksi hyppytoiminnan hallintaan.`,
      'Avaa tämä linkki 7 päivän kuluessa, luo tunnus (tai kirjaudu omallasi) ja aloita:',
      link,
      '',
      'Jos et odottanut tätä viestiä, voit jättää sen huomiotta.',
    ],
    [
      'Hello!',
      '',
      `You have been invited as the first admin of ${clubName} in the drop zone manifest.`,
      'Open this link within 7 days, create an account (or sign in with yours) and get started:',
      link,
      '',
      'If you did not expect this message, you can ignore it.',
    ],
  );
}

export function passwordResetMail(to: string, link: string): Mail {
  return bilingual(
    to,
    { fi: 'Salasanan vaihto', en: 'Password reset' },
    [
      'Hei!',
      '',
      'Vaihda salasanasi avaamalla tämä linkki tunnin kuluessa:',
      link,
      '',
      'Jos et pyytänyt vaihtoa, voit jättää viestin huomiotta.',
    ],
    [
      'Hello!',
      '',
      'Reset your password by opening this link within an hour:',
      link,
      '',
      'If you did not ask for this, you can ignore this message.',
    ],
  );
}

/** To the owner of an account locked after too many failed sign-ins (from any address). */
export function accountLockedMail(to: string, resetLink: string, minutes: number): Mail {
  return bilingual(
    to,
    { fi: 'Tunnuksesi lukittiin', en: 'Your account was locked' },
    [
      'Hei!',
      '',
      `Tunnuksellesi yritettiin kirjautua useita kertoja väärällä salasanalla, joten se on lukittu ${minutes} minuutiksi.`,
      'Jos se olit sinä, odota hetki ja yritä uudelleen. Jos et, vaihda salasanasi tästä:',
      resetLink,
    ],
    [
      'Hello!',
      '',
      `Someone tried to sign in to your account several times with a wrong password, so it is locked for ${minutes} minutes.`,
      'If it was you, wait a moment and try again. If it was not, change your password here:',
      resetLink,
    ],
  );
}

export function feedbackMail(to: string, clubName: string, from: string, message: string): Mail {
  return bilingual(
    to,
    { fi: `Palaute – ${clubName}`, en: `Feedback – ${clubName}` },
    [`Käyttäjä ${from} lähetti palautetta:`, '', message],
    [`${from} sent feedback:`, '', message],
  );
}

export function memberInviteMail(to: string, clubName: string, registerLink: string, clubKey: string): Mail {
  return bilingual(
    to,
    { fi: `Kutsu: ${clubName}`, en: `Invitation: ${clubName}` },
    [
      `Sinut on lisätty kerhon ${clubName} jäseneksi.`,
      '',
      'Luo käyttäjätunnus osoitteessa',
      registerLink,
      `Kerhoavain: ${clubKey}`,
    ],
    [
      `You have been added as a member of ${clubName}.`,
      '',
      'Create your account at',
      registerLink,
      `Club key: ${clubKey}`,
    ],
  );
}

/**
 * The signer's copy of a signed waiver, in the form's language (texts `mail.waiverCopy.*` in the shared
 * locales): the club, what was signed and when, that a checker goes through it, the signed document attached.
 */
export function waiverCopyMail(
  to: string,
  language: Language,
  waiver: { clubName: string; name: string; year: number; signedAt: string },
  pdf: MailAttachment,
): Mail {
  const t = (key: string) =>
    sharedText(language, `mail.waiverCopy.${key}`, {
      club: waiver.clubName,
      name: waiver.name,
      year: waiver.year,
      when: waiver.signedAt,
    });
  return {
    to,
    subject: t('subject'),
    text: [t('greeting'), '', t('body'), t('attached'), '', t('next'), '', t('ignore')].join('\n'),
    attachments: [pdf],
  };
}

/** The locale a language formats money and dates in. */
function localeOf(language: Language): string {
  return language === 'fi' ? 'fi-FI' : 'en-GB';
}

/**
 * A member's Monday payment reminder, in their language (texts `mail.paymentReminder.*`): the negative
 * balance in euros ("-45,50 €" in Finnish) and how to pay, the club's payment methods in the club's order.
 */
export function paymentReminderMail(
  to: string,
  language: Language,
  reminder: {
    clubName: string;
    name: string;
    balanceCents: number;
    paymentMethods: string[];
    /** The member's bank transfer instructions, when the club has set its account. */
    bank?: PaymentInfo | null;
  },
): Mail {
  const balance = mailEuros(reminder.balanceCents, language);
  const t = (key: string) =>
    sharedText(language, `mail.paymentReminder.${key}`, {
      club: reminder.clubName,
      name: reminder.name,
      balance,
    });
  const methods = reminder.paymentMethods.filter((m) => m.trim() !== '');
  const bank = reminder.bank ? [...paymentInstructionLines(language, reminder.bank), ''] : [];
  const howToPay =
    methods.length > 0
      ? [t('howToPay'), ...methods.map((m) => `- ${m}`)]
      : bank.length > 0
        ? []
        : [t('askClub')];
  return {
    to,
    subject: t('subject'),
    text: [t('greeting'), '', t('balance'), '', ...bank, ...howToPay, '', t('footer')]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n'),
  };
}

/** Euros as a mail writes them: a plain hyphen-minus (Intl writes U+2212, which some mail readers show as a box). */
function mailEuros(amountCents: number, language: Language): string {
  return formatEuros(amountCents, localeOf(language)).replace('\u2212', '-');
}

/** A member's bank transfer instructions as lines of a mail (texts `mail.paymentInstructions.*`). */
export function paymentInstructionLines(language: Language, info: PaymentInfo): string[] {
  const t = (key: string, params: Record<string, string> = {}) =>
    sharedText(language, `mail.paymentInstructions.${key}`, params);
  return [
    t('title'),
    t('recipient', { recipient: info.recipient }),
    t('iban', { iban: formatIban(info.iban) }),
    t('bic', { bic: info.bic }),
    t('reference', { reference: formatFinnishReference(info.reference) }),
    t('rfReference', { rfReference: formatRfReference(info.rfReference) }),
    ...(info.amount !== null
      ? [t('amount', { amount: mailEuros(Math.round(info.amount * 100), language) })]
      : []),
    ...(info.virtualBarcode ? [t('virtualBarcode', { code: info.virtualBarcode })] : []),
  ];
}

/**
 * "We received your payment": to a member whose bank transfer an imported statement booked, in both languages
 * (a member's language is not known), Finnish first. Texts `mail.paymentReceived.*`.
 */
export function paymentReceivedMail(
  to: string,
  receipt: { clubName: string; name: string; amountCents: number; balanceCents: number; bookingDate: string },
): Mail {
  const [y, m, d] = receipt.bookingDate.split('-').map(Number);
  const lines = (language: Language) => {
    const t = (key: string) =>
      sharedText(language, `mail.paymentReceived.${key}`, {
        club: receipt.clubName,
        name: receipt.name,
        amount: mailEuros(receipt.amountCents, language),
        balance: mailEuros(receipt.balanceCents, language),
        date: `${d}.${m}.${y}`,
      });
    return { subject: t('subject'), text: [t('greeting'), '', t('received'), t('balance'), '', t('footer')] };
  };
  const fi = lines('fi');
  const en = lines('en');
  return bilingual(to, { fi: fi.subject, en: en.subject }, fi.text, en.text);
}

/**
 * The daily reminder of loads of past days still open or flying, to the club's address or a load's jump
 * leader, in the given language (texts `mail.unlandedLoads.*`): one line per load, its date, number and state.
 */
export function unlandedLoadsMail(
  to: string,
  language: Language,
  reminder: { clubName: string; loads: { date: string; number: number; state: string }[] },
): Mail {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    sharedText(language, `mail.unlandedLoads.${key}`, { club: reminder.clubName, ...params });
  const dateFormat = new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', dateStyle: 'short' });
  const lines = reminder.loads.map((l) =>
    t('line', {
      date: dateFormat.format(new Date(`${l.date}T00:00:00Z`)),
      number: l.number,
      state: t(`state.${l.state}`),
    }),
  );
  return {
    to,
    subject: t('subject'),
    text: [t('body'), '', ...lines, '', t('action')].join('\n'),
  };
}
