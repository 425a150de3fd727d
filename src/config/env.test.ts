import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

/** The consent a non-demo test configuration gives to the sandbox payment adapters, with a secret of its own. */
const sandboxAllowed = {
  ALLOW_SANDBOX_PAYMENTS_OUTSIDE_DEMO: 'yes-no-real-money-is-taken',
  PAYMENT_PROVIDER_SECRET: 'our-own-callback-secret-9f2c41',
};

describe('environment configuration', () => {
  it('defaults to the wa flavour on port 3000 with the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ app: 'wa', port: 3000, dataDir: './data', databaseUrl: undefined, redisUrl: undefined });
    expect(config.brand.currency).toBe('AUD');
    expect(config.publicUrl).toBe('https://www.wattleco.com.au');
  });

  it('selects the NZ flavour with its country, currency and locale', () => {
    const { brand } = loadConfig({ APP: 'aol-nz' });
    expect(brand).toMatchObject({ country: 'NZ', currency: 'NZD', locale: 'en-NZ', timeZone: 'Pacific/Auckland' });
  });

  it('treats empty optional URLs as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one message', () => {
    const attempt = () => loadConfig({ APP: 'shop', PORT: 'eighty', DATABASE_URL: 'not a url' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/APP: .*\(got "shop"\)/);
      expect(message).toMatch(/PORT: .*\(got "eighty"\)/);
      expect(message).toMatch(/DATABASE_URL: must be a URL/);
    }
  });

  it('keeps whole pages only when PAGE_CACHE_SECONDS asks, for at most the API answers’ 30 s', () => {
    expect(loadConfig({}).pageCacheSeconds).toBe(0);
    expect(loadConfig({ PAGE_CACHE_SECONDS: '30' }).pageCacheSeconds).toBe(30);
    expect(() => loadConfig({ PAGE_CACHE_SECONDS: '31' })).toThrow(/PAGE_CACHE_SECONDS: .*\(got "31"\)/);
  });

  it('keeps 16 MB of server markup unless FRAGMENT_CACHE_MB says otherwise, 0 keeping none', () => {
    expect(loadConfig({}).fragmentCacheMb).toBe(16);
    expect(loadConfig({ FRAGMENT_CACHE_MB: '0' }).fragmentCacheMb).toBe(0);
    expect(() => loadConfig({ FRAGMENT_CACHE_MB: '-1' })).toThrow(/FRAGMENT_CACHE_MB: .*\(got "-1"\)/);
  });

  it('trims a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example/' }).publicUrl).toBe('https://shop.example');
  });

  it('selects the analytics sinks from a comma list, our own table by default', () => {
    expect(loadConfig({}).analyticsSinks).toEqual(['database']);
    expect(loadConfig({ ANALYTICS_SINKS: ' sandbox , database,sandbox' }).analyticsSinks).toEqual(['sandbox', 'database']);
    expect(() => loadConfig({ ANALYTICS_SINKS: 'database,vendor' })).toThrow(/ANALYTICS_SINKS: each sink must be one of database, sandbox/);
    expect(() => loadConfig({ ANALYTICS_SINKS: ' , ' })).toThrow(/ANALYTICS_SINKS: name at least one sink/);
  });

  it('trusts no proxy by default; names proxies by address, range or hop count; refuses trusting everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: name the proxies/);
  });

  it('reads the CORS origins as a list of origins', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://id.example/, http://localhost:4000' }).corsOrigins).toEqual([
      'https://id.example',
      'http://localhost:4000',
    ]);
    expect(() => loadConfig({ CORS_ORIGINS: 'id.example' })).toThrow(/CORS_ORIGINS/);
  });

  it('checks API answers against their contracts outside production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).checkApiAnswers).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).checkApiAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).checkApiAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', API_RESPONSE_CHECKS: 'on' }).checkApiAnswers).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', API_RESPONSE_CHECKS: 'off' }).checkApiAnswers).toBe(false);
  });

  it('is in demo mode by default, with demo data; turning demo mode off turns the demo data off too', () => {
    expect(loadConfig({})).toMatchObject({ demoMode: true, seedOnStart: true, runWorker: true });
    expect(loadConfig({ DEMO_MODE: 'false', ...sandboxAllowed })).toMatchObject({ demoMode: false, seedOnStart: false });
    expect(loadConfig({ DEMO_MODE: 'false', SEED_ON_START: 'true', ...sandboxAllowed })).toMatchObject({
      demoMode: false,
      seedOnStart: true,
    });
    expect(() => loadConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('takes an SMTP URL for mail and names the sender after the flavour', () => {
    expect(loadConfig({}).mailUrl).toBeUndefined();
    expect(loadConfig({ MAIL_URL: 'smtp://user:pw@mail.example:587' }).mailUrl).toBe('smtp://user:pw@mail.example:587');
    expect(() => loadConfig({ MAIL_URL: 'http://mail.example' })).toThrow(/MAIL_URL: must be an SMTP URL/);
    expect(loadConfig({ APP: 'aol-nz' }).mailFrom).toMatch(/^".+" <no-reply@.+>$/);
    expect(loadConfig({ MAIL_FROM: 'Shop <shop@example.com>' }).mailFrom).toBe('Shop <shop@example.com>');
  });

  it('takes the moment demo delivery days count from as an ISO 8601 time, and none by default', () => {
    expect(loadConfig({}).demoDeliveryDaysFrom).toBeUndefined();
    expect(loadConfig({ DEMO_DELIVERY_DAYS_FROM: '' }).demoDeliveryDaysFrom).toBeUndefined();
    expect(loadConfig({ DEMO_DELIVERY_DAYS_FROM: '2026-11-29T12:51:00.000Z' }).demoDeliveryDaysFrom).toEqual(
      new Date(Date.UTC(2026, 10, 29, 12, 51)),
    );
    expect(loadConfig({ DEMO_DELIVERY_DAYS_FROM: '2026-11-30T09:00:00+11:00' }).demoDeliveryDaysFrom?.toISOString()).toBe(
      '2026-11-29T22:00:00.000Z',
    );
    expect(() => loadConfig({ DEMO_DELIVERY_DAYS_FROM: 'tomorrow' })).toThrow(/DEMO_DELIVERY_DAYS_FROM: must be an ISO 8601 time/);
  });

  describe('sandbox payments outside demo mode', () => {
    const production = { NODE_ENV: 'production', DEMO_MODE: 'false' };
    const ownSecret = { PAYMENT_PROVIDER_SECRET: 'our-own-callback-secret-9f2c41' };

    it('refuses to boot with the sandbox adapters, naming each variable and the one that would allow them', () => {
      const boot = () => loadConfig({ ...production, ...ownSecret });
      expect(boot).toThrow(ConfigError);
      for (const variable of ['PAYMENT_GATEWAY', 'PAYMENT_REDIRECT_PROVIDER', 'PAYMENT_DEVICE_PROVIDER', 'PAYMENT_WALLET_PROVIDER'])
        expect(boot).toThrow(new RegExp(`${variable}: the sandbox adapter takes no real money`));
      expect(boot).toThrow(/ALLOW_SANDBOX_PAYMENTS_OUTSIDE_DEMO=yes-no-real-money-is-taken/);
    });

    it('refuses the README default callback secret', () => {
      expect(() => loadConfig({ ...production })).toThrow(/PAYMENT_PROVIDER_SECRET: the default secret is public/);
    });

    it('boots a sandbox outside demo mode only with the exact consent', () => {
      expect(loadConfig({ ...production, ...sandboxAllowed }).demoMode).toBe(false);
      expect(() => loadConfig({ ...production, ...ownSecret, ALLOW_SANDBOX_PAYMENTS_OUTSIDE_DEMO: 'true' })).toThrow(
        /ALLOW_SANDBOX_PAYMENTS_OUTSIDE_DEMO: must be exactly "yes-no-real-money-is-taken"/,
      );
    });

    it('leaves demo mode as it was: the sandbox and its public secret serve the demo, in production builds too', () => {
      expect(loadConfig({ NODE_ENV: 'production' }).payments.providerSecret).toBe('sandbox-provider-callback-secret');
    });
  });
});
