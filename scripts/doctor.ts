/**
 * `npm run doctor`: what this server's configuration (its environment) means and what is missing, with the fix;
 * exits 1 when the server would not start or a setting cannot work. `--env-file FILE` reads the service's
 * environment file first (`/etc/dropzone/env`); `--check` also connects to PostgreSQL and Redis once.
 * Run it as the service would: `sudo -u dropzone npm run doctor -- --env-file /etc/dropzone/env --check`.
 */
import { readFileSync } from 'node:fs';
import { loadConfig } from '../packages/server/src/config';
import { diagnose, type Finding } from '../packages/server/src/doctor/diagnose';
import { reach } from '../packages/server/src/doctor/reach';
// @ts-expect-error: a plain .mjs script without types; the one reader of the service's environment file
import { parseEnvFile } from './update.mjs';

const args = process.argv.slice(2);
const fileAt = args.indexOf('--env-file');
const env =
  fileAt >= 0
    ? { ...process.env, ...parseEnvFile(readFileSync(args[fileAt + 1] ?? '', 'utf8')) }
    : process.env;

const findings: Finding[] = diagnose(env);
if (args.includes('--check') && !findings.some((f) => f.topic === 'configuration')) {
  findings.push(...(await reach(loadConfig(env))));
}
const marks = { ok: 'ok  ', warn: 'WARN', error: 'FAIL' } as const;
for (const finding of findings) {
  console.log(`${marks[finding.level]} ${finding.topic.padEnd(13)} ${finding.text}`);
  if (finding.fix) {
    console.log(`     ${' '.repeat(13)} → ${finding.fix}`);
  }
}
const errors = findings.filter((f) => f.level === 'error').length;
const warnings = findings.filter((f) => f.level === 'warn').length;
console.log(`\n${errors} error(s), ${warnings} warning(s).`);
process.exit(errors > 0 ? 1 : 0);
