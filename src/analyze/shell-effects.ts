// From a command to what it does: structured facts and the canonical views risky patterns are
// matched against. Equivalent effects share a view: `find / -delete` and
// `find / -exec rm -rf {} \;` both yield `rm -rf /`, `chmod -R a+rwx /` also yields `chmod -R 777 /`.
import type { ShellFact } from './facts.ts';
import { normalizePath } from './paths.ts';
import { gitEffects, gitSubcommand, networkEffects } from './shell-effects-net.ts';
import type { EffectContext, SimpleCommand } from './shell-model.ts';
import {
  OPTION_SPECS,
  type OptionSpec,
  parseOptions,
  shellQuote as q,
  renderOptions,
} from './shell-options.ts';
import { parseFind } from './shell-wrappers.ts';

export interface Effects {
  facts: ShellFact[];
  views: string[];
}

const DEVICE = /^\/dev\/(?:sd|hd|vd|xvd|nvme|mmcblk|disk|md|dm-|loop|sr|mapper\/|mem$|kmem$|port$)/;
const HARMLESS_SINKS = /^(?:\/dev\/(?:null|stdout|stderr|tty|zero|fd\/\d+)|&?\d*-?)$/;
const SOCKET = /^\/dev\/(?:tcp|udp)\/([^/]+)\/\d+/;
const FORMATTERS = /^(?:mkfs(?:\..+)?|mke2fs|mkswap|wipefs|mkdosfs|mkntfs|mkexfatfs|sgdisk|sfdisk)$/;
const SIGNAL_FLAG =
  /^-(?:\d+|(?:SIG)?(?:HUP|INT|QUIT|ILL|TRAP|ABRT|BUS|FPE|KILL|USR1|SEGV|USR2|PIPE|ALRM|TERM|CHLD|CONT|STOP|TSTP|TTIN|TTOU|URG|XCPU|XFSZ|VTALRM|PROF|WINCH|IO|PWR|SYS))$/i;
const SIGNALS: Record<string, string> = {
  HUP: '1',
  INT: '2',
  QUIT: '3',
  KILL: '9',
  TERM: '15',
  STOP: '19',
  USR1: '10',
};

/** `*` after `cd /` is `/*`; absolute, home-relative and computed targets stay as written. */
function resolveTarget(cmd: SimpleCommand, target: string): string {
  if (!cmd.cwd || /^[/~$]/.test(target) || target === '') return target;
  return normalizePath(target, { cwd: cmd.cwd });
}

export function isDevice(path: string): boolean {
  return DEVICE.test(path);
}

/** The canonical spelling of a command: wrappers dropped, options in one order, args escaped. */
export function canonicalParts(cmd: SimpleCommand): string[] {
  const texts = cmd.args.map((a) => a.text);
  const spec = OPTION_SPECS[cmd.name] ?? (FORMATTERS.test(cmd.name) ? OPTION_SPECS.mkfs : undefined);
  if (cmd.name === 'git') {
    const { sub, rest } = gitSubcommand(texts);
    if (sub === undefined) return ['git', ...texts.map(q)];
    const subSpec: OptionSpec = OPTION_SPECS[`git ${sub}`] ?? { posix: false };
    return ['git', ...renderOptions(sub, parseOptions(rest, subSpec), subSpec)];
  }
  if (spec && cmd.name !== 'kill') return renderOptions(cmd.name, parseOptions(texts, spec), spec);
  return [cmd.name, ...texts.map(q)];
}

export function commandEffects(cmd: SimpleCommand): Effects {
  const out: Effects = { facts: [], views: [] };
  const redirects = cmd.redirects.filter(
    (r) => /^(?:>|>>|>\||&>|&>>|>&)$/.test(r.op) && !HARMLESS_SINKS.test(r.target),
  );
  const parts = cmd.name ? canonicalParts(cmd) : [];
  const view = [...parts, ...redirects.map((r) => `${r.op} ${q(r.target)}`)].join(' ');
  const prefix = cmd.wrappers.length > 0 ? `${cmd.wrappers.join(' ')} ` : '';
  if (view) out.views.push(view);
  if (view && prefix) out.views.push(prefix + view);
  const add = (fact: ShellFact, ...views: string[]) => {
    out.facts.push(fact);
    for (const v of views) {
      out.views.push(v);
      if (prefix) out.views.push(prefix + v);
    }
  };
  for (const r of cmd.redirects) {
    // bash opens a network connection for /dev/tcp/HOST/PORT (reverse shells, exfiltration)
    const socket = SOCKET.exec(r.target);
    const upload = r.op !== '<';
    if (socket)
      add(
        { kind: 'network', host: socket[1]!.toLowerCase(), upload, via: cmd.via, command: view },
        `${r.op} ${q(r.target)}`,
      );
  }
  for (const r of redirects) {
    if (SOCKET.test(r.target)) continue;
    const target = resolveTarget(cmd, r.target);
    const append = r.op.includes('>>');
    if (isDevice(target))
      add({ kind: 'device_write', target, via: cmd.via, command: view }, `> ${q(target)}`);
    else
      add(
        { kind: 'write', target, append, via: cmd.via, command: view },
        `${append ? '>>' : '>'} ${q(target)}`,
      );
  }
  if (cmd.dynamicName || !cmd.name) return out;
  const texts = cmd.args.map((a) => a.text);
  const ctx: EffectContext = {
    via: cmd.via,
    command: view,
    add,
    texts,
    cmd,
    at: (t) => resolveTarget(cmd, t),
  };
  deleteEffects(ctx);
  diskEffects(ctx);
  permissionEffects(ctx);
  processEffects(ctx);
  gitEffects(ctx);
  networkEffects(ctx);
  return out;
}

function deleteEffects({ cmd, texts, via, command, add, at }: EffectContext): void {
  switch (cmd.name) {
    case 'rm':
    case 'unlink':
    case 'rmdir': {
      const p = parseOptions(texts, OPTION_SPECS.rm!);
      const recursive = cmd.name === 'rm' && p.letters.includes('r');
      const force = cmd.name === 'rm' && p.letters.includes('f');
      add(
        { kind: 'delete', recursive, force, targets: p.operands.map(at), via, command },
        ...rmViews(recursive, force, p.operands.map(at)),
      );
      return;
    }
    case 'find': {
      const f = parseFind(texts);
      if (!f.deletes) return;
      add(
        { kind: 'delete', recursive: true, force: true, targets: f.targets.map(at), via, command },
        ...rmViews(true, true, f.targets.map(at)),
        ...f.roots.map((r) => `find ${q(r)} -delete`),
      );
      return;
    }
    case 'shred': {
      const p = parseOptions(texts, OPTION_SPECS.shred!);
      p.operands = p.operands.map(at);
      add({ kind: 'shred', targets: p.operands, via, command }, ...p.operands.map((t) => `shred ${q(t)}`));
      if (p.letters.includes('u'))
        add({ kind: 'delete', recursive: false, force: true, targets: p.operands, via, command });
      for (const t of p.operands.filter(isDevice)) add({ kind: 'device_write', target: t, via, command });
      return;
    }
  }
}

/** `rm -rf T` for every target, and the other common orders of the same flags. */
function rmViews(recursive: boolean, force: boolean, targets: string[]): string[] {
  const flags = recursive && force ? ['-rf', '-fr', '-r -f'] : recursive ? ['-r'] : force ? ['-f'] : [''];
  return targets.flatMap((t) => flags.map((f) => `rm ${f ? `${f} ` : ''}${q(t)}`));
}

function diskEffects({ cmd, texts, via, command, add, at }: EffectContext): void {
  if (FORMATTERS.test(cmd.name)) {
    const targets = parseOptions(texts, OPTION_SPECS.mkfs!).operands.filter((t) => !/^\d+$/.test(t));
    add(
      { kind: 'format', targets, via, command },
      ...targets.flatMap((t) => [`mkfs ${q(t)}`, `${cmd.name} ${q(t)}`]),
    );
    return;
  }
  switch (cmd.name) {
    case 'dd': {
      const kv = new Map(
        texts
          .filter((t) => t.includes('='))
          .map((t) => [t.slice(0, t.indexOf('=')), t.slice(t.indexOf('=') + 1)]),
      );
      const rawOf = kv.get('of');
      if (rawOf === undefined) return;
      const of = at(rawOf);
      const views = [`dd of=${q(of)}`, ...(kv.has('if') ? [`dd if=${q(kv.get('if')!)} of=${q(of)}`] : [])];
      if (isDevice(of)) add({ kind: 'device_write', target: of, via, command }, ...views);
      else add({ kind: 'write', target: of, append: false, via, command }, ...views);
      return;
    }
    case 'tee': {
      const p = parseOptions(texts, OPTION_SPECS.tee!);
      for (const t of p.operands.map(at)) {
        if (isDevice(t)) add({ kind: 'device_write', target: t, via, command }, `tee ${q(t)}`);
        else add({ kind: 'write', target: t, append: p.letters.includes('a'), via, command }, `tee ${q(t)}`);
      }
      return;
    }
    case 'cp':
    case 'mv':
    case 'install':
    case 'ln':
    case 'rsync': {
      const spec = OPTION_SPECS[cmd.name] ?? { valued: 't' };
      const p = parseOptions(texts, spec);
      const last =
        p.values.find(([f]) => f === '-t')?.[1] ?? (p.operands.length >= 2 ? p.operands.at(-1) : undefined);
      if (last === undefined || /^[^/]*:/.test(last)) return;
      const dest = at(last);
      if (isDevice(dest)) add({ kind: 'device_write', target: dest, via, command }, `> ${q(dest)}`);
      else add({ kind: 'write', target: dest, append: false, via, command });
      return;
    }
    case 'truncate': {
      for (const t of parseOptions(texts, OPTION_SPECS.truncate!).operands.map(at))
        add({ kind: 'write', target: t, append: false, via, command }, `truncate ${q(t)}`);
      return;
    }
  }
}

const WORLD_MODES = new Set([
  '777',
  '0777',
  'a+rwx',
  'ugo+rwx',
  'a=rwx',
  'ugo=rwx',
  '+rwx',
  '=rwx',
  'o+w',
  'a+w',
]);

function permissionEffects({ cmd, texts, via, command, add, at }: EffectContext): void {
  if (cmd.name !== 'chmod' && cmd.name !== 'chown' && cmd.name !== 'chgrp') return;
  const p = parseOptions(texts, OPTION_SPECS[cmd.name]!);
  const [first, ...raw] = p.operands;
  if (first === undefined) return;
  const targets = raw.map(at);
  const recursive = p.letters.includes('R');
  const r = recursive ? ' -R' : '';
  if (cmd.name === 'chmod') {
    const modes = [first, ...(WORLD_MODES.has(first) && first.includes('x') ? ['777'] : [])];
    const views = targets.flatMap((t) => [...new Set(modes)].map((m) => `chmod${r} ${q(m)} ${q(t)}`));
    add({ kind: 'permission', mode: first, recursive, targets, via, command }, ...views);
  } else {
    add(
      { kind: 'ownership', owner: first, recursive, targets, via, command },
      ...targets.map((t) => `${cmd.name}${r} ${q(first)} ${q(t)}`),
    );
  }
}

function processEffects({ cmd, texts, via, command, add }: EffectContext): void {
  switch (cmd.name) {
    case 'kill':
    case 'pkill':
    case 'killall':
    case 'killall5': {
      const { signal, targets } = killArgs(texts);
      const all = cmd.name === 'killall5' || (cmd.name === 'kill' && targets.some((t) => t === '-1'));
      add(
        { kind: 'kill', signal, targets, all, via, command },
        `${cmd.name} -${signal} ${targets.map(q).join(' ')}`.trim(),
      );
      return;
    }
    case 'shutdown':
    case 'reboot':
    case 'halt':
    case 'poweroff':
      add({ kind: 'shutdown', via, command }, cmd.name);
      return;
    case 'init':
    case 'telinit':
      if (texts[0] === '0' || texts[0] === '6') add({ kind: 'shutdown', via, command }, `init ${texts[0]}`);
      return;
    case 'systemctl':
      if (texts.some((t) => ['poweroff', 'reboot', 'halt', 'kexec'].includes(t)))
        add({ kind: 'shutdown', via, command }, `systemctl ${texts.find((t) => !t.startsWith('-'))}`);
      return;
  }
}

/** `kill -9`, `-KILL`, `-SIGKILL`, `-s KILL`, `-n 9`, `--signal=KILL` → `9`; default TERM (15). */
function killArgs(args: string[]): { signal: string; targets: string[] } {
  let signal = '15';
  let explicit = false;
  const targets: string[] = [];
  const norm = (s: string) => {
    const up = s.toUpperCase().replace(/^SIG/, '');
    return SIGNALS[up] ?? up;
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--') {
      targets.push(...args.slice(i + 1));
      break;
    }
    if (a === '-s' || a === '-n' || a === '--signal') {
      signal = norm(args[++i] ?? '');
      explicit = true;
    } else if (a.startsWith('--signal=')) {
      signal = norm(a.slice(9));
      explicit = true;
    } else if (/^-[ugPtUGF]$/.test(a))
      i++; // pkill/killall selectors take a value
    else if (!explicit && targets.length === 0 && SIGNAL_FLAG.test(a)) {
      signal = norm(a.slice(1));
      explicit = true;
    } else targets.push(a);
  }
  return { signal, targets };
}
