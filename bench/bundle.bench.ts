/**
 * The web app's JavaScript and CSS as a browser downloads it: brotli bytes of the build's precompressed copies
 * (what the server sends), for the first page load (the entry, its preloads and styles: the public board and
 * the login page load only this) and for each lazily loaded page on top of it, beside the speed issue's targets.
 * Run after `npm run build`: `npm run bench:bundle`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const dist = join(import.meta.dirname, '..', 'packages', 'web', 'dist');
const KB = 1024;
const BOARD_TARGET_KB = 150;
const PAGE_TARGET_KB = 400;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
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

/** Every file a chunk brings with its static imports (JS and CSS), once. */
function filesOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) {
    return seen;
  }
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) {
    seen.add(css);
  }
  for (const imported of chunk.imports ?? []) {
    filesOf(imported, seen);
  }
  return seen;
}

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

const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
const initial = filesOf(entryKey);
const first = total(initial);
const js = total([...initial].filter((f) => f.endsWith('.js')));
console.log('What a browser downloads (brotli as served; raw in brackets):\n');
console.log(`| page | JS + CSS | JS only | target |`);
console.log(`|---|---|---|---|`);
console.log(
  `| first load: public board, login, every page's start | ${kb(first.br)} (${kb(first.raw)}) | ${kb(js.br)} | board JS ≤ ${BOARD_TARGET_KB} KB: ${js.br <= BOARD_TARGET_KB * KB ? 'met' : 'NOT met'} |`,
);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) {
    continue;
  }
  const files = filesOf(key, new Set());
  const extra = [...files].filter((f) => !initial.has(f));
  const page = total([...initial, ...extra].filter((f) => f.endsWith('.js')));
  const name = (chunk.src ?? key).split('/').pop();
  console.log(
    `| ${name} | +${kb(total(extra).br)} | ${kb(page.br)} in all | ≤ ${PAGE_TARGET_KB} KB: ${page.br <= PAGE_TARGET_KB * KB ? 'met' : 'NOT met'} |`,
  );
}
console.log(`\nLargest files of the first load:`);
for (const f of [...initial].sort((a, b) => sizes(b).br - sizes(a).br).slice(0, 6)) {
  console.log(`  ${f}: ${kb(sizes(f).br)} (${kb(sizes(f).raw)})`);
}
