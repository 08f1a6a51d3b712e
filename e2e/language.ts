import type { Page } from '@playwright/test';

/** Everything a user reads or hears on the page: its text, and the labels, titles, placeholders and alt texts. */
export function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], [alt]'))) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) {
          texts.push(value);
        }
      }
    }
    return texts;
  });
}

/** Words of the English UI that are not Finnish: one of them in the Finnish UI is a text left untranslated. */
const english = [
  'the',
  'and',
  'Save',
  'Cancel',
  'Loads',
  'Load',
  'Members',
  'Member',
  'Payments',
  'Payment',
  'Delete',
  'Add',
  'Edit',
  'Open',
  'Close',
  'Settings',
  'Search',
  'Yes',
  'Name',
  'Balance',
  'Jumper',
  'Jumpers',
  'Rows per page',
  'Today',
  'Users',
  'Statistics',
  'Waivers',
  'Profile',
  'Sign out',
  'Log in',
  'Loading',
  'Show',
  'Hide',
  'Filter',
  'Columns',
  'Sort',
  'Export',
  'Print',
  'Select',
  'Remove',
  'required',
  'Required',
  'Invalid',
  'Next',
  'Previous',
  'Back',
  'Submit',
  'Send',
  'Total',
  'Date',
  'Time',
  'Error',
  'Retry',
  'Amount',
  'Method',
  'Comment',
  'jumps',
];

/** Words of the Finnish UI that are not English (nor names): one of them in the English UI is untranslated. */
const finnish = [
  'ja',
  'Tallenna',
  'Peruuta',
  'Peru',
  'Nousu',
  'Nousut',
  'Jäsenet',
  'Jäsen',
  'Maksut',
  'Maksu',
  'Poista',
  'Lisää',
  'Muokkaa',
  'Hae',
  'Kyllä',
  'Nimi',
  'Saldo',
  'Hyppääjä',
  'Hyppääjät',
  'Tänään',
  'Kerho',
  'Asetukset',
  'Valitse',
  'Sulje',
  'Avaa',
  'Yhteensä',
  'yhteensä',
  'klo',
  'Käyttäjät',
  'Tilastot',
  'Vastuuvapautukset',
  'Profiili',
  'Kirjaudu',
  'Ladataan',
  'Näytä',
  'Piilota',
  'Tulosta',
  'Pakollinen',
  'Virheellinen',
  'Seuraava',
  'Edellinen',
  'Takaisin',
  'Lähetä',
  'Päivämäärä',
  'Aika',
  'Virhe',
  'Yritä',
  'Summa',
  'Maksutapa',
  'Kommentti',
  'hyppyä',
  'sivu',
  'Rivejä',
  'kpl',
  'päästä',
  'myöhässä',
];

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordsOf = (list: string[]) =>
  new RegExp(`(?<![\\p{L}\\d-])(${list.map(escapeRegExp).join('|')})(?![\\p{L}\\d-])`, 'gu');

/**
 * What in `texts` is not of `language`: a word of the other language, a raw locale key (`loads.day.title`), or
 * an internal name (`student-sl`, `tandemInstructor`, `min10`). Each finding with the line it is in.
 */
export function foreignTexts(
  texts: string[],
  language: 'fi' | 'en',
  ignore: readonly string[] = [],
): string[] {
  const other = wordsOf(language === 'fi' ? english : finnish);
  const found = new Set<string>();
  for (const text of texts) {
    for (const raw of text.split('\n')) {
      let line = raw.trim();
      for (const skip of ignore) {
        line = line.replaceAll(skip, '');
      }
      if (!line) {
        continue;
      }
      for (const m of line.matchAll(other)) {
        found.add(`"${m[1]}" in "${line.slice(0, 120)}"`);
      }
      // a locale key: words joined by dots, not a web address, an e-mail or a file name
      for (const m of line.matchAll(/(?<![\w@/.-])([a-z]+(?:\.[a-z][a-zA-Z]+){2,})(?![\w@/-])/g)) {
        found.add(`key "${m[1]}" in "${line.slice(0, 120)}"`);
      }
      // an internal name: camelCase, an enum with a hyphen, a call's code
      for (const m of line.matchAll(
        /(?<![\w@/.:-])([a-z]+[A-Z][a-zA-Z]*|student-(?:sl|aff|tandem)|min(?:5|10|15|20))(?![\w@/-])/g,
      )) {
        found.add(`internal "${m[1]}" in "${line.slice(0, 120)}"`);
      }
    }
  }
  return [...found];
}
