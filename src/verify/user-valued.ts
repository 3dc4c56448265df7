// Tools the guard cannot class, given only the user's words. A tool known by its name alone whose
// name holds no verb the lexicon knows (`tally_stock`, `PatientProfile`, `gauge_tank`) may read or
// change; called with nothing but values the user wrote (`{items: ["Maris Otter", "Citra"]}`), no
// tool data steered it and nothing leaves that the user did not give, so it runs as the user's
// own lookup. A value from anywhere else (tool output, the agent's own choice, a flag) asks, as
// does any tool whose hints or name say it changes things. Known limit: a changing tool of a verb
// the lexicon does not know, called on the user's values for another purpose than asked, passes.
import type { Tool } from '../core/index.ts';
import { inferHints } from '../tools/index.ts';

/** Most argument values looked at (counted). */
const MAX_VALUES = 64;
/** Deepest argument nesting looked into. */
const MAX_DEPTH = 4;

/** No declared hints, and none the name gives (its words hold no verb the lexicon knows). */
export function unclassed(tool: Tool | undefined, name: string): boolean {
  const declared =
    tool?.hints !== undefined && Object.keys(tool.hints).length > 0 && tool.hintsInferred !== true;
  return !declared && inferHints(name) === undefined;
}

/**
 * Every value of the arguments is one the user wrote: a string the instruction holds (an
 * underscore read as a space: `living_room`), a number it writes as a number. A boolean, a null or
 * an empty string is the agent's own choice. At least one value.
 */
export function userValued(args: Record<string, unknown>, instruction: string): boolean {
  const text = instruction.toLowerCase();
  let seen = 0;
  let ok = true;
  const visit = (v: unknown, depth: number) => {
    if (!ok) return;
    if (depth > MAX_DEPTH) {
      ok = false;
      return;
    }
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) visit(x, depth + 1);
    else if (++seen > MAX_VALUES) ok = false;
    else if (typeof v === 'string') {
      const s = v.toLowerCase().replace(/_/g, ' ').trim();
      if (s.length === 0 || !text.includes(s)) ok = false;
    } else if (typeof v === 'number') {
      const written = String(v).replace('.', '\\.');
      if (!new RegExp(`(?<![\\d.])${written}(?![\\d]|\\.\\d)`).test(text)) ok = false;
    } else ok = false;
  };
  for (const v of Object.values(args)) visit(v, 0);
  return ok && seen > 0;
}
