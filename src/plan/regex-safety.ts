// `matches` patterns in plans and policies run on tool data, so matching must take linear time on
// any input. They run on RE2 (the `re2js` port): it never backtracks, so `(a+)+$` on a long input
// is as fast as `a+$`. RE2 has no backreferences and no lookaround (matching with them can take
// exponential time); a pattern that uses them, or that RE2 cannot read, is refused where the plan
// or policy is read, with a located problem.
//
// A pattern must also be a valid JavaScript regular expression (`u` flag), so the documents stay
// in one dialect: RE2-only syntax such as `(?i)` or `(?P<name>…)` is refused too. Where the two
// dialects both accept a pattern, they agree except at the edges: in RE2 `\s` is ASCII whitespace
// and `.` excludes only `\n`.
import { RE2JS } from 're2js';

export type RegexSafety = { ok: true; regex: RE2JS } | { ok: false; problem: string };

export function checkRegex(source: string): RegexSafety {
  try {
    new RegExp(source, 'u');
  } catch (error) {
    return { ok: false, problem: `not a valid regular expression: ${(error as Error).message}` };
  }
  try {
    return { ok: true, regex: RE2JS.compile(source) };
  } catch (error) {
    const detail = (error as Error).message.replace(/^error parsing regexp: /, '');
    return {
      ok: false,
      problem: `/${source}/ is not accepted by the linear-time engine (RE2: no backreferences or lookaround): ${detail}`,
    };
  }
}

const compiled = new Map<string, RegexSafety>();

/** The checked pattern, compiled once per source (a small memo; the answer depends only on the text). */
export function safeRegex(source: string): RegexSafety {
  let r = compiled.get(source);
  if (!r) {
    r = checkRegex(source);
    compiled.set(source, r);
    if (compiled.size > 256) compiled.delete(compiled.keys().next().value!);
  }
  return r;
}
