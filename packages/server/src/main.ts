import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp({ config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) {
    return;
  }
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // stop accepting, let requests in flight finish, close sockets, database and Redis
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  // a kept-alive connection (a browser's, the proxy's) whose request was in flight at the signal would otherwise
  // hold the close open until its keep-alive timeout: each one is closed as soon as its answer has gone
  const idleCloser = setInterval(() => app.server.closeIdleConnections(), 50);
  idleCloser.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { url: config.PUBLIC_URL, database: app.ctx.database.kind, web: config.webDist ?? 'not built' },
    'Dropzone is running',
  );
} catch (err) {
  app.log.error({ err }, 'could not start');
  process.exit(1);
}
