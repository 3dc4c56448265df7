// The guard options a command takes from its flags (`check`, `mcp`): the provenance policy file
// and the values the user vouches for. Read and validated here, then handed to createGuard whole.
import type { Command } from 'commander';
import { InputError } from '../core/index.ts';
import type { GuardOptions } from '../guard/index.ts';
import { DEFAULT_PROVENANCE_POLICY, type ProvenanceAction, type ProvenancePolicy } from '../verify/index.ts';
import { readJson } from './io.ts';

export interface GuardFlags {
  provenancePolicy?: string;
  trusted?: string[];
}

const ACTIONS: readonly ProvenanceAction[] = ['allow', 'confirm', 'revise', 'reject'];

/** Adds `--provenance-policy FILE` and `--trusted VALUE` (repeatable) to a command. */
export function withGuardFlags(command: Command): Command {
  return command
    .option(
      '--provenance-policy <file>',
      `JSON object: what the provenance check does per case (${Object.keys(DEFAULT_PROVENANCE_POLICY).join(', ')}), each one of ${ACTIONS.join(' | ')}; unnamed cases keep their defaults`,
    )
    .option(
      '--trusted <value>',
      'a value the user vouches for (an address, an account); repeat for more',
      (value: string, previous: string[] | undefined) => [...(previous ?? []), value],
    );
}

/** The guard options the flags set (none when no flag was given). */
export function guardOptionsFromFlags(flags: GuardFlags): Pick<GuardOptions, 'provenance' | 'trusted'> {
  return {
    ...(flags.provenancePolicy !== undefined ? { provenance: readPolicy(flags.provenancePolicy) } : {}),
    ...(flags.trusted && flags.trusted.length > 0 ? { trusted: flags.trusted } : {}),
  };
}

/** A provenance policy file: every key a known case, every value a known action. */
export function readPolicy(path: string): Partial<ProvenancePolicy> {
  const value: unknown = readJson(path, 'provenance policy');
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new InputError(`${path}: the provenance policy must be a JSON object`, { source: path });
  const policy: Partial<ProvenancePolicy> = {};
  for (const [key, action] of Object.entries(value)) {
    if (!Object.hasOwn(DEFAULT_PROVENANCE_POLICY, key))
      throw new InputError(
        `${path}: '${key}' is not a provenance case (known: ${Object.keys(DEFAULT_PROVENANCE_POLICY).join(', ')})`,
        { source: path },
      );
    if (!ACTIONS.includes(action as ProvenanceAction))
      throw new InputError(
        `${path}: ${key} must be one of ${ACTIONS.join(', ')} (got ${JSON.stringify(action)})`,
        {
          source: path,
        },
      );
    policy[key as keyof ProvenancePolicy] = action as ProvenanceAction;
  }
  return policy;
}
