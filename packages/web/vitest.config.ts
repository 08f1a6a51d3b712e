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
  },
});
