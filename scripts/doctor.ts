/**
 * `npm run doctor`: what this server's configuration (its environment) means and what is missing, with the fix;
 * exits 1 when the server would not start or a setting cannot work. Run it with the same environment as the
 * service (e.g. `sudo -u dropzone env $(cat /etc/dropzone.env) npm run doctor`).
 */
import { diagnose } from '../packages/server/src/doctor/diagnose';

const marks = { ok: 'ok  ', warn: 'WARN', error: 'FAIL' } as const;
const findings = diagnose(process.env);
for (const finding of findings) {
  console.log(`${marks[finding.level]} ${finding.topic.padEnd(13)} ${finding.text}`);
  if (finding.fix) {
    console.log(`     ${' '.repeat(13)} → ${finding.fix}`);
  }
}
const errors = findings.filter((f) => f.level === 'error').length;
const warnings = findings.filter((f) => f.level === 'warn').length;
console.log(`\n${errors} error(s), ${warnings} warning(s).`);
process.exitCode = errors > 0 ? 1 : 0;
