import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics in Prometheus' text format (`GET /metrics`, README "Health you can watch"): one registry
 * per process, as Prometheus scrapes a process. Counting is a few additions per request; nothing here touches
 * the database.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'dropzone_' });

const httpRequests = new Counter({
  name: 'dropzone_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const httpDuration = new Histogram({
  name: 'dropzone_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const jobRuns = new Counter({
  name: 'dropzone_job_runs_total',
  help: 'Scheduled job periods run on this node, by job and result (done, failed).',
  labelNames: ['job', 'result'] as const,
  registers: [registry],
});

const cacheLookups = new Counter({
  name: 'dropzone_cache_lookups_total',
  help: 'Read-model cache lookups (board, day view, member list), by result (hit, miss).',
  labelNames: ['result'] as const,
  registers: [registry],
});

let socketCount: () => number = () => 0;
new Gauge({
  name: 'dropzone_socket_clients',
  help: 'Live-update (socket.io) clients connected to this node.',
  registers: [registry],
  collect() {
    this.set(socketCount());
  },
});

/** The route's pattern, not its URL: `/api/loads/:date`, so ids and dates do not make a series each. */
export function countRequest(method: string, route: string | undefined, status: number, seconds: number) {
  const pattern = route ?? 'unmatched';
  httpRequests.inc({ method, route: pattern, status: String(status) });
  httpDuration.observe({ method, route: pattern }, seconds);
}

export function countJobRun(job: string, result: 'done' | 'failed') {
  jobRuns.inc({ job, result });
}

export function countCacheLookup(hit: boolean) {
  cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
}

/** Where the socket count is read when scraped (the app's socket.io server; the last app built in tests). */
export function watchSocketClients(count: () => number) {
  socketCount = count;
}
