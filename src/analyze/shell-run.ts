// Runs one simple command in the walker's imagination: follows wrappers (`sudo`, `env`,
// `xargs`, `find -exec`), nested scripts (`bash -c`, `eval`, `ssh host cmd`), interpreters fed
// from pipes, and downloads that are later executed. Records commands, facts and problems.
import type { DynamicReason, ShellFact } from './facts.ts';
import { downloadFile, downloadUrls, envSplitString } from './shell-argv.ts';
import { namedVariables } from './shell-builtins.ts';
import {
  literal,
  type Problem,
  type RunContext,
  type RunnerHooks,
  type ScriptWalker,
  type SimpleCommand,
  stripDot,
  type WrapperUse,
} from './shell-model.ts';
import { sedRuns } from './shell-read-only-custom.ts';
import { commandOutput, type Stream, UNKNOWN } from './shell-streams.ts';
import type { Download, Word } from './shell-words.ts';
import {
  CODE_INTERPRETERS,
  parseFind,
  parseSsh,
  parseXargs,
  SHELLS,
  shellInvocation,
  unwrap,
  WRAPPERS,
} from './shell-wrappers.ts';
import { hostOf } from './values.ts';

/** Most simple commands analysed in one input; past it the input is "not understood". */
export const MAX_COMMANDS = 2000;
const DOWNLOADERS = new Set(['curl', 'wget', 'fetch', 'aria2c', 'http', 'https', 'xh']);
const MAX_XARGS_ITEMS = 64;
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

export class CommandRunner {
  readonly commands: SimpleCommand[] = [];
  readonly facts: ShellFact[] = [];
  readonly problems: Problem[] = [];
  readonly #script: ScriptWalker;
  readonly #hooks: RunnerHooks;
  readonly #downloaded = new Map<string, Download>();
  /** directory of the last static `cd` (scoping of subshells is ignored: an over-approximation) */
  #cwd: string | undefined;
  #exhausted = false;

  constructor(hooks: RunnerHooks) {
    this.#hooks = hooks;
    this.#script = hooks.script;
  }

  /** A budget ran out: the rest of the input is not analysed, so the whole input is not understood. */
  get exhausted(): boolean {
    return this.#exhausted;
  }

  overBudget(message: string, reason: string): void {
    if (this.#exhausted) return;
    this.#exhausted = true;
    this.problems.push({ message, reason });
  }

  run(argv: Word[], outer: RunContext): Stream {
    const [nameWord, ...args] = argv;
    if (!nameWord || this.#exhausted) return UNKNOWN;
    if (this.commands.length >= MAX_COMMANDS) {
      this.overBudget(`more than ${MAX_COMMANDS} commands: the rest is not analysed`, 'too_many_commands');
      return UNKNOWN;
    }
    const texts = args.map((a) => a.text);
    const { spelled = nameWord.text, ...ctx } = outer;
    const push = (name: string, extra: Partial<SimpleCommand> = {}) =>
      this.commands.push({
        name,
        args,
        via: ctx.via,
        wrappers: ctx.wrappers,
        redirects: ctx.redirects,
        ...(ctx.stdin ? { stdin: ctx.stdin } : {}),
        ...(this.#cwd ? { cwd: this.#cwd } : {}),
        ...(ctx.env?.length ? { env: ctx.env } : {}),
        ...(ctx.wrapped?.length ? { wrapped: ctx.wrapped } : {}),
        ...extra,
      });
    if (nameWord.download) {
      this.#downloadExecute(nameWord.download, '(command name)', ctx.via);
      push(nameWord.text, { dynamicName: true });
      return UNKNOWN;
    }
    if (nameWord.dynamic || nameWord.glob) {
      const known = nameWord.resolved && !nameWord.glob ? ` (here: \`${nameWord.text}\`)` : '';
      this.dynamic(
        spelled,
        'command_name',
        ctx.via,
        `the command name \`${spelled}\` is computed at run time${known}`,
      );
      if (!nameWord.resolved || nameWord.glob) {
        push(nameWord.text, { dynamicName: true });
        return UNKNOWN;
      }
    }
    const path = nameWord.text;
    const name = path.includes('/') ? (path.split('/').pop() ?? path) : path;
    const fetched = this.#downloaded.get(stripDot(path));
    if (fetched) this.#downloadExecute(fetched, path, ctx.via);
    const wrapper = WRAPPERS[name];
    if (wrapper) {
      if (name === 'env') {
        const split = envSplitString(texts);
        if (split) {
          // `env -S 'rm -rf /'`: env splits the string into its own arguments and runs them
          push(name);
          const value =
            split.attached === undefined ? args[split.at]! : { ...args[split.at]!, text: split.attached };
          return this.#nested([literal('env'), value, ...args.slice(split.at + 1)], 'env -S', ctx);
        }
      }
      const u = unwrap(wrapper, texts);
      if (wrapper.privilege) {
        const user = u.values.get('u') ?? u.values.get('user');
        this.facts.push({ kind: 'privilege', via: name, ...(user ? { user } : {}) });
      }
      if (u.index < 0) {
        push(name);
        return UNKNOWN;
      }
      const own = texts.slice(0, u.index);
      const env = wrapper.assignments ? own.filter((t) => ASSIGNMENT.test(t)) : [];
      const use: WrapperUse = { name, args: own.filter((t) => !env.includes(t)) };
      return this.run(args.slice(u.index), {
        ...ctx,
        via: [...ctx.via, name],
        wrappers: [...ctx.wrappers, name],
        env: [...(ctx.env ?? []), ...env],
        wrapped: [...(ctx.wrapped ?? []), use],
      });
    }
    if (SHELLS.has(name)) return this.#shell(name, args, ctx, push);
    const codeFlags = CODE_INTERPRETERS[name];
    if (codeFlags) return this.#interpreter(name, codeFlags, args, ctx, push);
    switch (name) {
      case 'eval':
        push(name);
        return this.#nested(args, 'eval', ctx);
      case 'source':
      case '.': {
        push(name);
        const file = args[0];
        const download = file?.download ?? (file ? this.#downloaded.get(stripDot(file.text)) : undefined);
        if (download) this.#downloadExecute(download, name, ctx.via);
        return UNKNOWN;
      }
      case 'su': {
        const user = texts.find(
          (t, i) => !t.startsWith('-') && !/^(?:-[csgG]|--command|--shell)$/.test(texts[i - 1] ?? ''),
        );
        this.facts.push({ kind: 'privilege', via: 'su', ...(user ? { user } : {}) });
        push(name);
        const c = texts.findIndex((t) => t === '-c' || t === '--command');
        return c >= 0 && args[c + 1] ? this.#nested([args[c + 1]!], 'su -c', ctx) : UNKNOWN;
      }
      case 'xargs':
        return this.#xargs(args, ctx, push);
      case 'find':
        return this.#find(args, ctx, push);
      case 'ssh': {
        push(name);
        const s = parseSsh(texts);
        if (s.command < args.length)
          this.#nested(args.slice(s.command), `ssh ${s.destination ?? ''}`.trim(), ctx);
        return UNKNOWN;
      }
      case 'watch': {
        push(name);
        const first = texts.findIndex((t, i) => !t.startsWith('-') && !/^-[nd]$/.test(texts[i - 1] ?? ''));
        return first >= 0 ? this.#nested(args.slice(first), 'watch', ctx) : UNKNOWN;
      }
      case 'cd':
      case 'pushd':
        push(name);
        this.#changeDirectory(args.find((a) => !a.text.startsWith('-')));
        return UNKNOWN;
      case 'alias':
      case 'trap': {
        push(name);
        // the text runs later (alias use, signal); analysed as if it ran now
        const bodies =
          name === 'trap'
            ? args.slice(0, 1)
            : args
                .filter((a) => a.text.includes('='))
                .map((a) => ({ ...a, text: a.text.slice(a.text.indexOf('=') + 1) }));
        for (const b of bodies) this.#nested([b], name, ctx);
        return UNKNOWN;
      }
      case 'busybox':
        return args.length > 0 ? this.run(args, { ...ctx, via: [...ctx.via, 'busybox'] }) : UNKNOWN;
      case 'sed':
        // `sed 'e CMD'`, `sed 's/…/CMD/e'`: sed runs shell commands of its own
        for (const command of sedRuns(texts))
          if (command === undefined)
            this.dynamic(
              `sed ${texts.join(' ')}`,
              'script_text',
              ctx.via,
              '`sed e` runs text the guard cannot see',
            );
          else this.#nested([literal(command)], 'sed e', ctx);
        break;
      case 'read':
      case 'mapfile':
      case 'readarray':
      case 'getopts':
      case 'printf':
      case 'test':
      case '[':
      case 'unset':
      case 'let':
        namedVariables(name, args, ctx, this.#hooks, (words, label) => this.#nested(words, label, ctx));
        break;
    }
    push(name);
    if (DOWNLOADERS.has(name)) return this.#download(name, texts);
    return commandOutput(name, texts, ctx.stdin);
  }

  #shell(name: string, args: Word[], ctx: RunContext, push: (n: string) => void): Stream {
    push(name);
    const inv = shellInvocation(args.map((a) => a.text));
    if (inv.command !== undefined) return this.#nested([args[inv.command]!], `${name} -c`, ctx, name);
    if (inv.script !== undefined) {
      const file = args[inv.script]!;
      const download = file.download ?? this.#downloaded.get(stripDot(file.text));
      if (download) this.#downloadExecute(download, name, ctx.via);
      return UNKNOWN;
    }
    if (inv.stdin && ctx.stdin) return this.#executeStream(ctx.stdin, name, ctx.via);
    return UNKNOWN;
  }

  #interpreter(
    name: string,
    flags: string[],
    args: Word[],
    ctx: RunContext,
    push: (n: string) => void,
  ): Stream {
    push(name);
    const texts = args.map((a) => a.text);
    const at = texts.findIndex((t) => flags.includes(t));
    const code = at >= 0 ? args[at + 1] : undefined;
    if (code) {
      if (code.download) this.#downloadExecute(code.download, name, ctx.via);
      else this.facts.push({ kind: 'execute_code', language: name, code: code.text, via: ctx.via });
      return UNKNOWN;
    }
    const file = args.find((a) => !a.text.startsWith('-'));
    const download = file?.download ?? (file ? this.#downloaded.get(stripDot(file.text)) : undefined);
    if (download) this.#downloadExecute(download, name, ctx.via);
    else if (!file && ctx.stdin) {
      const s = ctx.stdin;
      if (s.kind === 'download') this.#downloadExecute(s.download, name, ctx.via);
      else if (s.kind === 'text') {
        if (s.encoding)
          this.facts.push({ kind: 'encoded_execute', encoding: s.encoding, interpreter: name, via: ctx.via });
        this.facts.push({ kind: 'execute_code', language: name, code: s.text, via: ctx.via });
      } else
        this.dynamic(
          `${name} < ${s.kind === 'unknown' ? s.from : 'paths'}`,
          'unknown_stdin',
          ctx.via,
          `${name} runs a program read from stdin that cannot be seen`,
        );
    }
    return UNKNOWN;
  }

  /** Joins words into a script (`eval`, `bash -c`, `ssh host cmd`) and walks it. */
  #nested(words: Word[], label: string, ctx: RunContext, interpreter = label): Stream {
    const download = words.find((w) => w.download)?.download;
    if (download) {
      this.#downloadExecute(download, interpreter, ctx.via);
      return UNKNOWN;
    }
    const text = words.map((w) => w.text).join(' ');
    if (!words.every((w) => w.resolved)) {
      this.dynamic(text, 'script_text', ctx.via, `the script run by \`${label}\` is computed at run time`);
      return UNKNOWN;
    }
    const encoding = words.find((w) => w.encoding)?.encoding;
    if (encoding) this.facts.push({ kind: 'encoded_execute', encoding, interpreter, via: ctx.via });
    return this.#script(text, [...ctx.via, label], ctx.stdin);
  }

  #executeStream(s: Stream, shell: string, via: string[]): Stream {
    switch (s.kind) {
      case 'text':
        if (s.encoding)
          this.facts.push({ kind: 'encoded_execute', encoding: s.encoding, interpreter: shell, via });
        return this.#script(s.text, [...via, `${shell} (stdin)`]);
      case 'download':
        this.#downloadExecute(s.download, shell, via);
        return UNKNOWN;
      case 'paths':
      case 'unknown':
        this.dynamic(
          `${shell} < ${s.kind === 'unknown' ? s.from : 'paths'}`,
          'unknown_stdin',
          via,
          `${shell} runs a script read from stdin that cannot be seen`,
        );
        return UNKNOWN;
    }
  }

  #xargs(args: Word[], ctx: RunContext, push: (n: string) => void): Stream {
    const x = parseXargs(args.map((a) => a.text));
    const inner = args.slice(x.command);
    if (inner.length === 0) inner.push(literal('echo'));
    const s = ctx.stdin;
    const lines = s?.kind === 'text' ? s.text.split(x.nul ? /[\0\n]/ : /\s+/).filter(Boolean) : [];
    if (lines.length > MAX_XARGS_ITEMS)
      this.problems.push({
        message: `xargs gets more than ${MAX_XARGS_ITEMS} items: the rest is not analysed`,
        reason: 'too_many_values',
      });
    const items: Word[] =
      s?.kind === 'text'
        ? lines.slice(0, MAX_XARGS_ITEMS).map(literal)
        : s?.kind === 'paths'
          ? s.roots.map(literal)
          : [
              {
                text: '$(stdin)',
                dynamic: true,
                resolved: false,
                glob: false,
                ...(s?.kind === 'download' ? { download: s.download } : {}),
              },
            ];
    push('xargs');
    const inner2 = { ...ctx, via: [...ctx.via, 'xargs'], wrappers: [] };
    delete inner2.stdin;
    if (x.replace !== undefined) {
      const rep = x.replace;
      for (const item of items)
        this.run(
          inner.map((w) => (w.text.includes(rep) ? { ...item, text: w.text.split(rep).join(item.text) } : w)),
          inner2,
        );
      return UNKNOWN;
    }
    return this.run([...inner, ...items], inner2);
  }

  #find(args: Word[], ctx: RunContext, push: (n: string) => void): Stream {
    push('find');
    const f = parseFind(args.map((a) => a.text));
    for (const e of f.execs) {
      const argv = args.slice(e.from, e.to);
      const expanded = argv.flatMap((w) =>
        w.text === '{}' ? f.targets.map((t) => ({ ...w, text: t })) : [w],
      );
      this.run(expanded, { ...ctx, via: [...ctx.via, 'find -exec'], wrappers: [], redirects: [] });
    }
    return { kind: 'paths', roots: f.targets };
  }

  #download(name: string, args: string[]): Stream {
    const urls = downloadUrls(name, args);
    const download: Download = {
      tool: name,
      hosts: [...new Set(urls.map(hostOf).filter((h) => h !== undefined))],
    };
    const file = downloadFile(name, args, urls);
    if (file === undefined) return { kind: 'download', download };
    this.#downloaded.set(stripDot(file), download);
    return { kind: 'unknown', from: name };
  }

  #changeDirectory(arg: Word | undefined): void {
    if (!arg) this.#cwd = '~';
    else if (!arg.resolved || arg.glob || arg.text === '-') this.#cwd = undefined;
    else if (arg.text.startsWith('/') || arg.text.startsWith('~')) this.#cwd = arg.text;
    else this.#cwd = this.#cwd ? `${this.#cwd.replace(/\/$/, '')}/${arg.text}` : undefined;
  }

  #downloadExecute(download: Download, interpreter: string, via: string[]): void {
    this.facts.push({
      kind: 'download_execute',
      tool: download.tool,
      hosts: download.hosts,
      interpreter,
      via,
    });
    this.problems.push({
      message: `\`${interpreter}\` runs code downloaded by ${download.tool}${download.hosts.length ? ` from ${download.hosts.join(', ')}` : ''}, which cannot be inspected`,
      reason: 'download_execute',
    });
  }

  dynamic(text: string, reason: DynamicReason, via: string[], message: string): void {
    this.facts.push({ kind: 'dynamic', text, reason, via });
    this.problems.push({ message, reason: `dynamic_${reason}` });
  }
}
