// Walks a bash syntax tree and collects every simple command that would run, following
// wrappers (`sudo`, `env`, `xargs`, `find -exec`), nested scripts (`bash -c`, `eval`, heredocs
// and pipes into a shell) and command substitutions. Streams between commands are tracked so
// that `echo … | base64 -d | sh` and `curl … | sh` are seen for what they run.
import type { Node, Parser } from 'web-tree-sitter';
import type { ShellFact } from './facts.ts';
import { type EvaluationHost, evaluatedNode, evaluateText, evaluateVariableName } from './shell-evaluate.ts';
import {
  joinWords,
  type Problem,
  type Redirect,
  type RunContext,
  type SimpleCommand,
} from './shell-model.ts';
import { type ParseBudget, withTree } from './shell-parser.ts';
import { CommandRunner } from './shell-run.ts';
import { type Stream, UNKNOWN } from './shell-streams.ts';
import { type ExpansionContext, expandWord, type Word } from './shell-words.ts';

export type { Problem, Redirect, SimpleCommand } from './shell-model.ts';

const MAX_DEPTH = 8;
/** Most syntax nodes visited in one input (all nested scripts together). */
export const MAX_NODES = 100_000;

export class ShellWalker {
  readonly #parser: Parser;
  readonly #runner: CommandRunner = new CommandRunner({
    script: (source, via, stdin) => this.script(source, via, stdin),
    evaluate: (word, mode, via, label) =>
      mode === 'arith'
        ? word.resolved
          ? evaluateText(this.#host, word.text, true, via, label)
          : this.#host.problem(word.text, via, `\`${label}\` evaluates text computed at run time`)
        : evaluateVariableName(this.#host, word.text, word.resolved, via, label),
    taint: (name) => this.#taint(name),
  });
  readonly #vars = new Map<string, string[]>([
    ['HOME', ['~']],
    ['PWD', ['.']],
    ['IFS', [' ']],
  ]);
  /** variables assigned data the guard cannot see */
  readonly #tainted = new Set<string>();
  /** variables declared integer (`declare -i`): every assignment to them is arithmetic */
  readonly #integers = new Set<string>();
  /** statement-level assignments (`PATH=/tmp:$PATH`), as `NAME=value` */
  readonly assignments: string[] = [];
  /** substitutions walked in the tree being walked (the rest are found by the final sweep) */
  #walked = new Map<number, Stream>();
  #depth = 0;
  #nodes = 0;
  readonly #host: EvaluationHost = {
    variable: (name) => this.#vars.get(name),
    tainted: (name) => this.#tainted.has(name),
    script: (source, via) => {
      this.script(source, via);
    },
    problem: (text, via, message) => this.#runner.dynamic(text, 'evaluated_text', via, message),
  };

  readonly #budget: ParseBudget | undefined;

  /** `budget` is the lexing work left for this input, nested scripts included (parsing then stops). */
  constructor(parser: Parser, budget?: ParseBudget) {
    this.#parser = parser;
    this.#budget = budget;
  }

  get commands(): SimpleCommand[] {
    return this.#runner.commands;
  }

  get facts(): ShellFact[] {
    return this.#runner.facts;
  }

  get problems(): Problem[] {
    return this.#runner.problems;
  }

  /** Parses and walks `source` as a script; returns what it writes to stdout, when known. */
  script(source: string, via: string[], stdin?: Stream): Stream {
    if (this.#depth >= MAX_DEPTH) {
      this.#runner.dynamic(source, 'too_deep', via, 'nesting of scripts is too deep to follow');
      return UNKNOWN;
    }
    this.#depth++;
    const outerWalked = this.#walked;
    this.#walked = new Map();
    try {
      const out = withTree(
        this.#parser,
        source,
        (tree) => {
          const root = tree.rootNode;
          if (root.hasError) {
            const at = firstError(root);
            const where = at
              ? ` at line ${at.startPosition.row + 1}, column ${at.startPosition.column + 1}`
              : '';
            const label = via.length > 0 ? ` (inside ${via.join(' → ')})` : '';
            this.problems.push({
              message: `shell input does not parse${where}${label}`,
              reason: 'parse_error',
            });
          }
          const stream = this.#walk(root, via, stdin);
          this.#sweep(root, via);
          return stream;
        },
        this.#budget,
      );
      if (out === 'cancelled') {
        this.#runner.overBudget(
          'parsing needed more work than one input is allowed (the lexer re-reads too much text): not analysed',
          'too_much_parsing',
        );
        return UNKNOWN;
      }
      return out ?? UNKNOWN;
    } finally {
      this.#depth--;
      this.#walked = outerWalked;
    }
  }

  /** Counts a visited node; false once the input is over budget (nothing more is analysed). */
  #visit(): boolean {
    if (this.#runner.exhausted) return false;
    if (++this.#nodes <= MAX_NODES) return true;
    this.#runner.overBudget(`more than ${MAX_NODES} syntax nodes: the rest is not analysed`, 'too_complex');
    return false;
  }

  /**
   * The safety net: a command substitution the walk did not reach (in a construct it does not
   * model) still runs, so it is walked here, and the input is marked as not understood.
   */
  #sweep(root: Node, via: string[]): void {
    const stack = [root];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (!this.#visit()) return;
      if (n.type === 'heredoc_body' || n.type === 'comment') continue;
      if (
        (n.type === 'command_substitution' || n.type === 'process_substitution') &&
        !this.#walked.has(n.id)
      ) {
        this.#runner.dynamic(
          n.text,
          'evaluated_text',
          via,
          `\`${n.text.slice(0, 60)}\` sits where the guard does not follow how its output is used`,
        );
        this.#substitution(n, via);
        continue;
      }
      for (const c of n.namedChildren) stack.push(c);
    }
  }

  /** Walks a substitution once, however many ways lead to it; returns its output. */
  #substitution(node: Node, via: string[]): Stream {
    const seen = this.#walked.get(node.id);
    if (seen) return seen;
    this.#walked.set(node.id, UNKNOWN);
    const out = this.#children(
      node,
      [...via, node.type === 'command_substitution' ? '$(…)' : '<(…)'],
      undefined,
    );
    this.#walked.set(node.id, out);
    return out;
  }

  /** Arithmetic, subscripts, `${x@P}`, `${!x}` and `[[ -v x ]]` inside `node`, evaluated now. */
  #inspect(node: Node, via: string[]): void {
    const stack = [node];
    while (stack.length > 0) {
      const n = stack.pop()!;
      if (n.type === 'command_substitution' || n.type === 'process_substitution') {
        if (!this.#walked.has(n.id)) this.#substitution(n, via);
        continue;
      }
      this.#evaluated(n, via);
      for (const c of n.namedChildren) stack.push(c);
    }
  }

  #evaluated(n: Node, via: string[]): void {
    evaluatedNode(this.#host, n, via, (node) => this.#words(node, via)[0]);
  }

  #taint(name: string): void {
    this.#vars.delete(name);
    this.#tainted.add(name);
  }

  #walk(node: Node, via: string[], stdin: Stream | undefined): Stream {
    if (!this.#visit()) return UNKNOWN;
    this.#evaluated(node, via);
    switch (node.type) {
      case 'command':
        return this.#command(node, via, stdin, []);
      case 'redirected_statement':
        return this.#redirected(node, via, stdin);
      case 'pipeline':
        return this.#pipeline(node.namedChildren, via, stdin);
      case 'variable_assignment':
        this.#assign(node);
        return UNKNOWN;
      case 'declaration_command':
        this.#declaration(node, via);
        return UNKNOWN;
      case 'unset_command': {
        // a command like any other to the runner, which evaluates the names' subscripts
        const keyword = node.children[0]?.text ?? 'unset';
        const words = node.namedChildren.flatMap((c) => this.#words(c, via));
        return this.#runner.run([{ text: keyword, dynamic: false, resolved: true, glob: false }, ...words], {
          via,
          wrappers: [],
          redirects: [],
        });
      }
      case 'function_definition':
        this.#functionDefinition(node, via);
        return UNKNOWN;
      case 'for_statement':
        this.#forLoop(node, via);
        return UNKNOWN;
      case 'command_substitution':
      case 'process_substitution':
        return this.#substitution(node, via);
      case 'comment':
      case 'heredoc_body':
        return UNKNOWN;
      case 'subshell':
      case 'compound_statement':
        return this.#children(node, via, stdin);
      default:
        return this.#children(node, via, undefined);
    }
  }

  #children(node: Node, via: string[], stdin: Stream | undefined): Stream {
    let out: Stream = UNKNOWN;
    for (const c of node.namedChildren) out = this.#walk(c, via, stdin);
    return out;
  }

  #pipeline(stages: Node[], via: string[], stdin: Stream | undefined): Stream {
    let flow = stdin;
    for (const stage of stages) flow = this.#walk(stage, via, flow);
    return flow ?? UNKNOWN;
  }

  #redirected(node: Node, via: string[], stdin: Stream | undefined): Stream {
    const body = node.childForFieldName('body');
    const redirectNodes = node.childrenForFieldName('redirect');
    // `cat <<EOF | sh`: tree-sitter hangs the rest of the pipeline under the heredoc
    const tail = redirectNodes.flatMap((r) => r.namedChildren.filter((c) => c.type === 'pipeline'));
    let out: Stream;
    if (body?.type === 'command') out = this.#command(body, via, stdin, redirectNodes);
    else {
      out = body ? this.#walk(body, via, stdin) : UNKNOWN;
      const redirects = this.#redirects(redirectNodes, via).redirects;
      if (redirects.length > 0)
        this.commands.push({ name: '', args: [], via, wrappers: [], redirects, ...(stdin ? { stdin } : {}) });
    }
    for (const p of tail) out = this.#pipeline(p.namedChildren, via, out);
    return out;
  }

  #redirects(nodes: Node[], via: string[]): { redirects: Redirect[]; stdin?: Stream } {
    const redirects: Redirect[] = [];
    let stdin: Stream | undefined;
    for (const r of nodes) {
      if (r.type === 'file_redirect') {
        const op = r.children.find((c) => !c.isNamed)?.text ?? '>';
        const dest = r.childForFieldName('destination');
        const target = dest
          ? this.#words(dest, via)
              .map((w) => w.text)
              .join(' ')
          : '';
        if (op === '<') stdin = { kind: 'unknown', from: target };
        redirects.push({ op, target });
      } else if (r.type === 'heredoc_redirect') {
        const body = r.namedChildren.find((c) => c.type === 'heredoc_body');
        const strip = r.children.some((c) => c.type === '<<-');
        let text = body?.text ?? '';
        if (strip) text = text.replace(/^\t+/gm, '');
        const start = r.namedChildren.find((c) => c.type === 'heredoc_start')?.text ?? '';
        // an unquoted delimiter means the body is expanded: its substitutions run
        if (body && !/['"\\]/.test(start)) this.#heredocSubstitutions(body, via);
        stdin = { kind: 'text', text };
      } else if (r.type === 'herestring_redirect') {
        const word = r.namedChildren[0];
        const words = word ? this.#words(word, via) : [];
        const download = words.find((w) => w.download)?.download;
        const text = words.map((w) => w.text).join(' ');
        // recorded too: its text may name a file a later stage opens (`xargs cat <<< ~/.netrc`)
        redirects.push({ op: '<<<', target: text });
        stdin = download ? { kind: 'download', download } : { kind: 'text', text: `${text}\n` };
      }
    }
    return stdin ? { redirects, stdin } : { redirects };
  }

  #heredocSubstitutions(body: Node, via: string[]): void {
    const texts: string[] = body.namedChildCount === 0 ? [body.text] : [];
    for (const c of body.namedChildren) {
      if (c.type === 'command_substitution') this.#walk(c, via, undefined);
      else texts.push(c.text);
    }
    // tree-sitter leaves backquotes inside heredocs as text
    for (const t of texts) for (const m of t.matchAll(/`([^`]*)`/g)) this.script(m[1]!, [...via, '$(…)']);
  }

  #command(node: Node, via: string[], stdin: Stream | undefined, extra: Node[]): Stream {
    const nameNode = node.childForFieldName('name');
    const argNodes = node.childrenForFieldName('argument');
    const redirectNodes = node.childrenForFieldName('redirect');
    const known = new Set([nameNode?.id, ...argNodes.map((a) => a.id), ...redirectNodes.map((r) => r.id)]);
    const env: string[] = [];
    for (const c of node.namedChildren) {
      if (c.type === 'variable_assignment') {
        const value = this.#valueWords(c, via);
        env.push(
          `${c.childForFieldName('name')?.text ?? ''}=${value?.join(' ') ?? c.childForFieldName('value')?.text ?? ''}`,
        );
      }
      // anything else the grammar hangs here (`sudo (rm …)`) is walked, not dropped
      else if (!known.has(c.id)) this.#walk(c, via, undefined);
    }
    const r = this.#redirects([...redirectNodes, ...extra], via);
    const input = r.stdin ?? stdin;
    if (!nameNode) return UNKNOWN;
    const name = expandWord(nameNode, this.#expansions(via));
    const args = this.#argumentWords(argNodes, via);
    const lastName = name.words.at(-1);
    if (lastName && args[0] && argNodes[0]?.startIndex === nameNode.endIndex)
      name.words[name.words.length - 1] = joinWords(lastName, args.shift()!);
    const ctx: RunContext = {
      via,
      wrappers: [],
      redirects: r.redirects,
      spelled: nameNode.text,
      ...(input ? { stdin: input } : {}),
      ...(env.length > 0 ? { env } : {}),
    };
    if (name.alternatives) {
      let out: Stream = UNKNOWN;
      for (const w of name.words) out = this.#runner.run([w, ...args], ctx);
      return out;
    }
    return this.#runner.run([...name.words, ...args], ctx);
  }

  #assign(node: Node, via: string[] = [], integer = false): void {
    const nameNode = node.childForFieldName('name');
    // `a[$(cmd)]=1`: the subscript is arithmetic and its substitutions run
    if (nameNode?.type === 'subscript') this.#inspect(nameNode, via);
    const name = nameNode?.type === 'subscript' ? nameNode.childForFieldName('name')?.text : nameNode?.text;
    const value = this.#valueWords(node, via);
    if (!name) return;
    this.assignments.push(`${name}=${value?.join(' ') ?? node.childForFieldName('value')?.text ?? ''}`);
    if (integer) this.#integers.add(name);
    if (this.#integers.has(name)) {
      // an integer variable's assignment is arithmetic
      if (value === undefined)
        this.#host.problem(name, via, `\`${name}\` is an integer variable assigned data read at run time`);
      else for (const v of value) evaluateText(this.#host, v, true, via, `declare -i ${name}`);
    }
    if (nameNode?.type === 'subscript') return;
    if (value === undefined) this.#taint(name);
    else {
      this.#tainted.delete(name);
      this.#vars.set(name, value);
    }
  }

  /** `declare -i x=…`, `local a[…]=…`, `export PATH=…`: assignments, recorded as a command too. */
  #declaration(node: Node, via: string[]): void {
    const keyword = node.children[0]?.text ?? 'declare';
    const integer = node.namedChildren.some((c) => c.type === 'word' && /^-[a-zA-Z]*i/.test(c.text));
    const words: Word[] = [];
    for (const c of node.namedChildren) {
      if (c.type === 'variable_assignment') this.#assign(c, via, integer);
      else if (c.type === 'word' || c.type === 'variable_name') {
        if (integer && c.type === 'variable_name') this.#integers.add(c.text);
      } else this.#walk(c, via, undefined);
      words.push({ text: c.text, dynamic: false, resolved: true, glob: false });
    }
    this.#runner.run([{ text: keyword, dynamic: false, resolved: true, glob: false }, ...words], {
      via,
      wrappers: [],
      redirects: [],
    });
  }

  /** Static values of an assignment (several for alternatives), or undefined when unknown. */
  #valueWords(node: Node, via: string[] = []): string[] | undefined {
    const v = node.childForFieldName('value');
    if (!v) return [''];
    if (v.type === 'array') {
      // the elements' substitutions run; the array's value is not tracked
      for (const c of v.namedChildren) this.#words(c, via);
      return undefined;
    }
    const e = expandWord(v, this.#expansions(via));
    if (!e.words.every((w) => w.resolved)) return undefined;
    return e.alternatives ? e.words.map((w) => w.text) : [e.words.map((w) => w.text).join(' ')];
  }

  #forLoop(node: Node, via: string[]): void {
    const name = node.childForFieldName('variable')?.text;
    const values = node.childrenForFieldName('value').flatMap((v) => this.#words(v));
    if (name) {
      if (values.length > 0 && values.every((w) => w.resolved && !w.glob))
        this.#vars.set(
          name,
          values.map((w) => w.text),
        );
      else this.#taint(name);
    }
    const body = node.childForFieldName('body');
    if (body) this.#walk(body, via, undefined);
  }

  #functionDefinition(node: Node, via: string[]): void {
    const name = node.childForFieldName('name')?.text ?? '';
    const body = node.childForFieldName('body');
    if (!body) return;
    const before = this.commands.length;
    this.#walk(body, [...via, `function ${name}`], undefined);
    const calls = this.commands.slice(before).filter((c) => c.name === name).length;
    // a function that starts itself more than once per call (`:(){ :|:& }`) grows without bound
    if (calls >= 2 || (calls >= 1 && /[|&]/.test(body.text))) this.facts.push({ kind: 'fork_bomb', name });
  }

  /**
   * tree-sitter-bash sometimes splits one word in two (`-$'\x72'\f` is `-rf` to bash); arguments
   * with no gap between them are joined back into one word.
   */
  #argumentWords(nodes: Node[], via: string[]): Word[] {
    const out: Word[] = [];
    let prevEnd = -1;
    for (const n of nodes) {
      const words = this.#words(n, via);
      const last = out.at(-1);
      if (n.startIndex === prevEnd && last && words[0]) {
        const first = words.shift()!;
        out[out.length - 1] = joinWords(last, first);
      }
      out.push(...words);
      prevEnd = n.endIndex;
    }
    return out;
  }

  #words(node: Node, via: string[] = []): Word[] {
    return expandWord(node, this.#expansions(via)).words;
  }

  #expansions(via: string[]): ExpansionContext {
    return {
      variable: (name) => this.#vars.get(name),
      truncated: () =>
        this.problems.push({
          message: 'a word expands to more words than are analysed: the rest is not analysed',
          reason: 'too_many_words',
        }),
      inspect: (node) => this.#inspect(node, via),
      substitution: (node) => {
        const out = this.#substitution(node, via);
        if (out.kind === 'text') {
          const text = out.text.replace(/\n+$/, '');
          return out.encoding ? { text, encoding: out.encoding } : { text };
        }
        return out.kind === 'download' ? { download: out.download } : {};
      },
    };
  }
}

function firstError(node: Node): Node | undefined {
  if (node.isError || node.isMissing) return node;
  for (const c of node.children) if (c.hasError || c.isMissing) return firstError(c) ?? c;
  return undefined;
}
