// Globs as regular expressions over paths, with the semantics of bash and picomatch's defaults:
// `*` and `?` stay inside one path segment, `**` as a whole segment spans any number of segments,
// `[abc]` `[a-z]` `[^a]` classes, `{a,b}` alternatives, `\` escapes, and — the gotcha that made
// `*.txt` "match" `.txt` in a naive encoding — a wildcard never matches a leading '.' of a name;
// only a literal '.' (or a class naming '.') does. Property-tested against picomatch.
import {
  cat,
  diff,
  inter,
  lit,
  PRINTABLE,
  plus,
  type Rx,
  range,
  SEG_CHAR,
  star,
  union,
  VISIBLE_SEGMENT,
} from './z3/regex-ast.ts';

export type GlobOutcome = { ok: true; rx: Rx } | { ok: false; reason: string };

const MAX_ALTERNATIVES = 256;

/**
 * Single-character wildcards (`?` and `[...]` classes) in one glob. Z3 decides a frame such as
 * `**\/*m?????????*` in time that grows with the run of wildcards while counting almost no
 * `rlimit` units (measured with z3-solver 5.2.0: 8 wildcards 8 s, 16 wildcards 18 s, 20
 * wildcards 39 s, 60 unfinished after 5 min), so the count, not the clock, bounds that work: a
 * glob with more is refused before any question is asked. 8 keeps that family 15 times inside the
 * solver worker's watchdog; globs in the Guardians article and our examples have at most 3.
 */
export const MAX_GLOB_WILDCARDS = 8;

export function globToRx(glob: string): GlobOutcome {
  if (glob.length === 0) return { ok: false, reason: 'empty glob' };
  if (glob.length > 1024) return { ok: false, reason: 'glob longer than 1024 characters' };
  if (!PRINTABLE.test(glob))
    return { ok: false, reason: 'glob contains a character outside printable ASCII' };
  if (glob.startsWith('!')) return { ok: false, reason: 'negated globs (leading "!") are not supported' };
  if (/[()|]/.test(glob.replace(/\\./g, '')))
    return { ok: false, reason: 'extglobs and groups ("(", ")", "|") are not supported' };
  const wildcards = singleWildcards(glob);
  if (wildcards > MAX_GLOB_WILDCARDS)
    return {
      ok: false,
      reason: `more than ${MAX_GLOB_WILDCARDS} single-character wildcards ('?' or '[...]'; ${wildcards} here): the solver cannot bound its work on such a glob (MAX_GLOB_WILDCARDS)`,
    };
  const alternatives = expandBraces(glob);
  if (!alternatives.ok) return alternatives;
  const rs: Rx[] = [];
  for (const alt of alternatives.list) {
    const r = pathGlob(alt);
    if (!r.ok) return r;
    rs.push(r.rx);
  }
  return { ok: true, rx: union(...rs) };
}

/** A path taken literally (no wildcard meaning), as a regex. */
export function literalPathRx(path: string): GlobOutcome {
  if (!PRINTABLE.test(path) || path.length === 0)
    return { ok: false, reason: 'path is empty or not printable ASCII' };
  return { ok: true, rx: lit(path) };
}

function expandBraces(glob: string): { ok: true; list: string[] } | { ok: false; reason: string } {
  let open = -1;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '[') i = Math.max(i, closingBracket(glob, i));
    else if (c === '{') {
      open = i;
      break;
    } else if (c === '}') return { ok: false, reason: 'unbalanced "}"' };
  }
  if (open < 0) return { ok: true, list: [glob] };
  const parts: string[] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}' && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(glob.slice(from, i));
      from = i + 1;
    } else if (c === '}') {
      parts.push(glob.slice(from, i));
      if (parts.length < 2) return { ok: false, reason: 'braces need at least two alternatives ("{a,b}")' };
      const out: string[] = [];
      for (const p of parts) {
        const rest = expandBraces(glob.slice(0, open) + p + glob.slice(i + 1));
        if (!rest.ok) return rest;
        out.push(...rest.list);
        if (out.length > MAX_ALTERNATIVES) return { ok: false, reason: 'too many brace alternatives' };
      }
      return { ok: true, list: out };
    }
  }
  return { ok: false, reason: 'unbalanced "{"' };
}

function closingBracket(glob: string, open: number): number {
  for (let i = open + 1; i < glob.length; i++) {
    if (glob[i] === '\\') i++;
    else if (glob[i] === ']' && i > open + 1 + (glob[open + 1] === '!' || glob[open + 1] === '^' ? 1 : 0))
      return i;
  }
  return -1;
}

function splitSegments(glob: string): string[] {
  const segs: string[] = [];
  let cur = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '\\' && i + 1 < glob.length) {
      cur += c + glob[++i];
    } else if (c === '[') {
      const end = closingBracket(glob, i);
      if (end < 0) {
        cur += c;
        continue;
      }
      cur += glob.slice(i, end + 1);
      i = end;
    } else if (c === '/') {
      segs.push(cur);
      cur = '';
    } else cur += c;
  }
  segs.push(cur);
  return segs;
}

function pathGlob(glob: string): GlobOutcome {
  let segs = splitSegments(glob);
  const absolute = segs[0] === '' && segs.length > 1;
  if (absolute) segs = segs.slice(1);
  segs = segs.filter((s, i) => !(s === '**' && segs[i - 1] === '**'));
  const parts: Rx[] = absolute ? [lit('/')] : [];
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]!;
    if (seg === '') return { ok: false, reason: 'empty path segment ("//" or a trailing "/")' };
    if (seg === '.' || seg === '..') return { ok: false, reason: '"." and ".." segments are not supported' };
    if (/^\*{3,}$/.test(seg))
      return { ok: false, reason: 'a segment of three or more "*" is ambiguous (use "*" or "**")' };
    if (seg === '**') {
      if (segs.length === 1) parts.push(cat(VISIBLE_SEGMENT, star(cat(lit('/'), VISIBLE_SEGMENT))));
      else if (i === 0) parts.push(star(cat(VISIBLE_SEGMENT, lit('/'))));
      else if (i === segs.length - 1 && endsWithStar(segs[i - 1]!))
        // picomatch: a trailing `/**` may match nothing (`a/**` matches `a`) unless it follows a `*`
        parts.push(plus(cat(lit('/'), VISIBLE_SEGMENT)));
      else parts.push(star(cat(lit('/'), VISIBLE_SEGMENT)));
      continue;
    }
    if (i > 0 && !(i === 1 && segs[0] === '**')) parts.push(lit('/'));
    const r = segmentRx(seg);
    if (!r.ok) return r;
    parts.push(r.rx);
  }
  return { ok: true, rx: cat(...parts) };
}

function endsWithStar(seg: string): boolean {
  return seg.endsWith('*') && !seg.endsWith('\\*');
}

function segmentRx(seg: string): GlobOutcome {
  const parts: Rx[] = [];
  let literal = '';
  let mayStartWithDot = false;
  const flush = () => {
    if (literal) parts.push(lit(literal));
    literal = '';
  };
  for (let i = 0; i < seg.length; i++) {
    const c = seg[i]!;
    const first = parts.length === 0 && literal === '';
    if (c === '\\') {
      if (i + 1 >= seg.length) return { ok: false, reason: 'a glob cannot end with "\\"' };
      const escaped = seg[++i]!;
      if (first && escaped === '.') mayStartWithDot = true;
      literal += escaped;
    } else if (c === '*') {
      flush();
      while (seg[i + 1] === '*') i++;
      parts.push(star(SEG_CHAR));
    } else if (c === '?') {
      flush();
      parts.push(SEG_CHAR);
    } else if (c === '[') {
      const end = closingBracket(seg, i);
      if (end < 0) return { ok: false, reason: 'unclosed "[" character class' };
      const cls = classRx(seg.slice(i + 1, end));
      if (!cls.ok) return cls;
      // picomatch lets a class decide a leading '.' itself: `[.a]x` and `[^a]x` match `.x`
      if (first) mayStartWithDot = true;
      flush();
      parts.push(cls.rx);
      i = end;
    } else {
      if (first && c === '.') mayStartWithDot = true;
      literal += c;
    }
  }
  flush();
  const rx = cat(...parts);
  return { ok: true, rx: mayStartWithDot ? rx : inter(rx, VISIBLE_SEGMENT) };
}

function classRx(body: string): { ok: true; rx: Rx } | { ok: false; reason: string } {
  if (body[0] === '!')
    return { ok: false, reason: 'write a negated class as [^…]: picomatch does not read [!…] as negation' };
  const negated = body[0] === '^';
  const chars = negated ? body.slice(1) : body;
  if (chars.startsWith(':') && chars.endsWith(':'))
    return { ok: false, reason: 'POSIX classes ("[:alpha:]") are not supported' };
  const alts: Rx[] = [];
  for (let k = 0; k < chars.length; k++) {
    let c = chars[k]!;
    if (c === '\\' && k + 1 < chars.length) c = chars[++k]!;
    if (c === '/') return { ok: false, reason: 'a character class cannot contain "/"' };
    if (chars[k + 1] === '-' && k + 2 < chars.length) {
      const hi = chars[k + 2]!;
      if (hi < c) return { ok: false, reason: `character range "${c}-${hi}" is reversed` };
      if (c <= '/' && hi >= '/') return { ok: false, reason: 'a character range cannot span "/"' };
      alts.push(range(c, hi));
      k += 2;
    } else alts.push(lit(c));
  }
  if (alts.length === 0) return { ok: false, reason: 'empty character class' };
  const set = union(...alts);
  return { ok: true, rx: negated ? diff(SEG_CHAR, set) : set };
}

/** `?` and `[...]` outside escapes, each counted once (braces counted as written). */
function singleWildcards(glob: string): number {
  let n = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '\\') i++;
    else if (c === '?') n++;
    else if (c === '[') {
      n++;
      i = Math.max(i, closingBracket(glob, i));
    }
  }
  return n;
}
