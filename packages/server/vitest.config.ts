import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // each test file boots its own PGlite (about 2 s); two cores, so keep the pool small
    maxWorkers: 2,
  },
});
