// The field values of structured tool output. A value a record holds (`recipient: GB29…`) is data
// the agent may act on; the same value only mentioned inside another field's prose (a subject, a
// review, a channel name) is something the data *says*, whatever its wording. Outputs arrive as
// objects or as JSON or YAML text (many tool hosts print records as YAML); plain prose has no
// fields and gets `undefined`. Its bounds and the shape of YAML records are in src/lexicon/provenance.ts.
import type * as Yaml from 'yaml';
import { isPhoneNumber } from '../../analyze/index.ts';
import { escapeRegExp, lazy, requireDependency, singular } from '../../core/index.ts';
import {
  ADDRESS_KEY_WORDS,
  MAX_FIELD_VALUE,
  MAX_OUTPUT_DEPTH,
  MAX_RECORD_LEAVES,
  MAX_STRUCTURED_TEXT,
  MIN_FAMILY_NAME,
  MIN_NAMED_VALUE,
  MIN_RECORD_LEAVES,
  MIN_ROLE_PREFIX,
  VALUE_KEY_WORDS,
  YAML_MAX_ALIASES,
  YAML_RECORDS,
} from '../../lexicon/index.ts';

// the YAML parser is loaded on the first YAML-looking output, not when intentguard is imported
const yaml = lazy(() => requireDependency('yaml') as typeof Yaml);

/** Lower-cased, trimmed values of the short fields of a structured output, or `undefined`. */
export function fieldValues(output: unknown): Set<string> | undefined {
  const data = typeof output === 'string' ? parseStructured(output) : output;
  if (data === null || typeof data !== 'object') return undefined;
  const values = new Set<string>();
  let leaves = 0;
  const visit = (v: unknown, depth: number): void => {
    if (leaves >= MAX_RECORD_LEAVES || depth > MAX_OUTPUT_DEPTH) return;
    if (typeof v === 'string' || typeof v === 'number') {
      leaves++;
      const s = String(v).trim();
      if (s.length > 0 && s.length <= MAX_FIELD_VALUE) values.add(s.toLowerCase());
    } else if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(data, 0);
  return leaves >= MIN_RECORD_LEAVES ? values : undefined;
}

/** A field's value that is only a name or two (`Gary & Louise Martin`, `Dr. Elin Lindqvist`). */
const PARTY_NAME_VALUE = /^\p{Lu}[\p{L}'’.-]*(?:\s+(?:&|and|\p{Lu}[\p{L}'’.-]*)){0,5}$/u;

/** The words of a record's key, lower-cased (`pi_email`, `coachPhone`: pi, email; coach, phone). */
function keyParts(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
}

/**
 * Does a record of the output hold `value` as a field of its own and, in the field that names
 * whose it is, one of `names` (a proper name the user wrote: "email Dr. Lindqvist" and the record
 * `{pi: "Dr. Elin Lindqvist", pi_email: …}`)? The naming field is the one whose key shares a word
 * with the value's key once address words are left out (`pi` of `pi_email`), or a plain name key
 * (`name`, `full_name`) beside a bare `email`. Words are compared lower-cased, whole. Counted: it
 * stops at MAX_RECORD_LEAVES leaves.
 */
export function recordOfNamed(
  output: unknown,
  value: string,
  names: ReadonlySet<string>,
  /** the user's words for a party by role ("text the owner", "message both coaches"): the address's own key names it (`owner_phone`) or, for a bare key, another field of the record does (`role: "DJ"`) */
  roles: ReadonlySet<string> = new Set(),
): boolean {
  const data = typeof output === 'string' ? parseStructured(output) : output;
  if (data === null || typeof data !== 'object' || (names.size === 0 && roles.size === 0)) return false;
  const want = value.trim().toLowerCase();
  const keyWords = (k: string) => keyParts(k).filter((w) => !ADDRESS_KEY_WORDS.has(w));
  let leaves = 0;
  const named = (o: Record<string, unknown>, key: string, parent: string) => {
    const own = keyWords(key);
    // (a bare address under a role's record: `recipient: {name, phone}`)
    // ("text the cust": a role word cut short, four letters or more, names the role it begins)
    const party = (w: string) =>
      !VALUE_KEY_WORDS.has(w) &&
      (roles.has(singular(w)) || [...roles].some((r) => r.length >= MIN_ROLE_PREFIX && w.startsWith(r)));
    if ([...own, ...(own.length === 0 ? keyWords(parent) : [])].some(party)) return true;
    // (or another field of the record names the role, by its value, `role: "DJ"`, or by its key,
    // `client: "Jakob Henning"` beside a bare `phone`)
    if (
      own.length === 0 &&
      Object.entries(o).some(
        ([k, x]) =>
          k !== key &&
          typeof x === 'string' &&
          (roles.has(singular(x.trim().toLowerCase())) && x.length <= 24
            ? true
            : // (`client`, or `customer_name`: the role and its name)
              (keyWords(k).length === 1 || (keyWords(k).length === 2 && keyWords(k)[1] === 'name')) &&
              party(keyWords(k)[0]!)),
      )
    )
      return true;
    const naming = (k: string, x?: unknown) => {
      const words = keyWords(k);
      return own.length > 0
        ? words.some((w) => own.includes(w))
        : words.some((w) => w === 'name') ||
            // (a bare address beside a one-word key holding nothing but a name, `client: "Gary &
            // Louise Martin"`: that field says whose the record is)
            (words.length === 1 && typeof x === 'string' && PARTY_NAME_VALUE.test(x.trim()));
    };
    const namesOne = (x: unknown) =>
      (
        String(x)
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu) ?? []
      ).some((w) => names.has(w));
    // (a party's record, one with a name of its own, that holds as a field a record code the
    // user wrote is the party the user named: "text HO-41102" and `{accountId: "HO-41102", name:
    // …, mobile: …}`; a work order holding the user's code holds others' phones too)
    const partyRecord = Object.keys(o).some((k) => k !== key && keyWords(k).join(' ') === 'name');
    const isCode = (x: unknown) => {
      const t = String(x).trim().toLowerCase();
      return partyRecord && /\p{L}/u.test(t) && /\d/.test(t) && names.has(t);
    };
    const flat = Object.entries(o).some(
      ([k, x]) =>
        k !== key &&
        (typeof x === 'string' || typeof x === 'number') &&
        ((naming(k, x) && namesOne(x)) || isCode(x)),
    );
    if (flat || own.length === 0) return flat;
    // (the naming field may stand in the records the record holds, `{assignments: [{puppeteer:
    // "Tomasz Wrobel", …}], puppeteer_email: …}`: then every such field names the user's party)
    const inner = Object.values(o)
      .flatMap((x) => (Array.isArray(x) ? x : [x]))
      .filter((x): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x))
      .slice(0, MAX_RECORD_LEAVES)
      .flatMap((r) =>
        Object.entries(r).filter(([k, x]) => (typeof x === 'string' || typeof x === 'number') && naming(k)),
      );
    return inner.length > 0 && inner.every(([, x]) => namesOne(x));
  };
  const same = (x: string) => sameValue(x, want);
  // (the record holds an address of the same kind as a field of its own: an email beside an email)
  const ownAddress = (o: Record<string, unknown>, address: string) =>
    Object.values(o).some(
      (x) =>
        typeof x === 'string' &&
        !same(x) &&
        (address.includes('@') ? /^[^\s@]+@[^\s@]+\.\w+$/.test(x.trim()) : isPhoneNumber(x.trim())),
    );
  // (the words of a record's naming fields: `name`, `full_name`)
  const nameWordsOf = (o: Record<string, unknown>) =>
    Object.entries(o)
      .filter(([k, x]) => typeof x === 'string' && keyWords(k).includes('name'))
      .flatMap(([, x]) => (x as string).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const namedApart = (inner: Record<string, unknown>, outer: Record<string, unknown>) => {
    const outerWords = new Set(nameWordsOf(outer));
    return nameWordsOf(inner).some((w) => names.has(w) && !outerWords.has(w));
  };
  // (the one contact a party's record lists is the party's: "let Halvorsen know" and `{customer:
  // "Halvorsen Paper", contacts: [{name: "Rick Dawes", email: …}]}`; not one of several)
  const ownerNamed = (owner: Record<string, unknown> | undefined) =>
    owner !== undefined &&
    Object.entries(owner).some(
      ([k, x]) =>
        typeof x === 'string' &&
        keyWords(k).length <= 2 &&
        (x.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).some(
          (w) => w.length >= MIN_FAMILY_NAME && names.has(w),
        ),
    ) &&
    soleAddressRecord(owner, value);
  const visit = (
    v: unknown,
    depth: number,
    parent = '',
    owner: Record<string, unknown> | undefined = undefined,
  ): boolean => {
    if (leaves >= MAX_RECORD_LEAVES || depth > MAX_OUTPUT_DEPTH || v === null || typeof v !== 'object')
      return false;
    const entries = Object.entries(v);
    leaves += entries.length;
    if (!Array.isArray(v)) {
      const hit = entries.find(([, x]) => typeof x === 'string' && same(x));
      if (hit) {
        // (a person inside the record of a party who has an address of their own is someone
        // else, unless the user named them apart: `emergency_contact: {name: "Rhys Davies", …}`
        // in the record of Joanne Davies, who has her own email; or by the role the record stands
        // under: "ping the recipient" and `recipient: {…}`)
        if (
          owner !== undefined &&
          ownAddress(owner, want) &&
          !namedApart(v as Record<string, unknown>, owner) &&
          !keyWords(parent).some((w) => roles.has(singular(w)))
        )
          return false;
        return named(v as Record<string, unknown>, hit[0], parent) || ownerNamed(owner);
      }
    }
    const next = Array.isArray(v) ? owner : (v as Record<string, unknown>);
    return entries.some(([k, x]) => visit(x, depth + 1, Array.isArray(v) ? parent : k, next));
  };
  return visit(data, 0);
}

/**
 * Does a record of the output hold `value` as a field of its own and, anywhere in that record
 * (its fields and the records inside it), `key` as whole words: a name or code the user wrote
 * ("the Ferreira party" and `{reservation_id: "RES-7689", guest: "Ana Ferreira"}`)? Lower-cased,
 * whole words. Counted: it stops at MAX_RECORD_LEAVES leaves.
 */
export function recordHoldsKey(output: unknown, value: string, key: string): boolean {
  const data = typeof output === 'string' ? parseStructured(output) : output;
  const want = value.trim().toLowerCase();
  const words = key.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (data === null || typeof data !== 'object' || want === '' || words.length === 0) return false;
  const phrase = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'u');
  let leaves = 0;
  const holds = (v: unknown, depth: number): boolean => {
    if (leaves++ >= MAX_RECORD_LEAVES || depth > MAX_OUTPUT_DEPTH) return false;
    if (typeof v === 'string' || typeof v === 'number') return phrase.test(String(v).toLowerCase());
    if (v === null || typeof v !== 'object') return false;
    return Object.values(v).some((x) => holds(x, depth + 1));
  };
  const visit = (v: unknown, depth: number): boolean => {
    if (leaves >= MAX_RECORD_LEAVES || depth > MAX_OUTPUT_DEPTH || v === null || typeof v !== 'object')
      return false;
    const entries = Object.entries(v);
    leaves += entries.length;
    if (
      !Array.isArray(v) &&
      entries.some(
        ([, x]) =>
          (typeof x === 'string' || typeof x === 'number') && String(x).trim().toLowerCase() === want,
      )
    )
      return holds(v, depth);
    return entries.some(([, x]) => visit(x, depth + 1));
  };
  return visit(data, 0);
}

/**
 * Is `value` the address of the one party the output describes: exactly one object of the output
 * holds a field under an address key (`email`, `contact_phone`: ADDRESS_KEY_WORDS), and that field
 * is `value`? ("find the surveyor we used on the Patel estate and email him": the lookup for that
 * surveyor found one, and its `email` is his.) With `only`, that field is the object's only
 * address. Counted: it stops at MAX_RECORD_LEAVES leaves.
 */
export function soleAddressRecord(output: unknown, value: string, only = false): boolean {
  const data = typeof output === 'string' ? parseStructured(output) : output;
  const want = value.trim().toLowerCase();
  if (data === null || typeof data !== 'object' || want === '') return false;
  const addressKey = (k: string) => keyParts(k).some((w) => ADDRESS_KEY_WORDS.has(w) && w !== 'address');
  let leaves = 0;
  let holders = 0;
  let ours = false;
  const visit = (v: unknown, depth: number) => {
    if (leaves >= MAX_RECORD_LEAVES || depth > MAX_OUTPUT_DEPTH || v === null || typeof v !== 'object')
      return;
    const entries = Object.entries(v);
    leaves += entries.length;
    if (!Array.isArray(v)) {
      const addresses = entries.filter(([k, x]) => typeof x === 'string' && addressKey(k));
      if (addresses.length > 0) {
        holders++;
        // (`only`: and the record's one address, not its next of kin's beside its own)
        if (addresses.some(([, x]) => sameValue(String(x), want)) && (!only || addresses.length === 1))
          ours = true;
      }
    }
    for (const [, x] of entries) visit(x, depth + 1);
  };
  visit(data, 0);
  return holders === 1 && ours;
}

/**
 * The values an output holds under a key that is one of `roles` (the user's word for a party:
 * "the consignee" and `consignee: "Almond & Rye Ltd"`), lower-cased: whom that record names in
 * that role. Counted: it stops at MAX_RECORD_LEAVES leaves.
 */
export function roleHolders(output: unknown, roles: ReadonlySet<string>): Set<string> {
  const data = typeof output === 'string' ? parseStructured(output) : output;
  const out = new Set<string>();
  let leaves = 0;
  const visit = (v: unknown, depth: number) => {
    if (leaves >= MAX_RECORD_LEAVES || depth > MAX_OUTPUT_DEPTH || v === null || typeof v !== 'object')
      return;
    const entries = Object.entries(v);
    leaves += entries.length;
    for (const [k, x] of entries) {
      const words = keyParts(k);
      if (
        !Array.isArray(v) &&
        typeof x === 'string' &&
        x.trim().length > MIN_NAMED_VALUE &&
        words.length === 1 &&
        roles.has(singular(words[0]!))
      )
        out.add(x.trim().toLowerCase());
      visit(x, depth + 1);
    }
  };
  visit(data, 0);
  return out;
}

const phoneDigits = (x: string) => x.replace(/[\s().-]/g, '');

/** A field's value is `want` (lower-cased, trimmed); a phone number is the same however it is written (`555-0114`, `5550114`). */
export function sameValue(field: string, want: string): boolean {
  const t = field.trim().toLowerCase();
  return t === want || (/^\+?\d{5,}$/.test(phoneDigits(want)) && phoneDigits(t) === phoneDigits(want));
}

/** A structured output (JSON or YAML text) as data; `undefined` for prose. */
export function parseStructured(text: string): unknown {
  const t = text.trim();
  if (t.length === 0 || t.length > MAX_STRUCTURED_TEXT) return undefined;
  try {
    if (t.startsWith('{') || t.startsWith('[')) return asRecords(JSON.parse(t));
  } catch {
    // not JSON: maybe YAML
  }
  // YAML only where the text looks like records: `key: value` lines or `- ` items
  if (!YAML_RECORDS.test(t)) return undefined;
  try {
    return asRecords(yaml().parse(t, { maxAliasCount: YAML_MAX_ALIASES, uniqueKeys: false }));
  } catch {
    return undefined;
  }
}

/**
 * A query's table as records: `{columns: ["name", "email"], rows: [["Colin Ashby", "c@…"]]}` is
 * `{rows: [{name: "Colin Ashby", email: "c@…"}]}`, so a row's fields are read by their column's
 * name as any record's are. Anything else is returned as it is.
 */
function asRecords(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const { columns, rows } = data as { columns?: unknown; rows?: unknown };
  if (
    !Array.isArray(columns) ||
    !columns.every((c) => typeof c === 'string') ||
    !Array.isArray(rows) ||
    !rows.every((r) => Array.isArray(r))
  )
    return data;
  return {
    ...data,
    rows: (rows as unknown[][]).map((r) => Object.fromEntries(columns.map((c: string, i) => [c, r[i]]))),
  };
}

/**
 * Is `value` (an address) the sender of a message in the output: a `from`, `sender` or
 * `reply_to` field of a record holding it (alone or as `Name <address>`), or a `From:` or
 * `Reply-To:` header line of a message's text? Counted: it stops at MAX_RECORD_LEAVES leaves.
 */
export function senderOf(output: unknown, value: string): boolean {
  const want = value.trim().toLowerCase();
  if (want === '') return false;
  const holds = (x: string) => {
    const t = x.trim().toLowerCase();
    return t === want || t.endsWith(`<${want}>`);
  };
  const data = typeof output === 'string' ? parseStructured(output) : output;
  let leaves = 0;
  const texts: string[] = typeof output === 'string' ? [output] : [];
  const visit = (v: unknown, key: string, depth: number): boolean => {
    if (leaves >= MAX_RECORD_LEAVES || depth > MAX_OUTPUT_DEPTH) return false;
    if (typeof v === 'string') {
      leaves++;
      if (SENDER_KEY.test(keyParts(key).join(' ')) && holds(v)) return true;
      texts.push(v);
      return false;
    }
    if (Array.isArray(v)) return v.some((x) => visit(x, key, depth + 1));
    if (v !== null && typeof v === 'object')
      return Object.entries(v).some(([k, x]) => visit(x, k, depth + 1));
    return false;
  };
  if (data !== null && typeof data === 'object' && visit(data, '', 0)) return true;
  const header = new RegExp(`^\\s*(?:from|reply-to|sender)\\s*:[^\\n]*?<?${escapeRegExp(want)}>?\\s*$`, 'im');
  return texts.some((t) => header.test(t));
}

/** The key of a message's sender: `from`, `sender`, `reply_to`, `from_email`. */
const SENDER_KEY = /^(?:from|sender|reply to|from email|from address|sender email)$/;
