// Running commands or code is approved without asking only when the analyzers can show it only
// reads, and reads nothing sensitive. Anything else a terminal or code tool is asked to run
// (writes, deletes, network, privilege, computed commands, and any source code, which the guard
// cannot analyse) needs the user's confirmation; catastrophic inputs are rejected elsewhere by
// risky patterns. Fail closed: what the guard cannot tell, it asks about.
import { argKind } from '../analyze/arg-kinds.ts';
import type { Analyzers } from '../analyze/index.ts';
import { analyzePath } from '../analyze/paths.ts';
import type { Finding } from '../core/findings.ts';
import type { CheckOutcome, GuardCheck } from './guard-check.ts';

/** Commands that only read (when their flags and targets say so too). */
const READ_ONLY = new Set(
  (
    'ls cat head tail less more grep egrep fgrep rg find pwd echo printf whoami id date uname hostname ps ' +
    'df du free uptime wc sort uniq cut tr stat file which type diff cmp md5sum sha1sum sha256sum tree jq ' +
    'true false test [ basename dirname realpath readlink nproc lscpu lsblk seq column nl cd'
  ).split(' '),
);
const READ_ONLY_GIT = new Set([
  'status',
  'log',
  'diff',
  'show',
  'branch',
  'remote',
  'rev-parse',
  'ls-files',
  'blame',
]);
/** Shell effects that change something or leave the machine. */
const EFFECTS = new Set([
  'delete',
  'shred',
  'format',
  'device_write',
  'write',
  'permission',
  'ownership',
  'force_push',
  'discard_changes',
  'kill',
  'shutdown',
  'fork_bomb',
  'download_execute',
  'encoded_execute',
  'execute_code',
  'network',
  'privilege',
  'dynamic',
]);

export function executionCheck(analyzers: Analyzers): GuardCheck {
  return {
    name: 'execution',
    check(call, ctx): CheckOutcome | null {
      const tool = ctx.tools?.get(call.tool);
      const reasons: string[] = [];
      const findings: Finding[] = [];
      for (const [param, value] of Object.entries(call.args)) {
        if (typeof value !== 'string') continue;
        const kind = argKind(tool, call.tool, param, value);
        if (kind === 'code') {
          reasons.push(
            `it runs ${value.length > 60 ? 'source code' : `\`${value}\``} the guard cannot analyse`,
          );
          findings.push({ code: 'analyzer_fact', message: 'source code to execute', path: `args.${param}` });
          continue;
        }
        if (kind !== 'shell') continue;
        const a = analyzers.shell(value);
        const effects = [...new Set(a.facts.filter((f) => EFFECTS.has(f.kind)).map((f) => f.kind))];
        const writers = a.commands
          .filter((c) => !readOnly(c.name, c.args, c.flags))
          .map((c) => c.canonical || c.name);
        const sensitive = a.commands.flatMap((c) =>
          c.targets.filter((t) => analyzePath(t).sensitive.length > 0),
        );
        if (effects.length > 0) reasons.push(`it ${effects.join(', ').replace(/_/g, ' ')}`);
        if (writers.length > 0)
          reasons.push(
            `it runs ${writers
              .slice(0, 3)
              .map((w) => `\`${w}\``)
              .join(', ')}, which may change the system`,
          );
        if (sensitive.length > 0)
          reasons.push(`it touches ${[...new Set(sensitive)].slice(0, 3).join(', ')}`);
        if (effects.length + writers.length + sensitive.length > 0)
          findings.push({
            code: 'analyzer_fact',
            message: `command effects: ${[...effects, ...writers, ...sensitive].join('; ')}`,
            path: `args.${param}`,
            data: { effects, commands: writers, sensitive },
          });
      }
      if (reasons.length === 0) return null;
      const reason = reasons.join('; ');
      return {
        disposition: 'approved_with_constraints',
        findings,
        feedback: `Approved with constraints: ${call.tool} would run something that is not read-only (${reason}); the user must confirm this exact call.`,
        confirmationReason: reason,
      };
    },
  };
}

function readOnly(name: string, args: string[], flags: string[]): boolean {
  const base = name.split('/').pop() ?? name;
  if (base === 'git') return READ_ONLY_GIT.has(args.find((a) => !a.startsWith('-')) ?? '');
  if (base === 'sed') return !flags.some((f) => f.startsWith('-i') || f === '--in-place');
  if (base === 'find')
    return !args.some((a) => ['-delete', '-exec', '-execdir', '-ok', '-fprint'].includes(a));
  if (base === 'sort') return !flags.some((f) => f.startsWith('-o'));
  return READ_ONLY.has(base);
}
