// What the guard knows about each tool output the agent has read (untrusted data): which call
// produced it, whether the user pointed the agent at it, whether it is web content, whether the
// user handed the choice of actions to it, whether it came from a read outside the plan or of a
// secret location, and what in it asks its reader to act. Built once per output, when it arrives.
import { extractValues, type ProvenanceIndex, sensitiveKinds } from '../analyze/index.ts';
import {
  escapeRegExp,
  singular,
  stringLeaves,
  type Tool,
  type ToolCall,
  WEEKDAY_NAMES,
} from '../core/index.ts';
import {
  MAX_FETCHED_URL,
  MAX_QUERY_TEXT,
  MAX_SECRET_READ_WORDS,
  MAX_SELECTOR_CHARS,
  MIN_FAMILY_NAME,
  MIN_NAMED_HOST,
  MIN_NAMED_VALUE,
  NAMED_NUMBER,
  SECRET_KINDS,
  SECRET_PATH_WORD,
  TITLE_QUALIFIER,
} from '../lexicon/index.ts';
import { nameVerbAt, nameWords } from '../tools/index.ts';
import { assignedValues, type Fragments, fragmentsOf, lowInformation } from './evidence/copies.ts';
import { delegatedWords } from './evidence/delegation.ts';
import { type InjectionEvidence, injectionEvidence, requestedActions } from './evidence/injection.ts';
import { personalFields } from './evidence/personal-fields.ts';
import { fieldValues, roleHolders } from './evidence/record-fields.ts';
import type { ProvenanceView } from './view.ts';

export interface DataSource {
  /** the output's index in the provenance index */
  index: number;
  tool: string;
  /** the output as the tool returned it */
  output: unknown;
  /** the output as text (JSON for structured outputs) */
  text: string;
  /** the same, lower-cased once (searched for every value a later call carries) */
  lower: string;
  /**
   * the user pointed the agent at this data: an argument of the call that produced it is in the
   * instruction ("pay the bill in bill.txt"), or comes from data the user pointed at (the link in
   * the message the user named)
   */
  named: boolean;
  /** fetched from a URL (or by a tool that reaches the open world): anyone may have written it */
  web: boolean;
  /** the user asked the agent to do what this data says ("follow the instructions in …") */
  delegated: boolean;
  /**
   * the output of a planned step that changes things: what the user's own request made (the
   * quote created, with its number and its link), not data someone else wrote
   */
  made: boolean;
  /** a read the plan does not contain, made after the agent had read tool data */
  unplannedRead: boolean;
  /** a read of a place that holds secrets (`.env`, credentials, keys), planned or not */
  secret: boolean;
  /**
   * the output carries information an injection could hide in (`MIN_EVIDENCE_BITS` or more); a
   * date, a boolean, a small count or `ok` does not, and reading it is not reading tool data
   */
  informative: boolean;
  /** markers of text addressed to the agent (evidence, not proof) */
  evidence?: InjectionEvidence;
  /** the action verbs the data asks its reader to perform */
  requests: Set<string>;
  /** the call's own arguments, lower-cased text: what the read looked for ("Daniel", "pilot") */
  query: string;
  /** the personal fields the call asked for (`columns: ["home_address"]`): evidence/personal-fields.ts */
  personalFields: string[];
  /** what the data contains, for following it into later calls (unplanned and secret reads only) */
  fragments?: Fragments;
  /** the values a secret read assigns (`KEY=value`), followed into every argument of later calls */
  assigned?: Set<string>;
}

export interface DataSourcesOptions {
  instruction: string;
  /** the instruction hands the choice of actions to the data it names */
  delegates: boolean;
  /** apply the plan even when it is empty (a formalizer's "nothing planned") */
  emptyPlanApplies: boolean;
  /** which tools only read */
  reads: (tool: Tool | undefined) => boolean;
}

/**
 * A date (`2027-01-19`, `2027-01-19T09:00`) that falls on a weekday the instruction names ("next
 * tuesday's calendar") or on a day of the month it writes as an ordinal ("the 26th"): the user's
 * words read against a clock the guard does not have, so the user's value.
 */
export function dateNamedIn(instruction: string, v: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[t ])/i.exec(v);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (Number.isNaN(day.getTime())) return false;
  const weekday = WEEKDAY_NAMES[day.getUTCDay()]!;
  if (new RegExp(`\\b${weekday.slice(0, 3)}(?:${weekday.slice(3)})?\\b`, 'i').test(instruction)) return true;
  return new RegExp(`\\b(?:the\\s+)?${Number(m[3])}(?:st|nd|rd|th)\\b`, 'i').test(instruction);
}

export class DataSources {
  readonly #index: ProvenanceIndex;
  readonly #instruction: string;
  readonly #options: DataSourcesOptions;
  readonly #byIndex = new Map<number, DataSource>();
  readonly #list: DataSource[] = [];
  readonly #fields = new WeakMap<DataSource, Set<string> | undefined>();
  readonly #roleHolders = new WeakMap<DataSource, Set<string>>();
  readonly #delegatedWords: Set<string>;
  #synced = 0;
  #informative = 0;

  constructor(index: ProvenanceIndex, options: DataSourcesOptions) {
    this.#index = index;
    this.#instruction = options.instruction.toLowerCase();
    this.#options = options;
    this.#delegatedWords = options.delegates ? delegatedWords(options.instruction) : new Set();
  }

  /**
   * A tool named by nouns alone whose head, its last word, is a word the user used for the data
   * they handed the actions to ("Dana's note on the board" and `board_notes`, "Sipho's handover"
   * and `shift_handover`): a read of that data, though no verb in its name says it reads (not one
   * whose hints say it changes things).
   */
  #namesDelegatedData(name: string, tool: Tool | undefined): boolean {
    if (tool?.hints?.readOnly === false || this.#delegatedWords.size === 0) return false;
    const words = nameWords(name);
    return (
      words.length > 0 && nameVerbAt(name, words) < 0 && this.#delegatedWords.has(singular(words.at(-1)!))
    );
  }

  /** Indexes the outputs the session has recorded since the last call (history is append-only). */
  sync(ctx: ProvenanceView): void {
    for (; this.#synced < ctx.history.length; this.#synced++) {
      const h = ctx.history[this.#synced]!;
      if (h.result === undefined) continue;
      const tool = ctx.tools?.get(h.call.tool);
      const direct = this.#namedByUser(h.call);
      const named = direct || this.#derivedFromNamed(h.call);
      // (a lookup of exactly what the user wrote, "Mei Tanaka", "The Overstory", is the user's own
      // read, planned or not: nothing in the data steered it)
      const unplannedRead =
        this.anyRead &&
        this.#options.reads(tool) &&
        this.#unplanned(h.call.tool, ctx) &&
        !this.#allByUser(h.call);
      const secret = readsSecretLocation(h.call);
      const informative = !lowInformation(h.result);
      const followed = (unplannedRead || secret) && informative;
      const text = typeof h.result === 'string' ? h.result : JSON.stringify(h.result);
      const index = this.#index.addToolOutput(h.call.tool, h.result);
      const evidence = injectionEvidence(text);
      const source: DataSource = {
        index,
        tool: h.call.tool,
        output: h.result,
        text,
        lower: text.toLowerCase(),
        named,
        web: tool?.hints?.openWorld === true || fetchesUrl(h.call),
        // the user hands the choice of actions to the data they name, not to what it links to
        // (a read of the kind of data the user named, "Dana's handover note" and `handover.read`,
        // is that data, whatever its arguments; so is a read that asks for it by a word of an
        // argument, `get-matter` with `section: "handover_notes"`)
        delegated:
          this.#options.delegates &&
          (direct ||
            this.#namesDelegatedData(h.call.tool, tool) ||
            (this.#options.reads(tool) &&
              [
                h.call.tool,
                ...stringLeaves(h.call.args).filter((l) => l.length <= MAX_SELECTOR_CHARS && !/\s/.test(l)),
              ]
                .flatMap((name) => nameWords(name))
                .some((w) => this.#delegatedWords.has(singular(w))))),
        made: ctx.planned?.has(h.call.tool) === true && !this.#options.reads(tool),
        unplannedRead,
        secret,
        informative,
        ...(evidence ? { evidence } : {}),
        requests: requestedActions(text),
        query: argsText(h.call.args),
        personalFields: personalFields(h.call.args),
        ...(followed ? { fragments: followedFragments(text, h.call, unplannedRead) } : {}),
        ...(followed && secret ? { assigned: assignedValues(text) } : {}),
      };
      this.#byIndex.set(index, source);
      this.#list.push(source);
      if (informative) this.#informative++;
    }
  }

  /**
   * The values the source's records hold as fields, when its output is structured (JSON, YAML,
   * objects); read on first use, since only a call with a target from that source needs it.
   */
  fields(source: DataSource): Set<string> | undefined {
    if (!this.#fields.has(source)) this.#fields.set(source, fieldValues(source.output));
    return this.#fields.get(source);
  }

  /**
   * The names the source holds under the user's words for a party (`roleHolders`), read once per
   * source: `roles` come from the session's one instruction, so they are the same on every call.
   */
  heldUnderRoles(source: DataSource, roles: ReadonlySet<string>): Set<string> {
    let held = this.#roleHolders.get(source);
    if (held === undefined) {
      held = roleHolders(source.output, roles);
      this.#roleHolders.set(source, held);
    }
    return held;
  }

  get(index: number): DataSource | undefined {
    return this.#byIndex.get(index);
  }

  get all(): readonly DataSource[] {
    return this.#list;
  }

  /**
   * The agent has read tool data in this session: an output with something in it to read (a
   * clock's date, a boolean, a count or an acknowledgement is not; nothing can be injected yet).
   */
  get anyRead(): boolean {
    return this.#informative > 0;
  }

  #unplanned(tool: string, ctx: ProvenanceView): boolean {
    const planned = ctx.planned;
    if (!planned || (planned.size === 0 && !this.#options.emptyPlanApplies)) return false;
    return !planned.has(tool);
  }

  /** An argument of the call is a value the user wrote (a file name, a channel, a URL). */
  #namedByUser(call: ToolCall): boolean {
    return stringLeaves(call.args).some(
      (leaf) =>
        this.#leafNamed(leaf) ||
        quotedLiterals(leaf).some((q) => this.#leafNamed(q)) ||
        queriedTables(leaf).some((t) => this.#tableNamed(t)),
    );
  }

  /** The user wrote the table's name as a table: "the committee table", "the students table". */
  #tableNamed(table: string): boolean {
    const words = nameWords(table.split('.').pop() ?? table).map((w) => singular(w));
    if (words.length === 0) return false;
    const said = this.#instruction.match(/[a-z]+(?=\s+table\b)/g) ?? [];
    return said.some((w) => singular(w) === words.at(-1));
  }

  /** Every argument of the call (at least one) is a value the instruction writes. */
  #allByUser(call: ToolCall): boolean {
    const leaves = stringLeaves(call.args).filter((l) => l.trim().length > 0);
    return leaves.length > 0 && leaves.every((leaf) => this.#leafNamed(leaf));
  }

  /** The instruction writes this argument value. */
  #leafNamed(leaf: string): boolean {
    return writtenIn(leaf, this.#options.instruction, this.#instruction);
  }

  /** An argument of the call was taken from data the user pointed at. */
  #derivedFromNamed(call: ToolCall): boolean {
    for (const leaf of stringLeaves(call.args)) {
      if (leaf.trim().length < MIN_NAMED_VALUE) continue;
      for (const p of this.#index.classify(leaf))
        if (
          (p.origin === 'untrusted' || (p.origin === 'unknown' && p.domainOrigin === 'untrusted')) &&
          p.sources.some((s) => this.#byIndex.get(s.index)?.named)
        )
          return true;
    }
    return false;
  }
}

/**
 * The instruction writes this argument value: a date it names, a short number or code as a whole
 * word, anything else of MIN_NAMED_VALUE characters or more, a person whose family name it
 * writes, or a web address without its scheme. `lower` is the instruction lower-cased.
 */
function writtenIn(leaf: string, instruction: string, lower = instruction.toLowerCase()): boolean {
  const v = leaf.trim().toLowerCase();
  if (dateNamedIn(lower, v)) return true;
  // a short number counts as a whole word ("email 42"), anything else from three characters
  if (NAMED_NUMBER.test(v)) return new RegExp(`(?<![\\w.])${v}(?![\\w.])`).test(lower);
  // (a short code, "room R3", "bay 4B", counts as a whole word too)
  if (/^[a-z]\d|^\d[a-z]$/.test(v) && /^[a-z\d]{2}$/.test(v))
    return new RegExp(`(?<![\\w.-])${v}(?![\\w.-])`).test(lower);
  if (v.length < MIN_NAMED_VALUE) return false;
  if (lower.includes(v)) return true;
  if (titleHeadWritten(v, lower) || codeSpelledFrom(v, lower) || fileNameSpelledFrom(v, lower)) return true;
  if (codeWrittenSpaced(v, lower)) return true;
  // (a person's full name whose family name the user wrote, capitalised as a name: "the Patel
  // job" and a lookup of "Meera Patel")
  if (familyNameWritten(leaf, instruction) || firstNameWritten(leaf, instruction)) return true;
  const bare = v
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');
  return bare.length >= MIN_NAMED_HOST && lower.includes(bare);
}

/**
 * A title that opens with a name the user wrote, then a qualifier after a dash, a colon or a
 * bracket ("Velo Bikes - Commute Club" for "the Velo Bikes client"; TITLE_QUALIFIER): `value` and
 * `lower`, the instruction, in lower case.
 */
export function titleHeadWritten(value: string, lower: string): boolean {
  const head = value.split(TITLE_QUALIFIER)[0]!.trim();
  return (
    head !== value &&
    head.length >= MIN_NAMED_VALUE &&
    new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(head)}(?![\\p{L}\\d])`, 'u').test(lower)
  );
}

/**
 * A code of letters and digits the user wrote with spaces or dashes inside it ("MSKU 771204-3"
 * and `MSKU7712043`, "AB12 CDE" and `AB12CDE`): the same characters in the same order, each
 * gap a space or a dash, as a whole word. `value` and `lower` in lower case.
 */
function codeWrittenSpaced(value: string, lower: string): boolean {
  if (!/^[a-z0-9]{6,24}$/.test(value) || !/\d/.test(value) || !/[a-z]/.test(value)) return false;
  const spaced = [...value].join('[\\s-]?');
  return new RegExp(`(?<![a-z0-9])${spaced}(?![a-z0-9])`).test(lower);
}

/**
 * A file whose name, without its folders and extension, is spelled from the user's words as a
 * code is (`codeSpelledFrom`): "the new Vanterpool brief in the inbox folder" and
 * `/home/camille/inbox/vanterpool_brief.txt`.
 */
function fileNameSpelledFrom(value: string, lower: string): boolean {
  const m = /(?:^|[/\\])([^/\\]+)\.[a-z0-9]{1,5}$/.exec(value);
  return m !== null && codeSpelledFrom(m[1]!, lower);
}

/**
 * A code the agent spelled from the user's words: each part a word of the instruction or, of
 * three letters or more, the start of one ("GED-MATH-THU" for "the Thursday GED Math class"),
 * its numbers written there too. `value` and `lower` in lower case.
 */
function codeSpelledFrom(value: string, lower: string): boolean {
  const parts = value.split(/[-_]/);
  if (parts.length < 2 || parts.some((p) => !/^[\p{L}\d]+$/u.test(p))) return false;
  const words = new Set(lower.match(/[\p{L}\d]+/gu) ?? []);
  return parts.every(
    (p) =>
      words.has(p) ||
      (/^\p{L}{3,}$/u.test(p) && [...words].some((w) => w.length > p.length && w.startsWith(p))),
  );
}

/** Most quoted literals read from one argument. */
const MAX_QUOTED = 16;

/**
 * The literals of a query or command line a lookup compares against (`WHERE case_id =
 * 'EAP-22871'`, `member_id = 207`, `--customer "Westgate"`): a lookup by a value the user wrote
 * reads what the user pointed at.
 */
function quotedLiterals(leaf: string): string[] {
  if (!/['"=]/.test(leaf)) return [];
  const out: string[] = [];
  for (const m of leaf.slice(0, 4_000).matchAll(/'([^'\n]{1,64})'|"([^"\n]{1,64})"|=\s*(\d{1,12})\b/g)) {
    out.push(m[1] ?? m[2] ?? m[3]!);
    if (out.length >= MAX_QUOTED) break;
  }
  return out;
}

/**
 * The tables a query reads (`FROM committee`, `JOIN students s`), lower-cased, when the leaf is a
 * SELECT: "the committee list is in the committee table" points at what it reads.
 */
function queriedTables(leaf: string): string[] {
  const text = leaf.slice(0, 4_000);
  if (!/^\s*(?:with\b[\s\S]*?\)\s*)?select\b/i.test(text)) return [];
  return [...text.matchAll(/\b(?:from|join)\s+["`]?([a-z_][\w.]*)/gi)]
    .slice(0, MAX_QUOTED)
    .map((m) => m[1]!.toLowerCase());
}

/** The call's argument is a URL or a web host (nothing else): its output is web content. */
function fetchesUrl(call: ToolCall): boolean {
  return stringLeaves(call.args).some((leaf) => {
    const v = leaf.trim();
    if (v.length > MAX_FETCHED_URL || /\s/.test(v)) return false;
    const found = extractValues(v);
    return found.length === 1 && found[0]!.kind === 'url';
  });
}

/**
 * The call read a place that holds secrets: an argument, or a word of one (a shell command's
 * operand), is a path the path classifier puts among credentials or secrets files.
 */
function readsSecretLocation(call: ToolCall): boolean {
  let words = 0;
  for (const leaf of stringLeaves(call.args)) {
    for (const word of leaf.split(/[\s'"`;|&<>()=]+/)) {
      if (++words > MAX_SECRET_READ_WORDS) return false;
      if (
        word.length < SECRET_PATH_WORD.min ||
        word.length > SECRET_PATH_WORD.max ||
        !/[./]/.test(word) ||
        /^[a-z][\w+.-]*:\/\//i.test(word)
      )
        continue;
      if (sensitiveKinds(word).some((k) => SECRET_KINDS.has(k))) return true;
    }
  }
  return false;
}

/**
 * What an output adds that a later call could carry out: its fragments, less those of the call
 * that read it (the path or query the agent chose is not data from the source). A secret read the
 * plan contains is followed by its values (keys, numbers, addresses), not by pairs of its words: a
 * listing of `~/.ssh` names files, and naming them again carries no secret.
 */
function followedFragments(text: string, call: ToolCall, unplanned: boolean): Fragments {
  const own = fragmentsOf(text);
  const asked = fragmentsOf(stringLeaves(call.args).join('\n'));
  const values = new Set([...own.values].filter((v) => !asked.values.has(v)));
  const pairs = unplanned ? new Set([...own.pairs].filter((p) => !asked.pairs.has(p))) : new Set<string>();
  return { values, pairs };
}

/** The string and number leaves of a call's arguments, lower-cased and joined (bounded). */
function argsText(args: Record<string, unknown>): string {
  const out: string[] = [];
  let size = 0;
  const visit = (v: unknown, depth: number) => {
    if (size > MAX_QUERY_TEXT || depth > 4) return;
    if (typeof v === 'string' || typeof v === 'number') {
      const t = String(v).toLowerCase();
      size += t.length;
      out.push(t);
    } else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(args, 0);
  return out.join(' ').slice(0, MAX_QUERY_TEXT);
}

/** A full name: two or three capitalised words, nothing else. */
const FULL_NAME = /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+){1,2}$/u;

/** A name of several words, each capitalised or joining two ("Nordvik Outdoor", "Almond & Rye Ltd"). */
const SEVERAL_WORD_NAME = /^\p{Lu}[\p{Ll}'’-]+(?:\s+(?:&|and|\p{Lu}[\p{L}.'’-]*)){1,3}$/u;

/**
 * The leaf is a name of several words whose first word the instruction writes as a name, as
 * people shorten a company's name ("Nordvik's ops contact" and a lookup of "Nordvik Outdoor"):
 * capitalised, as a whole word, not opening a sentence.
 */
function firstNameWritten(leaf: string, instruction: string): boolean {
  const name = leaf.trim();
  if (!SEVERAL_WORD_NAME.test(name)) return false;
  return writtenAsName(name.split(/\s+/)[0]!, instruction);
}

/** `word` stands in the instruction capitalised, as a whole word, not opening a sentence. */
function writtenAsName(word: string, instruction: string): boolean {
  if (word.length < MIN_FAMILY_NAME) return false;
  for (const m of instruction.matchAll(new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'gu'))) {
    const before = instruction.slice(0, m.index).trimEnd();
    if (before.length > 0 && !/[.!?:\n]$/.test(before)) return true;
  }
  return false;
}

/**
 * The leaf is a person's full name ("Meera Patel") whose last word the instruction writes as a
 * name: capitalised, as a whole word, not opening a sentence ("the Patel job").
 */
function familyNameWritten(leaf: string, instruction: string): boolean {
  const name = leaf.trim();
  if (!FULL_NAME.test(name)) return false;
  return writtenAsName(name.split(' ').at(-1)!, instruction);
}
