// Sums a V8 .cpuprofile's self time by function and file and prints the top entries (where the time went).
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const dt = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const self = new Map();
let total = 0;
for (const node of profile.nodes) {
  const us = dt.get(node.id) ?? 0;
  total += us;
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*node_modules\//, '').replace(/^.*\/packages\//, '');
  const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + us);
}
const byPackage = new Map();
for (const [key, us] of self) {
  const file = key.split(' ').slice(1).join(' ');
  const pkg = file.startsWith('@') ? file.split('/').slice(0, 2).join('/') : file.split('/')[0];
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, us]) => `${((100 * us) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log(
  `total ${(total / 1e6).toFixed(1)} s sampled\n\nby function (self time):\n${top(self, 25).join('\n')}`,
);
console.log(`\nby package or file (self time):\n${top(byPackage, 15).join('\n')}`);
