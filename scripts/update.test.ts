import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { parseArgs, parseEnvFile, releasesToDelete, update } from './update.mjs';

/** A release's name without the time of its build (`<commit>-<UTC time>`). */
const name = (path: string) => basename(path).replace(/-\d{8}T\d{6}Z/, '');
/** The releases of the commit being installed, whatever their build time. */
const newReleases = () => readdirSync(join(root, 'releases')).filter((n) => n.startsWith('bbbb'));

/** The commands an update runs, recorded; the migration fails when told to. */
function fakeSystem(root: string, opts: { migrationFails?: boolean; pgDump?: boolean } = {}) {
  const log: string[] = [];
  const sys = {
    git: (_repo: string, args: string[]) => {
      log.push(`git ${args.join(' ')}`);
      return args[0] === 'rev-parse' && args[1] === '--short=12' ? 'bbbbbbbbbbbb' : '';
    },
    exportTree: (_repo: string, rev: string, dir: string) => {
      log.push(`export ${rev}`);
      writeFileSync(join(dir, 'package-lock.json'), 'lock v1');
    },
    install: (dir: string) => log.push(`npm ci in ${name(dir)}`),
    linkModules: (from: string, dir: string) => log.push(`link modules ${name(from)} -> ${name(dir)}`),
    build: (dir: string) => log.push(`build in ${name(dir)}`),
    node: (dir: string, script: string, env: Record<string, string>) => {
      log.push(`node ${name(dir)} ${basename(script)} DATA_DIR=${env.DATA_DIR}`);
      if (script.endsWith('migrate.js') && opts.migrationFails) {
        throw new Error('node migrate.js failed (exit 1)');
      }
    },
    pgDump: (file: string) => log.push(`pg_dump ${basename(file).replace(/-\d{8}T\d{6}Z/, '')}`),
    ensureDataDir: (dir: string, user: string | undefined) =>
      log.push(`data dir ${basename(dir)} for ${user || 'me'}`),
    hasCommand: (name: string) => (name === 'pg_dump' ? (opts.pgDump ?? true) : true),
    shell: (line: string) => log.push(line),
    waitHealthy: async () => true,
  };
  return { sys, log, root };
}

let root: string;
let dataDir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'dz-update-'));
  dataDir = join(root, 'data');
  mkdirSync(join(dataDir, 'pglite'), { recursive: true });
  // the version running now
  mkdirSync(join(root, 'releases', 'aaaaaaaaaaaa'), { recursive: true });
  writeFileSync(join(root, 'releases', 'aaaaaaaaaaaa', 'package-lock.json'), 'lock v1');
  mkdirSync(join(root, 'releases', 'aaaaaaaaaaaa', 'node_modules'));
  symlinkSync(join(root, 'releases', 'aaaaaaaaaaaa'), join(root, 'current'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const run = (sys: unknown, env: Record<string, string>, extra: string[] = []) => {
  const said: string[] = [];
  const opts = parseArgs(['--root', root, '--no-fetch', '--user', '', '--env-file', '/dev/null', ...extra]);
  return update(opts, {
    sys,
    repo: '/repo',
    env: { DATA_DIR: dataDir, ...env },
    say: (line: string) => said.push(line),
  }).then((code: number) => ({ code, said }));
};
const current = () => name(readlinkSync(join(root, 'current')));

describe('npm run update', () => {
  it('on the embedded database: builds beside, stops, backs up, migrates, switches and starts', async () => {
    const { sys, log } = fakeSystem(root);
    const { code } = await run(sys, {});
    expect(code).toBe(0);
    expect(log).toEqual([
      'git rev-parse --abbrev-ref @{upstream}',
      'git rev-parse --short=12 HEAD^{commit}',
      'export bbbbbbbbbbbb',
      // the lock file is the same: the running release's modules, hard-linked
      'link modules aaaaaaaaaaaa -> bbbbbbbbbbbb.partial',
      'build in bbbbbbbbbbbb.partial',
      'systemctl stop dropzone',
      'data dir data for me',
      `node bbbbbbbbbbbb backup.js DATA_DIR=${dataDir}`,
      `node bbbbbbbbbbbb migrate.js DATA_DIR=${dataDir}`,
      'systemctl start dropzone',
    ]);
    expect(current()).toBe('bbbbbbbbbbbb');
  });

  it('a failed migration on the embedded database: the old version starts again, the new one is gone', async () => {
    const { sys, log } = fakeSystem(root, { migrationFails: true });
    const { code, said } = await run(sys, {});
    expect(code).toBe(1);
    expect(log.slice(-5)).toEqual([
      'systemctl stop dropzone',
      'data dir data for me',
      `node bbbbbbbbbbbb backup.js DATA_DIR=${dataDir}`,
      `node bbbbbbbbbbbb migrate.js DATA_DIR=${dataDir}`,
      'systemctl start dropzone',
    ]);
    expect(current()).toBe('aaaaaaaaaaaa');
    expect(newReleases()).toEqual([]);
    expect(said.join('\n')).toMatch(
      /nothing of it was kept, aaaaaaaaaaaa runs on the data as it was \(the backup is in/,
    );
  });

  it('a failed migration on PostgreSQL: the old version never stopped', async () => {
    const { sys, log } = fakeSystem(root, { migrationFails: true });
    const { code } = await run(sys, { DATABASE_URL: 'postgres://pg@db/dz' });
    expect(code).toBe(1);
    expect(log.filter((l) => l.startsWith('systemctl'))).toEqual([]);
    expect(log).toContain('pg_dump before-update-bbbbbbbbbbbb.dump');
    expect(current()).toBe('aaaaaaaaaaaa');
  });

  it('on PostgreSQL without pg_dump: stops before anything changes, unless --no-backup', async () => {
    const refused = fakeSystem(root, { pgDump: false });
    expect((await run(refused.sys, { DATABASE_URL: 'postgres://pg@db/dz' })).code).toBe(1);
    expect(refused.log.some((l) => l.includes('migrate.js'))).toBe(false);
    expect(current()).toBe('aaaaaaaaaaaa');

    const allowed = fakeSystem(root, { pgDump: false });
    expect((await run(allowed.sys, { DATABASE_URL: 'postgres://pg@db/dz' }, ['--no-backup'])).code).toBe(0);
    expect(allowed.log.at(-1)).toBe('systemctl restart dropzone');
    expect(current()).toBe('bbbbbbbbbbbb');
  });

  it('a new lock file means a clean install; a failed build changes nothing', async () => {
    const { sys, log } = fakeSystem(root);
    sys.exportTree = (_repo: string, _rev: string, dir: string) =>
      writeFileSync(join(dir, 'package-lock.json'), 'lock v2');
    sys.build = () => {
      throw new Error('npm run build failed (exit 2)');
    };
    const { code } = await run(sys, {});
    expect(code).toBe(1);
    expect(log).toContain('npm ci in bbbbbbbbbbbb.partial');
    expect(log.some((l) => l.startsWith('systemctl'))).toBe(false);
    expect(newReleases()).toEqual([]);
    expect(current()).toBe('aaaaaaaaaaaa');
  });

  it('the old version failing to start again still says what happened to the data', async () => {
    const { sys, log } = fakeSystem(root, { migrationFails: true });
    sys.shell = (line: string) => {
      log.push(line);
      if (line.includes('start')) {
        throw new Error(`${line} failed (exit 5)`);
      }
    };
    const { code, said } = await run(sys, {});
    expect(code).toBe(1);
    expect(said.join('\n')).toMatch(/did not start again .*start it by hand/);
    expect(said.at(-1)).toMatch(/The migration failed: nothing of it was kept/);
    expect(current()).toBe('aaaaaaaaaaaa');
  });

  it('--force rebuilds the running commit beside it, never over it', async () => {
    const { sys } = fakeSystem(root);
    sys.git = (_repo: string, args: string[]) => (args[1] === '--short=12' ? 'aaaaaaaaaaaa' : '');
    const running = readlinkSync(join(root, 'current'));
    expect((await run(sys, {}, ['--force'])).code).toBe(0);
    expect(readlinkSync(join(root, 'current'))).not.toBe(running);
    expect(current()).toBe('aaaaaaaaaaaa');
    expect(readdirSync(join(root, 'releases'))).toHaveLength(2);
  });

  it("a first install takes the clone's own modules when its lock file is the same, else installs", async () => {
    rmSync(join(root, 'current'));
    const clone = join(root, 'clone');
    mkdirSync(join(clone, 'node_modules'), { recursive: true });
    writeFileSync(join(clone, 'package-lock.json'), 'lock v1');
    const { sys, log } = fakeSystem(root);
    const said: string[] = [];
    const opts = parseArgs(['--root', root, '--no-fetch', '--user', '', '--env-file', '/dev/null']);
    expect(
      await update(opts, { sys, repo: clone, env: { DATA_DIR: dataDir }, say: (l: string) => said.push(l) }),
    ).toBe(0);
    expect(log).toContain('link modules clone -> bbbbbbbbbbbb.partial');
    expect(log.filter((l) => l.startsWith('systemctl'))).toEqual(['systemctl start dropzone']);

    rmSync(join(clone, 'node_modules'), { recursive: true });
    rmSync(join(root, 'current'));
    for (const release of newReleases()) {
      rmSync(join(root, 'releases', release), { recursive: true });
    }
    const bare = fakeSystem(root);
    expect(
      await update(opts, { sys: bare.sys, repo: clone, env: { DATA_DIR: dataDir }, say: () => {} }),
    ).toBe(0);
    expect(bare.log).toContain('npm ci in bbbbbbbbbbbb.partial');
  });

  it('does nothing when the version already runs', async () => {
    const { sys, log } = fakeSystem(root);
    sys.git = (_repo: string, args: string[]) => (args[1] === '--short=12' ? 'aaaaaaaaaaaa' : '');
    expect((await run(sys, {})).code).toBe(0);
    expect(log).toEqual([]);
  });
});

describe('its parts', () => {
  it('reads an environment file as systemd does', () => {
    expect(parseEnvFile('# comment\nA=1\n  B = two words \nC="quoted"\n\nnot a line\n')).toEqual({
      A: '1',
      B: 'two words',
      C: 'quoted',
    });
  });

  it('keeps the newest releases and the current one', () => {
    const mtimes = { a: 1, b: 2, c: 3, d: 4, 'e.partial': 5 };
    expect(releasesToDelete(Object.keys(mtimes), mtimes, 'd', 3)).toEqual(['a']);
    expect(releasesToDelete(Object.keys(mtimes), mtimes, 'a', 2)).toEqual(['b']);
  });

  it('refuses an unknown option', () => {
    expect(() => parseArgs(['--rooot', '/x'])).toThrow(/Unknown option --rooot/);
  });

  it('refuses a count of releases that would delete the one to go back to', () => {
    expect(() => parseArgs(['--keep', 'three'])).toThrow(/--keep takes a whole number, 2 or more/);
    expect(() => parseArgs(['--keep', '1'])).toThrow(/--keep/);
    expect(parseArgs(['--keep', '5']).keep).toBe(5);
  });
});
