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

/** KEY=VALUE lines, as systemd's EnvironmentFile reads them (comments and blank lines skipped, quotes removed). */
function readEnvFile(path: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && !line.trimStart().startsWith('#')) {
      env[match[1]] = (match[2] ?? '').replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return env;
}

const args = process.argv.slice(2);
const fileAt = args.indexOf('--env-file');
const env = fileAt >= 0 ? { ...process.env, ...readEnvFile(args[fileAt + 1] ?? '') } : process.env;

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
