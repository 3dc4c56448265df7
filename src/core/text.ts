// Small text helpers shared across rooms.

/**
 * A word's singular by the one plain rule ("flyers" → "flyer", "coaches" → "coache"): a final
 * `s` after a letter other than `s`, in words longer than three letters. Enough to tell that
 * "coaches" and `coach_email`'s "coach" share a stem when both are read the same way.
 */
export function singular(word: string): string {
  return word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
