/**
 * Whole numbers as en-AU and en-NZ write them: digits in threes with commas ("12,345"), a leading
 * "-" for negatives. Written out rather than asked of Intl because the browser's first Intl
 * formatter loads its locale data, 50 to 90 ms on a phone, and a listing or product page would pay
 * it while it hydrates (bench/README.md, "Intl in the browser"). Tests hold it to Intl's answer.
 */
export function groupDigits(whole: number): string {
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  // Intl writes minus zero with its sign ("-0"); so does this, to stay equal to it.
  return whole < 0 || Object.is(whole, -0) ? `-${grouped}` : grouped;
}
