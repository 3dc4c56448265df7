// A small regular-expression AST, built on the main thread and sent as plain JSON to the Z3 worker,
// which only translates it node by node. Keeping glob parsing and input validation here means the
// worker never sees text it could choke on (a NUL in a Z3 string crashed the solver thread).

export type Rx =
  | { t: 'lit'; s: string }
  | { t: 'range'; lo: string; hi: string }
  | { t: 'cat'; rs: Rx[] }
  | { t: 'union'; rs: Rx[] }
  | { t: 'inter'; rs: Rx[] }
  | { t: 'star'; r: Rx }
  | { t: 'plus'; r: Rx }
  | { t: 'opt'; r: Rx }
  | { t: 'comp'; r: Rx }
  | { t: 'diff'; a: Rx; b: Rx }
  | { t: 'empty' };

export const lit = (s: string): Rx => ({ t: 'lit', s });
export const range = (lo: string, hi: string): Rx => ({ t: 'range', lo, hi });
export const star = (r: Rx): Rx => ({ t: 'star', r });
export const plus = (r: Rx): Rx => ({ t: 'plus', r });
export const opt = (r: Rx): Rx => ({ t: 'opt', r });
export const comp = (r: Rx): Rx => ({ t: 'comp', r });
export const diff = (a: Rx, b: Rx): Rx => ({ t: 'diff', a, b });
export const EMPTY: Rx = { t: 'empty' };

export function cat(...rs: Rx[]): Rx {
  const flat = rs.flatMap((r) => (r.t === 'cat' ? r.rs : [r])).filter((r) => !(r.t === 'lit' && r.s === ''));
  if (flat.length === 0) return lit('');
  return flat.length === 1 ? flat[0]! : { t: 'cat', rs: flat };
}

export function union(...rs: Rx[]): Rx {
  const kept = rs.filter((r) => r.t !== 'empty');
  if (kept.length === 0) return EMPTY;
  return kept.length === 1 ? kept[0]! : { t: 'union', rs: kept };
}

export function inter(...rs: Rx[]): Rx {
  return rs.length === 1 ? rs[0]! : { t: 'inter', rs };
}

/** Printable ASCII is the whole alphabet: paths and globs with other characters are refused. */
export const PRINTABLE = /^[\x20-\x7e]*$/;

/** one character of a path segment (printable, not '/') */
export const SEG_CHAR = union(range(' ', '.'), range('0', '~'));
/** one character of a path segment that may start it when the glob does not start with '.' */
export const SEG_CHAR_NO_DOT = union(range(' ', '-'), range('0', '~'));
/** a segment a name-matching wildcard may produce: non-empty, not starting with '.' */
export const VISIBLE_SEGMENT = cat(SEG_CHAR_NO_DOT, star(SEG_CHAR));
/** a normalised path segment: non-empty and neither `.` nor `..` */
export const PATH_SEGMENT = diff(plus(SEG_CHAR), union(lit('.'), lit('..')));
/** a normalised relative or absolute path; counterexamples are drawn from this set */
export const PATH = cat(opt(lit('/')), PATH_SEGMENT, star(cat(lit('/'), PATH_SEGMENT)));

/** Checks what the worker will be sent: printable literals, single-character bounds, bounded depth and size. */
export function validateRx(rx: Rx, budget = { nodes: 20_000 }, depth = 0): string | undefined {
  if (depth > 200) return 'regular expression nested too deeply';
  if (--budget.nodes < 0) return 'regular expression too large';
  switch (rx.t) {
    case 'lit':
      return PRINTABLE.test(rx.s) && rx.s.length <= 4096
        ? undefined
        : 'literal with a non-printable character';
    case 'range':
      return rx.lo.length === 1 && rx.hi.length === 1 && PRINTABLE.test(rx.lo + rx.hi) && rx.lo <= rx.hi
        ? undefined
        : 'invalid character range';
    case 'cat':
    case 'union':
    case 'inter':
      if (rx.rs.length === 0) return 'empty list';
      for (const r of rx.rs) {
        const e = validateRx(r, budget, depth + 1);
        if (e) return e;
      }
      return undefined;
    case 'star':
    case 'plus':
    case 'opt':
    case 'comp':
      return validateRx(rx.r, budget, depth + 1);
    case 'diff':
      return validateRx(rx.a, budget, depth + 1) ?? validateRx(rx.b, budget, depth + 1);
    case 'empty':
      return undefined;
  }
}
