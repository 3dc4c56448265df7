// The static value of a shell word as bash would see it: quote removal, ANSI-C escapes,
// brace expansion and IFS splitting of unquoted expansions. Evasions live in exactly these
// steps (`r''m`, `$'\x72m'`, `r{m,}`, `rm${IFS}-rf${IFS}/`), so they are done here once.
import type { Node } from 'web-tree-sitter';

/** Output of a network fetch that reached this word or stream. */
export interface Download {
  tool: string;
  hosts: string[];
}

export interface Word {
  /** value after quote removal; an unresolved expansion keeps its source spelling (`$X`) */
  text: string;
  /** some part came from an expansion (`$X`, `$(...)`, `` `...` ``) */
  dynamic: boolean;
  /** every expansion had a static value */
  resolved: boolean;
  /** an unquoted `*`, `?` or `[` */
  glob: boolean;
  download?: Download;
  /** the value was decoded (`base64`) on its way here */
  encoding?: string;
}

/** What the walker knows about expansions; substitutions are walked (they run) as a side effect. */
export interface ExpansionContext {
  variable(name: string): string[] | undefined;
  substitution(node: Node): { text?: string; download?: Download; encoding?: string };
  /** an expansion produced more words than are analysed; the rest is dropped */
  truncated?(): void;
  /** a part the expansion does not model (`$((…))`, `${a[i]}`): what runs inside it is found here */
  inspect?(node: Node): void;
}

export interface Expanded {
  words: Word[];
  /** the words are alternatives (one loop variable with several values), not one argv */
  alternatives: boolean;
}

const OPEN = '\uE000';
const COMMA = '\uE001';
const CLOSE = '\uE002';
const SEP = '\uE003';
const MAX_WORDS = 256;
const MAX_RANGE = 64;
const MAX_BRACE_GROUPS = 32;

interface Piece {
  values: string[];
  quoted: boolean;
  expansion: boolean;
  resolved: boolean;
  download?: Download;
  encoding?: string;
}

export function expandWord(node: Node, ctx: ExpansionContext): Expanded {
  const pieces: Piece[] = [];
  collect(node, ctx, false, pieces);
  let glob = false;
  let partials = [''];
  let alternatives = false;
  for (const p of pieces) {
    const marked = p.values.map((v) => {
      if (p.quoted) return v;
      if (/[*?[]/.test(v)) glob = true;
      // brace expansion happens before parameter expansion, so only literal text takes part
      if (!p.expansion) return v.replace(/[{,}]/g, (c) => (c === '{' ? OPEN : c === ',' ? COMMA : CLOSE));
      // a known value is split on IFS; an unknown one keeps its source spelling as one word
      return p.resolved ? v.replace(/[ \t\n]+/g, SEP) : v;
    });
    if (marked.length > 1) alternatives = true;
    const next: string[] = [];
    for (const a of partials) for (const b of marked) if (next.length < MAX_WORDS) next.push(a + b);
    if (partials.length * marked.length > MAX_WORDS) ctx.truncated?.();
    partials = next;
  }
  const dynamic = pieces.some((p) => p.expansion);
  const resolved = pieces.every((p) => !p.expansion || p.resolved);
  const download = pieces.find((p) => p.download)?.download;
  const encoding = pieces.find((p) => p.encoding)?.encoding;
  const keepEmpty = pieces.some((p) => p.quoted);
  const words: Word[] = [];
  const over = () => ctx.truncated?.();
  for (const partial of partials) {
    for (const expanded of braceExpand(partial, over)) {
      const fields = expanded.split(SEP);
      for (const field of fields) {
        const text = field.replace(/[\uE000-\uE002]/g, (c) => (c === OPEN ? '{' : c === COMMA ? ',' : '}'));
        if (text === '' && !(keepEmpty && fields.length === 1)) continue;
        if (words.length >= MAX_WORDS) {
          ctx.truncated?.();
          break;
        }
        words.push({
          text,
          dynamic,
          resolved,
          glob,
          ...(download ? { download } : {}),
          ...(encoding ? { encoding } : {}),
        });
      }
    }
  }
  return { words, alternatives };
}

function collect(node: Node, ctx: ExpansionContext, inQuotes: boolean, out: Piece[]): void {
  const lit = (text: string, quoted: boolean) =>
    out.push({ values: [text], quoted: quoted || inQuotes, expansion: false, resolved: true });
  switch (node.type) {
    case 'word':
    case 'number':
    case 'command_name':
      if (node.type === 'command_name' && node.namedChildren[0]) {
        collect(node.namedChildren[0], ctx, inQuotes, out);
        return;
      }
      unescapeUnquoted(node.text, lit);
      return;
    case 'raw_string':
      lit(node.text.slice(1, -1), true);
      return;
    case 'ansi_c_string':
      lit(decodeAnsiC(node.text.slice(2, -1)), true);
      return;
    case 'string':
    case 'translated_string':
      if (node.namedChildCount === 0 && node.text.length >= 2) {
        lit(unescapeDoubleQuoted(node.text.replace(/^\$?"|"$/g, '')), true);
        return;
      }
      for (const c of node.children) {
        if (c.type === 'string_content') lit(unescapeDoubleQuoted(c.text), true);
        else if (c.isNamed) collect(c, ctx, true, out);
        else if (c.type !== '"' && c.type !== '$') lit(c.text, true);
      }
      return;
    case 'concatenation':
      for (const c of node.children) collect(c, ctx, inQuotes, out);
      return;
    case 'simple_expansion':
    case 'expansion':
      if (node.type === 'expansion') ctx.inspect?.(node);
      out.push(variablePiece(node, ctx, inQuotes));
      return;
    case 'command_substitution':
    case 'process_substitution': {
      const r = ctx.substitution(node);
      const resolved = node.type === 'command_substitution' && r.text !== undefined;
      out.push({
        values: [resolved ? (r.text ?? '') : node.text],
        quoted: inQuotes,
        expansion: true,
        resolved,
        ...(r.download ? { download: r.download } : {}),
        ...(r.encoding ? { encoding: r.encoding } : {}),
      });
      return;
    }
    case 'brace_expression': {
      const nums = node.namedChildren.map((c) => Number(c.text));
      const [a, b] = nums;
      if (a !== undefined && b !== undefined && Number.isInteger(a) && Number.isInteger(b)) {
        const step = a <= b ? 1 : -1;
        const values: string[] = [];
        for (let i = a; ; i += step) {
          if (values.length >= MAX_RANGE) {
            ctx.truncated?.();
            break;
          }
          values.push(String(i));
          if (i === b) break;
        }
        out.push({ values, quoted: true, expansion: false, resolved: true });
        return;
      }
      lit(node.text, false);
      return;
    }
    default:
      if (node.isNamed) {
        ctx.inspect?.(node);
        out.push({ values: [node.text], quoted: inQuotes, expansion: true, resolved: false });
      } else lit(node.text, false);
  }
}

function variablePiece(node: Node, ctx: ExpansionContext, inQuotes: boolean): Piece {
  const unresolved: Piece = { values: [node.text], quoted: inQuotes, expansion: true, resolved: false };
  const nameNode = node.namedChildren.find(
    (c) => c.type === 'variable_name' || c.type === 'special_variable_name',
  );
  if (!nameNode || nameNode.type === 'special_variable_name') return unresolved;
  const kids = node.children;
  const nameAt = kids.findIndex((c) => c.type === nameNode.type);
  if (node.type === 'expansion' && nameAt !== 1) return unresolved; // ${#X}, ${!X}
  const operator = kids[nameAt + 1];
  let values = ctx.variable(nameNode.text);
  if (node.type === 'expansion' && operator && operator.type !== '}') {
    if (![':-', '-', ':=', '='].includes(operator.type)) return unresolved; // ${X/a/b}, ${X#p}, ...
    if (values === undefined) {
      const fallback = node.namedChildren.find((c) => c !== nameNode);
      if (!fallback) values = [''];
      else {
        const inner = expandWord(fallback, ctx);
        if (!inner.words.every((w) => w.resolved)) return unresolved;
        values = [inner.words.map((w) => w.text).join(' ')];
      }
    }
  }
  if (values === undefined) return unresolved;
  return { values: values.length > 0 ? values : [''], quoted: inQuotes, expansion: true, resolved: true };
}

/** Unquoted word text: `\x` is a quoted `x`, a backslash-newline disappears. */
function unescapeUnquoted(text: string, emit: (t: string, quoted: boolean) => void): void {
  let plain = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      if (plain) emit(plain, false);
      plain = '';
      const next = text[++i]!;
      if (next !== '\n') emit(next, true);
    } else plain += c;
  }
  if (plain) emit(plain, false);
}

/** Inside "...", a backslash only escapes `$`, backquote, `"`, `\` and newline. */
export function unescapeDoubleQuoted(text: string): string {
  return text.replace(/\\([$`"\\\n])/g, (_, c: string) => (c === '\n' ? '' : c));
}

const SIMPLE_ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

/** Decodes `$'...'` bodies (also used for `echo -e` and `printf`). */
export function decodeAnsiC(body: string): string {
  return body.replace(
    /\\(x[0-9a-fA-F]{1,2}|u[0-9a-fA-F]{1,4}|U[0-9a-fA-F]{1,8}|[0-7]{1,3}|c.|.)/gs,
    (whole, e: string) => {
      const head = e[0]!;
      if (head === 'x' || head === 'u' || head === 'U') {
        const code = Number.parseInt(e.slice(1), 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      if (/[0-7]/.test(head)) return String.fromCharCode(Number.parseInt(e, 8) & 0xff);
      if (head === 'c' && e.length === 2) return String.fromCharCode(e.charCodeAt(1) & 0x1f);
      return SIMPLE_ESCAPES[head] ?? whole;
    },
  );
}

/**
 * `a{b,c}d` → `abd acd`, nested; markers stand for unquoted braces and commas. At most
 * MAX_WORDS results and MAX_BRACE_GROUPS groups per word: past either, `over` is told.
 */
function braceExpand(text: string, over: () => void): string[] {
  let groups = 0;
  for (let i = text.indexOf(OPEN); i >= 0; i = text.indexOf(OPEN, i + 1))
    if (++groups > MAX_BRACE_GROUPS) {
      over();
      return [text];
    }
  return expandBraces(text, over);
}

function expandBraces(text: string, over: () => void): string[] {
  const open = text.indexOf(OPEN);
  if (open < 0) return [text];
  let depth = 0;
  const commas: number[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === OPEN) depth++;
    else if (c === COMMA && depth === 1) commas.push(i);
    else if (c === CLOSE && --depth === 0) {
      const prefix = text.slice(0, open);
      const suffix = text.slice(i + 1);
      if (commas.length === 0) {
        // `{x}` is literal; keep looking after it
        return expandBraces(`${prefix}{${text.slice(open + 1, i)}}${suffix}`, over);
      }
      const bounds = [open, ...commas, i];
      const out: string[] = [];
      for (let k = 0; k + 1 < bounds.length; k++) {
        for (const r of expandBraces(prefix + text.slice(bounds[k]! + 1, bounds[k + 1]) + suffix, over)) {
          if (out.length >= MAX_WORDS) {
            over();
            return out;
          }
          out.push(r);
        }
      }
      return out;
    }
  }
  return [text];
}
