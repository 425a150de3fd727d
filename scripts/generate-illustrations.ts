/**
 * Draws the flat SVG illustrations the seeded storefront points at, so every product, store,
 * promotion and sale placement shows a real picture without any photography.
 *
 *   npx tsx scripts/generate-illustrations.ts
 *
 * Output (committed): public/media/products/{kind}-{variant}.svg, lifestyle-{scene}.svg,
 * public/media/stores/store-N.svg, public/media/promotions/{path}.svg and
 * public/media/sale/{sale}/{placement}.svg. Re-running rewrites the same bytes.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  APPLIANCE_KINDS, FURNITURE_KINDS, LIFESTYLE_SCENES, VARIANT_LABELS, variantsFor,
  type IllustrationKind, type IllustrationVariant, type LifestyleScene,
} from '../src/db/seed/illustrations';
import { PROMOTION_SEEDS } from '../src/db/seed/promotion-data';
import { SALE_PLACEMENTS, SALE_SEEDS } from '../src/db/seed/sale-data';
import { STORE_ILLUSTRATION_COUNT } from '../src/db/seed/stores';

const PUBLIC_MEDIA = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'media');
const FONT = 'font-family="Helvetica, Arial, sans-serif"';

interface Palette {
  body: string;
  trim: string;
  dark: string;
  line: string;
  glass: string;
}

const PALETTES: Record<IllustrationVariant, Palette> = {
  stainless: { body: '#cfd4d9', trim: '#aab1b8', dark: '#4b5259', line: '#8e959c', glass: '#2f353b' },
  black: { body: '#2e3135', trim: '#474b51', dark: '#17191b', line: '#5d6269', glass: '#0f1113' },
  white: { body: '#f7f8f9', trim: '#e1e4e7', dark: '#6b727a', line: '#c3c8cd', glass: '#3a4148' },
  charcoal: { body: '#4f545b', trim: '#3d4147', dark: '#2a2d31', line: '#62676e', glass: '#6b4f3a' },
  oak: { body: '#c9a27b', trim: '#b08a63', dark: '#7a5a3c', line: '#a07b57', glass: '#5e4630' },
  linen: { body: '#e8dfcf', trim: '#d6cab5', dark: '#8a7d68', line: '#c7b99f', glass: '#7b6a52' },
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 4) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const outline = (c: Palette) => ` stroke="${c.line}" stroke-width="3"`;
const repeat = (count: number, draw: (i: number) => string) => Array.from({ length: count }, (_, i) => draw(i)).join('');

/** Each drawing sits on a 600 x 600 canvas, standing on the floor line at y = 540. */
const DRAWINGS: Record<IllustrationKind, (c: Palette) => string> = {
  oven: (c) => rect(120, 110, 360, 380, c.body, 10, outline(c)) + rect(120, 110, 360, 64, c.dark, 10) + repeat(4, (i) => circle(170 + i * 50, 142, 12, c.trim)) + rect(360, 128, 90, 28, '#7fd3a8', 4) + rect(150, 214, 300, 240, c.glass, 8) + rect(170, 234, 260, 40, '#ffffff', 4, ' opacity="0.08"') + rect(160, 190, 280, 12, c.trim, 6),
  cooker: (c) => rect(90, 130, 420, 20, c.dark, 4) + repeat(5, (i) => circle(135 + i * 82, 140, 22, c.glass)) + rect(90, 150, 420, 60, c.body, 0, outline(c)) + repeat(6, (i) => circle(130 + i * 68, 180, 13, c.dark)) + rect(90, 210, 420, 300, c.body, 6, outline(c)) + rect(120, 260, 360, 200, c.glass, 8) + rect(130, 226, 340, 12, c.trim, 6) + rect(100, 510, 400, 20, c.dark),
  cooktop: (c) => rect(80, 200, 440, 240, c.glass, 14, outline(c)) + circle(185, 270, 52, 'none', ` stroke="${c.line}" stroke-width="4"`) + circle(185, 375, 38, 'none', ` stroke="${c.line}" stroke-width="4"`) + circle(400, 270, 38, 'none', ` stroke="${c.line}" stroke-width="4"`) + circle(400, 375, 52, 'none', ` stroke="${c.line}" stroke-width="4"`) + rect(260, 400, 80, 20, c.dark, 6),
  rangehood: (c) => rect(250, 60, 100, 220, c.body, 0, outline(c)) + `<polygon points="120,390 480,390 420,280 180,280" fill="${c.body}"${outline(c)}/>` + rect(110, 390, 380, 30, c.trim, 4) + repeat(3, (i) => circle(270 + i * 30, 405, 6, c.dark)) + rect(140, 430, 320, 8, '#ffe7a3', 4, ' opacity="0.8"'),
  microwave: (c) => rect(90, 190, 420, 240, c.body, 14, outline(c)) + rect(115, 215, 280, 190, c.glass, 10) + rect(410, 215, 80, 190, c.dark, 8) + rect(420, 230, 60, 26, '#7fd3a8', 4) + repeat(6, (i) => circle(435 + (i % 2) * 30, 290 + Math.floor(i / 2) * 34, 9, c.trim)) + rect(110, 430, 30, 14, c.dark) + rect(460, 430, 30, 14, c.dark),
  dishwasher: (c) => rect(150, 90, 300, 430, c.body, 10, outline(c)) + rect(150, 90, 300, 60, c.dark, 10) + repeat(5, (i) => circle(195 + i * 32, 120, 8, c.trim)) + rect(360, 110, 70, 20, '#7fd3a8', 4) + rect(190, 170, 220, 14, c.trim, 7) + rect(160, 500, 280, 20, c.dark),
  fridge: (c) => rect(170, 50, 260, 490, c.body, 14, outline(c)) + line(170, 330, 430, 330, c.line, 4) + rect(390, 90, 14, 190, c.trim, 7) + rect(390, 360, 14, 140, c.trim, 7) + rect(200, 90, 70, 90, c.dark, 8) + rect(212, 104, 46, 24, '#7fd3a8', 4),
  freezer: (c) => rect(180, 70, 240, 470, c.body, 14, outline(c)) + rect(385, 120, 14, 220, c.trim, 7) + repeat(4, (i) => line(210, 400 + i * 30, 360, 400 + i * 30, c.line, 3)) + circle(230, 110, 10, '#7fc8f0'),
  'wine-cabinet': (c) => rect(190, 60, 220, 480, c.body, 12, outline(c)) + rect(210, 80, 180, 430, c.glass, 8) + repeat(9, (row) => repeat(4, (col) => circle(240 + col * 40, 110 + row * 45, 13, row % 3 === 0 ? '#7b1e2b' : '#3f5a2a'))) + rect(375, 200, 8, 160, c.trim, 4),
  washer: (c) => rect(150, 90, 300, 430, c.body, 14, outline(c)) + rect(150, 90, 300, 70, c.trim, 14) + rect(170, 110, 90, 30, c.dark, 6) + circle(390, 125, 20, c.body, outline(c)) + circle(300, 330, 120, c.dark) + circle(300, 330, 92, c.glass) + circle(270, 300, 24, '#ffffff', ' opacity="0.15"'),
  dryer: (c) => rect(150, 90, 300, 430, c.body, 14, outline(c)) + rect(150, 90, 300, 70, c.trim, 14) + circle(210, 125, 20, c.body, outline(c)) + rect(300, 110, 120, 30, c.dark, 6) + circle(300, 330, 120, c.trim) + circle(300, 330, 96, c.dark) + repeat(5, (i) => line(230, 290 + i * 20, 370, 290 + i * 20, c.line, 3)),
  heater: (c) => rect(130, 220, 340, 260, c.body, 16, outline(c)) + rect(160, 260, 280, 150, c.glass, 8) + `<path d="M300 390 C260 350 300 330 290 290 C330 320 340 360 300 390 Z" fill="#f29b38"/>` + `<path d="M300 390 C285 370 300 350 298 335 C318 352 318 372 300 390 Z" fill="#ffd36b"/>` + repeat(8, (i) => line(170 + i * 35, 430, 170 + i * 35, 460, c.line, 3)) + rect(150, 480, 40, 20, c.dark) + rect(410, 480, 40, 20, c.dark),
  'air-conditioner': (c) => rect(80, 210, 440, 150, c.body, 40, outline(c)) + repeat(6, (i) => line(130, 320 + i * 6, 470, 320 + i * 6, c.line, 2)) + rect(420, 240, 60, 14, c.dark, 7) + circle(450, 280, 6, '#7fd3a8') + `<path d="M160 400 q20 20 0 40 M220 400 q20 20 0 40 M280 400 q20 20 0 40 M340 400 q20 20 0 40" stroke="#7fc8f0" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  fan: (c) => circle(300, 220, 140, c.body, outline(c)) + repeat(5, (i) => `<ellipse cx="300" cy="150" rx="32" ry="70" fill="${c.trim}" transform="rotate(${i * 72} 300 220)"/>`) + circle(300, 220, 26, c.dark) + rect(290, 360, 20, 150, c.trim) + `<ellipse cx="300" cy="515" rx="110" ry="22" fill="${c.dark}"/>`,
  'coffee-machine': (c) => rect(150, 110, 300, 380, c.body, 18, outline(c)) + rect(150, 110, 300, 90, c.dark, 18) + circle(220, 155, 22, c.trim) + rect(300, 140, 110, 30, '#7fd3a8', 4) + rect(250, 230, 100, 40, c.trim, 8) + rect(285, 270, 30, 30, c.dark) + rect(255, 360, 90, 80, '#ffffff', 8, outline(c)) + rect(270, 368, 60, 14, '#6b4630', 4) + rect(170, 440, 260, 24, c.trim, 4),
  toaster: (c) => rect(130, 260, 340, 230, c.body, 60, outline(c)) + rect(190, 255, 90, 18, c.dark, 8) + rect(320, 255, 90, 18, c.dark, 8) + rect(455, 320, 26, 60, c.trim, 8) + circle(200, 420, 16, c.dark) + rect(150, 490, 60, 16, c.dark) + rect(390, 490, 60, 16, c.dark),
  kettle: (c) => `<path d="M200 220 L400 220 L430 470 L170 470 Z" fill="${c.body}"${outline(c)}/>` + rect(230, 190, 140, 40, c.trim, 16) + `<path d="M405 260 C480 260 480 420 420 430" stroke="${c.dark}" stroke-width="26" fill="none"/>` + `<path d="M200 260 L140 230 L150 270 Z" fill="${c.body}"${outline(c)}/>` + rect(160, 470, 280, 40, c.dark, 10) + rect(280, 300, 40, 110, '#7fc8f0', 10, ' opacity="0.6"'),
  mixer: (c) => rect(150, 470, 300, 40, c.body, 14, outline(c)) + rect(380, 230, 60, 250, c.body, 20, outline(c)) + rect(170, 150, 300, 110, c.body, 50, outline(c)) + rect(270, 260, 16, 60, c.dark) + `<path d="M190 330 L370 330 L350 460 L210 460 Z" fill="#e3e6e9" stroke="#9aa1a8" stroke-width="3"/>` + circle(440, 200, 10, c.dark),
  blender: (c) => `<path d="M220 120 L380 120 L360 370 L240 370 Z" fill="#d8eef8" stroke="#9ab8c8" stroke-width="4" opacity="0.9"/>` + rect(210, 100, 180, 30, c.dark, 8) + `<path d="M380 160 C440 160 440 300 370 310" stroke="${c.dark}" stroke-width="18" fill="none"/>` + rect(200, 370, 200, 140, c.body, 20, outline(c)) + circle(300, 440, 26, c.dark) + rect(260, 300, 80, 40, '#8fcf6a', 12),
  vacuum: (c) => line(300, 90, 300, 420, c.trim, 16) + rect(250, 150, 100, 160, c.body, 30, outline(c)) + rect(270, 170, 60, 70, '#a8d8ee', 10, ' opacity="0.8"') + rect(280, 70, 40, 60, c.dark, 12) + rect(200, 420, 200, 60, c.dark, 20) + rect(210, 470, 180, 14, '#f2c230', 6),
  bbq: (c) => `<path d="M130 250 A170 120 0 0 1 470 250 Z" fill="${c.body}"${outline(c)}/>` + rect(120, 250, 360, 70, c.trim, 6) + rect(260, 200, 80, 12, c.dark, 6) + rect(470, 260, 70, 20, c.trim, 4) + rect(150, 320, 300, 170, c.body, 4, outline(c)) + line(300, 330, 300, 480, c.line, 3) + circle(170, 510, 26, c.dark) + circle(430, 510, 26, c.dark) + repeat(4, (i) => circle(190 + i * 70, 285, 10, c.dark)),
  tv: (c) => rect(60, 120, 480, 290, c.dark, 8) + rect(74, 134, 452, 262, '#1b2a44') + `<path d="M74 396 L260 230 L380 330 L440 280 L526 360 L526 396 Z" fill="#2f6d8f" opacity="0.8"/>` + circle(440, 190, 28, '#f5c26b') + rect(270, 410, 60, 60, c.trim) + rect(190, 470, 220, 18, c.trim, 6),
  soundbar: (c) => rect(60, 330, 480, 70, c.body, 30, outline(c)) + repeat(20, (i) => circle(100 + i * 21, 365, 4, c.dark)) + rect(400, 170, 130, 150, c.body, 16, outline(c)) + circle(465, 245, 48, c.dark) + circle(465, 245, 20, c.trim),
  speaker: (c) => rect(200, 90, 200, 420, c.body, 30, outline(c)) + circle(300, 190, 50, c.dark) + circle(300, 190, 18, c.trim) + circle(300, 370, 90, c.dark) + circle(300, 370, 34, c.trim),
  headphones: (c) => `<path d="M170 330 C170 120 430 120 430 330" stroke="${c.trim}" stroke-width="28" fill="none"/>` + rect(130, 300, 90, 150, c.body, 40, outline(c)) + rect(380, 300, 90, 150, c.body, 40, outline(c)) + rect(150, 320, 50, 110, c.dark, 24) + rect(400, 320, 50, 110, c.dark, 24),
  sink: (c) => rect(60, 200, 480, 260, '#e9e4dc', 6, ' stroke="#cfc6b8" stroke-width="3"') + rect(100, 240, 210, 180, c.body, 16, outline(c)) + rect(330, 240, 150, 180, c.body, 16, outline(c)) + circle(205, 330, 14, c.dark) + circle(405, 330, 12, c.dark) + rect(295, 160, 20, 50, c.trim, 6),
  tap: (c) => rect(220, 470, 160, 40, c.body, 10, outline(c)) + rect(280, 250, 40, 230, c.body, 10, outline(c)) + `<path d="M300 260 C300 120 470 120 470 240" stroke="${c.body}" stroke-width="36" fill="none"/>` + `<path d="M300 260 C300 120 470 120 470 240" stroke="${c.line}" stroke-width="3" fill="none"/>` + rect(455, 240, 30, 30, c.dark, 6) + rect(310, 320, 90, 16, c.trim, 8) + line(470, 290, 470, 360, '#7fc8f0', 8),
  sofa: (c) => rect(90, 220, 420, 160, c.trim, 24) + rect(70, 300, 80, 170, c.body, 20) + rect(450, 300, 80, 170, c.body, 20) + rect(140, 350, 320, 100, c.body, 14) + line(300, 360, 300, 440, c.trim, 4) + rect(110, 470, 16, 40, '#5e4630') + rect(474, 470, 16, 40, '#5e4630'),
  table: (c) => rect(70, 250, 460, 36, c.body, 6) + rect(70, 286, 460, 12, c.trim) + rect(110, 298, 22, 212, c.dark) + rect(468, 298, 22, 212, c.dark) + rect(200, 298, 14, 160, c.trim) + rect(386, 298, 14, 160, c.trim),
  chair: (c) => rect(200, 120, 200, 200, c.body, 24) + rect(180, 310, 240, 60, c.body, 16) + rect(200, 370, 16, 140, c.dark) + rect(384, 370, 16, 140, c.dark) + rect(250, 360, 12, 120, c.trim) + rect(338, 360, 12, 120, c.trim),
  bed: (c) => rect(80, 150, 440, 180, c.body, 20) + rect(100, 290, 400, 140, '#f4f1ea', 16, ' stroke="#d8d2c6" stroke-width="3"') + rect(130, 260, 150, 60, '#ffffff', 20, ' stroke="#d8d2c6" stroke-width="3"') + rect(320, 260, 150, 60, '#ffffff', 20, ' stroke="#d8d2c6" stroke-width="3"') + rect(100, 360, 400, 80, c.trim, 10) + rect(80, 430, 440, 40, c.body, 8) + rect(100, 470, 20, 40, c.dark) + rect(480, 470, 20, 40, c.dark),
};

const LIFESTYLE_SCENERY: Record<LifestyleScene, string> = {
  kitchen: rect(0, 0, 600, 600, '#f1ece4') + rect(60, 60, 200, 160, '#cfe6f2', 6, ' stroke="#ffffff" stroke-width="10"') + rect(0, 360, 600, 240, '#e5ddd0') + rect(0, 340, 600, 24, '#b89b7a') + repeat(4, (i) => rect(20 + i * 150, 380, 140, 200, '#ffffff', 4, ' stroke="#e0d8cb" stroke-width="3"')) + repeat(3, (i) => rect(330 + i * 85, 60, 75, 150, '#ffffff', 4, ' stroke="#e0d8cb" stroke-width="3"')) + circle(140, 300, 26, '#8fb86a') + rect(120, 300, 40, 40, '#c97b4a', 6),
  laundry: rect(0, 0, 600, 600, '#eef3f4') + rect(0, 420, 600, 180, '#dfe7e8') + rect(60, 190, 480, 24, '#b7c7c9') + repeat(2, (i) => circle(190 + i * 220, 330, 80, '#ffffff', ' stroke="#c5d2d4" stroke-width="6"')) + rect(80, 60, 440, 100, '#ffffff', 6, ' stroke="#d5dfe0" stroke-width="3"') + rect(420, 460, 90, 70, '#f2c9a0', 10),
  living: rect(0, 0, 600, 600, '#f3efe8') + rect(0, 440, 600, 160, '#d9cdbb') + rect(360, 60, 180, 220, '#cfe6f2', 6, ' stroke="#ffffff" stroke-width="10"') + rect(60, 300, 300, 110, '#8a9aa5', 20) + rect(40, 340, 60, 100, '#7b8a95', 16) + rect(320, 340, 60, 100, '#7b8a95', 16) + line(470, 300, 470, 460, '#5e4630', 6) + `<path d="M430 300 L510 300 L490 250 L450 250 Z" fill="#f2d29b"/>` + circle(120, 120, 50, '#8fb86a'),
  outdoor: rect(0, 0, 600, 600, '#d7ecf7') + circle(480, 110, 50, '#f8d56b') + rect(0, 330, 600, 80, '#b78b5e') + repeat(12, (i) => rect(i * 52, 300, 40, 120, '#c99c6c', 4)) + rect(0, 420, 600, 180, '#9cc47a') + rect(80, 470, 440, 14, '#8b6a4a', 4),
};

function svg(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img"><title>${escapeXml(title)}</title>${body}</svg>\n`;
}

function productSvg(kind: IllustrationKind, variant: IllustrationVariant): string {
  const name = kind.replace(/-/g, ' ');
  const background = rect(0, 0, 600, 600, '#f4f5f7') + `<ellipse cx="300" cy="540" rx="230" ry="18" fill="#000000" opacity="0.08"/>`;
  return svg(600, 600, `${name.charAt(0).toUpperCase()}${name.slice(1)}, ${VARIANT_LABELS[variant]}`, background + DRAWINGS[kind](PALETTES[variant]));
}

const STORE_COLOURS = ['#1d3557', '#2a6f4e', '#8c2f39', '#3c4f76', '#6b4e2e', '#264653'] as const;

function storeSvg(index: number): string {
  const accent = STORE_COLOURS[index % STORE_COLOURS.length]!;
  const windows = repeat(3, (i) => rect(70 + i * 160, 250, 140, 160, '#cfe6f2', 4, ' stroke="#ffffff" stroke-width="6"'));
  const stripes = repeat(10, (i) => rect(40 + i * 52, 200, 26, 40, i % 2 ? accent : '#ffffff'));
  const body =
    rect(0, 0, 600, 600, '#e6eef3') + rect(40, 100, 520, 400, '#f7f4ee') + rect(40, 100, 520, 90, accent) +
    `<text x="300" y="158" text-anchor="middle" ${FONT} font-size="40" font-weight="700" fill="#ffffff" letter-spacing="6">SHOWROOM</text>` +
    stripes + windows + rect(250, 420, 100, 80, accent) + rect(0, 500, 600, 100, '#b9c3ca') +
    (index % 2 === 0 ? circle(520, 460, 30, '#8fb86a') + rect(512, 470, 16, 30, '#6b4e2e') : '');
  return svg(600, 600, `Showroom illustration ${index + 1}`, body);
}

function bannerSvg(width: number, height: number, title: string, heading: string, subheading: string, colour: string): string {
  const headingSize = Math.max(10, Math.min(height * 0.32, (width * 1.6) / Math.max(heading.length, 6)));
  const hasSub = subheading !== '' && height >= 80 && width >= 200;
  const subSize = Math.max(9, headingSize * 0.45);
  const headingY = hasSub ? height / 2 - subSize * 0.3 : height / 2 + headingSize * 0.35;
  const text =
    `<text x="${width / 2}" y="${headingY.toFixed(1)}" text-anchor="middle" ${FONT} font-size="${headingSize.toFixed(1)}" font-weight="700" fill="#ffffff">${escapeXml(heading)}</text>` +
    (hasSub ? `<text x="${width / 2}" y="${(headingY + subSize * 1.6).toFixed(1)}" text-anchor="middle" ${FONT} font-size="${subSize.toFixed(1)}" fill="#ffffff" opacity="0.9">${escapeXml(subheading)}</text>` : '');
  const flourish = circle(width * 0.92, height * 0.15, Math.min(width, height) * 0.35, '#ffffff', ' opacity="0.08"');
  return svg(width, height, title, rect(0, 0, width, height, colour) + flourish + text);
}

function write(relative: string, content: string): void {
  const file = path.join(PUBLIC_MEDIA, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function main(): void {
  // Start clean so renamed kinds or sales leave no stale files behind.
  for (const folder of ['products', 'stores', 'promotions', 'sale']) rmSync(path.join(PUBLIC_MEDIA, folder), { recursive: true, force: true });
  let count = 0;
  for (const kind of [...APPLIANCE_KINDS, ...FURNITURE_KINDS]) {
    for (const variant of variantsFor(kind)) {
      write(`products/${kind}-${variant}.svg`, productSvg(kind, variant));
      count++;
    }
  }
  for (const scene of LIFESTYLE_SCENES) {
    write(`products/lifestyle-${scene}.svg`, svg(600, 600, `${scene.charAt(0).toUpperCase()}${scene.slice(1)} scene`, LIFESTYLE_SCENERY[scene]));
    count++;
  }
  for (let i = 0; i < STORE_ILLUSTRATION_COUNT; i++, count++) write(`stores/store-${i + 1}.svg`, storeSvg(i));
  for (const promo of PROMOTION_SEEDS) {
    write(`promotions/${promo.path}.svg`, bannerSvg(1200, 600, promo.title, promo.title, promo.rewardLabel ?? promo.brand, promo.colour));
    count++;
  }
  for (const sale of SALE_SEEDS) {
    for (const [placement, [width, height]] of Object.entries(SALE_PLACEMENTS)) {
      const short = width < 200 || height < 60;
      const heading = width <= 60 ? '%' : short ? sale.name.split(' ')[0]! : sale.name;
      write(`sale/${sale.slug}/${placement}.svg`, bannerSvg(width, height, `${sale.name}: ${placement}`, heading, sale.strapline, sale.colour));
      count++;
    }
  }
  console.log(`Wrote ${count} illustrations under ${PUBLIC_MEDIA}`);
}

main();
