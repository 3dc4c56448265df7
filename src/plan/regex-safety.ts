// `matches` patterns in plans and policies run on tool data, so a pattern must not backtrack
// catastrophically. JavaScript's engine backtracks; until a linear-time engine (RE2) is a
// dependency, a pattern is accepted only when its worst case is polynomial and small:
// - no quantified group that itself contains a variable quantifier (`(a+)+`, `(\w+\s?)*`),
// - no quantified alternation whose branches can match the same text (`(a|aa)+`, `(\w|\d)*`),
// - no backreferences (matching with them is NP-hard);
// and the input it may be tried on is bounded by its degree (one unbounded quantifier per
// factor of n, plus one for an unanchored search), so a match costs at most ~1e8 steps.
// A longer input gives "cannot tell", which the verifier treats as not holding for sure.

export type RegexSafety =
  | { ok: true; regex: RegExp /** longest input it is tried on */; maxInput: number }
  | { ok: false; problem: string };

/** Steps a single match may take in the worst case (n^degree). */
const STEP_BUDGET = 1e8;

interface Frame {
  /** contains a quantifier whose count varies (`*`, `+`, `?`, `{1,3}`) */
  variable: boolean;
  alternation: boolean;
  /** each branch as literal text, while every branch is plain literal characters */
  branches: string[] | undefined;
}

interface Atom {
  kind: 'char' | 'other' | 'group';
  group?: Frame;
}

const META = new Set([...'.^$|?*+()[]{}\\']);

export function checkRegex(source: string): RegexSafety {
  let regex: RegExp;
  try {
    regex = new RegExp(source, 'u');
  } catch (error) {
    return { ok: false, problem: `not a valid regular expression: ${(error as Error).message}` };
  }
  const stack: Frame[] = [{ variable: false, alternation: false, branches: [''] }];
  let last: Atom | undefined;
  let unbounded = 0;
  const top = () => stack[stack.length - 1]!;
  const notLiteral = () => {
    top().branches = undefined;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\') {
      const n = source[i + 1] ?? '';
      if (/[1-9]/.test(n) || (n === 'k' && source[i + 2] === '<'))
        return {
          ok: false,
          problem: 'backreferences are not allowed in `matches` (they can take exponential time)',
        };
      if ((n === 'p' || n === 'P' || n === 'u') && source[i + 2] === '{') i = source.indexOf('}', i);
      else if (n === 'x') i += 3;
      else if (n === 'u') i += 5;
      else if (n === 'c') i += 2;
      else i += 1;
      const literal = /[^A-Za-z0-9]/.test(n) && n !== '';
      if (literal) appendLiteral(top(), n);
      else notLiteral();
      last = { kind: literal ? 'char' : 'other' };
    } else if (c === '[') {
      for (i++; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
      notLiteral();
      last = { kind: 'other' };
    } else if (c === '(') {
      if (source[i + 1] === '?') {
        if (source[i + 2] === '<' && source[i + 3] !== '=' && source[i + 3] !== '!')
          i = source.indexOf('>', i);
        else i += source[i + 2] === '<' ? 3 : 2;
      }
      notLiteral();
      stack.push({ variable: false, alternation: false, branches: [''] });
      last = undefined;
    } else if (c === ')') {
      const group = stack.pop()!;
      if (group.variable) top().variable = true;
      last = { kind: 'group', group };
    } else if (c === '|') {
      top().alternation = true;
      top().branches?.push('');
      last = undefined;
    } else if (c === '*' || c === '+' || c === '?' || c === '{') {
      let min = c === '+' ? 1 : 0;
      let max = c === '?' ? 1 : Number.POSITIVE_INFINITY;
      if (c === '{') {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
        if (!m) return { ok: false, problem: 'a `{` must start a count such as {2} or {1,3}' };
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] ? Number(m[3]) : Number.POSITIVE_INFINITY;
        i += m[0].length - 1;
      }
      if (source[i + 1] === '?') i++; // lazy: the same worst case
      const problem = last && repeatProblem(last, max);
      if (problem) return { ok: false, problem: `${problem} in /${source}/` };
      if (min !== max) top().variable = true;
      if (max === Number.POSITIVE_INFINITY) unbounded++;
      notLiteral();
      last = { kind: 'other' };
    } else {
      if (META.has(c)) notLiteral();
      else appendLiteral(top(), c);
      last = { kind: META.has(c) ? 'other' : 'char' };
    }
  }
  const anchored = source.startsWith('^');
  const degree = unbounded + (anchored ? 0 : 1);
  const maxInput = degree <= 1 ? Number.POSITIVE_INFINITY : Math.floor(STEP_BUDGET ** (1 / degree));
  return { ok: true, regex, maxInput };
}

function appendLiteral(frame: Frame, c: string): void {
  if (frame.branches) frame.branches[frame.branches.length - 1] += c;
}

function repeatProblem(atom: Atom, max: number): string | undefined {
  if (atom.kind !== 'group' || !atom.group || max <= 1) return undefined;
  if (atom.group.variable)
    return 'a repeated group contains a quantifier of its own (nested quantifiers backtrack exponentially)';
  if (atom.group.alternation && !disjointLiterals(atom.group.branches))
    return 'a repeated alternation has branches that can match the same text (it backtracks exponentially)';
  return undefined;
}

/** Plain literal branches, none empty and none a prefix of another: one way to split any text. */
function disjointLiterals(branches: string[] | undefined): boolean {
  if (!branches || branches.some((b) => b === '')) return false;
  return branches.every((a, i) => branches.every((b, j) => i === j || !b.startsWith(a)));
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
