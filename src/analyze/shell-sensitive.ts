// Reads that are not harmless: credentials, shell history and the environment (where API keys
// live). A command that only reads still needs the user's confirmation when it reads these.
// Which paths are sensitive is decided by the one classifier (sensitive-locations.ts).
import type { CommandSummary } from './shell-model.ts';
import { commandTouches, MAX_CLASSIFIED_WORDS } from './shell-touches.ts';

const SECRET_NAME = /(?:KEY|TOKEN|SECRET|PASS(?:WORD|WD)?|CREDENTIAL|AUTH|PRIVATE|COOKIE|SESSION|PWD_?HASH)/i;
const NOT_SECRET = /^(?:PWD|OLDPWD)$/;

/** What sensitive thing this command reads, or undefined. */
export function sensitiveRead(cmd: CommandSummary): string | undefined {
  const args = cmd.args;
  switch (cmd.name) {
    case 'env':
    case 'printenv':
      if (cmd.name === 'env' || args.filter((a) => !a.startsWith('-')).length === 0)
        return `\`${cmd.name}\` prints the environment (where keys and tokens live)`;
      break;
    case 'set':
      if (args.length === 0) return '`set` prints shell variables (where keys and tokens live)';
      break;
    case 'export':
    case 'declare':
    case 'typeset':
    case 'readonly':
      if (
        args.every((a) => a.startsWith('-')) &&
        (args.length === 0 || args.some((a) => /^-[a-zA-Z]*p/.test(a)))
      )
        return `\`${cmd.name}\` prints shell variables (where keys and tokens live)`;
      break;
    case 'ps':
      // BSD-style words (no dash) with `e` show every process's environment
      if (args.some((a) => !a.startsWith('-') && /^[a-zA-Z]*e[a-zA-Z]*$/.test(a)) || args.includes('-E'))
        return '`ps e` prints the environment of processes';
      break;
    case 'history':
    case 'fc':
      return `\`${cmd.name}\` prints the shell history`;
    case 'jq':
      if (args.some((a) => /\$ENV\b|\benv\b/.test(a))) return '`jq env` prints the environment';
      break;
  }
  for (const a of args) {
    for (const m of a.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g))
      if (SECRET_NAME.test(m[1]!) && !NOT_SECRET.test(m[1]!))
        return `it prints \`$${m[1]}\`, which looks like a secret`;
  }
  const budget = { wordsLeft: MAX_CLASSIFIED_WORDS };
  for (const t of commandTouches(cmd, budget)) {
    if (t.path.length > 4096) return 'it names a path too long to check';
    if (t.access === 'read') return `it reads \`${t.path}\` (${t.classes.join(', ').replace(/_/g, ' ')})`;
  }
  if (budget.wordsLeft < 0) return `it names more than ${MAX_CLASSIFIED_WORDS} words, too many to check`;
  return undefined;
}
