// Walks a bash syntax tree and collects every simple command that would run, following
// wrappers (`sudo`, `env`, `xargs`, `find -exec`), nested scripts (`bash -c`, `eval`, heredocs
// and pipes into a shell) and command substitutions. Streams between commands are tracked so
// that `echo … | base64 -d | sh` and `curl … | sh` are seen for what they run.
import type { Node, Parser } from 'web-tree-sitter';
import type { ShellFact } from './facts.ts';
import {
  joinWords,
  type Problem,
  type Redirect,
  type RunContext,
  type SimpleCommand,
} from './shell-model.ts';
import { withTree } from './shell-parser.ts';
import { CommandRunner } from './shell-run.ts';
import { type Stream, UNKNOWN } from './shell-streams.ts';
import { type ExpansionContext, expandWord, type Word } from './shell-words.ts';

export type { Problem, Redirect, SimpleCommand } from './shell-model.ts';

const MAX_DEPTH = 8;

export class ShellWalker {
  readonly #parser: Parser;
  readonly #runner: CommandRunner = new CommandRunner((source, via, stdin) =>
    this.script(source, via, stdin),
  );
  readonly #vars = new Map<string, string[]>([
    ['HOME', ['~']],
    ['PWD', ['.']],
    ['IFS', [' ']],
  ]);
  #depth = 0;

  constructor(parser: Parser) {
    this.#parser = parser;
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
    try {
      const out = withTree(this.#parser, source, (tree) => {
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
        return this.#walk(root, via, stdin);
      });
      return out ?? UNKNOWN;
    } finally {
      this.#depth--;
    }
  }

  #walk(node: Node, via: string[], stdin: Stream | undefined): Stream {
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
        for (const c of node.namedChildren)
          if (c.type === 'variable_assignment') this.#assign(c);
          else this.#walk(c, via, undefined);
        return UNKNOWN;
      case 'function_definition':
        this.#functionDefinition(node, via);
        return UNKNOWN;
      case 'for_statement':
        this.#forLoop(node, via);
        return UNKNOWN;
      case 'command_substitution':
      case 'process_substitution':
        return this.#children(
          node,
          [...via, node.type === 'command_substitution' ? '$(…)' : '<(…)'],
          undefined,
        );
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
        stdin = download
          ? { kind: 'download', download }
          : { kind: 'text', text: `${words.map((w) => w.text).join(' ')}\n` };
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
    for (const c of node.namedChildren) {
      if (c.type === 'variable_assignment') this.#valueWords(c);
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
    };
    if (name.alternatives) {
      let out: Stream = UNKNOWN;
      for (const w of name.words) out = this.#runner.run([w, ...args], ctx);
      return out;
    }
    return this.#runner.run([...name.words, ...args], ctx);
  }

  #assign(node: Node): void {
    const name = node.childForFieldName('name')?.text;
    const value = this.#valueWords(node);
    if (!name) return;
    if (value === undefined) this.#vars.delete(name);
    else this.#vars.set(name, value);
  }

  /** Static values of an assignment (several for alternatives), or undefined when unknown. */
  #valueWords(node: Node): string[] | undefined {
    const v = node.childForFieldName('value');
    if (!v) return [''];
    if (v.type === 'array') return undefined;
    const e = expandWord(v, this.#expansions([]));
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
      else this.#vars.delete(name);
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
      substitution: (node) => {
        const label = node.type === 'command_substitution' ? '$(…)' : '<(…)';
        const out = this.#children(node, [...via, label], undefined);
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
