// Prolog terms as plain data (what the engine returns for parsed text), and a printer that
// writes them back as valid Prolog (quoting atoms the way writeq/1 does).

export type PrologTerm =
  | { type: 'atom'; name: string }
  | { type: 'var'; name: string }
  | { type: 'num'; value: number }
  | { type: 'str'; value: string }
  | { type: 'list'; items: PrologTerm[]; tail?: PrologTerm }
  | { type: 'compound'; name: string; args: PrologTerm[] };

export const atom = (name: string): PrologTerm => ({ type: 'atom', name });
export const variable = (name: string): PrologTerm => ({ type: 'var', name });
export const num = (value: number): PrologTerm => ({ type: 'num', value });
export const str = (value: string): PrologTerm => ({ type: 'str', value });
export const list = (items: PrologTerm[]): PrologTerm => ({ type: 'list', items });
export const compound = (name: string, args: PrologTerm[]): PrologTerm =>
  args.length === 0 ? { type: 'atom', name } : { type: 'compound', name, args };

const SOLO = new Set(['[]', '!', ';', '{}', ',']);
const SYMBOL_CHARS = /^[+\-*/\\^<>=~:.?@#&$]+$/;
const INFIX = new Set([
  ':-',
  '-->',
  ';',
  '->',
  '=',
  '\\=',
  '==',
  '\\==',
  '=..',
  'is',
  '<',
  '>',
  '=<',
  '>=',
  '=:=',
  '=\\=',
  '+',
  '-',
  '*',
  '/',
  '//',
  'mod',
  ':',
  '^',
]);

/** Atom text as writeq/1 would print it. */
export function quoteAtom(name: string): string {
  if (/^[a-z][a-zA-Z0-9_]*$/.test(name)) return name;
  if (name === '[]' || name === '{}' || name === '!' || name === ';') return name;
  if (SYMBOL_CHARS.test(name) && name !== '.') return name;
  return `'${escapeQuoted(name, "'")}'`;
}

function escapeQuoted(text: string, quote: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16)}\\`;
    else out += ch;
  }
  return out;
}

/** Prolog text of a term (operators for the common infix cases, canonical form otherwise). */
export function printTerm(t: PrologTerm): string {
  switch (t.type) {
    case 'atom':
      return SOLO.has(t.name) && t.name !== ',' ? t.name : quoteAtom(t.name);
    case 'var':
      return t.name;
    case 'num':
      return Number.isInteger(t.value) || !Number.isFinite(t.value) ? String(t.value) : formatFloat(t.value);
    case 'str':
      return `"${escapeQuoted(t.value, '"')}"`;
    case 'list': {
      const items = t.items.map(printArg).join(', ');
      return t.tail ? `[${items}|${printTerm(t.tail)}]` : `[${items}]`;
    }
    case 'compound': {
      if (t.args.length === 2 && t.name === ',') return `(${printArg(t.args[0]!)}, ${printArg(t.args[1]!)})`;
      if (t.args.length === 2 && INFIX.has(t.name))
        return `${printOperand(t.args[0]!)}${spaced(t.name)}${printOperand(t.args[1]!)}`;
      if (t.args.length === 1 && t.name === '-' && t.args[0]!.type === 'num')
        return `- ${printTerm(t.args[0]!)}`;
      return `${quoteAtom(t.name)}(${t.args.map(printArg).join(', ')})`;
    }
  }
}

function spaced(op: string): string {
  return /^[a-z]/.test(op) || op === ':-' || op === '-->' || op === '->' || op === ';' ? ` ${op} ` : op;
}

function formatFloat(v: number): string {
  const s = String(v);
  return s.includes('.') || s.includes('e') ? s.replace(/e\+?/, 'e') : `${s}.0`;
}

/** Arguments are printed at priority 999: operator terms inside them get parentheses. */
function printArg(t: PrologTerm): string {
  if (t.type === 'compound' && t.args.length === 2 && (t.name === ',' || INFIX.has(t.name)))
    return t.name === ',' ? printTerm(t) : `(${printTerm(t)})`;
  if (t.type === 'atom' && (INFIX.has(t.name) || t.name === ',')) return `(${quoteAtom(t.name)})`;
  return printTerm(t);
}

function printOperand(t: PrologTerm): string {
  if (t.type === 'compound' && t.args.length === 2 && (t.name === ',' || INFIX.has(t.name)))
    return `(${printTerm(t)})`;
  if (t.type === 'num' && t.value < 0) return `(${printTerm(t)})`;
  return printArg(t);
}

/** Text of an atomic term (atom name, string value, number), or undefined for other terms. */
export function atomicText(t: PrologTerm): string | undefined {
  switch (t.type) {
    case 'atom':
      return t.name;
    case 'str':
      return t.value;
    case 'num':
      return String(t.value);
    default:
      return undefined;
  }
}

/** True when the term contains no variables. */
export function isGround(t: PrologTerm): boolean {
  switch (t.type) {
    case 'var':
      return false;
    case 'list':
      return t.items.every(isGround) && (t.tail === undefined || isGround(t.tail));
    case 'compound':
      return t.args.every(isGround);
    default:
      return true;
  }
}

/** Structural unification test (no occurs check, variables are renamed apart per side). */
export function unifiable(a: PrologTerm, b: PrologTerm): boolean {
  const bindings = new Map<string, PrologTerm>();
  const resolve = (t: PrologTerm): PrologTerm => {
    let cur = t;
    while (cur.type === 'var' && cur.name !== '_' && bindings.has(cur.name)) cur = bindings.get(cur.name)!;
    return cur;
  };
  const rename = (t: PrologTerm, side: string): PrologTerm => {
    switch (t.type) {
      case 'var':
        return t.name === '_' ? t : { type: 'var', name: `${side}:${t.name}` };
      case 'list':
        return t.tail
          ? { type: 'list', items: t.items.map((x) => rename(x, side)), tail: rename(t.tail, side) }
          : { type: 'list', items: t.items.map((x) => rename(x, side)) };
      case 'compound':
        return { type: 'compound', name: t.name, args: t.args.map((x) => rename(x, side)) };
      default:
        return t;
    }
  };
  const toCons = (t: PrologTerm): PrologTerm => {
    if (t.type !== 'list') return t;
    if (t.items.length === 0) return t.tail ?? { type: 'atom', name: '[]' };
    const [head, ...rest] = t.items;
    const restTerm: PrologTerm = t.tail
      ? { type: 'list', items: rest, tail: t.tail }
      : { type: 'list', items: rest };
    return { type: 'compound', name: '.', args: [head!, restTerm] };
  };
  const unify = (x0: PrologTerm, y0: PrologTerm, depth: number): boolean => {
    if (depth > 500) return false;
    const x = toCons(resolve(x0));
    const y = toCons(resolve(y0));
    if (x.type === 'var' || y.type === 'var') {
      if (x.type === 'var' && x.name !== '_') bindings.set(x.name, y);
      else if (y.type === 'var' && y.name !== '_') bindings.set(y.name, x);
      return true;
    }
    if (x.type === 'compound' && y.type === 'compound') {
      return (
        x.name === y.name &&
        x.args.length === y.args.length &&
        x.args.every((arg, i) => unify(arg, y.args[i]!, depth + 1))
      );
    }
    if (x.type === 'atom' && y.type === 'atom') return x.name === y.name;
    if (x.type === 'num' && y.type === 'num') return x.value === y.value;
    if (x.type === 'str' && y.type === 'str') return x.value === y.value;
    return false;
  };
  return unify(rename(a, 'l'), rename(b, 'r'), 0);
}

/** The conjuncts of a condition: `true` and `[]` are empty, lists and `,/2` are split. */
export function conjuncts(t: PrologTerm): PrologTerm[] {
  if (t.type === 'atom' && (t.name === 'true' || t.name === '[]')) return [];
  if (t.type === 'list') return t.items.flatMap(conjuncts);
  if (t.type === 'compound' && t.name === ',' && t.args.length === 2)
    return [...conjuncts(t.args[0]!), ...conjuncts(t.args[1]!)];
  return [t];
}
