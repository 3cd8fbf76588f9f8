/**
 * `npm run dev`: the API server (restarted on change) on API_PORT, and Vite's dev server with hot
 * reload on 5173, which proxies /api and /health to it.
 */
import { spawn, spawnSync } from 'node:child_process';

// The generated photos and logos are not committed: make them before Vite serves public/.
if (spawnSync('npx', ['tsx', 'scripts/generate-media.ts'], { stdio: 'inherit' }).status !== 0)
  process.exit(1);

const apiPort = process.env.API_PORT ?? '3001';
const environment = { ...process.env, API_PORT: apiPort, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...environment, PORT: apiPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: environment }),
];
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', stopAll);
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
