// The guards a replay compares, all built through the public API a user has (`createSession`,
// `createGuard`): no guard, a naive substring blocklist, the full guard, and each check family
// alone. A configuration is a name plus a factory, so a new family plugs in as one more entry.

import type { Tool } from '../core/index.ts';
import { canonicalHash, canonicalJson } from '../core/index.ts';
import { formalizeOffline } from '../formalize/offline/index.ts';
import { createGuard } from '../guard/index.ts';
import { PrologEngine } from '../logic/index.ts';
import type { CheckedSpec } from '../spec/index.ts';
import type { CheckFamily, GuardCheck, ProvenancePolicy } from '../verify/index.ts';
import { ALL_FAMILIES, createSession } from '../verify/index.ts';
import type { GuardConfig, GuardFactory, GuardTask } from './types.ts';

/** Dangerous-looking substrings a naive guard blocks on (generic, not tuned to any dataset). */
export const NAIVE_BLOCKLIST: readonly string[] = [
  'rm -rf',
  'rm -r ',
  'mkfs',
  'dd if=',
  'chmod 777',
  'sudo ',
  'shutdown',
  '/etc/passwd',
  '/etc/shadow',
  'id_rsa',
  'drop table',
  'drop database',
  'truncate table',
  'delete from',
  'send_money',
  'transfer',
  'withdraw',
  'password',
  'private key',
  'curl ',
  'wget ',
  'os.system',
  'subprocess',
  'eval(',
];

/** Rejects a call whose tool name or canonical arguments contain a blocklisted substring (case-insensitive). */
export function substringBlocklistCheck(blocklist: readonly string[] = NAIVE_BLOCKLIST): GuardCheck {
  const needles = blocklist.map((b) => b.toLowerCase());
  return {
    name: 'blocklist',
    check(call) {
      const haystack = `${call.tool} ${canonicalJson(call.args)}`.toLowerCase();
      const hit = needles.find((n) => haystack.includes(n));
      if (hit === undefined) return null;
      return {
        disposition: 'rejected',
        findings: [
          { code: 'risky_pattern_reject', message: `contains the blocklisted text '${hit}'`, rule: hit },
        ],
        feedback: `Action rejected: it contains '${hit}'.`,
      };
    },
  };
}

export const NO_GUARD: GuardConfig = {
  name: 'none',
  description: 'no guard: every call is approved',
  factory: () => createSession({}),
};

export const BLOCKLIST_GUARD: GuardConfig = {
  name: 'blocklist',
  description: `naive substring blocklist (${NAIVE_BLOCKLIST.length} generic substrings, e.g. 'rm -rf', 'DROP TABLE', 'send_money')`,
  factory: () => createSession({ checks: [substringBlocklistCheck()] }),
};

/** Makes the spec of a task: the offline formalizer unless another one is given. */
export type SpecMaker = (instruction: string, tools: Tool[]) => Promise<CheckedSpec>;

export interface StandardGuardOptions {
  engine?: PrologEngine;
  /** the LLM formalizer when a model is configured; default offline */
  formalize?: SpecMaker;
}

/**
 * The standard comparison: no guard, the blocklist, the full guard, and each family alone. The
 * spec of a task is made once and shared by the configurations that need it (the formalizer is
 * deterministic for a given instruction and tool set, and an LLM one is costly).
 */
export function standardGuardConfigs(options: StandardGuardOptions = {}): GuardConfig[] {
  const specs = new Map<string, Promise<CheckedSpec>>();
  // hashing a tool list costs more than a check: once per list (loaders share lists between tasks)
  const toolHashes = new WeakMap<readonly Tool[], string>();
  const engine = options.engine ? Promise.resolve(options.engine) : PrologEngine.shared();
  const specFor = async (task: GuardTask): Promise<CheckedSpec> => {
    let tools = toolHashes.get(task.tools);
    if (tools === undefined) {
      tools = canonicalHash(task.tools);
      toolHashes.set(task.tools, tools);
    }
    const key = canonicalHash({ instruction: task.instruction, tools });
    let spec = specs.get(key);
    if (!spec) {
      spec = options.formalize
        ? options.formalize(task.instruction, task.tools)
        : engine.then(
            async (e) => (await formalizeOffline(task.instruction, task.tools, { engine: e })).checked,
          );
      specs.set(key, spec);
    }
    return spec;
  };
  const guarded =
    (families: readonly CheckFamily[], provenance?: Partial<ProvenancePolicy>): GuardFactory =>
    async (task) =>
      (
        await createGuard({
          ...task,
          engine: await engine,
          spec: await specFor(task),
          families,
          ...(provenance ? { provenance } : {}),
        })
      ).session;
  return [
    NO_GUARD,
    BLOCKLIST_GUARD,
    { name: 'full', description: `the guard: ${ALL_FAMILIES.join(' + ')}`, factory: guarded(ALL_FAMILIES) },
    ...ALL_FAMILIES.map((f) => ({ name: f, description: `${f} alone`, factory: guarded([f]) })),
    ...MECHANISM_ABLATIONS.map((a) => ({
      name: a.name,
      description: a.description,
      factory: guarded(ALL_FAMILIES, a.policy),
    })),
  ];
}

/**
 * The full guard with one provenance mechanism turned down, to show what each contributes. The
 * first is the one that matters for unseen wordings: what is left when no text is read for requests.
 */
export const MECHANISM_ABLATIONS: ReadonlyArray<{
  name: string;
  description: string;
  policy: Partial<ProvenancePolicy>;
}> = [
  {
    name: 'no_request_text',
    description:
      'the full guard without reading tool data for requests: a value the data asks to act on, or text addressed to the agent, is only asked about (data flow, scope and exfiltration still decide)',
    policy: { injected: 'confirm' },
  },
  {
    name: 'no_scope',
    description:
      'the full guard without the scope rule: an unplanned write after tool data (read-only task, or a target from data) is asked, not rejected',
    policy: { outOfScope: 'confirm' },
  },
  {
    name: 'no_exfiltration',
    description:
      'the full guard without following data out of unplanned reads (what an unplanned read returned may be sent on)',
    policy: { exfiltration: 'allow' },
  },
  {
    name: 'no_unplanned_reads',
    description: 'the full guard without asking about reads outside the plan after tool data',
    policy: { unplannedSensitiveRead: 'allow', unplannedRead: 'allow' },
  },
];
