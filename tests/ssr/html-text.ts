/** What a reader sees in server-rendered HTML: text without tags, comments, scripts or styles, entities decoded. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

export function textOf(html: string): string {
  const body = html.replace(/^[\s\S]*?<body[^>]*>/i, '');
  return decode(
    body
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      // React separates adjacent text nodes with empty comments; they are not spaces.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the page's first level-one heading, or null when it has none. */
export function headingOf(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match ? textOf(`<body>${match[1]}`) : null;
}
