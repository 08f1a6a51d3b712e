import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    restore: 'src/modules/backup/restore-cli.ts',
    backup: 'src/modules/backup/backup-cli.ts',
    migrate: 'src/db/migrate-cli.ts',
    'restore-club': 'src/modules/club-data/restore-club-cli.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // the shared package exports raw TypeScript: bundle it; everything else stays in node_modules
  noExternal: ['@dz/shared'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
