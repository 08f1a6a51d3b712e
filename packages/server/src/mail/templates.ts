import { type Language, sharedText } from '@dz/shared';
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
