import type { CardPayDetails } from '../../../../contracts/checkout';

/**
 * Card details leave the browser only encrypted (document 2: card pay details, the encrypted path).
 * For each public key of the checkout view's `x509EncryptionKeys` (PEM SPKI RSA keys keyed by brand)
 * the details become a compact JWE: the content key wrapped with RSA-OAEP-256, the JSON encrypted
 * with A256GCM. Only the payment gateway behind our server holds the private keys.
 *
 * jose is imported on demand, when a card payment is submitted: no other page carries it.
 */

export const CARD_KEY_ALGORITHM = 'RSA-OAEP-256';
export const CARD_CONTENT_ENCRYPTION = 'A256GCM';

export async function encryptCardDetails(
  details: CardPayDetails,
  x509EncryptionKeys: Record<string, string>,
): Promise<Record<string, string>> {
  const { CompactEncrypt, importSPKI } = await import('jose');
  const plaintext = new TextEncoder().encode(JSON.stringify(details));
  const entries = await Promise.all(
    Object.entries(x509EncryptionKeys).map(async ([brand, pem]) => {
      const key = await importSPKI(pem, CARD_KEY_ALGORITHM);
      const jwe = await new CompactEncrypt(plaintext)
        .setProtectedHeader({ alg: CARD_KEY_ALGORITHM, enc: CARD_CONTENT_ENCRYPTION })
        .encrypt(key);
      return [brand, jwe] as const;
    }),
  );
  return Object.fromEntries(entries);
}
