// `npm run dev`: the server with hot reload (tsx watch, port 3000) and the Vite dev server (port 5173,
// proxying /api and /socket.io to it). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@dz/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@dz/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) {
    c.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) {
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
