import { useNonce } from '../../nonce-context';

/** Structured data in a nonce'd JSON-LD script; "<" is escaped so no text can ever close the script. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
