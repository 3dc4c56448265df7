// Who answers a confirmation: nobody (unattended runs), or the person at the terminal. Any
// function `(confirmation) => boolean` is a callback confirmer too.
import { createInterface } from 'node:readline/promises';
import type { Confirmation } from '../core/index.ts';
import type { ConfirmationAnswer, Confirmer } from './types.ts';

/** Unattended runs: every confirmation is denied, so nothing that needs consent runs. */
export const denyAll: Confirmer = () => ({
  granted: false,
  note: 'unattended run: confirmations are denied',
});

export interface TerminalConfirmerOptions {
  input?: NodeJS.ReadableStream;
  /** where the question is written (default stderr, so stdout stays clean for data) */
  output?: NodeJS.WritableStream;
}

/**
 * Asks at the terminal: the exact call, the reason and the scope; only `y` or `yes` grants.
 * End of input, or anything else, denies.
 */
export function terminalConfirmer(options: TerminalConfirmerOptions = {}): Confirmer {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stderr;
  return async (confirmation: Confirmation): Promise<ConfirmationAnswer> => {
    const rl = createInterface({ input, output, terminal: false });
    const closed = new Promise<string>((resolve) => rl.once('close', () => resolve('')));
    try {
      output.write(`${describeConfirmation(confirmation)}\n`);
      const answer = await Promise.race([rl.question('Allow this exact call? [y/N] '), closed]);
      const granted = /^\s*y(es)?\s*$/i.test(answer);
      return granted ? true : { granted: false, note: answer === '' ? 'no answer' : 'the user said no' };
    } finally {
      rl.close();
    }
  };
}

/** The text shown to a person: the call, why it needs consent, and what a yes covers. */
export function describeConfirmation(confirmation: Confirmation): string {
  const scope =
    confirmation.scope.reuse === 'once'
      ? 'this exact call, once, in this session'
      : 'this exact call (same tool, same arguments) in this session';
  return [
    'intentguard: confirmation needed',
    `  call:   ${confirmation.call.tool} ${JSON.stringify(confirmation.call.args)}`,
    `  reason: ${confirmation.reason}`,
    `  scope:  ${scope}; nothing else is approved`,
  ].join('\n');
}
