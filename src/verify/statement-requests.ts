// SQL by its meaning: a generic tool that runs SQL (`execute`, `run_sql`) is named by no verb of
// the user's, but the statement it runs says what it does. An unplanned call whose SQL the
// analyzers read as one plain row change (an INSERT, or an UPDATE that selects its rows: see
// `inputStatementChanges`) is the user's request when one sentence of the instruction asks for
// that kind of change and names the table it changes ("update the payoff amount on the settlement
// statement" and `UPDATE settlement_lines … WHERE file_no = …`; "add a file note" and `INSERT INTO
// file_notes`). A DELETE, a DROP, several statements or anything the parser does not read is never
// taken this way: those are asked, as before. Every other check still judges the call's values.
import { extractValues, SINK_KINDS } from '../analyze/index.ts';
import { escapeRegExp, singular } from '../core/index.ts';
import {
  ADDRESSEE,
  AUDIT_COLUMN,
  CONDITION_WORDS,
  MAKING_VERBS,
  MAX_CONDITION_WORDS,
  MAX_PAYLOAD,
  MIN_TABLE_WORD,
  MONEY_KINDS,
  NEGATING_WORDS,
  nominalizes,
  OBJECT_PRONOUN,
  RECORD_ID_PARAM,
  REQUEST_OPENERS,
  SENTENCE_END,
  VALUE_SETTING_VERBS,
} from '../lexicon/index.ts';
import { nameWords, verbClass } from '../tools/index.ts';
import type { StatementChange } from './read-only-call.ts';

/** The request a row change carries out: the user's verb and the table word their sentence names. */
export interface StatementRequest {
  verb: string;
  table: string;
}

/**
 * The sentence of `instruction` that asks for every one of `changes`: a verb of the user's that
 * makes a row (MAKING_VERBS) for an INSERT, one that changes a value (a write verb that makes
 * nothing, or VALUE_SETTING_VERBS) for an UPDATE, not negated, and a word of each changed table's
 * name. Undefined when no sentence does.
 */
export function statementRequest(
  changes: readonly StatementChange[],
  instruction: string,
  held?: (value: string) => boolean,
): StatementRequest | undefined {
  const text = instruction.slice(0, MAX_PAYLOAD).toLowerCase();
  // (never one that writes an address the user did not give: addressesTheUsers)
  if (changes.some((c) => c.text !== undefined && !addressesTheUsers(c.text, instruction, held)))
    return undefined;
  for (const { words, said, asksAt } of requestSentences(instruction)) {
    const asks = (w: string, i: number, statement: StatementChange['statement']) =>
      asksAt(i) &&
      (statement === 'insert'
        ? MAKING_VERBS.has(w)
        : verbClass(w) === 'write' && (!MAKING_VERBS.has(w) || VALUE_SETTING_VERBS.has(w)));
    let found: StatementRequest | undefined;
    for (const change of changes) {
      const tableWords = change.tables
        .flatMap((t) => nameWords(t.split('.').pop() ?? t))
        .map((w) => singular(w))
        .filter((w) => w.length >= MIN_TABLE_WORD);
      // (a row the verb's own noun names is what the verb makes: "block the cottage" and
      // `INSERT INTO blocks`, "book it" and `INSERT INTO bookings`; never a verb that destroys)
      const own = words.find(
        (w, i) =>
          asksAt(i) &&
          verbClass(w) === 'write' &&
          change.statement === 'insert' &&
          tableWords.some((t) => t === singular(w) || nominalizes(t, w)),
      );
      if (own !== undefined) {
        found ??= { verb: own, table: tableWords.find((t) => t === singular(own) || nominalizes(t, own))! };
        continue;
      }
      const verb = words.find((w, i) => asks(w, i, change.statement));
      // (or a column it sets, when the row it changes or the value it sets is the user's: "set
      // his status to withdrawn" and `UPDATE students SET status = 'withdrawn' WHERE id = 3305`,
      // "bump ws_4471's event quota" and `SET monthly_event_quota = … WHERE id = 'ws_4471'`)
      // (and every column it sets is one the user named or given the user's value, or records the
      // change itself, `updated_at`: AUDIT_COLUMN; `SET tier = 'gold', credit_limit = 10000` sets
      // more than the user asked)
      const columnWords = (c: string) =>
        nameWords(c)
          .map((w) => singular(w))
          .filter((w) => w.length >= MIN_TABLE_WORD && said.has(w));
      const columns = change.columns ?? [];
      const each = columns.every(
        (c, k) => columnWords(c).length > 0 || AUDIT_COLUMN.test(c) || userValue(change.values?.[k], text),
      );
      const column = each && userRow(change, text) ? columns.flatMap(columnWords)[0] : undefined;
      const table = tableWords.find((w) => said.has(w)) ?? column;
      // (a number it sets in a column the user named is one of the numbers the user wrote, when
      // they wrote any: "update the payoff … to 182,400.00" is not `SET payoff = 999999.00`)
      const numbers = userNumbers(text);
      const invented = columns.some((c, k) => {
        const v = change.values?.[k];
        return (
          typeof v === 'number' && columnWords(c).length > 0 && numbers.length > 0 && !numbers.includes(v)
        );
      });
      if (verb === undefined || table === undefined || invented) {
        found = undefined;
        break;
      }
      found ??= { verb, table };
    }
    if (found) return found;
  }
  return undefined;
}

/**
 * The user wrote the key of the row an UPDATE changes or a value it sets (`ws_4471`, `withdrawn`,
 * `63`): a constant of three characters or more, or a number of two digits or more, standing as a
 * whole word in the instruction.
 */
function userRow(change: StatementChange, text: string): boolean {
  const keys = change.keys ?? [];
  // (its rows are selected by the user's key, or by identifiers alone, one record each: never by a
  // value many rows share that the user did not write, `WHERE tier = 'silver'`)
  if (keys.length === 0 || !keys.every((k) => userValue(k.value, text) || RECORD_ID_PARAM.test(k.column)))
    return false;
  return [...keys.map((k) => k.value), ...(change.values ?? [])].some((v) => userValue(v, text));
}

/**
 * The numbers written on their own in a text, with a currency sign or not, thousands separators
 * dropped (`182,400.00` is 182400; the 1184 of `BTE-27-1184` is part of a code, not a number).
 */
function userNumbers(text: string): number[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[([£$€]+|[)\].,;:!?]+$/g, ''))
    .filter((w) => /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/.test(w))
    .map((w) => Number(w.replace(/,/g, '')));
}

/** One constant the user wrote (see `userRow`). */
function userValue(v: string | number | null | undefined, text: string): boolean {
  if (v === null || v === undefined) return false;
  const w = String(v).trim().toLowerCase();
  if (w.length < MIN_TABLE_WORD && !(typeof v === 'number' && w.length >= 2)) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(w)}(?![\\p{L}\\p{N}_])`, 'u').test(text);
}

/**
 * Every address a text a request carries out holds (an e-mail, an IBAN, an account, a phone, a URL,
 * a handle: SINK_KINDS), the user wrote: a row change or a command that sends or pays somewhere the
 * user never named is no request of theirs ("… SET payee_iban = 'NL91…'" copied from a note the
 * agent read). Compared letters and digits only, in lower case.
 */
export function addressesTheUsers(
  text: string,
  instruction: string,
  /** a value data the agent read holds as a whole field (`client_email: "…"`), not inside prose */
  held: (value: string) => boolean = () => false,
): boolean {
  const bare = (v: string) => v.replace(/[^\p{L}\p{N}@.]/gu, '').toLowerCase();
  const addresses = (t: string) =>
    extractValues(t.slice(0, MAX_PAYLOAD)).flatMap((v) =>
      v.kind !== 'date' && v.kind !== 'amount' && SINK_KINDS.has(v.kind)
        ? [{ kind: v.kind, raw: String(v.value), value: bare(String(v.value)) }]
        : [],
    );
  const theirs = new Set(addresses(instruction).map((v) => v.value));
  // (an account to pay is the user's alone, as MONEY_KINDS are for any call; another address may
  // be a record's own field the agent read: an intake's `client_email` stored in the new case)
  return addresses(text).every((v) => theirs.has(v.value) || (!MONEY_KINDS.has(v.kind) && held(v.raw)));
}

/** A sentence of an instruction read for requests (`requestSentences`). */
export interface RequestSentence {
  /** its words, lower case, punctuation kept as tokens: a verb opens its clause after one */
  words: string[];
  /** its words in the singular */
  said: Set<string>;
  /**
   * a request's verb may stand at `i`: opening the sentence or a clause, or after "please", "and"
   * (REQUEST_OPENERS) or "you" (ADDRESSEE), and not negated; "the order" or "a note" elsewhere is
   * no request
   */
  asksAt: (i: number) => boolean;
}

/** The instruction's sentences (its first MAX_PAYLOAD characters) read for requests. */
export function requestSentences(instruction: string): RequestSentence[] {
  return instruction
    .slice(0, MAX_PAYLOAD)
    .split(SENTENCE_END)
    .map((sentence) => {
      const words = sentence.toLowerCase().match(/[a-z']+|[,;:()—–-]/g) ?? [];
      // (or the main clause after a leading condition written without its comma: "If it's free
      // book it …", a verb before its object pronoun, as clauses.ts `mainClauseAt` reads it)
      const conditional = CONDITION_WORDS.test(words[0] ?? '');
      const opens = (i: number) =>
        i === 0 ||
        /^[,;:()—–-]$/.test(words[i - 1]!) ||
        REQUEST_OPENERS.has(words[i - 1]!) ||
        ADDRESSEE.test(words[i - 1]!) ||
        (conditional &&
          i >= 2 &&
          i < MAX_CONDITION_WORDS &&
          !words.slice(0, i).includes(',') &&
          OBJECT_PRONOUN.test(words[i + 1] ?? '') &&
          verbClass(words[i]!) !== undefined);
      return {
        words,
        said: new Set(words.map((w) => singular(w))),
        asksAt: (i: number) => opens(i) && !NEGATING_WORDS.test(words[i - 1] ?? ''),
      };
    });
}
