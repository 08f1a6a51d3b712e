/**
 * Where a PostgreSQL payment's CPU goes (issue 30 item 5): the busy club on a fresh PostgreSQL database, the app
 * listening in this process, autocannon (a worker thread) sending 1 € payments to ten members in turn with 10 in
 * flight for 10 s, once to warm up and once under V8's profiler. Prints the rate, p99 and this process's CPU
 * seconds; writes `/tmp/payment.cpuprofile` (read it with `node bench/cpuprofile-top.mjs /tmp/payment.cpuprofile`).
 * `npm run bench:profile-payment` (`BENCH_DATABASE_URL` as bench:http).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import autocannon from 'autocannon';
import { busyClub, onFreshPostgres } from './busy-club';

await onFreshPostgres(
  () => undefined,
  async (database) => {
    const club = await busyClub(database);
    const address = await club.app.listen({ port: 0, host: '127.0.0.1' });
    const hammer = () =>
      autocannon({
        url: `${address}/api/payment`,
        connections: 10,
        duration: 10,
        workers: 1,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', cookie: club.cookie },
        requests: club.memberIds.slice(10, 20).map((memberId) => ({
          method: 'POST',
          body: JSON.stringify({ memberId, amount: 1, method: 'cash' }),
        })),
      });
    await hammer();
    const session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    const cpuBefore = process.cpuUsage();
    const result = await hammer();
    const cpu = process.cpuUsage(cpuBefore);
    const { profile } = await session.post('Profiler.stop');
    writeFileSync('/tmp/payment.cpuprofile', JSON.stringify(profile));
    console.log(
      `${result.requests.average.toFixed(0)} payments/s, p99 ${result.latency.p99} ms, ` +
        `this process's CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s in 10 s (autocannon's worker included)`,
    );
    await club.app.close();
  },
);
