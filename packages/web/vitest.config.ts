import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // a page test clicks and types through a whole screen; on two busy cores that can take well over
    // vitest's 5 s default, which made whole-page tests fail by time rather than by behaviour
    testTimeout: 20_000,
    // the files of a worker share one page and one module registry: each file no longer imports MUI and the
    // app again (the suite took about 6 minutes of CI's 12 with isolation, 3 without); src/test/setup.ts
    // leaves the page clean after every test
    isolate: false,
  },
});
