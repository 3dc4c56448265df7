// The small readers the provenance mechanisms share: which arguments name things, which tool
// names read sensitive data, what a fetch carries in its URL, the spellings a value has in text.
// The words and thresholds they use are in src/lexicon/provenance.ts.
import { type ValueProvenance, visitArgs } from '../analyze/index.ts';
import { stringLeaves, type ToolCall } from '../core/index.ts';
import {
  CURRENCY_SIGNS,
  MAX_NAME,
  MAX_NAMES,
  MAX_PAYLOAD,
  MAX_SENTENCE_READS,
  MIN_NAME,
  MONEY_PARAM,
  NAME_SHAPES,
  NAME_WORDS,
  PATH_PARAM,
  SENSITIVE_PAIRS,
  SENSITIVE_WORDS,
  SPECIAL_DATA_WORDS,
} from '../lexicon/index.ts';
import { nameWords } from '../tools/index.ts';
import type { DataSource } from './data-sources.ts';
import { type InjectionEvidence, insideInjectedPassage } from './evidence/injection.ts';
import { sameValue } from './evidence/record-fields.ts';

/** `output_path`, `fileName`, `target-url` name something; `message`, `monkey` do not. */
function namesSomething(param: string): boolean {
  const words = param
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  return words.length > 0 && NAME_WORDS.has(words.at(-1)!);
}

/**
 * The arguments of a call that name what it creates or reaches: a file or folder path, a file
 * name, a URL, a key, a title; by parameter name, or by shape (a word with a slash, a scheme or a
 * file extension, also inside a longer argument such as a shell command). Data carried in these
 * leaves the user's hands as surely as content sent to a stranger: a secret in the name of a new
 * file, a folder, or a URL path segment.
 */
export function namingLeaves(call: ToolCall): Array<{ path: string; value: string }> {
  const out: Array<{ path: string; value: string }> = [];
  const shaped = (w: string) => NAME_SHAPES.some((shape) => shape.test(w));
  visitArgs(call.args, 'args', (path, v) => {
    if (typeof v !== 'string' || out.length >= MAX_NAMES) return;
    const value = v.trim();
    if (value.length < MIN_NAME) return;
    if (value.length <= MAX_NAME && !/\s/.test(value)) {
      const param = /\.([^.[\]]+)(?:\[\d+\])*$/.exec(path)?.[1] ?? '';
      if (PATH_PARAM.test(param) || namesSomething(param) || shaped(value)) out.push({ path, value });
      return;
    }
    for (const word of value.slice(0, MAX_PAYLOAD).split(/[\s'"`;|&<>()]+/)) {
      if (word.length >= MIN_NAME && word.length <= MAX_NAME && shaped(word)) out.push({ path, value: word });
      if (out.length >= MAX_NAMES) return;
    }
  });
  return out;
}

export function sentenceBudget(): { take(n: number): boolean } {
  let left = MAX_SENTENCE_READS;
  return {
    take(n) {
      if (left < n) return false;
      left -= n;
      return true;
    },
  };
}

/** The tool's name says it reads sensitive data (credentials, money, contacts, health, history, location). */
export function readsSensitiveData(tool: string): boolean {
  const words = nameWords(tool);
  return (
    words.some((w) => SENSITIVE_WORDS.has(w)) ||
    words.slice(1).some((w, i) => SENSITIVE_PAIRS.has(`${words[i]} ${w}`))
  );
}

/** The tool's name says it reads special data (`GetHealthRecommendations`, `SearchPatients`): SPECIAL_DATA_WORDS. */
export function readsSpecialData(tool: string): boolean {
  return nameWords(tool).some((w) => SPECIAL_DATA_WORDS.has(w));
}

/** A full URL with a query or a path beyond `/`, whose exact text the agent saw nowhere. */
export function composedUrl(p: ValueProvenance): boolean {
  if (p.kind !== 'url' || p.origin !== 'unknown') return false;
  try {
    const u = new URL(p.value);
    return u.search.length > 1 || u.pathname.length > 1;
  } catch {
    return false;
  }
}

/** The paths and queries of the URLs in a call's arguments (what a fetch carries out). */
export function urlPayload(call: ToolCall): string[] {
  const out: string[] = [];
  for (const leaf of stringLeaves(call.args)) {
    const v = leaf.trim();
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(v)) continue;
    try {
      const u = new URL(v);
      const rest = `${decodeURIComponentSafe(u.pathname)} ${decodeURIComponentSafe(u.search.replace(/[?&=+]/g, ' '))}`;
      if (rest.trim().length > 1) out.push(rest);
    } catch {}
  }
  return out;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The value (or one of its raw spellings) occurs near an injection marker in that output. */
export function nearMarker(source: DataSource, p: ValueProvenance): boolean {
  const evidence = source.evidence as InjectionEvidence;
  return spellings(p).some((s) => insideInjectedPassage(source.text, evidence, s));
}

/** The source's text writes the value, in one of its spellings (a phone number in any grouping). */
export function writtenBy(source: DataSource, p: ValueProvenance): boolean {
  return (
    spellings(p).some((x) => source.lower.includes(x.toLowerCase())) ||
    (p.kind === 'phone' && source.lower.replace(/[\s().-]/g, '').includes(p.value.replace(/^\+/, '')))
  );
}

/** A field of the record set holds the value itself (in one of its spellings). */
export function heldBy(fields: ReadonlySet<string>, p: ValueProvenance): boolean {
  if (spellings(p).some((s) => fields.has(s.toLowerCase()))) return true;
  // (a phone number is held in whatever grouping the record writes it: "07700 900771")
  if (p.kind !== 'phone') return false;
  for (const f of fields) if (sameValue(f, p.value)) return true;
  return false;
}

/** The raw spellings a canonical value may have in text. */
/** Some key on the path to a value names a sum of money (`changes.goodwillCredit.amount`: MONEY_PARAM). */
export function moneyPath(path: string): boolean {
  return (path.match(/[A-Za-z_]\w*/g) ?? [])
    .slice(1)
    .some((k) => MONEY_PARAM.test(k) || nameWords(k).some((w) => MONEY_PARAM.test(w)));
}

export function spellings(p: ValueProvenance): string[] {
  const out = new Set([p.value, p.value.replace(/^https?:\/\//, '').replace(/\/$/, '')]);
  if (p.kind === 'iban') out.add(p.value.replace(/(.{4})/g, '$1 ').trim());
  // (a sum beside its currency sign, "200 €", "£40": long enough to be the data's own sum, where
  // the bare figure is too short to search for)
  if (p.kind === 'number' && /^\d+(?:\.\d+)?$/.test(p.value))
    for (const sign of CURRENCY_SIGNS) {
      out.add(`${sign}${p.value}`);
      out.add(`${p.value} ${sign}`);
      out.add(`${p.value}${sign}`);
    }
  return [...out];
}
