/**
 * A page's `document.cookie` as a browser keeps it, for unit tests without a DOM: a write is one
 * `name=value; Attr=...` string that adds or replaces the named cookie, a read lists `name=value`
 * pairs. `refuse` is a browser that blocks the page's cookies (writes are dropped).
 */
export function browserCookies(initial: Record<string, string> = {}, options: { refuse?: boolean } = {}) {
  const values = new Map(Object.entries(initial));
  const attributes = new Map<string, Record<string, string | true>>();
  const writes: string[] = [];
  return {
    get cookie(): string {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      if (options.refuse) return;
      const [pair = '', ...rest] = text.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      values.set(name, pair.slice(at + 1));
      attributes.set(
        name,
        Object.fromEntries(
          rest.map((part) => {
            const [key = '', value] = part.split('=');
            return [key.toLowerCase(), value ?? true];
          }),
        ),
      );
    },
    /** Every write the page made, as written. */
    writes,
    /** The attributes of the last write of a cookie, keyed in lower case (`path`, `max-age`, `samesite`, `secure`). */
    attributesOf: (name: string) => attributes.get(name),
  };
}
