// Python literals as benchmarks write them (`{'a': None, 'b': (1, 2)}`, `"{'ToolCallRisk': 1}"`):
// dicts, lists, tuples, sets, strings in any quote style, numbers, True/False/None, and JSON's
// true/false/null. In tolerant mode a bare token (`0x8f3a…`, `john@x.com`) is read as a string,
// which is how agents' hand-written arguments often look.

export class LiteralSyntaxError extends Error {
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(`${message} at offset ${offset}`);
    this.name = 'LiteralSyntaxError';
    this.offset = offset;
  }
}

export interface LiteralOptions {
  /** read bare tokens as strings instead of failing (default false) */
  tolerant?: boolean;
}

/** Largest nesting accepted; deeper input is refused rather than overflowing the stack. */
const MAX_DEPTH = 200;

const ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
  a: '\x07',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '\n': '',
};

/** Parses one literal spanning the whole text (surrounding whitespace allowed). */
export function parsePythonLiteral(text: string, options: LiteralOptions = {}): unknown {
  const p = new LiteralParser(text, options.tolerant ?? false);
  const value = p.value(0);
  p.space();
  if (!p.done()) throw new LiteralSyntaxError('unexpected text after the value', p.pos);
  return value;
}

/** JSON first (exact), then a Python literal (tolerant); `undefined` when neither reads. */
export function parseLooseLiteral(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return parsePythonLiteral(text, { tolerant: true });
    } catch {
      return undefined;
    }
  }
}

class LiteralParser {
  pos = 0;
  constructor(
    private readonly s: string,
    private readonly tolerant: boolean,
  ) {}

  done(): boolean {
    return this.pos >= this.s.length;
  }

  space(): void {
    while (this.pos < this.s.length && /\s/.test(this.s[this.pos]!)) this.pos++;
  }

  /** `key`: a dict key or set element, where a bare token ends at a colon */
  value(depth: number, key = false): unknown {
    if (depth > MAX_DEPTH) throw new LiteralSyntaxError('nested too deeply', this.pos);
    this.space();
    const c = this.s[this.pos];
    if (c === undefined) throw new LiteralSyntaxError('expected a value', this.pos);
    if (c === '{') return this.braces(depth);
    if (c === '[') return this.sequence(']', depth);
    if (c === '(') return this.sequence(')', depth);
    if (c === "'" || c === '"') return this.string();
    const prefixed = /^[rRbBuU]{1,2}(?=['"])/.exec(this.s.slice(this.pos, this.pos + 3));
    if (prefixed) {
      const raw = /r/i.test(prefixed[0]);
      this.pos += prefixed[0].length;
      return this.string(raw);
    }
    const number = /^[-+]?(?:\d[\d_]*\.?[\d_]*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)(?![\w.])/.exec(
      this.s.slice(this.pos, this.pos + 400),
    );
    if (number) {
      this.pos += number[0].length;
      return Number(number[0].replace(/_/g, ''));
    }
    const word = /^[A-Za-z_]\w*/.exec(this.s.slice(this.pos, this.pos + 64));
    if (word && !this.tolerantWordContinues(word[0].length)) {
      const keyword = KEYWORDS.get(word[0]);
      if (keyword !== undefined) {
        this.pos += word[0].length;
        return keyword.value;
      }
    }
    if (this.tolerant) return this.bareToken(key);
    throw new LiteralSyntaxError(`unexpected character ${JSON.stringify(c)}`, this.pos);
  }

  /** In tolerant mode `None_of_these` or `True-ish` is a bare token, not a keyword. */
  private tolerantWordContinues(length: number): boolean {
    const next = this.s[this.pos + length];
    return this.tolerant && next !== undefined && !/[\s,:)\]}]/.test(next);
  }

  private bareToken(key: boolean): string {
    const start = this.pos;
    let depth = 0;
    while (this.pos < this.s.length) {
      const c = this.s[this.pos]!;
      if (c === '(' || c === '[') depth++;
      else if ((c === ')' || c === ']') && depth > 0) depth--;
      else if (depth === 0 && (/[,)\]}\n]/.test(c) || (key && c === ':'))) break;
      this.pos++;
    }
    const token = this.s.slice(start, this.pos).trim();
    if (token === '') throw new LiteralSyntaxError('expected a value', start);
    return token;
  }

  private string(raw = false): string {
    const start = this.pos;
    const q = this.s[this.pos]!;
    const triple = this.s.startsWith(q.repeat(3), this.pos);
    const close = triple ? q.repeat(3) : q;
    this.pos += close.length;
    let out = '';
    while (true) {
      if (this.pos >= this.s.length) throw new LiteralSyntaxError('unterminated string', start);
      if (this.s.startsWith(close, this.pos)) {
        this.pos += close.length;
        return out;
      }
      const c = this.s[this.pos]!;
      if (c === '\n' && !triple) throw new LiteralSyntaxError('newline in a string', this.pos);
      if (c === '\\' && !raw) {
        out += this.escape();
        continue;
      }
      if (c === '\\' && raw && this.s[this.pos + 1] === q) {
        out += `\\${q}`;
        this.pos += 2;
        continue;
      }
      out += c;
      this.pos++;
    }
  }

  private escape(): string {
    const e = this.s[this.pos + 1];
    if (e === undefined) throw new LiteralSyntaxError('unterminated escape', this.pos);
    const fixed = ESCAPES[e];
    if (fixed !== undefined) {
      this.pos += 2;
      return fixed;
    }
    const width = e === 'x' ? 2 : e === 'u' ? 4 : e === 'U' ? 8 : 0;
    if (width > 0) {
      const hex = this.s.slice(this.pos + 2, this.pos + 2 + width);
      if (/^[0-9a-fA-F]+$/.test(hex) && hex.length === width) {
        this.pos += 2 + width;
        return String.fromCodePoint(Number.parseInt(hex, 16));
      }
    }
    // Python keeps unknown escapes as written
    this.pos += 2;
    return `\\${e}`;
  }

  private sequence(close: ')' | ']', depth: number): unknown[] {
    this.pos++;
    const out: unknown[] = [];
    while (true) {
      this.space();
      if (this.s[this.pos] === close) {
        this.pos++;
        return out;
      }
      out.push(this.value(depth + 1));
      this.space();
      const c = this.s[this.pos];
      if (c === ',') this.pos++;
      else if (c !== close) throw new LiteralSyntaxError(`expected ',' or '${close}'`, this.pos);
    }
  }

  /** A dict, or a set when the first element has no colon. */
  private braces(depth: number): unknown {
    this.pos++;
    const dict: Record<string, unknown> = {};
    const set: unknown[] = [];
    let kind: 'dict' | 'set' | undefined;
    while (true) {
      this.space();
      if (this.s[this.pos] === '}') {
        this.pos++;
        return kind === 'set' ? set : dict;
      }
      const key = this.value(depth + 1, true);
      this.space();
      if (this.s[this.pos] === ':' && kind !== 'set') {
        kind = 'dict';
        this.pos++;
        // an own property even for `__proto__`, as JSON.parse makes it (never the prototype)
        Object.defineProperty(dict, typeof key === 'string' ? key : JSON.stringify(key), {
          value: this.value(depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      } else if (kind !== 'dict') {
        kind = 'set';
        set.push(key);
      } else throw new LiteralSyntaxError("expected ':'", this.pos);
      this.space();
      const c = this.s[this.pos];
      if (c === ',') this.pos++;
      else if (c !== '}') throw new LiteralSyntaxError("expected ',' or '}'", this.pos);
    }
  }
}

const KEYWORDS = new Map<string, { value: unknown }>([
  ['None', { value: null }],
  ['True', { value: true }],
  ['False', { value: false }],
  ['null', { value: null }],
  ['true', { value: true }],
  ['false', { value: false }],
  ['nan', { value: null }],
  ['NaN', { value: null }],
]);
