/**
 * The web app's JavaScript and CSS as a browser downloads it: brotli bytes of the build's precompressed copies
 * (what the server sends): the light pages (`board.html`, what `/loads-public` and `/pokat` get; `login.html`, what
 * `/login` gets),
 * the app's first page load (the entry, its preloads and styles, and the texts of one language) and each lazily
 * loaded page on top of it, beside the speed issue's targets; then the parts a page downloads once it is up
 * (dialogs, the details drawer, the stats chart), each with its page.
 * Run after `npm run build`: `npm run bench:bundle`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'packages', 'web', 'dist');
const KB = 1024;
const BOARD_TARGET_KB = 150;
const PAGE_TARGET_KB = 400;
/** Pages shown without signing in; every other page also loads the signed-in layout (`AppLayout`). */
const PUBLIC_PAGES = new Set([
  'LoadsPublicRoute',
  'LoginRoute',
  'RegisterPage',
  'ForgotPasswordPage',
  'ResetPasswordPage',
  'ConfirmEmailPage',
  'PrivacyPage',
  'WaiverFormPage',
  'NotFoundPage',
  'SetupPage',
  'StartupErrorPage',
  'NotLinkedPage',
]);

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** Raw and brotli bytes of a built file (the brotli copy is absent below the precompress threshold). */
function sizes(file: string): { raw: number; br: number } {
  const raw = statSync(join(dist, file)).size;
  const brPath = join(dist, `${file}.br`);
  return { raw, br: existsSync(brPath) ? statSync(brPath).size : raw };
}

/** Every file a chunk of a manifest brings with its static imports (JS and CSS), once. */
function filesIn(chunks: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = chunks[key];
  if (!chunk || seen.has(chunk.file)) {
    return seen;
  }
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) {
    seen.add(css);
  }
  for (const imported of chunk.imports ?? []) {
    filesIn(chunks, imported, seen);
  }
  return seen;
}

const filesOf = (key: string, seen = new Set<string>()) => filesIn(manifest, key, seen);

const total = (files: Iterable<string>) => {
  let raw = 0;
  let br = 0;
  for (const f of files) {
    const s = sizes(f);
    raw += s.raw;
    br += s.br;
  }
  return { raw, br };
};
const kb = (n: number) => `${(n / KB).toFixed(1)} KB`;

const entryKey = 'index.html';
/** Each light page has a build of its own (vite.light.config.ts: Preact for React) and its own manifest. */
const lightPageFiles = (page: 'board' | 'login') =>
  filesIn(
    JSON.parse(readFileSync(join(dist, '.vite', `${page}-manifest.json`), 'utf8')) as Record<
      string,
      ManifestChunk
    >,
    `${page}.html`,
  );
const boardFiles = lightPageFiles('board');
const loginFiles = lightPageFiles('login');
const layoutKey = Object.keys(manifest).find((k) => k.endsWith('/AppLayout.tsx')) ?? '';
/** The texts of one language (`src/app/locale.fi.ts`, `locale.en.ts`): each app page waits for the user's. */
const localeKeys = Object.keys(manifest).filter((k) => /(\/|^_)locale\.(fi|en)[.-]/.test(k));
/** The entry's own files, before a language's texts are added to the first page load. */
const entryOnly = filesOf(entryKey);
/** A language's texts: what its chunk brings beyond the entry. */
const textsOf = (key: string) => [...filesOf(key)].filter((f) => !entryOnly.has(f));
const heavierLocale = localeKeys
  .map((key) => ({ key, br: total(textsOf(key)).br }))
  .sort((a, b) => b.br - a.br)[0]?.key;
const initial = filesOf(entryKey);
if (heavierLocale) {
  // the heavier of the two languages, so a figure holds for a user of either
  filesOf(heavierLocale, initial);
}
const first = total(initial);
const js = total([...initial].filter((f) => f.endsWith('.js')));
const pageName = (key: string) =>
  (manifest[key]?.src ?? key)
    .split('/')
    .pop()
    ?.replace(/\.tsx?$/, '')
    .replace(/^_(.*)-[\w-]+\.js$/, '$1') ?? key;

/** The entry, the page's chunks and, for a signed-in page, the layout's: what the page needs to be usable. */
function pageFiles(key: string): Set<string> {
  const files = filesOf(key, new Set(initial));
  if (!PUBLIC_PAGES.has(pageName(key)) && key !== layoutKey) {
    filesOf(layoutKey, files);
  }
  return files;
}

const verdict = (bytes: number, targetKb: number) =>
  `≤ ${targetKb} KB: ${bytes <= targetKb * KB ? 'met' : 'NOT met'}`;
const jsOf = (files: Iterable<string>) => total([...files].filter((f) => f.endsWith('.js'))).br;
/** How many script files a page fetches (each one a request; issue 30 asks for at most about 15). */
const scripts = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).length;

console.log('What a browser downloads (brotli as served; raw in brackets):\n');
console.log(`| page | JS + CSS beyond the entry | JS of the page in all | script files | target |`);
console.log(`|---|---|---|---|---|`);
for (const [page, files] of [
  ['board.html: the public board (`/loads-public`)', boardFiles],
  ['login.html: the login page (`/login`)', loginFiles],
] as const) {
  const all = total(files);
  console.log(
    `| ${page} | ${kb(all.br)} (${kb(all.raw)}) | ${kb(jsOf(files))} | ${scripts(files)} | ${verdict(jsOf(files), BOARD_TARGET_KB)} |`,
  );
}
console.log(
  `| the app's entry (every app page's start) with the texts of one language | ${kb(first.br)} (${kb(first.raw)}) | ${kb(js.br)} | ${scripts(initial)} | |`,
);
for (const key of localeKeys) {
  console.log(
    `| of which the texts of \`${pageName(key)}\` (the user's language only) | ${kb(total(textsOf(key)).br)} | | | |`,
  );
}
/** What the first page load has: the entry's static imports (React, the core chunk, the app's shell). */
const initialKeys = [...Object.keys(manifest)].filter((key) => initial.has(manifest[key]?.file ?? ''));
/** Every lazy import the first page load can make: pages (`…Page`, `…Route`) and parts (dialogs, the chart). */
const lazyKeys = [...new Set(initialKeys.flatMap((key) => manifest[key]?.dynamicImports ?? []))].filter(
  (key) =>
    key !== layoutKey && !localeKeys.includes(key) && !key.includes('node_modules') && manifest[key]?.src,
);
const isPage = (key: string) => /(Page|Route)$/.test(pageName(key));
/** The pages are what the router loads lazily; the signed-in layout, the texts and socket.io are not. */
const pageKeys = lazyKeys.filter(isPage);
const rows = pageKeys
  .map((key) => ({ key, name: pageName(key), files: pageFiles(key) }))
  .sort(
    (a, b) =>
      Number(PUBLIC_PAGES.has(b.name)) - Number(PUBLIC_PAGES.has(a.name)) || a.name.localeCompare(b.name),
  );
for (const { key, name, files } of rows) {
  const extra = [...files].filter((f) => !initial.has(f));
  const target = PAGE_TARGET_KB;
  const kind = PUBLIC_PAGES.has(name) ? 'public' : 'signed in, with the layout';
  console.log(
    `| ${name} (${kind}) | +${kb(total(extra).br)} | ${kb(jsOf(files))} | ${scripts(files)} | ${verdict(jsOf(files), target)} |`,
  );
  void key;
}

// what pages download once they are up (a dialog at its first opening, or ahead when the browser is idle)
const partKeys = Object.keys(manifest).filter(
  (key) =>
    manifest[key]?.isDynamicEntry &&
    !pageKeys.includes(key) &&
    !isPage(key) &&
    key !== layoutKey &&
    !localeKeys.includes(key) &&
    manifest[key]?.src?.startsWith('src/'),
);
console.log(
  '\nParts downloaded once their page is usable (at their first opening, or ahead when the browser is idle):\n',
);
console.log(`| part | of the page | its own JS + CSS | JS of the page with it |`);
console.log(`|---|---|---|---|`);
for (const key of partKeys.sort((a, b) => pageName(a).localeCompare(pageName(b)))) {
  const importer = Object.keys(manifest).find((k) => manifest[k]?.dynamicImports?.includes(key)) ?? '';
  // a part the shell loads (in the entry's chunks, or the layout's) comes with every signed-in page
  const ofShell = importer === layoutKey || initialKeys.includes(importer);
  const base = ofShell ? filesOf(layoutKey, new Set(initial)) : pageFiles(importer);
  const files = filesOf(key, new Set(base));
  const own = [...files].filter((f) => !base.has(f));
  console.log(
    `| ${pageName(key)} | ${ofShell ? 'every signed-in page' : pageName(importer)} | +${kb(total(own).br)} | ${kb(jsOf(files))} |`,
  );
}

for (const [page, files] of [
  ['the public board (board.html)', boardFiles],
  ['the login page (login.html)', loginFiles],
] as const) {
  console.log(`\nLargest files of ${page}:`);
  for (const f of [...files].sort((a, b) => sizes(b).br - sizes(a).br).slice(0, 8)) {
    console.log(`  ${f}: ${kb(sizes(f).br)} (${kb(sizes(f).raw)})`);
  }
}
