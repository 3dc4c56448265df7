// Text that bash evaluates a second time. Arithmetic (`$((x))`, `((…))`, `[[ x -eq 1 ]]`, array
// subscripts, `let`, `declare -i`) evaluates the *values* of the variables it names, and a
// subscript inside such a value runs its command substitutions: `x='a[$(rm -rf ~)]'; echo $((x))`
// runs `rm`. So do `${x@P}` (prompt expansion) and `${!x}` (indirection), and builtins that take a
// variable name as text (`read`, `printf -v`, `test -v`). What the guard can see there is walked;
// what it cannot (data read at run time) is "not understood".
import type { Node } from 'web-tree-sitter';

export interface EvaluationHost {
  /** static values of a variable, when known */
  variable(name: string): string[] | undefined;
  /** the variable holds data the guard cannot see (`read x`, `x=$(cat f)`) */
  tainted(name: string): boolean;
  /** walks text as a script (its command substitutions run) */
  script(source: string, via: string[]): void;
  /** records "not understood": what is evaluated cannot be known */
  problem(text: string, via: string[], message: string): void;
}

const CODE = /\$\(|`|\$\{|<\(|>\(/;
const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;
const MAX_EVAL_DEPTH = 4;
const MAX_NAMES = 32;
const ARITH_TEST = new Set(['-eq', '-ne', '-lt', '-le', '-gt', '-ge']);

/**
 * `text` is evaluated by bash: as an arithmetic expression (`arith`: names in it are evaluated
 * in turn) or as a prompt string (command substitutions only).
 */
export function evaluateText(
  host: EvaluationHost,
  text: string,
  arith: boolean,
  via: string[],
  label: string,
  depth = 0,
): void {
  if (depth > MAX_EVAL_DEPTH) {
    host.problem(text, via, `\`${label}\` evaluates text nested too deeply to follow`);
    return;
  }
  if (CODE.test(text)) {
    host.problem(text, via, `\`${label}\` evaluates text that runs code: \`${text.slice(0, 80)}\``);
    // the substitutions inside run: walk them so their commands are seen
    host.script(`: ${text}`, [...via, label]);
    return;
  }
  if (!arith) return;
  let n = 0;
  for (const m of text.matchAll(IDENTIFIER)) {
    if (++n > MAX_NAMES) break;
    evaluateName(host, m[0], via, label, depth + 1);
  }
}

/** A variable named in arithmetic: its value is evaluated as arithmetic too. */
export function evaluateName(
  host: EvaluationHost,
  name: string,
  via: string[],
  label: string,
  depth = 0,
): void {
  if (host.tainted(name)) {
    host.problem(
      name,
      via,
      `\`${label}\` evaluates \`${name}\`, which holds data read at run time (it may run code)`,
    );
    return;
  }
  for (const v of host.variable(name) ?? []) evaluateText(host, v, true, via, label, depth + 1);
}

/** A name given as text (`read NAME`, `printf -v NAME`): its subscript is arithmetic. */
export function evaluateVariableName(
  host: EvaluationHost,
  text: string,
  resolved: boolean,
  via: string[],
  label: string,
): void {
  if (!resolved) {
    host.problem(text, via, `\`${label}\` is given a variable name computed at run time`);
    return;
  }
  const open = text.indexOf('[');
  if (open < 0) return;
  evaluateText(
    host,
    text.slice(open + 1, text.lastIndexOf(']') > open ? text.lastIndexOf(']') : undefined),
    true,
    via,
    label,
  );
}

/**
 * Variable names an arithmetic context reads, and whether a command's output is evaluated in it
 * (`$(( $(cat f) ))`). `node` is the arithmetic part only (a subscript's index, `((…))`).
 */
export function arithmeticReads(node: Node): { names: string[]; substitution: boolean } {
  const names: string[] = [];
  let substitution = false;
  const stack = [node];
  while (stack.length > 0 && names.length < MAX_NAMES) {
    const n = stack.pop()!;
    switch (n.type) {
      case 'command_substitution':
      case 'process_substitution':
        substitution = true;
        continue;
      case 'variable_name':
        names.push(n.text);
        continue;
      case 'word':
        if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(n.text)) names.push(n.text);
        continue;
    }
    for (const c of n.namedChildren) stack.push(c);
  }
  return { names, substitution };
}

/** The parts of `node` bash evaluates as arithmetic, if any. */
export function arithmeticParts(node: Node): Node[] {
  switch (node.type) {
    case 'arithmetic_expansion':
    case 'c_style_for_statement':
      return [node];
    case 'compound_statement':
      return node.children[0]?.type === '((' ? [node] : [];
    case 'subscript': {
      const index = node.childForFieldName('index');
      return index ? [index] : [];
    }
    case 'binary_expression': {
      const op = node.childForFieldName('operator');
      if (!op || !ARITH_TEST.has(op.text) || !insideTest(node)) return [];
      return node.namedChildren.filter((c) => c.id !== op.id);
    }
    default:
      return [];
  }
}

/** `[[ -v NAME ]]`: the operand, a variable name given as text. */
export function testedName(node: Node): Node | undefined {
  if (node.type !== 'unary_expression' || !insideTest(node)) return undefined;
  const op = node.childForFieldName('operator');
  return op?.text === '-v' ? node.namedChildren.find((c) => c.id !== op.id) : undefined;
}

function insideTest(node: Node): boolean {
  let p = node.parent;
  for (let i = 0; p && i < 16; i++, p = p.parent) {
    if (p.type === 'test_command') return true;
    if (!/^(?:binary_expression|unary_expression|parenthesized_expression)$/.test(p.type)) return false;
  }
  return false;
}

/**
 * What `n` makes bash evaluate again, now: its arithmetic parts (names in them evaluated), the
 * operand of `[[ -v … ]]`, `${x@P}` and `${!x}`. `word` gives a node's static value.
 */
export function evaluatedNode(
  host: EvaluationHost,
  n: Node,
  via: string[],
  word: (node: Node) => { text: string; resolved: boolean } | undefined,
): void {
  for (const part of arithmeticParts(n)) {
    const reads = arithmeticReads(part);
    if (reads.substitution)
      host.problem(
        part.text,
        via,
        `the output of a command is evaluated as arithmetic (\`${part.text.slice(0, 60)}\`)`,
      );
    for (const name of reads.names) evaluateName(host, name, via, 'arithmetic');
  }
  const tested = testedName(n);
  if (tested) {
    const w = word(tested);
    if (w) evaluateVariableName(host, w.text, w.resolved, via, 'test -v');
  }
  if (n.type === 'expansion') {
    const name = n.namedChildren.find((c) => c.type === 'variable_name')?.text;
    if (name && /@P\}$/.test(n.text)) {
      if (host.tainted(name))
        host.problem(name, via, `\`\${${name}@P}\` expands data read at run time as a prompt`);
      for (const v of host.variable(name) ?? []) evaluateText(host, v, false, via, `\${${name}@P}`);
    }
    if (name && n.children[1]?.type === '!') {
      if (host.tainted(name)) host.problem(name, via, `\`\${!${name}}\` names a variable read at run time`);
      for (const v of host.variable(name) ?? []) evaluateVariableName(host, v, true, via, `\${!${name}}`);
    }
  }
}
