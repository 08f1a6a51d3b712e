import en from './locales/en.json';
import fi from './locales/fi.json';

/**
 * Texts that the server renders too (CSV exports, ledger comments): one copy, in the shared package, so
 * the server and the web (which merges these files into its own resources) say the same words.
 */
export const sharedLocales = { fi, en } as const;

export type Language = keyof typeof sharedLocales;

type Tree = { [key: string]: string | Tree };

/** The language of a request's `Accept-Language` or a `lang` value: Finnish unless English is asked for. */
export function languageOf(value: string | undefined | null): Language {
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'fi';
}

/** A shared text in a language with `{{params}}` filled in; the key itself when it is missing. */
export function sharedText(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  let node: string | Tree | undefined = sharedLocales[language] as Tree;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') {
    return key;
  }
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
