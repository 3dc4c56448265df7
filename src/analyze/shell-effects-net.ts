// Effects that reach beyond the machine or rewrite shared history: git and network clients.

import { downloadUrls } from './shell-argv.ts';
import type { EffectContext } from './shell-model.ts';
import { OPTION_SPECS, parseOptions, shellQuote as q } from './shell-options.ts';
import { parseSsh } from './shell-wrappers.ts';
import { canonicalUrl, hostOf } from './values.ts';

/** `git -C dir -c k=v push …` → `push`, `[…]`. */
export function gitSubcommand(args: string[]): { sub?: string; rest: string[] } {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-C' || a === '-c' || a === '--git-dir' || a === '--work-tree' || a === '--namespace') i++;
    else if (!a.startsWith('-')) return { sub: a, rest: args.slice(i + 1) };
  }
  return { rest: [] };
}

export function gitEffects(ctx: EffectContext): void {
  const { cmd, texts, via, command, add } = ctx;
  if (cmd.name !== 'git') return;
  const { sub, rest } = gitSubcommand(texts);
  switch (sub) {
    case 'push': {
      const spec = OPTION_SPECS['git push']!;
      const p = parseOptions(rest, spec);
      const force =
        p.letters.includes('f') ||
        p.longs.some((l) => /^--(?:force-with-lease|force-if-includes|mirror)(?:=|$)/.test(l)) ||
        p.operands.slice(1).some((r) => r.startsWith('+'));
      const [remote, ...refs] = p.operands;
      if (remote) networkRemote(remote, ctx);
      if (!force) return;
      const tail = [remote, ...refs.map((r) => r.replace(/^\+/, ''))].filter((x) => x !== undefined).map(q);
      const views = ['git push --force', 'git push -f'];
      if (tail.length > 0) views.push(`git push --force ${tail.join(' ')}`, `git push -f ${tail.join(' ')}`);
      add({ kind: 'force_push', ...(remote ? { remote } : {}), refs, via, command }, ...views);
      return;
    }
    case 'reset':
      if (rest.includes('--hard')) add({ kind: 'discard_changes', via, command }, 'git reset --hard');
      return;
    case 'checkout':
    case 'restore':
      if (
        rest.includes('-f') ||
        rest.includes('--force') ||
        (sub === 'restore' && !rest.includes('--staged')) ||
        rest.includes('--')
      )
        add({ kind: 'discard_changes', via, command });
      return;
    case 'clean': {
      const p = parseOptions(rest, OPTION_SPECS['git clean']!);
      if (!p.letters.includes('f') || p.letters.includes('n')) return;
      const targets = p.operands.length > 0 ? p.operands : ['.'];
      const letters = ['f', ...['d', 'x'].filter((c) => p.letters.includes(c))].join('');
      add(
        { kind: 'delete', recursive: p.letters.includes('d'), force: true, targets, via, command },
        `git clean -${letters}`,
      );
      return;
    }
    case 'clone':
    case 'fetch':
    case 'pull':
    case 'remote':
    case 'ls-remote':
      for (const r of rest) if (!r.startsWith('-')) networkRemote(r, ctx);
      return;
  }
}

/** A git remote given as a URL or `user@host:path`. */
function networkRemote(remote: string, { via, command, add }: EffectContext): void {
  const host = /^[a-z]+:\/\//i.test(remote) || /^[^/]+@[^/:]+:/.test(remote) ? hostOf(remote) : undefined;
  if (host) add({ kind: 'network', host, url: remote, upload: false, via, command });
}

const UPLOAD_FLAGS = /^(?:-[dFT]|--data.*|--form.*|--upload-file|--json|--post-data|--post-file)$/;

export function networkEffects({ cmd, texts, via, command, add }: EffectContext): void {
  switch (cmd.name) {
    case 'curl':
    case 'wget': {
      const p = parseOptions(texts, OPTION_SPECS[cmd.name]!);
      const method = p.values.find(([f]) => f === '-X' || f === '--request')?.[1]?.toUpperCase();
      const upload =
        p.values.some(([f]) => UPLOAD_FLAGS.test(f)) ||
        p.longs.some((l) => UPLOAD_FLAGS.test(l.replace(/=.*/, ''))) ||
        method === 'POST' ||
        method === 'PUT' ||
        method === 'PATCH';
      for (const u of downloadUrls(cmd.name, texts)) {
        const host = hostOf(u);
        if (host) add({ kind: 'network', host, url: canonicalUrl(u) ?? u, upload, via, command });
      }
      return;
    }
    case 'ssh':
    case 'mosh': {
      const s = parseSsh(texts);
      const host = s.destination
        ? (hostOf(s.destination.replace(/^[^@]*@/, '')) ?? s.destination.replace(/^[^@]*@/, ''))
        : undefined;
      if (host) add({ kind: 'network', host, upload: cmd.stdin !== undefined, via, command });
      return;
    }
    case 'scp':
    case 'sftp':
    case 'rsync': {
      const operands = texts.filter((t) => !t.startsWith('-'));
      operands.forEach((t, i) => {
        const m = /^(?:[^@/\s]+@)?([^:/\s]+):/.exec(t);
        if (!m || /^[a-z]+:\/\//i.test(t)) return;
        const upload = i === operands.length - 1 && operands.length > 1;
        add({ kind: 'network', host: m[1]!.toLowerCase(), upload, via, command }, `${cmd.name} ${q(t)}`);
      });
      return;
    }
    case 'nc':
    case 'ncat':
    case 'netcat':
    case 'telnet':
    case 'ftp': {
      const host = texts.find((t, i) => !t.startsWith('-') && !/^-[pswqiIOx]$/.test(texts[i - 1] ?? ''));
      if (host && !/^\d+$/.test(host))
        add({ kind: 'network', host: host.toLowerCase(), upload: cmd.stdin !== undefined, via, command });
      return;
    }
  }
}
