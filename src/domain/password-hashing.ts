/**
 * Argon2id settings for stored passwords: OWASP's first recommended configuration (19 MiB of
 * memory, two passes, one lane). The PHC string records them, so raising them later only affects
 * new hashes; `needsRehash` tells sign-in to upgrade an old one.
 */
export const ARGON2ID_SETTINGS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Whether a stored PHC string was made with weaker settings than today's. */
export function needsRehash(phc: string): boolean {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(phc);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m! < ARGON2ID_SETTINGS.memoryCost || t! < ARGON2ID_SETTINGS.timeCost || p! !== ARGON2ID_SETTINGS.parallelism;
}
