import { existsSync } from 'node:fs';

/**
 * Debian's Chromium binary itself: `/usr/bin/chromium` is a shell wrapper that adds desktop flags from
 * /etc/chromium.d (GPU rasterization, extensions); the binary without them ran the same specs about 7% faster.
 */
export function debianChromium(): string {
  const binary = '/usr/lib/chromium/chromium';
  return existsSync(binary) ? binary : '/usr/bin/chromium';
}
