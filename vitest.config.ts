import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/server',
      'packages/web',
      // the operations scripts' own logic (npm run update)
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
    // two cores: each server test file boots its own PGlite (about 2 s), web files boot jsdom
    maxWorkers: 2,
  },
});
