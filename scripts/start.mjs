// `npm start`: builds the web app and the server when a build is missing or older than its sources,
// then runs the server, which serves the whole product on http://localhost:3000 (PORT).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [join(root, 'packages/web/dist/index.html'), join(root, 'packages/server/dist/main.js')];
const sources = [
  'packages/shared/src',
  'packages/server/src',
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/board.html',
  'packages/web/login.html',
];

function newest(path) {
  const full = join(root, path);
  if (!existsSync(full)) {
    return 0;
  }
  const st = statSync(full);
  if (!st.isDirectory()) {
    return st.mtimeMs;
  }
  let max = 0;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    max = Math.max(max, newest(join(path, entry.name)));
  }
  return max;
}

const missing = outputs.some((o) => !existsSync(o));
const builtAt = missing ? 0 : Math.min(...outputs.map((o) => statSync(o).mtimeMs));
const sourcesAt = Math.max(...sources.map(newest));
if (missing || sourcesAt > builtAt) {
  console.log(
    missing ? 'No build found: building first…' : 'Sources changed since the last build: building…',
  );
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

await import(pathToFileURL(outputs[1]).href);
