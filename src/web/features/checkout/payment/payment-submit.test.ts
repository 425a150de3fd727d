import { compactDecrypt, exportSPKI, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { encryptCardDetails } from './encrypt-card';
import { PAYMENT_FORM_DEFAULTS, paymentFieldIssues, type PaymentFormValues } from './payment-fields';
import { buildPaymentPart, MissingCardKeyError, withPaymentPart } from './payment-submit';

const NOW = new Date('2026-06-15T02:00:00.000Z');
const CARD: PaymentFormValues = {
  ...PAYMENT_FORM_DEFAULTS,
  cardDetails: { nameOnCard: 'Jane Citizen', cardNo: '4111 1111 1111 1111', expiryDate: '08 / 2027', cvv: '737' },
};

let keys: { publicPem: string; privateKey: CryptoKey }[] = [];
beforeAll(async () => {
  keys = await Promise.all(
    [1, 2].map(async () => {
      const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
      return { publicPem: await exportSPKI(pair.publicKey), privateKey: pair.privateKey };
    }),
  );
});

async function decrypt(jwe: string, privateKey: CryptoKey) {
  const { plaintext, protectedHeader } = await compactDecrypt(jwe, privateKey);
  return { header: protectedHeader, details: JSON.parse(new TextDecoder().decode(plaintext)) };
}

describe('encryptCardDetails', () => {
  it('gives one JWE per brand key, each opened only by its own private key', async () => {
    const details = {
      number: '4111111111111111',
      cvc: '737',
      expiryMonth: '08',
      expiryYear: '2027',
      holderName: 'Jane',
      generationtime: NOW.toISOString(),
    };
    const encrypted = await encryptCardDetails(details, { wa: keys[0]!.publicPem, aol: keys[1]!.publicPem });
    expect(Object.keys(encrypted)).toEqual(['wa', 'aol']);
    const opened = await decrypt(encrypted.wa!, keys[0]!.privateKey);
    expect(opened.header).toEqual({ alg: 'RSA-OAEP-256', enc: 'A256GCM' });
    expect(opened.details).toEqual(details);
    await expect(compactDecrypt(encrypted.wa!, keys[1]!.privateKey)).rejects.toThrow();
    expect(encrypted.wa).not.toContain('4111');
  });
});

describe('buildPaymentPart', () => {
  it('encrypts a good card and carries the holder name, never the clear fields', async () => {
    const result = await buildPaymentPart(CARD, { x509EncryptionKeys: { wa: keys[0]!.publicPem }, orderTotal: 899, now: NOW });
    if (!result.ok) throw new Error(result.message);
    expect(result.part).toMatchObject({ selectedPaymentOption: 'Default', cardHolderName: 'Jane Citizen', cardDetails: null });
    const opened = await decrypt(result.part.encryptedValues!.wa!, keys[0]!.privateKey);
    expect(opened.details).toEqual({
      number: '4111111111111111',
      cvc: '737',
      expiryMonth: '08',
      expiryYear: '2027',
      holderName: 'Jane Citizen',
      generationtime: '2026-06-15T02:00:00.000Z',
    });
    expect(JSON.stringify(result.part)).not.toContain('4111');
  });

  it('stops a card that fails the checks with 401 and the spec text, before encrypting', async () => {
    const bad = { ...CARD, cardDetails: { ...CARD.cardDetails, cvv: '12' } };
    expect(await buildPaymentPart(bad, { x509EncryptionKeys: {}, orderTotal: 899, now: NOW })).toEqual({
      ok: false,
      errorCode: 401,
      message: 'Please check your CVC number.',
    });
  });

  it('sends no card when there is nothing to pay', async () => {
    const result = await buildPaymentPart(CARD, { x509EncryptionKeys: { wa: keys[0]!.publicPem }, orderTotal: 0, now: NOW });
    expect(result).toEqual({
      ok: true,
      part: { selectedPaymentOption: 'Default', encryptedValues: null, cardHolderName: null, cardDetails: null },
    });
  });

  it('refuses to go on without a key rather than send an unprotected card', async () => {
    await expect(buildPaymentPart(CARD, { x509EncryptionKeys: {}, orderTotal: 10, now: NOW })).rejects.toBeInstanceOf(MissingCardKeyError);
  });
});

describe('withPaymentPart', () => {
  it('drops the clear card fields the page may have left in the body', () => {
    const body = { cartId: 'c1', cardDetails: CARD.cardDetails };
    const part = { selectedPaymentOption: 'Default' as const, encryptedValues: { wa: 'jwe' }, cardHolderName: 'Jane', cardDetails: null };
    expect(withPaymentPart(body, part)).toEqual({ cartId: 'c1', ...part });
  });
});

describe('paymentFieldIssues', () => {
  const context = { orderTotal: 100, mieleWarningRequired: false };

  it('asks for every card field with the spec messages when paying by card', () => {
    expect(paymentFieldIssues(PAYMENT_FORM_DEFAULTS, context)).toEqual([
      { path: ['cardDetails', 'nameOnCard'], message: 'Please enter a valid name' },
      { path: ['cardDetails', 'cardNo'], message: 'Please enter a valid card number' },
      { path: ['cardDetails', 'expiryDate'], message: 'Please enter a valid expiry date (MM / YYYY)' },
      { path: ['cardDetails', 'cvv'], message: 'Please enter a valid CVV' },
    ]);
  });

  it('says a short security code needs 3 digits and takes a good card', () => {
    expect(paymentFieldIssues({ ...CARD, cardDetails: { ...CARD.cardDetails, cvv: '12' } }, context)).toEqual([
      { path: ['cardDetails', 'cvv'], message: 'CVV must be at least 3 digits' },
    ]);
    expect(paymentFieldIssues(CARD, context)).toEqual([]);
  });

  it('checks no card when there is nothing to pay or another method is chosen', () => {
    expect(paymentFieldIssues(PAYMENT_FORM_DEFAULTS, { ...context, orderTotal: 0 })).toEqual([]);
    expect(paymentFieldIssues({ ...PAYMENT_FORM_DEFAULTS, selectedPaymentOption: 'PayPal' }, context)).toEqual([]);
  });

  it('asks Zip in store for a 6-digit store code, and only Zip in store', () => {
    const zip = (devicePaymentCode: string) => ({
      ...PAYMENT_FORM_DEFAULTS,
      selectedPaymentOption: 'ZipInStore' as const,
      devicePaymentCode,
    });
    expect(paymentFieldIssues(zip(''), context)).toEqual([{ path: ['devicePaymentCode'], message: 'Please enter a zip store code' }]);
    for (const code of ['12345', '1234567', '12a456', '12 456']) {
      expect(paymentFieldIssues(zip(code), context)).toEqual([
        { path: ['devicePaymentCode'], message: 'Zip store code should be exactly 6 digits and contain only numbers' },
      ]);
    }
    expect(paymentFieldIssues(zip('123456'), context)).toEqual([]);
    expect(paymentFieldIssues({ ...PAYMENT_FORM_DEFAULTS, selectedPaymentOption: 'Zip', devicePaymentCode: 'x' }, context)).toEqual([]);
  });

  it('requires the Miele warning when the cart holds a Miele item', () => {
    expect(paymentFieldIssues(CARD, { ...context, mieleWarningRequired: true })).toEqual([
      {
        path: ['brandsWarnings', 'mieleWarning'],
        message: 'Please tick the box to confirm you have read the Miele delivery and installation conditions.',
      },
    ]);
  });
});
