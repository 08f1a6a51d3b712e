/** The class of what never goes on paper (a print page's buttons). */
export const NO_PRINT_CLASS = 'dz-no-print';

/**
 * The print CSS of a printable page (a signed waiver, a logbook): on A4 only the document, black on white
 * whatever the theme; the app's header, side and bottom bars and anything marked `NO_PRINT_CLASS` go.
 * `extra` adds the document's own page-break rules.
 */
export function printPageCss(documentClass: string, extra = ''): string {
  return `
@media print {
  @page { size: A4; margin: 12mm; }
  html, body { background: #fff !important; }
  .MuiAppBar-root, .MuiDrawer-root, nav, main > .MuiToolbar-root, .${NO_PRINT_CLASS} { display: none !important; }
  main { padding: 0 !important; }
  .${documentClass}, .${documentClass} * { background: #fff !important; color: #000 !important; }
  ${extra}
}`;
}
