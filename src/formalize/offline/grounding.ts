// Binds the values the user named to the parameters of a planned call (RefineAct's refined steps
// carry the user's parameters): what a parameter takes is read from its schema type and format,
// its name and its description; a parameter the user named no value for stays free.
import { codeSeries } from '../../analyze/index.ts';
import { singular, type Tool, YEARLESS_DATE } from '../../core/index.ts';
import {
  ADDRESS_PARAM_WORDS,
  ADDRESS_WORDS,
  CODE_PARAMS,
  COUNT_PARAM_WORDS,
  DEGREE_LETTERS,
  DEST_WORDS,
  DUE_WORDS,
  END_WORDS,
  ID_WORDS,
  KIND_PARAM_HEADS,
  MOMENT_WORDS,
  NAME_CHOOSING_VERBS,
  NAMING_PARAMS,
  PATH_WORDS,
  PERCENT_WORDS,
  PERSON_PARAM_WORDS,
  QUOTE_CUES,
  RECORD_ID_WORDS,
  SOURCE_WORDS,
  START_WORDS,
  STOP_WORDS,
  TEXT_CONTENT_NOUNS,
  unitNames,
} from '../../lexicon/index.ts';
import { atom, compound, list, num, type PrologTerm } from '../../logic/index.ts';
import { leadingVerbAt } from '../../tools/index.ts';
import type { NamedKind, NamedValue } from './named-values.ts';

/** A parameter's whole word that is a number to pay from or reach someone at (ADDRESS_PARAM_WORDS). */
const ADDRESS_OBJECT = new RegExp(`^(?:${ADDRESS_PARAM_WORDS.source})s?$`, 'i');

/** What a parameter takes, read from its schema. */
export type Slot =
  | { kind: 'date'; range?: 'start' | 'end'; withTime: boolean; alone: boolean; due?: true }
  | { kind: 'time'; range?: 'start' | 'end' }
  | { kind: 'moment'; range: 'start' | 'end' }
  | { kind: 'path'; role: 'any' | 'source' | 'destination' }
  | { kind: 'entity'; object: string; others?: readonly string[] }
  | { kind: 'person'; words: readonly string[]; others: readonly string[] }
  | { kind: 'channel' }
  | { kind: 'url' }
  | { kind: 'phone' }
  | { kind: 'percent'; words: readonly string[]; others: readonly string[] }
  | { kind: 'count'; words: readonly string[]; generic: boolean; others?: readonly string[] }
  | { kind: 'titled'; cues: readonly string[] }
  | {
      kind: 'record';
      nouns: readonly string[];
      others: readonly string[];
      /** the parameter takes several records (`case_ids`) */
      many?: true;
      destination?: true;
    };

interface PropSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  items?: PropSchema;
}

/** A parameter name split into lower-case words: `start_day` → start day, `hotelName` → hotel name. */
export function paramWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A parameter's words name a date (`due_date`, `day`), not a rate per day (`plays_per_day`). */
function datedBy(words: readonly string[]): boolean {
  const per = words.indexOf('per');
  return (per >= 0 ? words.slice(0, per) : words).some((w) => w === 'date' || w === 'day');
}

/** The slot a parameter fills, or undefined when its schema says nothing we bind. */
export function slotOf(
  tool: Tool,
  prop: string,
  schema: PropSchema,
  siblings: readonly string[] = [],
): Slot | undefined {
  // (a program is the call's to write: no value the user named is its command line or query)
  if (CODE_PARAMS.has(prop.toLowerCase())) return undefined;
  const words = paramWords(prop);
  const desc = schema.description ?? '';
  const format = (schema.format ?? '').toLowerCase();
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const range = rangeEnd(words, paramWords(desc), siblings);
  // a share (`percent`, `discount_pct`): the user's percentage, a number or text
  if (words.some((w) => PERCENT_WORDS.has(w)) && !type.includes('boolean'))
    return {
      kind: 'percent',
      words,
      others: siblings.filter((s) => s !== prop).flatMap(paramWords),
    };
  // a record's id (`ticket_id`, `orderNumber`, `booking_ref`): the codes the user wrote after the
  // record's noun ("ticket T-88315")
  const nouns = words.filter((w) => !RECORD_ID_WORDS.has(w) && w.length > 2);
  // (not when another parameter takes the same kind of record: `from_volunteer_id` and
  // `to_volunteer_id` of a swap, where one code the user gave does not say which it is)
  const sameKind = siblings.some((s) => {
    const other = paramWords(s);
    return (
      s !== prop && RECORD_ID_WORDS.has(other[other.length - 1] ?? '') && other.some((w) => nouns.includes(w))
    );
  });
  // (the end a thing goes to, `toAccountId` beside `fromAccountId`, takes the code the user wrote
  // after "to": "to Greenleaf, ACC-31877")
  if (
    sameKind &&
    words.some((w) => DEST_WORDS.has(w)) &&
    !words.some((w) => SOURCE_WORDS.has(w)) &&
    words.length > 1 &&
    RECORD_ID_WORDS.has(words[words.length - 1]!) &&
    nouns.length > 0 &&
    !type.includes('boolean')
  )
    return { kind: 'record', nouns, others: [], destination: true };
  if (
    !sameKind &&
    words.length > 1 &&
    RECORD_ID_WORDS.has(words[words.length - 1]!) &&
    nouns.length > 0 &&
    !type.includes('boolean')
  )
    return {
      kind: 'record',
      nouns,
      others: siblings.filter((s) => s !== prop).flatMap(paramWords),
      ...(/s$/.test(words[words.length - 1]!) ? { many: true as const } : {}),
    };
  // a count (`units`, `qty`, `qty_kg`, `number_of_seats`): the numbers the user gave with the
  // noun it counts; not a record's number (`table_number`) or a flag
  // (with no type, as for tools known only by their calls, only a quantity's own name says so)
  const numberOf = words.includes('number') && words[words.indexOf('number') + 1] === 'of';
  // (a rate's unit is what it is per, not what it counts: `price_per_litre`, `rate_per_kg`)
  const per = words.indexOf('per');
  // (a scale's letter counts: `value_c`, `oven_f`)
  const counting = (per >= 0 ? words.slice(0, per) : words).filter(
    (w) => (w.length > 1 || (DEGREE_LETTERS.has(w) && words.length > 1)) && w !== 'number' && w !== 'of',
  );
  const generic = counting.length > 0 && counting.every((w) => COUNT_PARAM_WORDS.has(w));
  // (`quantity_kg`: a quantity of what its other words name)
  const quantity = counting.some((w) => COUNT_PARAM_WORDS.has(w));
  // (a measure's unit names one as well: `tonnes`, `weight_kg`)
  const measure = counting.some((w) => unitNames(w).size > 0);
  if (
    (type.some((t) => t === 'number' || t === 'integer') ||
      (type.length === 0 && (quantity || numberOf || measure))) &&
    !type.includes('boolean') &&
    (numberOf || !RECORD_ID_WORDS.has(words[words.length - 1] ?? ''))
  )
    return {
      kind: 'count',
      words: counting,
      generic,
      others: siblings.filter((x) => x !== prop).flatMap(paramWords),
    };
  if (type.some((t) => t === 'number' || t === 'integer' || t === 'boolean')) return undefined;
  const dateTime = format === 'date-time' || /YYYY-MM-DD[ T]?HH|date[- ]?time|ISO ?8601/i.test(desc);
  if (
    format === 'date' ||
    format === 'date-time' ||
    /YYYY-MM-DD|\bdate\b/i.test(desc) ||
    // (not a rate: `plays_per_day`)
    datedBy(words)
  )
    if (!words.includes('time') || dateTime || /YYYY/i.test(desc))
      return {
        kind: 'date',
        withTime: dateTime || words.includes('time'),
        // (the tool's only parameter named for a date: `due_date`, not `start_date` beside `date_of_birth`)
        alone: !siblings.some((x) => x !== prop && datedBy(paramWords(x))),
        ...(range ? { range } : {}),
        ...(words.some((w) => DUE_WORDS.has(w)) ? { due: true as const } : {}),
      };
  if (format === 'time' || /\bHH:MM\b/i.test(desc) || (words.includes('time') && !dateTime))
    return { kind: 'time', ...(range ? { range } : {}) };
  // a bare `start` and a bare `end` (`ends_at`) of one tool, of no stated type: when a span
  // (a shift, a booking) begins and ends, written as a time, a date or both; the user's times and
  // dates bind them as written within (a lone `start` may be a clip's offset or a move's new time)
  const bare = (ws: readonly string[]) =>
    ws.length > 0 && ws.every((w) => MOMENT_WORDS.has(w)) && ws.some((w) => w !== 'at' && w !== 'on');
  const ends = siblings
    .filter((x) => x !== prop && bare(paramWords(x)))
    .map((x) => rangeEnd(paramWords(x), [], []));
  if (
    range !== undefined &&
    type.every((t) => t === 'string') &&
    bare(words) &&
    ends.includes(range === 'start' ? 'end' : 'start')
  )
    return { kind: 'moment', range };
  if (
    format === 'uri' ||
    format === 'url' ||
    words.some((w) => w === 'url' || w === 'link' || w === 'website')
  )
    return { kind: 'url' };
  if (words.some((w) => w === 'phone' || w === 'mobile')) return { kind: 'phone' };
  if (words.includes('channel')) return { kind: 'channel' };
  if (
    !words.some((w) => ID_WORDS.has(w)) &&
    (words.some((w) => PATH_WORDS.has(w)) ||
      (words.some((w) => SOURCE_WORDS.has(w) || DEST_WORDS.has(w)) &&
        /\b(path|file|folder|directory)\b/i.test(desc)))
  ) {
    const role = words.some((w) => SOURCE_WORDS.has(w))
      ? 'source'
      : words.some((w) => DEST_WORDS.has(w))
        ? 'destination'
        : 'any';
    return { kind: 'path', role };
  }
  if (
    (words.some((w) => PERSON_PARAM_WORDS.has(w)) || /\bname of (a|the) person\b/i.test(desc)) &&
    !ADDRESS_WORDS.test(`${words.join(' ')} ${desc}`) &&
    // (`contact_type` is a kind of contact, not one)
    !KIND_PARAM_HEADS.has(words[words.length - 1] ?? '')
  ) {
    // (a party at one end of a move, `from_member` or `to_member`: which of the named is which
    // is the call's to say)
    if (words.some((w) => SOURCE_WORDS.has(w) || DEST_WORDS.has(w))) return undefined;
    // (the other parameters' words say which name is whose: `with_staff` takes "with Priya")
    return { kind: 'person', words, others: siblings.filter((s) => s !== prop).flatMap(paramWords) };
  }
  const last = words[words.length - 1] ?? '';
  const cues = QUOTE_CUES[last];
  if (cues && words.length <= 2) {
    // a quote right after the tool's own words names what the tool takes: its object's title
    // ("an event 'Team lunch'" for create_event), the text its verb acts on ("write 'hello'")
    const [verb = '', ...objects] = paramWords(tool.name);
    const own = NAMING_PARAMS.has(last) ? objects : verb ? [verb] : [];
    return { kind: 'titled', cues: [...cues, ...own] };
  }
  // the parameter names the tool's object (`reserve_hotel(hotel)`, `book_table(restaurant_name)`):
  // it says which one, and a proper name the user gave is that one
  // (a tool that makes the object names it itself: `create_event(event_name)` takes free text)
  const object = words.filter((w) => w !== 'name');
  const toolNameWords = paramWords(tool.name);
  // (the object comes after the name's verb: in `PrescriberFax`, with no verb the lexicon knows,
  // `fax` may be the action itself, and the fax number is no name)
  const verbAt = leadingVerbAt(toolNameWords);
  if (
    object.length === 1 &&
    verbAt >= 0 &&
    toolNameWords.indexOf(object[0]!) > verbAt &&
    !toolNameWords.some((w) => NAME_CHOOSING_VERBS.has(w)) &&
    !words.includes('id') &&
    // (a text someone writes is no named thing: `LogNote(note)` takes the note's words, and "a
    // note that the QBR happened" names no note called QBR; TEXT_CONTENT_NOUNS)
    !TEXT_CONTENT_NOUNS.has(object[0]!) &&
    // (nor is a card, an account or a phone: a name is no number to pay from or ring,
    // ADDRESS_PARAM_WORDS; "charge Dennis for Moose's bath" and `charge_card(card)`)
    !ADDRESS_OBJECT.test(object[0]!)
  )
    return {
      kind: 'entity',
      object: object[0]!,
      others: siblings.filter((s) => s !== prop).flatMap(paramWords),
    };
  return undefined;
}

/**
 * Which end of a range a parameter takes: by its name's words, then its description's. Arrival
 * and departure depend on the tool: with both, one arrives first (a stay); alone, a departure
 * starts a trip and an arrival ends it.
 */
function rangeEnd(
  words: readonly string[],
  descWords: readonly string[],
  siblings: readonly string[],
): 'start' | 'end' | undefined {
  const joined = words.join('');
  if (words.some((w) => START_WORDS.has(w)) || joined.includes('checkin')) return 'start';
  if (words.some((w) => END_WORDS.has(w)) || joined.includes('checkout')) return 'end';
  const others = siblings.flatMap(paramWords);
  if (words.includes('arrival'))
    return others.includes('departure') || others.includes('checkout') ? 'start' : 'end';
  if (words.includes('departure'))
    return others.includes('arrival') || others.includes('checkin') ? 'end' : 'start';
  const d = descWords.join(' ');
  if (/\b(first|start|begin|check in|checkin|from)\b/.test(d)) return 'start';
  if (/\b(last|end|check out|checkout|until)\b/.test(d)) return 'end';
  return undefined;
}

/** The values of the given kinds, deduplicated. */
function valuesOf(
  named: readonly NamedValue[],
  kinds: readonly NamedKind[],
  filter: (v: NamedValue) => boolean = () => true,
): NamedValue[] {
  return named.filter((v) => kinds.includes(v.kind) && filter(v));
}

function oneOrAny(values: readonly string[]): PrologTerm | undefined {
  const distinct = [...new Set(values)];
  if (distinct.length === 0) return undefined;
  if (distinct.length === 1) return atom(distinct[0]!);
  return compound('one_of', [list(distinct.map((v) => atom(v)))]);
}

/** The term a slot takes from the user's values; undefined when the user named none. */
export function bindSlot(slot: Slot, named: readonly NamedValue[]): PrologTerm | undefined {
  switch (slot.kind) {
    case 'date': {
      // (a due date the user gave as a length of time, "due within 14 days", is worked out)
      if (slot.due && valuesOf(named, ['deadline']).length > 0) return undefined;
      const all = valuesOf(named, ['date']);
      // a range's own end goes to that end; otherwise any date the user named
      const ranged = slot.range ? all.filter((v) => v.range === slot.range) : [];
      // an end of a range takes only that end: a single date says nothing about a stay's two ends
      if (slot.range && ranged.length === 0) return undefined;
      // (a date without its year binds only the tool's one date: which of several it is for, a
      // stay's or a birth's, the user's month and day do not say; an end of a span the user wrote
      // takes that end of it: "June 19-26" and `start`, `end`)
      const picked = (ranged.length > 0 ? ranged : all)
        .map((v) => String(v.value))
        .filter((d) => slot.alone || ranged.length > 0 || !YEARLESS_DATE.test(d));
      // (with no date, a day of the week named without a clock binds the tool's one date to fall
      // on that day: "for Saturday" and `dispatch_date`)
      const weekdays = valuesOf(named, ['weekday']).map((v) => String(v.value));
      if (picked.length === 0 && all.length === 0 && slot.alone && !slot.range && weekdays.length > 0)
        return compound('on_weekday', [list([...new Set(weekdays)].map((d) => atom(d)))]);
      if (picked.length === 0) return undefined;
      if (slot.withTime) return compound('glob', [list([...new Set(picked)].map((d) => atom(`${d}*`)))]);
      // (a date without its year, `????-03-16`, is a glob on its month and day)
      if (picked.some((d) => YEARLESS_DATE.test(d)))
        return compound('glob', [list([...new Set(picked)].map((d) => atom(d)))]);
      return oneOrAny(picked);
    }
    case 'time': {
      const all = valuesOf(named, ['time']);
      const ranged = slot.range ? all.filter((v) => v.range === slot.range) : [];
      // the end of a span takes only an end the user gave: "move it to 2pm" says when it starts
      if (slot.range === 'end' && ranged.length === 0) return undefined;
      const picked = (ranged.length > 0 ? ranged : all).map((v) => String(v.value));
      // (a time that is no end of a span takes the span as well, written as a range: "manual
      // control 10:00-14:00" and `time: "10:00-14:00"`)
      const starts = all.filter((v) => v.range === 'start').map((v) => String(v.value));
      const ends = all.filter((v) => v.range === 'end').map((v) => String(v.value));
      const spans = slot.range
        ? []
        : starts.flatMap((a, i) =>
            ends[i] === undefined ? [] : ['-', '–', ' - ', ' – ', ' to '].map((by) => `${a}${by}${ends[i]}`),
          );
      // `19:00` is also written `19:00:00`
      return picked.length === 0
        ? undefined
        : compound('one_of', [
            list([
              ...[...new Set(picked)].flatMap((t) => [atom(t), atom(`${t}:00`)]),
              ...spans.map((t) => atom(t)),
            ]),
          ]);
    }
    case 'moment': {
      // the values of that end of a range, else for a start any the user gave; a time within a
      // stamp (`2027-01-16T14:00`) or alone, a date within a stamp
      // (a date without its year says nothing of a stamp, but that end of a span the user wrote:
      // "June 19-26" and `start`, `end`, `*????-06-19*`)
      const all = valuesOf(named, ['time', 'date']).filter(
        (v) => !YEARLESS_DATE.test(String(v.value)) || (slot.range !== undefined && v.range === slot.range),
      );
      const ranged = all.filter((v) => v.range === slot.range);
      const picked =
        ranged.length > 0 ? ranged : slot.range === 'start' ? all.filter((v) => v.range === undefined) : [];
      if (picked.length === 0) return undefined;
      return compound('glob', [
        list([...new Set(picked.map((v) => `*${String(v.value)}*`))].map((g) => atom(g))),
      ]);
    }
    case 'path':
      return bindPath(slot.role, named);
    case 'entity': {
      // (the user named the thing by its number, "to line 3": no proper name is that thing)
      if (
        valuesOf(named, ['count'], (v) => v.ordinal === true && (v.counts ?? []).includes(slot.object))
          .length > 0
      )
        return undefined;
      // (nor when the user asked for one of it by its kind alone, "a free pontoon berth": which
      // one is the agent's to find)
      if (
        valuesOf(named, ['unnamed'], (v) =>
          (v.counts ?? []).some((w) => singular(w) === singular(slot.object)),
        ).length > 0
      )
        return undefined;
      // (not a name the user wrote as a kind of something else: "the Physics MSc applications",
      // nor one the thing comes from: "spruce from Tonewood Alpine" is no material)
      const names = valuesOf(
        named,
        ['name'],
        (v) =>
          (v.nameKind === 'other' || v.nameKind === 'organization') &&
          v.source !== true &&
          (v.modifies === undefined || singular(v.modifies) === singular(slot.object)) &&
          // (nor one whose own noun is another parameter's: "Stockbridge Practice" is
          // `practice`'s, not `gp`'s)
          !namesOther(String(v.value), slot),
      );
      // (a name of the parameter's own thing, "crew B" for `crew`, is the one it takes)
      const own = names.filter(
        (v) => v.modifies !== undefined && singular(v.modifies) === singular(slot.object),
      );
      return oneOrAny((own.length > 0 ? own : names).map((v) => String(v.value)));
    }
    case 'person':
      // (with the user a party too, "set me a task to call Jenna", the person may be the user)
      if (valuesOf(named, ['self']).length > 0) return undefined;
      // (a name right after a function word of another parameter's name is that one's: "book her
      // in with Priya" is `with_staff`'s, not `attendee`'s)
      return oneOrAny(
        valuesOf(
          named,
          ['name'],
          (v) =>
            v.nameKind === 'person' &&
            !(
              v.cue !== undefined &&
              STOP_WORDS.has(v.cue) &&
              slot.others.includes(v.cue) &&
              !slot.words.includes(v.cue)
            ),
        ).map((v) => String(v.value)),
      );
    case 'channel': {
      const channels = valuesOf(named, ['channel']).map((v) => String(v.value));
      return channels.length === 0
        ? undefined
        : compound('one_of', [list(channels.flatMap((c) => [atom(c), atom(`#${c}`)]))]);
    }
    case 'url':
      // a page the user named binds exactly; a bare site ("on www.example.com") names no page
      return oneOrAny(
        valuesOf(named, ['url'], (v) => /^[a-z]+:\/\/[^/]+\/./i.test(String(v.value))).map((v) =>
          String(v.value),
        ),
      );
    case 'phone':
      return oneOrAny(valuesOf(named, ['phone']).map((v) => String(v.value)));
    case 'percent': {
      // 5% is passed as 5 or as the fraction 0.05
      // (not a share named for another parameter of the tool: "15.8 moist, 1.2% dockage" and
      // `moisture_pct` beside `dockage_pct`)
      const same = (a: string, b: string) => singular(a) === singular(b);
      const shares = valuesOf(
        named,
        ['percent'],
        (v) =>
          !(v.counts ?? []).some(
            (w) => slot.others.some((o) => same(o, w)) && !slot.words.some((o) => same(o, w)),
          ),
      ).map((v) => Number(v.value));
      if (shares.length === 0) return undefined;
      return compound('one_of', [list([...new Set(shares.flatMap((n) => [n, n / 100]))].map((n) => num(n)))]);
    }
    case 'count': {
      // the counts of the noun the parameter names ("4 units" for `units`, "12 kg" for `qty_kg`);
      // a plain quantity (`qty`) takes any count the user gave
      // (a figure for each of a thing binds only a parameter named for that thing: "30 kg a box"
      // is `box_weight_kg`'s, not `tonnes`')
      const each = valuesOf(
        named,
        ['count'],
        (v) => v.each !== undefined && slot.words.some((p) => singular(p) === v.each),
      );
      if (each.length > 0)
        return compound('one_of', [list([...new Set(each.map((v) => Number(v.value)))].map((n) => num(n)))]);
      const all = valuesOf(named, ['count'], (v) => v.labelled !== true && v.each === undefined);
      // (or another name of the unit it is given in: "20 t" for `tonnes`, "5 kilograms" for `qty_kg`)
      const own = all.filter((v) =>
        (v.counts ?? []).some((w) => {
          const unit = [...unitNames(w)].map(singular);
          return slot.words.some((p) => singular(p) === singular(w) || unit.includes(singular(p)));
        }),
      );
      // (a plain quantity takes no count of what another parameter names: "the 2026 vintage" is
      // `vintage`'s, not `quantity`'s)
      const othersCount = (v: NamedValue) =>
        (v.counts ?? []).some((w) =>
          (slot.others ?? []).some((o) => o.length > 2 && singular(o) === singular(w)),
        );
      const picked =
        own.length > 0 ? own : slot.generic ? all.filter((v) => v.ordinal !== true && !othersCount(v)) : [];
      if (picked.length === 0) return undefined;
      return compound('one_of', [list([...new Set(picked.map((v) => Number(v.value)))].map((n) => num(n)))]);
    }
    case 'record': {
      if (slot.destination)
        return oneOrAny(valuesOf(named, ['code'], (v) => v.destination === true).map((v) => String(v.value)));
      // (one code per record noun: "ticket T-1 and ticket T-2" leave the choice to the call)
      const codes = valuesOf(
        named,
        ['code'],
        (v) => v.cue !== undefined && slot.nouns.includes(singular(v.cue)),
      );
      // (with another code of the same form in the request, "replace part P-100 with P-200", which
      // one the call takes is the call's to say)
      const allCodes = valuesOf(named, ['code']).map((v) => String(v.value));
      // (a code written after no record's noun, "open a ticket for MS-CX-0141", "add keywords to
      // LM-40117", is the record of whichever parameter takes codes of its form: it binds those of
      // its series, and leaves ids of any other form to the call; not one written after another
      // parameter's noun, "customer C-55102", nor one of several of a form; a parameter of several
      // records, `case_ids`, takes more than the one the user wrote: "3 or more incl. LG-27-0031")
      const uncued =
        codes.length > 0 || slot.many
          ? []
          : valuesOf(
              named,
              ['code'],
              (v) => v.cue === undefined || !slot.others.some((o) => singular(o) === singular(v.cue!)),
            );
      const bound = codes.length > 0 ? codes : uncued;
      // (a parameter of several records the user counted and did not name, "reserve 6 reels" and
      // `reel_ids`, holds that many)
      if (bound.length === 0 && slot.many) return countOf(slot.nouns, named);
      if (
        bound.length === 0 ||
        bound.some((c) =>
          allCodes.some((o) => o !== c.value && codeSeries(o) === codeSeries(String(c.value))),
        )
      )
        return undefined;
      return compound('same_series', [
        list([...new Set(bound.map((v) => String(v.value)))].map((c) => atom(c))),
      ]);
    }
    case 'titled': {
      const quoted = valuesOf(named, ['quoted'], (v) => v.cue !== undefined && slot.cues.includes(v.cue));
      return oneOrAny(quoted.map((v) => String(v.value)));
    }
  }
}

/**
 * `count_of(N)`: the one count the user gave of a noun (not a rank: "the 3rd reel"), for the
 * records of that noun; undefined with none, or with several different counts of it.
 */
function countOf(nouns: readonly string[], named: readonly NamedValue[]): PrologTerm | undefined {
  const counts = valuesOf(
    named,
    ['count'],
    (v) => v.ordinal !== true && (v.counts ?? []).some((w) => nouns.includes(singular(w))),
  );
  const values = [...new Set(counts.map((v) => Number(v.value)))];
  return values.length === 1 ? compound('count_of', [num(values[0]!)]) : undefined;
}

/**
 * A named file binds the path exactly (a bare file name binds any folder's file of that name);
 * a named folder binds what lies under it. Sources take files, destinations take both.
 */
function bindPath(
  role: 'any' | 'source' | 'destination',
  named: readonly NamedValue[],
): PrologTerm | undefined {
  const files = valuesOf(named, ['file']).map((v) => String(v.value));
  const folders = valuesOf(named, ['folder']).map((v) => String(v.value));
  const globs: string[] = [];
  const safe = (p: string) => !/[*?[\]{}!]/.test(p);
  for (const f of files.filter(safe)) globs.push(anchored(f));
  if (role !== 'source' || files.length === 0)
    for (const d of folders.filter(safe)) globs.push(`${anchored(d)}/**`, anchored(d));
  if (globs.length === 0) return undefined;
  // absolute files only: the exact paths, printed as the user wrote them
  if (folders.length === 0 || role === 'source')
    if (files.length > 0 && files.every((f) => f.startsWith('/') && safe(f))) return oneOrAny(files);
  // folders only, all absolute: the documented `under` form
  if (files.length === 0 && folders.every((d) => d.startsWith('/')))
    return compound('under', [list([...new Set(folders)].map((d) => atom(d)))]);
  return compound('glob', [list([...new Set(globs)].map((g) => atom(g)))]);
}

/** `/srv/a.md` stays; `~/a.md`, `./a.md`, `docs/a.md` match wherever the agent resolves them. */
function anchored(p: string): string {
  if (p.startsWith('/')) return p;
  const rest = p.replace(/^~\/?|^\.{1,2}\//, '');
  return rest.includes('/') ? `**/${rest}` : rest;
}

/** Every `Prop(Value)` term a tool's call must agree with, from the values the user named. */
export function groundParams(
  tool: Tool,
  named: readonly NamedValue[],
  skip: ReadonlySet<string> = new Set(),
  /** the values named in the parts of the task that ask for this tool: they bind first */
  own?: readonly NamedValue[],
): PrologTerm[] {
  const props = (tool.inputSchema?.properties as Record<string, PropSchema> | undefined) ?? {};
  const slots = Object.entries(props).flatMap(([prop, schema]) => {
    const slot = slotOf(tool, prop, schema ?? {}, Object.keys(props));
    return slot ? [[prop, slot] as const] : [];
  });
  const moves = movesThings(slots.map(([, slot]) => slot));
  const out: PrologTerm[] = [];
  for (const [prop, slot] of slots) {
    if (skip.has(prop)) continue;
    const fits = moves ? forEnd(slot) : (vs: readonly NamedValue[]) => vs;
    const term = (own ? bindSlot(slot, fits(own)) : undefined) ?? bindSlot(slot, fits(named));
    if (term) out.push(compound(prop, [term]));
  }
  return out;
}

/** A tool with a destination path and another path takes a thing from one place to another. */
function movesThings(slots: readonly Slot[]): boolean {
  const paths = slots.filter((s) => s.kind === 'path');
  return paths.some((s) => s.role === 'destination') && paths.some((s) => s.role !== 'destination');
}

/**
 * In a tool that moves things (download, copy, move), the destination takes only the paths the
 * user wrote as a goal ("to /backup"); the other paths take the rest. The folder a named file
 * lies in ("report.pdf in the folder /docs") is where it comes from, not where it goes.
 */
function forEnd(slot: Slot): (values: readonly NamedValue[]) => NamedValue[] {
  if (slot.kind !== 'path') return (values) => [...values];
  const goal = slot.role === 'destination';
  return (values) =>
    values.filter((v) => (v.kind !== 'file' && v.kind !== 'folder') || (v.destination === true) === goal);
}

/** The name's last word is the name of another parameter of the tool ("Stockbridge Practice" and `practice`). */
function namesOther(name: string, slot: Extract<Slot, { kind: 'entity' }>): boolean {
  const head = singular(
    name
      .toLowerCase()
      .match(/[a-z]+/g)
      ?.at(-1) ?? '',
  );
  return (
    head.length > 2 && head !== singular(slot.object) && (slot.others ?? []).some((o) => singular(o) === head)
  );
}
