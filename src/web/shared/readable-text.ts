/**
 * Alert banners and sales bring their own background colour as data. Text on them must stay
 * readable, so pick light or dark text by the colour's relative luminance (WCAG formula).
 */
export function isDarkColour(colour: string): boolean {
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return true;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Above ~0.18 black text has the better contrast; below it white text does.
  return luminance < 0.18;
}
