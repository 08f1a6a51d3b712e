import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const NUMBER_LOCALES = { fi: 'fi-FI', en: 'en-GB' } as const;

/**
 * Counts in the UI language's way: `1 234` (a space between thousands) in Finnish, `1,234` in English.
 */
export function useNumberFormat(): (value: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? NUMBER_LOCALES.en : NUMBER_LOCALES.fi;
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return (value: number) => format.format(value);
  }, [locale]);
}
