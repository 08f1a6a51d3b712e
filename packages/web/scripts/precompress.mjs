// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build (scripts, styles, the page,
// icons, the manifest), once at build time and at the strongest settings, so the server sends them as they are
// (`@fastify/static`'s `preCompressed`) and never compresses a static file per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
// below this, the headers cost more than compression saves
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      yield* files(path);
    } else {
      yield path;
    }
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const path of files(dist)) {
  if (!compressible.test(path) || path.endsWith('.map')) {
    continue;
  }
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) {
    continue;
  }
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  raw += body.length;
  brotli += br.length;
}
console.log(
  `precompressed ${count} files: ${Math.round(raw / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli`,
);
