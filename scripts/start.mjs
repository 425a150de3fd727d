// `npm start`: build when there is no build or the sources changed after it (a `git pull`, an
// edit; `--rebuild` builds regardless), then run the server (which migrates the database and
// loads demo data into an empty one).
import { spawnSync } from 'node:child_process';
import { rebuildReason } from './build-freshness.mjs';

const reason = process.argv.includes('--rebuild') ? 'Asked to rebuild (--rebuild)' : rebuildReason(process.cwd());
if (reason) {
  console.log(`${reason}: building the storefront…`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../build/app/server.js');
