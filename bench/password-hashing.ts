/**
 * How long Argon2id takes on this machine with the stored-password settings (ADR "identity tokens
 * and sessions"): hashing (register, reset, change) and verifying (every sign-in, and the dummy
 * check for an unknown e-mail). Run: `npx tsx bench/password-hashing.ts [rounds]`.
 */
import { cpus } from 'node:os';
import { ARGON2ID_SETTINGS } from '../src/domain/password-hashing';
import { hashPassword, verifyPassword } from '../src/identity/passwords';

const rounds = Number(process.argv[2] ?? 20);

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return `${label}: median ${at(0.5)} ms, p90 ${at(0.9)} ms, min ${sorted[0]!.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const password = 'Kettle-Harbour-42';
  await hashPassword(password); // warm-up
  const hashes: number[] = [];
  const verifies: number[] = [];
  let phc = '';
  for (let i = 0; i < rounds; i++) {
    let started = performance.now();
    phc = await hashPassword(password);
    hashes.push(performance.now() - started);
    started = performance.now();
    await verifyPassword(phc, password);
    verifies.push(performance.now() - started);
  }
  console.log(`Argon2id m=${ARGON2ID_SETTINGS.memoryCost} KiB, t=${ARGON2ID_SETTINGS.timeCost}, p=${ARGON2ID_SETTINGS.parallelism}`);
  console.log(`${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${rounds} rounds`);
  console.log(summary('hash  ', hashes));
  console.log(summary('verify', verifies));
  console.log(phc.split('$').slice(0, 4).join('$'));
}

void main();
