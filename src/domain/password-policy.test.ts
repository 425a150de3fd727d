import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';
import { needsRehash } from './password-hashing';
import { retryAfterSeconds } from './sign-in-throttle';

describe('password policy', () => {
  it('accepts a 12-character passphrase and one of 128', () => {
    expect(passwordProblem('Kettle-Harb0')).toBeUndefined();
    expect(passwordProblem('k'.repeat(127) + 'x')).toBeUndefined();
  });

  it('refuses 11 characters and 129', () => {
    expect(passwordProblem('Kettle-Harb')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('k'.repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('counts characters as typed, not UTF-16 units', () => {
    expect(passwordProblem('🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑🔑')).toBe(PASSWORD_MESSAGES.tooShort);
  });

  it.each(['password1234', 'Password-1234', 'QWERTYUIOP123', '123456789012', 'iloveyou2024!'])('refuses the common %s', (password) => {
    expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.common);
  });
});

describe('argon2id settings', () => {
  it('asks for a rehash of weaker or foreign hashes only', () => {
    expect(needsRehash('$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });
});

describe('sign-in throttle window', () => {
  it('frees a slot when the oldest failure is 15 minutes old', () => {
    const oldest = new Date('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds(oldest, new Date('2026-01-01T00:05:00Z'))).toBe(600);
    expect(retryAfterSeconds(oldest, new Date('2026-01-01T00:15:00Z'))).toBe(1);
  });
});
