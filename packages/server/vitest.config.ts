import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // the files of a worker share one module registry, so each no longer imports Fastify, drizzle and the app
    // again (3.5 min to 2.2 min here); every file builds its own app and database, so nothing else is shared
    isolate: false,
  },
});
