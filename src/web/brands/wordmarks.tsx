import type { AppId } from '../../domain/brands';

/**
 * One inline SVG wordmark per flavour: a small emblem plus the wordmark text, drawn in
 * currentColor so the header decides the colour through its tokens.
 */
interface WordmarkProps {
  app: AppId;
  title: string;
  text: string;
}

function Emblem({ app }: { app: AppId }) {
  switch (app) {
    case 'wa':
    case 'wac':
      // A wattle sprig: three blossoms on a stem.
      return (
        <g>
          <path d="M6 30 C12 22 18 16 26 10" stroke="currentColor" strokeWidth="2" fill="none" />
          <circle cx="12" cy="18" r="4" fill="currentColor" />
          <circle cx="20" cy="12" r="4" fill="currentColor" opacity="0.75" />
          <circle cx="26" cy="22" r="4" fill="currentColor" opacity="0.55" />
        </g>
      );
    case 'aoc':
    case 'aol':
    case 'aol-nz':
      // A road receding: the "lane".
      return (
        <g>
          <rect x="2" y="4" width="28" height="28" rx="7" fill="currentColor" />
          <path d="M12 30 L15 8 M20 30 L17 8" stroke="var(--color-surface)" strokeWidth="2.5" strokeLinecap="round" />
        </g>
      );
    case 'hc':
      // A flame over a pan.
      return (
        <g>
          <path d="M16 4 C22 11 22 16 16 20 C10 16 10 11 16 4 Z" fill="currentColor" />
          <path d="M3 24 H29 L26 31 H6 Z" fill="currentColor" opacity="0.8" />
        </g>
      );
    case 'fk':
      // A fern frond.
      return (
        <g stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round">
          <path d="M16 32 V6" />
          <path d="M16 12 L9 8 M16 12 L23 8 M16 18 L8 14 M16 18 L24 14 M16 24 L9 21 M16 24 L23 21" />
        </g>
      );
    case 'andoo':
      return (
        <g>
          <circle cx="16" cy="18" r="13" fill="currentColor" />
          <path d="M10 18 h12 M16 12 v12" stroke="var(--color-surface)" strokeWidth="3" strokeLinecap="round" />
        </g>
      );
  }
}

export function Wordmark({ app, title, text }: WordmarkProps) {
  const titleId = `wordmark-title-${app}`;
  // Width grows with the text so long names are not squeezed; 15 px a letter fits the widest
  // bold heading faces of the flavours at 21 px (round letters of a sans face are ~0.7 em).
  const width = 44 + text.length * 15;
  return (
    <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${width} 36`} height="36" width={width} focusable="false">
      <title id={titleId}>{title}</title>
      <Emblem app={app} />
      <text
        x="40"
        y="25"
        fill="currentColor"
        style={{ fontFamily: 'var(--font-heading)', fontWeight: 700, fontSize: '21px', letterSpacing: '-0.01em' }}
      >
        {text}
      </text>
    </svg>
  );
}
