// `npm run update` (README "Running it for your club"): installs or updates the club's server from this clone.
// The new version is built beside the running one (ROOT/releases/<commit>), then: a backup, the migrations, the
// switch of ROOT/current and a restart. A migration that fails keeps nothing of itself (they run in one
// transaction); the old version goes on (or starts again) on the data as it was. `node scripts/update.mjs --help`.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HELP = `npm run update -- [options]     (as root on the club's server, from the clone)

  --root DIR          where releases and the current link live (default /opt/dropzone)
  --ref REF           the version to install (default: the branch's upstream after git fetch, else HEAD)
  --no-fetch          do not git fetch first
  --env-file FILE     the service's settings (default /etc/dropzone/env when it exists)
  --user NAME         runs the backup and the migrations as this user (default dropzone, when run as root)
  --service NAME      the systemd unit (default dropzone)
  --stop-cmd CMD      how to stop the server (default: systemctl stop SERVICE)
  --start-cmd CMD     how to start it (default: systemctl start SERVICE)
  --restart-cmd CMD   how to restart it (default: systemctl restart SERVICE)
  --health-url URL    waited for after the start (default http://127.0.0.1:PORT/api/health)
  --no-backup         on PostgreSQL without pg_dump: go on without a backup
  --keep N            releases kept, the new one included (default 3, at least 2)
  --force             rebuild and restart even when the version is the current one`;

/** The options of a run, from the command line. */
export function parseArgs(argv) {
  const opts = {
    root: '/opt/dropzone',
    fetch: true,
    backup: true,
    keep: 3,
    force: false,
    service: 'dropzone',
  };
  const takes = {
    '--root': 'root',
    '--ref': 'ref',
    '--env-file': 'envFile',
    '--user': 'user',
    '--service': 'service',
    '--stop-cmd': 'stopCmd',
    '--start-cmd': 'startCmd',
    '--restart-cmd': 'restartCmd',
    '--health-url': 'healthUrl',
    '--keep': 'keep',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      opts.help = true;
    } else if (arg === '--no-fetch') {
      opts.fetch = false;
    } else if (arg === '--no-backup') {
      opts.backup = false;
    } else if (arg === '--force') {
      opts.force = true;
    } else if (takes[arg] && i + 1 < argv.length) {
      opts[takes[arg]] = argv[++i];
    } else {
      throw new Error(`Unknown option ${arg} (--help lists them)`);
    }
  }
  opts.keep = Number(opts.keep);
  // a mistyped count must not delete the release to go back to
  if (!Number.isInteger(opts.keep) || opts.keep < 2) {
    throw new Error('--keep takes a whole number, 2 or more (the new release and the one before it)');
  }
  opts.root = resolve(opts.root);
  return opts;
}

/** KEY=VALUE lines as systemd's EnvironmentFile reads them: comments and blank lines skipped, quotes removed. */
export function parseEnvFile(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match && !line.trimStart().startsWith('#')) {
      env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  }
  return env;
}

/** Runs a command, its output shown; throws with its exit status when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`,
    );
  }
}

/** A shell command line (the --*-cmd options), run as it would be typed. */
const shell = (line, options = {}) => run('/bin/sh', ['-c', line], options);

/** The commands of a run: real ones, or a test's stand-ins. */
export const realSystem = {
  git: (repo, args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim(),
  /** The commit's files into `dir`, as `git archive` has them (no .git, no ignored files). */
  exportTree: (repo, rev, dir) => shell(`git -C '${repo}' archive '${rev}' | tar -x -C '${dir}'`),
  install: (dir) => run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir }),
  /** The same dependencies as the running release: hard links, seconds instead of minutes on a Pi. */
  linkModules: (from, dir) => {
    // the root's and each workspace's own (the web's build tools live in packages/web/node_modules)
    for (const modules of ['node_modules', ...workspaces(from).map((w) => join(w, 'node_modules'))]) {
      if (existsSync(join(from, modules))) {
        run('cp', ['-al', join(from, modules), join(dir, modules)]);
      }
    }
  },
  build: (dir) => run('npm', ['run', 'build'], { cwd: dir }),
  node: (dir, script, env, user) =>
    run(...asUser(user, [process.execPath, join(dir, script)]), { cwd: dir, env }),
  pgDump: (file, env, user) =>
    run(...asUser(user, ['pg_dump', '--format=custom', `--file=${file}`, env.DATABASE_URL]), { env }),
  /** The data folder, the service user's (systemd's StateDirectory makes it too, but only at the first start). */
  ensureDataDir: (dir, user) =>
    user
      ? run('install', ['-d', '-m', '750', '-o', user, '-g', user, dir])
      : mkdirSync(dir, { recursive: true }),
  hasCommand: (name) => spawnSync('/bin/sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0,
  shell,
  async waitHealthy(url, seconds) {
    // by the clock, and each ask cut at 2 s: a server that takes the connection but never answers must not hold
    // the wait past its 60 s
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) {
        return true;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    return false;
  },
};

/** `runuser -u USER -- …` when a user is given (root runs the update; the data belongs to the service's user). */
function asUser(user, command) {
  return user ? ['runuser', ['-u', user, '--', ...command]] : [command[0], command.slice(1)];
}

/** The releases, oldest first, but the one kept as current and the newest `keep`: those to delete. */
export function releasesToDelete(names, mtimes, current, keep) {
  const sorted = names.filter((n) => !n.endsWith('.partial')).sort((a, b) => mtimes[b] - mtimes[a]);
  return sorted.slice(keep).filter((n) => n !== current);
}

/**
 * One update, step by step (`say` prints each): answers the exit code. `sys` runs the commands (`realSystem`);
 * `repo` is the clone the versions come from.
 */
export async function update(
  opts,
  { sys = realSystem, repo, env: baseEnv = process.env, say = console.log } = {},
) {
  const releases = join(opts.root, 'releases');
  const currentLink = join(opts.root, 'current');
  if (opts.fetch) {
    say('Fetching the new versions…');
    sys.git(repo, ['fetch', '--quiet']);
  }
  const ref = opts.ref ?? (tryGit(sys, repo, ['rev-parse', '--abbrev-ref', '@{upstream}']) || 'HEAD');
  const rev = sys.git(repo, ['rev-parse', '--short=12', `${ref}^{commit}`]);
  // a release is `<commit>-<UTC time of its build>`: a rebuild of the running commit (--force) never touches it
  const current = existsSync(currentLink) ? basename(readlinkSync(currentLink)) : null;
  if (current?.split('-')[0] === rev && !opts.force) {
    say(`Already at ${rev}: nothing to do (--force rebuilds and restarts).`);
    return 0;
  }

  // 1. build beside the running version: nothing else is touched until it is built
  const release = `${rev}-${stamp()}`;
  const dir = join(releases, release);
  const partial = `${dir}.partial`;
  say(`1/5 Building ${rev} in ${dir}…`);
  try {
    rmSync(partial, { recursive: true, force: true });
    mkdirp(partial);
    sys.exportTree(repo, rev, partial);
    // the same dependencies already installed beside: the running release's, else the clone's own (a first
    // install from a clone where `npm ci` ran, as in CI)
    const lock = join(partial, 'package-lock.json');
    const modulesFrom = [current ? join(releases, current) : null, repo].find(
      (from) =>
        from && existsSync(join(from, 'node_modules')) && sameFile(join(from, 'package-lock.json'), lock),
    );
    let linked = false;
    if (modulesFrom) {
      try {
        sys.linkModules(modulesFrom, partial);
        linked = true;
      } catch {
        // another file system (hard links cannot cross one): a clean install instead
        say('The installed modules cannot be linked from there; installing them.');
        for (const modules of ['node_modules', ...workspaces(partial).map((w) => join(w, 'node_modules'))]) {
          rmSync(join(partial, modules), { recursive: true, force: true });
        }
      }
    }
    if (!linked) {
      sys.install(partial);
    }
    sys.build(partial);
    renameSync(partial, dir);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    say(
      `The build failed; nothing was changed and ${current ?? 'nothing'} is still what runs. ${error.message}`,
    );
    return 1;
  }

  // the service's settings: what the backup and the migrations must reach
  const envFile = opts.envFile ?? (existsSync('/etc/dropzone/env') ? '/etc/dropzone/env' : null);
  // the unit's DATA_DIR unless this shell or the file says otherwise
  const env = {
    DATA_DIR: '/var/lib/dropzone',
    ...baseEnv,
    ...(envFile ? parseEnvFile(readFileSync(envFile, 'utf8')) : {}),
  };
  const embedded = !env.DATABASE_URL;
  const user = opts.user ?? (process.getuid?.() === 0 && hasUser('dropzone') ? 'dropzone' : undefined);
  const stopCmd = opts.stopCmd ?? `systemctl stop ${opts.service}`;
  const startCmd = opts.startCmd ?? `systemctl start ${opts.service}`;
  const restartCmd = opts.restartCmd ?? `systemctl restart ${opts.service}`;

  // 2. the embedded database has one owner: the server stops for the backup and the migrations
  let stopped = false;
  if (embedded && current) {
    say(`2/5 Stopping the server (${stopCmd}): the embedded database has one owner…`);
    sys.shell(stopCmd);
    stopped = true;
  } else {
    say(
      current
        ? '2/5 The server keeps running while the new version migrates (PostgreSQL).'
        : '2/5 First install: no server runs yet.',
    );
  }
  const healthUrl = opts.healthUrl ?? `http://127.0.0.1:${env.PORT || 3000}/api/health`;
  /** After a failure: the old version started again if it was stopped, and the reason said. */
  const giveBack = async (why) => {
    if (stopped) {
      say(`Starting ${current} again (${startCmd})…`);
      try {
        sys.shell(startCmd);
        if (!(await sys.waitHealthy(healthUrl, 60))) {
          say(`Warning: ${healthUrl} did not answer 200 within 60 s; see journalctl -u ${opts.service}.`);
        }
      } catch (error) {
        // the reason of the failure must still be said: what happened to the data is what the volunteer needs
        say(
          `Warning: ${current} did not start again (${error.message}): start it by hand (${startCmd}) and see journalctl -u ${opts.service}.`,
        );
      }
    }
    say(why);
    return 1;
  };

  // 3. a backup before anything changes the data
  let backup = 'none';
  try {
    sys.ensureDataDir(env.DATA_DIR, user);
    if (embedded) {
      if (existsSync(join(env.DATA_DIR, 'pglite'))) {
        say(`3/5 Backing up the embedded database into ${join(env.DATA_DIR, 'backups')}…`);
        sys.node(dir, 'packages/server/dist/backup.js', env, user);
        backup = join(env.DATA_DIR, 'backups');
      } else {
        say('3/5 No database yet: nothing to back up.');
      }
    } else if (sys.hasCommand('pg_dump')) {
      backup = join(env.DATA_DIR, 'backups', `before-update-${rev}-${stamp()}.dump`);
      say(`3/5 Backing up PostgreSQL into ${backup}…`);
      sys.ensureDataDir(dirname(backup), user);
      sys.pgDump(backup, env, user);
    } else if (opts.backup) {
      rmSync(dir, { recursive: true, force: true });
      return giveBack(
        'pg_dump is not installed (apt install postgresql-client), so no backup can be taken first. Nothing was changed. --no-backup goes on without one.',
      );
    } else {
      say('3/5 No backup (--no-backup).');
    }
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return giveBack(`The backup failed, so nothing was migrated: ${error.message}`);
  }

  // 4. the migrations of the new version, all in one transaction
  say(`4/5 Migrating with ${rev}…`);
  try {
    sys.node(dir, 'packages/server/dist/migrate.js', env, user);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return giveBack(
      `The migration failed: nothing of it was kept, ${current ?? 'no version'} runs on the data as it was${backup === 'none' ? '' : ` (the backup is in ${backup})`}. ${error.message}`,
    );
  }

  // 5. switch and (re)start
  const link = `${currentLink}.new`;
  rmSync(link, { force: true });
  symlinkSync(dir, link);
  renameSync(link, currentLink);
  const command = stopped || !current ? startCmd : restartCmd;
  say(
    `5/5 ${current ? `Switched from ${current} to ${rev}` : `Installed ${rev}`}; starting it (${command})…`,
  );
  sys.shell(command);
  if (!(await sys.waitHealthy(healthUrl, 60))) {
    say(`Warning: ${healthUrl} did not answer 200 within 60 s; see journalctl -u ${opts.service}.`);
  }
  const names = readdirSync(releases);
  const mtimes = Object.fromEntries(names.map((n) => [n, statSync(join(releases, n)).mtimeMs]));
  for (const old of releasesToDelete(names, mtimes, release, opts.keep)) {
    rmSync(join(releases, old), { recursive: true, force: true });
  }
  say(`Done: ${rev} runs.`);
  return 0;
}

/** The workspaces' folders of a release (`packages/*` in package.json). */
function workspaces(dir) {
  const patterns = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).workspaces ?? [];
  return patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(dir, pattern.slice(0, -2))).map((name) => join(pattern.slice(0, -2), name))
      : [pattern],
  );
}

function tryGit(sys, repo, args) {
  try {
    return sys.git(repo, args);
  } catch {
    return '';
  }
}

function sameFile(a, b) {
  return existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));
}

function mkdirp(dir) {
  mkdirSync(dir, { recursive: true });
}

function hasUser(name) {
  return spawnSync('id', ['-u', name], { stdio: 'ignore' }).status === 0;
}

function stamp() {
  return new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (opts.help) {
    console.log(HELP);
    process.exit(0);
  }
  const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
  const code = await update(opts, { repo }).catch((error) => {
    console.error(error.message);
    return 1;
  });
  process.exit(code);
}
