// Units of measure, from a maintained units library (js-quantities, through
// scripts/gen-units.mjs): the names one unit goes by.
import { UNIT_NAMES } from './units.generated.ts';

/**
 * Temperature scales by the letter written after the degree sign ("2.8°C", "350°F"), which a
 * parameter's name also ends in (`temp_c`, `value_c`, `oven_f`). What it decides: that letter
 * names the scale's unit, with the library's names for it.
 */
export const DEGREE_LETTERS: ReadonlyMap<string, string> = new Map([
  ['c', 'degc'],
  ['f', 'degf'],
]);

const GROUPS_BY_NAME = new Map<string, string[]>();
for (const group of UNIT_NAMES)
  for (const name of group) GROUPS_BY_NAME.set(name, [...(GROUPS_BY_NAME.get(name) ?? []), ...group]);
for (const [letter, unit] of DEGREE_LETTERS) {
  const group = [...(GROUPS_BY_NAME.get(unit) ?? []), letter];
  for (const name of group) GROUPS_BY_NAME.set(name, group);
}

/**
 * Every name of the unit (or units: `pt` is a point and a pint) that `word` names, lower-cased,
 * itself included (a plural the library does not list is read as its singular); empty when `word` names no unit. What it decides: a count the user gives in a
 * unit binds a parameter named by another name of that unit ("20 t" and `tonnes`, "5 kilograms"
 * and `weight_kg`, "12,000 bu" and `bushels`) (formalize/offline/grounding.ts).
 */
export function unitNames(word: string): ReadonlySet<string> {
  const w = word.toLowerCase();
  // (a plural the library does not list: `tonnes`)
  return new Set(GROUPS_BY_NAME.get(w) ?? (w.endsWith('s') ? GROUPS_BY_NAME.get(w.slice(0, -1)) : []) ?? []);
}
