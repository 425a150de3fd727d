// `npm start`: build once if there is no build, then run the server (which migrates the
// database and loads demo data into an empty one).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built =
  existsSync('build/app/server.js') &&
  existsSync('build/app/pglite-worker.js') &&
  existsSync('build/server/index.js') &&
  existsSync('build/client');
if (!built || process.argv.includes('--rebuild')) {
  console.log('No build found: building the storefront…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../build/app/server.js');
