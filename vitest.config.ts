import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/server', 'packages/web'],
    // two cores: each server test file boots its own PGlite (about 2 s), web files boot jsdom
    maxWorkers: 2,
  },
});
