// Commands by their meaning: a generic tool that runs a shell command (`run_command`) is named by
// no verb of the user's, but the command's own words say what it does. A command whose program,
// subcommand or script is what one sentence of the instruction asks to be done, on something the
// instruction names ("Yank fastcsv 3.1.0" and `yardctl yank fastcsv==3.1.0`; "Backfill
// daily_revenue for 2028-03-01 through 2028-03-07" and `airflow dags backfill daily_revenue -s
// 2028-03-01 …`; "run the weekly QA on the bird transects" and `python3 scripts/qa_transects.py`),
// is the user's request, as an asked row change is (statement-requests.ts). Only a command the
// analyzers read whole, with no effect they know (no redirection that writes, no network, no
// privilege, no deletion, nothing computed) and nothing sensitive, whose words destroy nothing and
// whose values with digits the user wrote: everything else is asked, as before. Every other check
// still judges the call.
import { type CommandSummary, scriptRun } from '../analyze/index.ts';
import { singular } from '../core/index.ts';
import {
  ALWAYS_DESTRUCTIVE,
  BYPASS_WORDS,
  COUNTING_UNIVERSALS,
  MAX_PAYLOAD,
  MIN_TABLE_WORD,
  nominalizes,
  VERB_SYNONYMS,
} from '../lexicon/index.ts';
import { nameWords } from '../tools/index.ts';
import { addressesTheUsers, requestSentences } from './statement-requests.ts';

/** The request a command carries out: the user's verb and the command as the analyzers read it. */
export interface CommandRequest {
  verb: string;
  command: string;
}

/** The verbs that ask for a program or script to be run ("run", "execute", "launch"). */
const RUN_VERBS = new Set(['execute', ...(VERB_SYNONYMS.execute ?? [])]);

/** How many leading plain words of a command are its subcommand (`airflow dags backfill`). */
const SUBCOMMAND_WORDS = 2;

/** A word of a command that is a path to a file or folder (`/reports/x.pdf`, `scripts/qa.py`). */
const PATH_WORD = /\/[A-Za-z_.~]/;

/** A date or month as the agent writes the user's "June", "yesterday" (`2029-06`, `2028-03-08`). */
const ISO_DATE = /^\d{4}-\d{2}(?:-\d{2})?$/;

/** A value of a command too short to say whose it is (`7`, `33`, `2h`). */
const MIN_GROUNDED_VALUE = 3;

/**
 * The sentence of `instruction` that asks for what each of `commands` does (those the analyzers
 * prove only read need none). Undefined when one of them is asked for by no sentence.
 */
export function commandRequest(
  commands: readonly CommandSummary[],
  instruction: string,
): CommandRequest | undefined {
  const ask = commandAsker(instruction);
  let found: CommandRequest | undefined;
  for (const c of commands) {
    const asked = ask(c);
    if (asked === undefined) return undefined;
    found ??= asked;
  }
  return found;
}

/**
 * The request each command carries out, for one instruction: its sentences are read once, and
 * only when a command is asked about (the execution check asks on every call, most of which run
 * no command).
 */
export function commandAsker(instruction: string): (c: CommandSummary) => CommandRequest | undefined {
  let read: { sentences: ReturnType<typeof requestSentences>; said: Set<string>; text: string } | undefined;
  return (c) => {
    if (read === undefined) {
      const sentences = requestSentences(instruction);
      read = {
        sentences,
        said: new Set(sentences.flatMap((s) => [...s.said])),
        text: instruction.slice(0, MAX_PAYLOAD).toLowerCase(),
      };
    }
    return askedCommand(c, read.sentences, read.said, read.text);
  };
}

/** The request one command carries out (see `commandRequest`). */
function askedCommand(
  c: CommandSummary,
  sentences: ReturnType<typeof requestSentences>,
  said: ReadonlySet<string>,
  text: string,
): CommandRequest | undefined {
  if (c.dynamic || c.env.length > 0 || c.wrapped.length > 0 || c.via.length > 0) return undefined;
  const run = scriptRun(c.name, c.args);
  const base = (path: string) => (path.split('/').pop() ?? path).replace(/\.[A-Za-z0-9]+$/, '');
  // what it is: the script it runs, or the program (a name, never the user's verb) and its
  // subcommand words
  const program = nameWords(base(run?.script ?? c.name));
  const rest = run?.rest ?? c.args;
  const values = rest.filter((a) => !a.startsWith('-'));
  const subcommand = values.slice(0, SUBCOMMAND_WORDS).filter((v) => /^[a-z][a-z-]*$/.test(v));
  const valueWords = values.flatMap((v) => nameWords(v));
  // (nor an option that destroys, or that turns a safeguard off or widens the command to all of
  // something, unless the user said so: `--purge`, `--force`, `--all-versions`)
  const options = rest.filter((a) => a.startsWith('-')).flatMap((a) => nameWords(a.split('=')[0]!));
  if ([...program, ...valueWords, ...options].some((w) => ALWAYS_DESTRUCTIVE.has(w))) return undefined;
  if (
    [...options, ...valueWords].some(
      (w) => (BYPASS_WORDS.has(w) || COUNTING_UNIVERSALS.has(w)) && !said.has(w),
    )
  )
    return undefined;
  // (its values with digits are the user's: "fastcsv==3.1.0", "t_30117"; a date the agent wrote
  // for the user's words, a path, a text and a short number say nothing of whose they are)
  const grounded = values.every((v) =>
    /\s/.test(v) || PATH_WORD.test(v)
      ? true
      : v
          .toLowerCase()
          .split(/[=,:]+/)
          .every(
            (p) => !/\d/.test(p) || p.length < MIN_GROUNDED_VALUE || ISO_DATE.test(p) || text.includes(p),
          ),
  );
  if (!grounded) return undefined;
  // (nor one that sends or pays somewhere the user never named: `--notify ap@evil-title.com`)
  if (!addressesTheUsers(rest.join(' '), text)) return undefined;
  // (a subcommand's words each: `import-overtime` imports)
  const action = (run ? [...program, ...subcommand] : subcommand)
    .flatMap((w) => nameWords(w))
    .map((w) => singular(w));
  const does = (w: string) =>
    action.some((a) => a === singular(w) || nominalizes(a, w) || nominalizes(a, singular(w)));
  // (the object the user named: one of its values other than its verb, "fastcsv", "daily_revenue";
  // not its subcommand: "yardctl package restore" names no package)
  // (a subcommand word that is an identifier is the object, `import-timesheets kestrel-joinery`;
  // the word that does the verb is not)
  const objects = values.filter((v) => !subcommand.includes(v) || /[\d_.-]/.test(v));
  const named = (v: string, verb?: string) =>
    text.includes(v.toLowerCase()) ||
    nameWords(v).some((w) => w.length > MIN_TABLE_WORD && w !== verb && said.has(singular(w)));
  const names = (verb: string) =>
    objects.some(
      (v) =>
        !nameWords(v)
          .map((w) => singular(w))
          .includes(singular(verb)) && named(v, verb),
    );
  // (and every thing it acts on is one the user named: an argument that is no option's value,
  // `yardctl yank fastcsv requests` acts on a package the user never named)
  const positional = rest.filter(
    (a, i) => !a.startsWith('-') && !(rest[i - 1]?.startsWith('-') ?? false) && !subcommand.includes(a),
  );
  if (!positional.every((v) => named(v) || does(v))) return undefined;
  for (const { words: sentence, said: inSentence, asksAt } of sentences) {
    for (const [i, w] of sentence.entries()) {
      if (!asksAt(i) || ALWAYS_DESTRUCTIVE.has(w)) continue;
      // ("rerun", "reindex": the verb again)
      const again = /^re-?([a-z]{3,})$/.exec(w)?.[1];
      const verb = [w, ...(again ? [again] : [])];
      // its program or subcommand is the user's verb, and it acts on what the user named
      if (verb.some(does) && names(w)) return { verb: w, command: c.canonical };
      // or the user asks to run what its name says ("run the db backup script", `backup_db.sh`)
      if (
        verb.some((v) => RUN_VERBS.has(v)) &&
        program.some((p) => p.length > MIN_TABLE_WORD && inSentence.has(singular(p)))
      )
        return { verb: w, command: c.canonical };
    }
  }
  return undefined;
}
