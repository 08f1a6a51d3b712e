import { execFileSync } from 'node:child_process';

/** Drops the two-node run's database (made by node A's start command in playwright.two-nodes.config.ts). */
export default function globalTeardown() {
  const database = process.env.E2E_TWO_NODES_DB;
  if (!database) {
    return;
  }
  const pgServer = process.env.E2E_PG ?? 'postgres://postgres@127.0.0.1:5432';
  execFileSync('psql', [`${pgServer}/postgres`, '-qc', `drop database if exists ${database} with (force)`]);
}
