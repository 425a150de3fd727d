export interface BenchOptions {
  /** Seconds of measured load per target. */
  duration: number;
  /** Seconds of unmeasured load before each measurement (JIT, caches, connection setup). */
  warmup: number;
  connections: number;
  /** Alternating slices per side-by-side pair (ours and its peer). */
  rounds: number;
  /** Products to seed before boot (`--catalogue N`); undefined keeps the server's own demo seed. */
  catalogue: number | undefined;
  /** Rebuild even when build/ exists. */
  rebuild: boolean;
  /** `--only settings`: just GET /api/settings against bare node:http (a quick loop while working on the API). */
  only: 'settings' | undefined;
}

const USAGE =
  'usage: npm run bench -- [--duration 9] [--warmup 2] [--connections 20] [--rounds 3] [--catalogue 100000] [--rebuild] [--only settings]';

function positiveInt(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${flag} needs a positive whole number (got "${value ?? ''}")\n${USAGE}`);
  return n;
}

export function parseArgs(argv: string[]): BenchOptions {
  const options: BenchOptions = {
    duration: 9,
    warmup: 2,
    connections: 20,
    rounds: 3,
    catalogue: undefined,
    rebuild: false,
    only: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = (argv[i] ?? '').split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--duration':
        options.duration = positiveInt(flag, value());
        break;
      case '--warmup':
        options.warmup = positiveInt(flag, value());
        break;
      case '--rounds':
        options.rounds = positiveInt(flag, value());
        break;
      case '--connections':
        options.connections = positiveInt(flag, value());
        break;
      case '--catalogue':
      case '--products':
        options.catalogue = positiveInt(flag, value());
        break;
      case '--rebuild':
        options.rebuild = true;
        break;
      case '--only': {
        const part = value();
        if (part !== 'settings') throw new Error(`--only knows "settings" (got "${part ?? ''}")\n${USAGE}`);
        options.only = part;
        break;
      }
      default:
        throw new Error(`unknown option ${flag}\n${USAGE}`);
    }
  }
  return options;
}
