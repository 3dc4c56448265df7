// Vocabulary of the guard room: how it asks the user, how a spec is obtained for a task, and
// whether it enforces. Adapters and the agent loop import these from here.
import type { Confirmation, Tool } from '../core/index.ts';
import type { CheckedSpec } from '../spec/index.ts';

/** `enforce`: blocked calls do not run. `shadow`: decide and log everything, enforce nothing. */
export type GuardMode = 'enforce' | 'shadow';

/** The user's answer to one confirmation; `note` says why, when there is something to say. */
export type ConfirmationAnswer = boolean | { granted: boolean; note?: string };

/**
 * Decides a confirmation for the user: an interactive prompt, a callback into an app, or
 * `denyAll` for unattended runs. It sees the exact call, the reason and the scope.
 */
export type Confirmer = (confirmation: Confirmation) => ConfirmationAnswer | Promise<ConfirmationAnswer>;

/**
 * Turns an instruction and the task's tools into a checked spec (the offline formalizer, an LLM
 * pipeline). The caller passes it: the guard never imports a formalizer.
 */
export type Formalize = (instruction: string, tools: readonly Tool[]) => Promise<CheckedSpec>;
