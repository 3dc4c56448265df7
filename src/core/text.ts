// Small text helpers shared across rooms.

/**
 * A word's singular by three plain rules: `-ies` after a consonant is `-y` ("deliveries" →
 * "delivery"), `-es` after a hissing sound goes ("coaches" → "coach", "boxes" → "box"), and
 * otherwise a final `s` after a letter other than `s`, in words longer than three letters, goes
 * ("flyers" → "flyer"). Crude ("movies" → "movy"), but read the same way on both sides it tells
 * that "deliveries" and the user's "delivery", or "coaches" and `coach_email`, share a noun.
 */
export function singular(word: string): string {
  if (word.length > 5 && /[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  return word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A date the user wrote with its month and day but no year, read without a clock (`????-03-16`):
 * the user's date in any year. What it decides: it binds a date parameter as a glob on the
 * month and day (formalize/offline/grounding.ts), and agrees with any date on that day of that month.
 */
export const YEARLESS_DATE = /^\?{4}-(\d{2})-(\d{2})$/;

/** A date the user named (`2027-03-16`, or yearless `????-03-16`) and a call's date (`2027-03-16…`) fall on one day. */
export function sameDay(named: string, actual: string): boolean {
  const m = YEARLESS_DATE.exec(named);
  if (m === null) return actual.slice(0, 10) === named;
  return new RegExp(`^\\d{4}-${m[1]}-${m[2]}(?:$|[T ])`).test(actual);
}

/** The days of the week by their number (0 is Sunday, as `Date#getUTCDay`), lower case: `saturday`. */
export const WEEKDAY_NAMES: readonly string[] = Array.from({ length: 7 }, (_, d) =>
  new Date(Date.UTC(2024, 0, 7 + d))
    .toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })
    .toLowerCase(),
);
