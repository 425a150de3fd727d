import { exportJWK, exportPKCS8, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { APP_IDS, BRANDS } from '../../src/domain/brands';
import { DEMO_ACCOUNTS, demoAccountId } from '../../src/domain/demo-accounts';
import { createSigningKeyRepository } from '../../src/identity/repositories/signing-key-repository';
import { loadSigningKeys } from '../../src/identity/signing-keys';
import { createTokenService } from '../../src/identity/tokens';
import { workerDatabase } from '../support/test-app';
import { createIdentityApp, NONCE, ORIGIN } from '../support/identity-app';

const settings = {
  issuer: 'https://shop.example.com',
  apiAudience: 'https://shop.example.com/api',
  accessTokenTtlSeconds: 600,
  now: () => new Date(),
};
const account = {
  id: 'a-1',
  clientId: 'wa-web',
  role: 'customer' as const,
  email: 'a@example.com',
  firstName: 'A',
  lastName: 'B',
  emailConfirmed: true,
};

describe('signing keys', () => {
  it('two replicas on one database sign with the same stored key', async () => {
    const { db } = await workerDatabase();
    const first = await loadSigningKeys('', createSigningKeyRepository(db));
    const second = await loadSigningKeys('', createSigningKeyRepository(db));
    expect(second.kid).toBe(first.kid);
    const { token } = await createTokenService(first, settings).accessToken(account, 'family-1');
    expect(await createTokenService(second, settings).verifyAccessToken(token)).toMatchObject({ accountId: 'a-1', role: 'customer' });
  });

  it('takes a configured key as a PKCS8 PEM or a JWK, and tokens of another key are refused', async () => {
    const { db } = await workerDatabase();
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const fromPem = await loadSigningKeys(await exportPKCS8(privateKey), createSigningKeyRepository(db));
    const fromJwk = await loadSigningKeys(JSON.stringify(await exportJWK(privateKey)), createSigningKeyRepository(db));
    expect(fromJwk.kid).toBe(fromPem.kid);
    const { token } = await createTokenService(fromPem, settings).accessToken(account, 'family-1');
    expect(await createTokenService(fromJwk, settings).verifyAccessToken(token)).not.toBeNull();
    const stored = await loadSigningKeys('', createSigningKeyRepository(db));
    expect(await createTokenService(stored, settings).verifyAccessToken(token)).toBeNull();
  });
});

describe('demo accounts', () => {
  it('exist in every flavour’s client with their ids and sign in on that flavour’s server', async () => {
    const customer = DEMO_ACCOUNTS.find((demo) => demo.key === 'customer')!;
    for (const [index, flavour] of APP_IDS.entries()) {
      const app = await createIdentityApp({ app: flavour });
      const response = await app.inject({
        method: 'POST',
        url: '/api/account/login-redir',
        headers: { accept: 'application/json' },
        remoteAddress: `10.60.0.${index + 1}`,
        payload: { email: customer.email, password: customer.password, origin: ORIGIN, nonce: NONCE, clientId: BRANDS[flavour].clientId },
      });
      expect(response.statusCode, flavour).toBe(200);
    }
    const { db } = await workerDatabase();
    const rows = await db.query.accounts.findMany();
    const staff = rows.filter((row) => row.role === 'staff' && row.id === demoAccountId(APP_IDS.indexOf('wac'), DEMO_ACCOUNTS[2]!));
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ clientId: 'wac-web', salespersonCode: 'SP1001', winningUserId: 'WU-1001' });
  });
});
