// Words of requests: how the offline formalizer reads the user's instruction into parts, the
// actions asked, the values named and the parameters they bind. Every list, pattern and count
// here is named and says what it decides (docs/grounding.md explains the binding). A hand list
// where no maintained library holds the distinction (compromise tags the words; these say which
// tagged words matter); English only.

// ---------- parts of a request, the verbs asked and their objects (formalize/offline/clauses.ts) ----------

/** Enumeration markers and connectives that start a new part of the task. */
export const PART_BREAK =
  /(?:^|\s)(?:\(?\d{1,2}[.)]|[a-h]\)|[-*•])\s+(?=\p{L})|;\s*|\n+|,?\s+and then\s+|,\s*then\s+|\bafterwards?,?\s+/giu;

/**
 * A part break that is an enumeration marker ("2) ", " b) ", a bullet opening a line), not a
 * connective or a dash inside a sentence ("it's free - delivery tomorrow"). What it
 * decides: the part it opens is an item of the user's list, a task of its own whose values bind
 * no other item's tool (offline/clauses.ts, build.ts `partValues`).
 */
export const ENUMERATION_MARKER = /^(?:\s*\(?\d{1,2}[.)]|\s*[a-h]\)|(?:\s*\n\s*)?[-*•])\s+$/u;

/**
 * Words that make a verb's object more than one thing ("all", "each", "them", "both"...). What it
 * decides: a step whose object has one of these may act on several objects; without one, and with
 * no plural noun or coordination, it acts on the one the user named (a repeat on another asks).
 */
export const MANY_WORDS: ReadonlySet<string> = new Set(
  'all every each both any these those them they their several multiple many some few everyone everything everybody'.split(
    ' ',
  ),
);

/**
 * Words that distribute an action over several things wherever they stand in the sentence
 * ("… for each one", "… for both of them", "… for every bike"). What it decides: after the
 * verb's object phrase, one of these makes the object several (`objectIsOne`).
 */
export const EACH_WORDS: ReadonlySet<string> = new Set(['each', 'every', 'both', 'all']);

/**
 * Verbs whose meaning is light when their object is a new thing: "get an offer out to Marisol",
 * "give the organizers a $50 credit", "put in a maintenance request", "make a booking", "raise a
 * work order", "cut a PO", "lodge a claim", "try a soft reset", "perform a recount". What it
 * decides: with an indefinite object (`INDEFINITE_OBJECT`), the action is the one that makes
 * the thing, found by the thing's noun (coverage.ts), not the verb's own (get reads, give grants).
 */
export const LIGHT_VERBS: ReadonlySet<string> = new Set([
  'get',
  'give',
  'make',
  'do',
  'put',
  'have',
  'raise',
  'cut',
  'lodge',
  'try',
  'perform',
]);

/**
 * Verbs that, with a sum of money as their object and "from" after it, take that sum from someone
 * (not "off": "take $80 off the invoice" reduces it): "take the £205 from the deposit", "take today's €45 from the Müller account". What it
 * decides: the request is the verb given here (clauses.ts `verbAt`), done by a tool that charges
 * or debits; "take the parcel from the shelf" stays a take.
 */
export const MONEY_TAKING_VERBS: ReadonlyMap<string, string> = new Map([['take', 'charge']]);

/**
 * Verbs that, said of someone else ("the organizers get a credit", "Hall D needs a heads-up",
 * "Mr Okonjo wants 20 visitor vouchers"),
 * ask for the new thing that follows them. What it decides: such a present-tense verb after its
 * subject, with an indefinite object, is asked for.
 */
export const RECEIVING_VERBS: ReadonlySet<string> = new Set(['get', 'need', 'want']);

/** Words that open a new thing as an object: an article, "another", "new", a number. */
export const INDEFINITE_OBJECT = /^(?:a|an|another|new|one|two|three|\$?\d[\d,.]*)$/;

/**
 * Words that end the noun phrase of a new thing: prepositions, "that", conjunctions ("a quote |of
 * $185", "a friendly reminder |that her invoice is overdue"). What it decides: the words of the
 * thing a handing verb gives (coverage.ts `newThingHanded`), which a tool that makes it must name.
 */
export const THING_PHRASE_ENDS = /^(?:of|for|to|that|which|on|in|at|with|about|from|by|and|or|as|so|if)$/;

/**
 * Nouns that name a message to someone, as the new thing a verb hands over: "give them a
 * heads-up", "drop the director a line", "push an alert to guests", "shoot Maria a quick text".
 * What it decides: a verb of `MESSAGE_HANDING_VERBS` with one of these, indefinite, as its object
 * asks for a notify (clauses.ts `verbAt`), done by any tool that delivers messages
 * (`MESSAGE_VERBS`). Not "note" or "memo": "leave a note on the claim" makes a note.
 */
export const MESSAGE_NOUNS: ReadonlySet<string> = new Set([
  'headsup',
  'heads-up',
  'line',
  'message',
  'text',
  'email',
  'e-mail',
  'alert',
  'notice',
  'notification',
  'reminder',
  'shout',
  'ping',
  'nudge',
]);

/**
 * Nouns for a text someone writes whose words a colon after them introduces ("add a case note:
 * …", "reason: …", "with the comment: …"), and the cues of quoted text ("saying: …"). What it
 * decides: what follows the colon, to the end of its sentence, is the text to write, not a request:
 * its verbs ask for nothing ("Add a case note: he wants to talk about pausing his payment" asks
 * for no pause) (clauses.ts `contentStart`).
 */
export const TEXT_CONTENT_NOUNS: ReadonlySet<string> = new Set([
  'note',
  'notes',
  'comment',
  'message',
  'text',
  'memo',
  'reply',
  'remark',
  'annotation',
  'reason',
  'caption',
  'description',
  'body',
  'subject',
  'summary',
  'notice',
  'announcement',
  'saying',
  'says',
  'reading',
]);

/**
 * Most words between an asked verb and the colon that opens the text it writes ("text Fatima:",
 * "add a case note:"). What it decides: a colon further on introduces no dictated text (clauses.ts
 * `contentStart`).
 */
export const MAX_MESSAGE_TO_COLON = 4;

/**
 * Nouns that, in a tool's name with no verb, say the tool sends a message: `harbor_notice`,
 * `holder_notice`, `guest_alert`, `sms_reminder`. What it decides: such a tool does what a message
 * request asks (roles.ts, provenance delegated-requests.ts). Written in the singular (`alerts`
 * lists them); not "line" or "text", which name other things in tool names (`tap_line`).
 */
export const MESSAGE_TOOL_NOUNS: ReadonlySet<string> = new Set([
  'notice',
  'alert',
  'message',
  'email',
  'sms',
  'notification',
  'reminder',
  'announcement',
  'bulletin',
]);

/**
 * Verbs that hand a message over to someone ("drop X a line", "give X a heads-up"), or say that
 * someone is due one ("floor 3 needs a heads-up"): see `MESSAGE_NOUNS`.
 */
export const MESSAGE_HANDING_VERBS: ReadonlySet<string> = new Set([
  'need',
  'give',
  'get',
  'drop',
  'push',
  'shoot',
  'fire',
  'send',
]);

/**
 * Words that ask for a new one of a thing the request already named: "deactivate it and get her a
 * new one", "block it and get him a replacement", "void the old barcodes and send her fresh ones"
 * ("a new deadline" is a thing of its own, not a new one of something named). What it decides: a handing or light verb with one of these as its object asks for a tool that
 * makes that thing anew (`REPLACING_VERBS`), found by the thing's noun (coverage.ts).
 */
export const REPLACEMENT_WORDS = /^(?:(?:new|fresh) ones?|replacements?)$/;

/**
 * The verb a request that brings its object to a number asks for ("pull the line down to 3 m/s",
 * "drop the price to $1,150"), when its own verb is no change the lexicon knows or a destructive
 * one. What it decides: the part asks for a setting (clauses.ts `setsLevel`), not a removal.
 */
export const LEVEL_VERB = 'set';

/**
 * A number written as a time or a day ("20:15", "8/31", "4pm", "the 5th"). What it decides: a
 * request bringing its object to such a number moves it in time and sets no level (`LEVEL_VERB`).
 */
export const CLOCK_OR_DAY_NUMBER = /[:/]|\d(?:am|pm|st|nd|rd|th)$/i;

/**
 * Words after a number that make it a time of day ("to 8 pm", "to 9 tonight"). What it decides: a
 * request bringing its object to such a number moves it in time and sets no level (`LEVEL_VERB`).
 */
export const CLOCK_WORDS_AFTER = /^(?:am|pm|a\.m\.|p\.m\.|o'clock|tonight|tomorrow)$/i;

/** Most words between such a verb and its "to" ("the Ridge Line down"). */
export const MAX_LEVEL_OBJECT = 6;

/** Most words (an indirect object: "him", "the organizers") between a light verb and its new thing. */
export const MAX_INDIRECT_OBJECT = 3;

/** Words after which a verb is not asked for: "if it is rated", "the reserved room", "to be booked". */
export const NOT_ASKED_AFTER = new Set([
  'if',
  'unless',
  'whether',
  'when',
  'because',
  'that',
  'which',
  'who',
  'was',
  'were',
  'is',
  'are',
  'be',
  'been',
  'has',
  'have',
  'had',
]);

/**
 * Verbs that, with "me" or "us" after them, ask to be told something ("give me the details", "tell
 * us", "show me"). What it decides: such a verb is a request for information, not a grant or a
 * message, and plans no action.
 */
export const INFORMING_VERBS = new Set(['give', 'tell', 'show', 'let']);

/**
 * Verbs of wanting. What it decides: their object followed by what is to be done to it asks for
 * that ("I need the hotel booked"); an indefinite or bare thing wanted that is not there yet asks
 * for the one tool that makes or arranges it ("she wants autopay", "the tenant needs a
 * locksmith"; "like" only after "would"); a definite or owned thing wanted is one to find.
 */
export const WANTING_VERBS = new Set(['need', 'want', 'like']);

/** Words that give a thing its name: "an event called 'Retro'". */
export const NAMING_CUES = new Set(['called', 'named', 'titled']);

/** Most words between "get" and the participle it makes the request ("get X and Y groomed"). */
export const MAX_CAUSATIVE_OBJECT = 8;

// ---------- actions, limits and prohibitions in the request (formalize/offline/intent.ts) ----------

/**
 * Function words that never name an action or an object. What it decides: they are left out of the
 * request's action and content words, which pick the tools a plan uses.
 */
export const STOP_WORDS = new Set(
  'a an the to of in on for and or my me i you your it its is are be was were this that these those with from by at as if then than please can could would should will all any some do does did not no so also just only into about up out over via using use'.split(
    ' ',
  ),
);

/**
 * Words after which a word names a thing, not an action: "read the latest email" asks for no
 * e-mail to be sent, "check my messages" for no message. What it decides: the next word is no
 * action word unless a light verb (`ACTION_NAMING_VERBS`) stands before the marker.
 */
export const NOUN_MARKERS = new Set(
  'a an the my your his her their our its this that these those latest newest oldest earliest last recent previous new first next unread any each every some which whose one two several all of'.split(
    ' ',
  ),
);

/** Verbs whose object names the action itself: "make a transfer", "send a message", "do a refund". */
export const ACTION_NAMING_VERBS = new Set(
  'make do send give place create write schedule book set have issue'.split(' '),
);

/** Verbs ending in -ed in their base form. */
/** Verbs ending in -ed in their base form: what it decides: these are not read as participles. */
export const BASE_IN_ED = new Set('embed proceed exceed succeed feed speed need breed shred'.split(' '));

/**
 * A prohibition of destruction ("don't delete anything", "without removing", "never lose data",
 * "no deletions"). What it decides: the spec forbids destructive steps. ("No" before a loss
 * reports what did not happen, "no loss of consciousness", "no data loss occurred": no
 * prohibition.)
 */
export const FORBIDS_DESTRUCTION =
  /\b(do not|don't|never|without|avoid)\b[^.;]{0,60}\b(delet|remov|drop|destroy|destructive|erase|wip|overwrit|truncat|lose|loss)|\bno\b[^.;]{0,60}\b(delet|remov|drop|destroy|destructive|erase|wip|overwrit|truncat)/i;

/**
 * The user asks to be asked first ("confirm with me", "without my approval", "before you"). What
 * it decides: the spec requires confirmation of changing steps. ("Confirm" alone is an action of
 * its own, "confirm the booking", "email the leader to confirm": only confirming with the user,
 * first, or before acting asks to be asked.)
 */
export const ASKS_CONFIRMATION =
  /\b(ask (me|first|for)|confirm(ing)? (with me|first|before|it with me)|(let|have) me confirm|(get|wait for|need) my confirmation|check with me|my (permission|approval|consent)|without (my )?(permission|approval|consent)|before you)\b/i;

/** Words that make an action conditional ("if it is rated higher than 4"). What it decides: the spec records a condition. */
export const CONDITION_WORDS = /\b(if|only if|unless|when|provided that|as long as)\b/i;

/** A comparison with a number ("over $500"). What it decides: the threshold the condition compares against. */
export const THRESHOLD_WORDS =
  /\b(exceeds?|over|above|more than|at least|greater than|below|under|less than|at most)\b\s*\$?\s*([\d,.]+)/i;

/** An upper limit the user sets on an amount ("at most $200"). What it decides: the plan's amount bound `at_most`. */
export const UPPER_BOUND =
  /\b(?:at most|no more than|not more than|up to|a maximum of|maximum of|not (?:to )?exceed(?:ing)?)\s*[$€£]?\s*(\d[\d,]*(?:\.\d+)?)/i;

/** A lower limit the user sets on an amount ("at least $20"). What it decides: the plan's amount bound `at_least`. */
export const LOWER_BOUND =
  /\b(?:at least|no less than|not less than|a minimum of)\s*[$€£]?\s*(\d[\d,]*(?:\.\d+)?)/i;

/** A folder the user confines the work to ("only in /srv/app"). What it decides: the spec's path scope. */
export const SCOPE_FOLDER = /\b(?:under|inside|within|only in)\s+((?:~|\.{1,2})?\/[\w.\-/]+)/gi;

/** Files the user exempts ("except *.md", "keeping the *.lock files"). What it decides: patterns the plan must not touch. */
export const KEEP_PATTERN =
  /\b(?:except(?: for)?|but not|other than|excluding|keep(?:ing)?)\s+(?:the\s+|any\s+|all\s+)?(?:files?\s+)?(?:matching\s+|named\s+)?([\w.-]*[*?][\w.*?-]*)/gi;

/** A question, or a request to be told or shown something. */
export const INFORMATION_REQUEST =
  /\?\s*$|^\s*(?:what|which|who|whom|whose|where|when|why|how|is|are|was|were|do|does|did|has|have)\b|\b(?:give|tell|show|let)\s+(?:me|us)\b/im;

// ---------- parameters a named value binds (formalize/offline/grounding.ts) ----------

/**
 * Name words of the start of a range (`start_date`, `check_in`, `from`). What it decides: the first
 * date of a range the user named binds such a parameter. (A word list is unavoidable here: these
 * are English nouns schema authors use for the two ends of a stay, a trip, a meeting.)
 */
export const START_WORDS = new Set(['start', 'from', 'begin', 'beginning', 'checkin', 'since', 'first']);

/** Name words of the end of a range (`end_date`, `checkout`, `until`). What it decides: the range's last date binds it. */
export const END_WORDS = new Set(['end', 'to', 'until', 'till', 'checkout', 'return', 'last', 'through']);

/**
 * The words of a bare moment parameter (`start`, `end`, `ends_at`, `until`): what it decides, with
 * no type stated, the parameter takes the user's time or date for that end of a range, within
 * whatever stamp the call writes (formalize/offline/grounding.ts).
 */
export const MOMENT_WORDS = new Set([
  'start',
  'starts',
  'end',
  'ends',
  'begin',
  'begins',
  'finish',
  'until',
  'till',
  'at',
  'on',
]);

/**
 * Last words of a parameter's name that make it a kind, a state or a manner of its other words'
 * thing, not the thing (`contact_type`, `guest_status`, `member_tier`, `recipient_role`). What it
 * decides: such a parameter takes no person the user named, whatever its other words
 * (grounding.ts `slotOf`).
 */
export const KIND_PARAM_HEADS: ReadonlySet<string> = new Set([
  'type',
  'kind',
  'category',
  'class',
  'role',
  'status',
  'state',
  'tier',
  'level',
  'mode',
  'method',
  'preference',
  'count',
  'reason',
]);

/**
 * Parameters that take a program: a command line, source code, an SQL statement. What it
 * decides: the tool runs code (roles.ts: `shell`, `code`, `sql` kinds), and no value the user named
 * binds such a parameter exactly (grounding.ts): "run the report for Brightmoor" names the client,
 * not the command line.
 */
export const CODE_PARAMS: ReadonlyMap<string, 'shell' | 'code' | 'sql'> = new Map([
  ['command', 'shell'],
  ['cmd', 'shell'],
  ['commands', 'shell'],
  ['code', 'code'],
  ['script', 'code'],
  ['source_code', 'code'],
  ['sql', 'sql'],
  ['statement', 'sql'],
  ['sql_query', 'sql'],
]);

/** Name words of a parameter that takes a person (`attendee`, `assignee`). What it decides: a named person binds it. */
export const PERSON_PARAM_WORDS = new Set([
  'person',
  'contact',
  'attendee',
  'participant',
  'guest',
  'invitee',
  'assignee',
  'member',
  'recipient',
]);

/** Words of a parameter that takes a person's address or account, never their name. */
export const ADDRESS_WORDS = /\b(e-?mail|address|account|iban|username|user ?name|handle|id|number)\b/i;

/**
 * Last name words of a parameter that takes a record's id (`ticket_id`, `order_number`,
 * `booking_ref`, `caseNo`). What it decides: a code the user wrote after the record's noun
 * ("ticket T-88315") binds the parameter whose other words name that record (grounding.ts).
 */
export const RECORD_ID_WORDS: ReadonlySet<string> = new Set([
  'id',
  'ids',
  'number',
  'no',
  'num',
  'ref',
  'reference',
  'code',
]);

/** Name words of a parameter that takes a percentage (`percent`, `discount_pct`, `percentage_off`). */
export const PERCENT_WORDS = new Set(['percent', 'percentage', 'pct']);

/** Name words that say a parameter is about a path. */
export const PATH_WORDS = new Set(['path', 'file', 'filename', 'filepath', 'dir', 'directory', 'folder']);

/** Name words of where a copy or move reads from. What it decides: the first of two named paths binds it. */
export const SOURCE_WORDS = new Set(['source', 'src', 'from', 'input', 'origin']);

/** Name words of where a copy or move writes to. What it decides: the path after "to" binds it. */
export const DEST_WORDS = new Set(['destination', 'dest', 'dst', 'target', 'output', 'to']);

/** Name words of an identifier: `shared_file_id` takes a file's id, never its path. */
export const ID_WORDS = new Set(['id', 'ids', 'identifier', 'uuid', 'guid']);

/** Verbs of tools that bring their object into being: its name is theirs to choose. */
export const NAME_CHOOSING_VERBS = new Set([
  // (and those that set it: `update_password(password)` takes the new value)
  'update',
  'set',
  'change',
  'edit',
  'rename',
  'reset',
  'create',
  'add',
  'new',
  'make',
  'write',
  'post',
  'draft',
  'generate',
  'compose',
  'upload',
  'insert',
]);

/** Quote cues that name a parameter: 'titled "X"' → title, 'called "X"' → name or title. */
export const QUOTE_CUES: Record<string, readonly string[]> = {
  title: ['title', 'titled', 'called', 'named', 'heading'],
  subject: ['subject', 'titled', 'called', 'line'],
  name: ['name', 'named', 'called'],
  filename: ['named', 'called', 'file'],
  message: ['message', 'saying', 'says', 'text', 'reading'],
  text: ['text', 'saying', 'says', 'message', 'reading'],
  content: ['content', 'saying', 'says', 'text', 'reading'],
  body: ['body', 'saying', 'says', 'reading'],
  query: ['query', 'search', 'for'],
};

/** Parameters that name the tool's object (the rest of CUES' keys carry text or a query). */
export const NAMING_PARAMS = new Set(['title', 'subject', 'name', 'filename']);

// ---------- values the user names (formalize/offline/named-values.ts) ----------

/** "folder"/"directory" next to a path. What it decides: the named path is a folder (it binds `under`). */
export const FOLDER_WORD = /\b(?:folder|directory|dir)\s*$|^\s*(?:folder|directory|dir)\b/i;

/** The prepositions of a goal right before a path: "to /backup", "into the folder 'drafts/'". */
export const GOAL_BEFORE =
  /\b(?:to|into|onto)\s+(?:(?:the|my|a)\s+)?(?:(?:folder|directory|dir)\s+)?["'“‘`]?$/i;

/**
 * "to" (or "into", "onto") and at most three words before a code, in one clause: where the thing
 * goes ("to Greenleaf, ACC-31877", "into bin B-7"). What it decides: the code is marked
 * `destination` and binds the end a thing goes to (`toAccountId` beside `fromAccountId`).
 */
export const CODE_GOAL_BEFORE = /\b(?:to|into|onto)\s+(?:[\p{L}'’.&-]+,?\s+){0,3}$/iu;

/**
 * A lower-case noun and a capital letter (not "I") or a Roman numeral that labels it: "crew B",
 * "zone C", "tier II". What it decides: the letter names a thing of that noun, and binds the
 * parameter named for it (`crew`) before other names.
 */
export const LETTER_LABEL = /\b([a-z]{3,})\s+([A-HJ-Z]|[IVX]{2,4})(?![\p{L}\p{N}'’-])/gu;

/**
 * Parameter names of a tool's own for one kind of address (`contact_phone`, `reply_email`). What
 * it decides: with one of these, a recipient parameter (`recipients`) takes no value of that kind;
 * the value binds the parameter of its own (build.ts).
 */
export const OWN_KIND_PARAM: Readonly<Partial<Record<string, RegExp>>> = {
  phone: /phone|mobile|cell|(?:^|_)tel(?:$|_)|sms/i,
  email: /e-?mail/i,
  account: /account|acct|iban|sort_?code|routing/i,
  iban: /account|acct|iban/i,
};

/**
 * Words read right before a verb that negate it, where no tagger reads the sentence ("don't
 * update", "never add"). What it decides: an SQL row change is not asked by a negated verb
 * (verify/statement-requests.ts).
 */
export const NEGATING_WORDS = /^(?:not|never|don't|dont|doesn't|won't|no)$/;

/** Words right before a number that make it a bound, not a value (a documented list: comparatives). */
export const COMPARISON_BEFORE =
  /\b(?:exceeds?|exceeding|over|above|below|under|(?:more|less|greater|higher|lower|fewer) than|at (?:least|most)|up to|no (?:more|less) than|maximum(?: of)?|minimum(?: of)?)\s*$/i;

/**
 * "between 5 and 8pm", "between 9 and 10:30": a span of the day said with "between … and", the
 * second time written as one (a half of the day, o'clock, or minutes; not "between 2 and 3 of
 * them"); group 1: the first time and the space around it. What it decides: the dates reader reads it as the
 * same span from … to (named-values.ts `dates`), so the first time is the span's start and takes
 * the second's half of the day when it gives none.
 */
export const BETWEEN_TIMES =
  /\bbetween(\s+\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s+)and(?=\s+\d{1,2}(?::\d{2}\s*(?:[ap]\.?m\.?)?|\s*(?:[ap]\.?m\.?|o['’]clock))(?![\p{L}\d]))/giu;

/**
 * A time said with its part of the day, the morning ("at 8:15 this morning", "9 tomorrow
 * morning"), which the dates reader leaves without a half of the day. What it decides: the time
 * has no afternoon reading (named-values.ts `dates`).
 */
export const IN_THE_MORNING = /\bmorning\b/i;

/** What joins two dates into a range ("to", "until", "-", "and"). What it decides: the two dates are one range. */
export const RANGE_JOIN = /^\s*(?:to|until|till|through|thru|-|–|—|and)\s*$/i;

/**
 * A time of day written so that no clock is needed to read it: `14:30`, `6am`, `7 p.m.`, noon,
 * midnight. What it decides: without the session's clock, a time chrono reads is the user's only
 * when written so ("Set the kiln to 20 on March 3" names no 20:00).
 */
export const WRITTEN_TIME = /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s*[ap]\.?m\b\.?|\b(?:noon|midnight)\b/i;

// ---------- where a request and a person stand in a sentence (formalize/offline/nlp.ts) ----------

/**
 * The words of "please" as written, in a hurry too. What it decides: a sentence with no verb that
 * holds one asks for the things it opens with (clauses.ts `askedByPlease`).
 */
export const PLEASE_WORDS = /^(?:please|pls|plz)$/;

/**
 * Weekdays and months as written short ("Tue", "Thurs", "Sept"). What it decides: such a word is a
 * date the tagger may miss, never a proper name a tool's record is called by (offline/nlp.ts).
 */
export const DATE_ABBREVIATION =
  /^(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?$/i;

/**
 * The one a request is put to, as written: "can you", "can u". What it decides: a verb right after
 * it stands where a request's verb stands (verify/statement-requests.ts, verify/web-requests.ts).
 */
export const ADDRESSEE = /^(?:you|u)$/;

/** Words after which a word opens a request ("please", "then", a comma): where an imperative stands. */
export const REQUEST_OPENERS = new Set([
  'please',
  // (as written in a hurry)
  'pls',
  'plz',
  'kindly',
  'then',
  'and',
  'also',
  'just',
  'now',
  'first',
  'next',
  'finally',
]);

// Words after which a name is a person's (documented in docs/grounding.md: "to Priya Nair",
// "with …", "cc …", "invite …"): prepositions that take the one a message or a meeting is
// for, and the lemmas of verbs whose object is a person.
export const PERSON_CUES = new Set([
  'to',
  'under',
  'with',
  'for',
  'cc',
  'invite',
  'email',
  'message',
  'pay',
  'assign',
  'ask',
  'tell',
  'notify',
  'remind',
  'call',
  'text',
  'meet',
]);

// ---------- reads the plan adds for the writes asked (formalize/offline/coverage.ts) ----------

/** Most reads one planned change brings along. */
export const IMPLIED_READS_PER_WRITE = 3;

/**
 * Verbs that ask to be told, not for a change ("summarise the feedback on RD-1", "explain the
 * charge on INV-2"). What it decides: a part asking for one opens no request for a change on the
 * record it names (coverage.ts `openRequests`), however the verb is tied to tools.
 */
export const TELLING_VERBS: ReadonlySet<string> = new Set(
  'tell show summarise summarize describe explain translate compare extract print display quote repeat identify highlight outline recap brief report answer'.split(
    ' ',
  ),
);

/** Words that point back to a thing named before ("sort it out", "move them", "book both"). */
export const POINTING_WORDS = /\b(?:it|its|them|this|that|these|those|both|him|her|one)\b/i;

/**
 * The pointing words that point at a person ("mark her check as renewed"). What it decides: in an
 * item of the user's list, such a pointer takes a person the request names, not the one record
 * code it names elsewhere (coverage.ts `openRequests`); and a message to the one party of a record
 * the user named by its code goes to that party ("move docket 4502 and let her know":
 * provenance/mechanisms/data-flow.ts).
 */
export const PERSON_POINTING = /\b(?:him|her|his|he|she)\b/i;

/**
 * The pointing words that take several records ("K3 and K4 … lock both of them down"). What it
 * decides: the change they ask for acts on every record their part names (at most
 * MAX_POINTED_KEYS), not only on a part that names one (coverage.ts `openRequests`).
 */
export const PLURAL_POINTING = /\b(?:them|these|those|both)\b/i;
/** Most records a plural pointer takes from its part. */
export const MAX_POINTED_KEYS = 4;

// ---------- parameters a plan step constrains (formalize/offline/build.ts) ----------

/** Parameters a plan step's amount bound constrains. What it decides: where `at_most`/`at_least` apply. */
export const PLAN_AMOUNT_PARAM = /^(amount|sum)$/i;

/** Parameters a plan step's folder scope constrains. What it decides: where `under(Folder)` applies. */
export const PLAN_PATH_PARAM =
  /^(path|paths|file|files|file_?path|dir|directory|folder|target|destination|source|src|dst)$/i;

/**
 * A word, then a bare number and no noun: a function word or a break after it ("Order 300 from …",
 * "reorder 48.", "add 20 more"). Group 1 the word, group 2 the number. What it decides: when the
 * word is a verb the lexicon knows (LEXICON_VERB_WORDS), the number is a plain count of what the
 * request acts on (formalize/offline/named-values.ts).
 */
export const VERB_THEN_NUMBER =
  /\b(\p{L}{2,20})\s+(\d{1,3}(?:,\d{3})+|\d{1,6})(?=\s+(?:from|for|at|by|via|more|extra)\b|\s*[,.;!?](?!\d)|\s*$)/giu;

/**
 * A count the user gives: a number (digits or a number word) and, after a space, the words after
 * it up to a function word, the noun it counts among them ("4 units of A+ red cells", "3 expired
 * vials", "12 kg mussels", "38.2 kg", "two tickets", "40 of the blue totes"; not "20L" or "100lb", a size, nor
 * a number joined to another by "+" or after another number's digits, a grade or a code's part:
 * "1+0 cell-grown", "20 03 01 mixed"). What it decides: the number binds a count parameter whose name
 * holds one of those words (`units`, `vials`) or a plain quantity parameter (`qty`), in
 * grounding.ts. Group 1 is the number, group 2 the words.
 */
export const COUNTED =
  /(?<![\w.,$€£#/:'’+-])(?<!\d )(\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d{1,3})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|fifty|hundred)\s+(?:x\s+)?(?:of\s+(?:the\s+)?)?((?:[a-z][a-z+-]*\s+){0,2}[a-z][a-z+-]*)(?![\w:-])/gi;

/**
 * One thing in a list of counted things: "a 16A power connection and 2 bar stools", "3 chairs and
 * a lectern" (group 1 or group 2: the words after the article, up to the "and" or comma). What it
 * decides: the article counts one of those things, as the number beside it counts its own
 * (named-values.ts), so a call that orders one of them takes the user's count.
 */
export const LISTED_ONE =
  /\b(?:an?\s+((?:[\w+-]+\s+){0,3}?[a-z][\w-]*)\s*(?:,|\band\b)\s*(?:\d{1,6}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+[a-z]|(?:\d{1,6}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s*(?:,|\band\b)\s*an?\s+((?:[\w+-]+\s+){0,3}?[a-z][\w-]*)\b)/gi;

/**
 * Fewest parameters of a changing tool that a part of the request's values must fill for the part
 * to ask for that tool when no verb of it does ("Crew A to Glenmoy (GM-03), Monday 17th through
 * Friday 21st" fills a crew, a site and two dates of `assignCrew`). What it decides: the plan
 * takes that tool (formalize/offline/coverage.ts `toolsFilledByValues`).
 */
export const MIN_FILLED_PARAMS = 3;

/**
 * An address the user copies in: "cc" or "bcc" (or "copy in"), a few words, then the address
 * ("cc me (dan@northlight.example)", "bcc ops@…"): group 1. What it decides: the address binds no
 * main recipient (`to`) of the message (formalize/offline/build.ts).
 */
export const COPIED_ADDRESS = /\b(?:b?cc|copy\s+in)\b[^.;\n@]{0,24}?([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/gi;

/**
 * A span of time written on the 24-hour clock, "19:00-07:00", "06:30–14:30": group 1 and 2 the end's
 * hour and minute. What it decides: the span ends at the time written, overnight too (the date
 * parser reads an end before the start as the start) (formalize/offline/named-values.ts).
 */
export const CLOCK_SPAN = /\b\d{1,2}:\d{2}\s*[-–—]\s*(\d{1,2}):(\d{2})\b/;

/**
 * A figure given for each one of something ("18 t a load", "2 kg per crate", "£4 each bag"):
 * group 1 the thing. What it decides: when the request also counts that thing ("3 loads"), the
 * figure is no total: it binds only a parameter named for that thing, "30 kg a box" `box_weight_kg`
 * (formalize/offline/named-values.ts, grounding.ts).
 */
export const PER_EACH = /\b(?:a|an|per|each|every)\s+(\p{L}{3,20})\b/iu;

/**
 * A size written as a product of numbers: three of them ("142 x 96 x 6 cm"), or two and a length's
 * unit ("1.2×0.8 m", "60 x 40cm"); not a count of things of a size ("2,400 × 250 ml", "24 x 330ml").
 * What it decides: none of its numbers is a count the user gave (named-values.ts): "6 cm" of a
 * crate's three dimensions is no depth of 6 to bind.
 */
export const DIMENSIONS =
  /(?<![\d.,])\d+(?:\.\d+)?\s*[x×]\s*\d+(?:\.\d+)?(?:(?:\s*[x×]\s*\d+(?:\.\d+)?)+|\s*(?:mm|cm|m|in|ft|inch|inches|feet|metres|meters)\b)/gi;

/**
 * A count of packs of a count of things: "2 x 28 morphine tablets", "3 × 12 bottles" (not a size,
 * DIMENSIONS, nor a count of things of a size, "24 x 330ml"). What it decides: the product (56, 36)
 * is a count the user gave of those things too (named-values.ts), as a call logs the total.
 */
export const PACK_COUNT = /(?<![\d.,])(\d{1,4})\s*[x×]\s*(\d{1,5})(?![\d.,]|\s*[x×])/gi;

/** The months' names and their short forms, as a regex source ("March", "Jan", "sept."). */
const MONTHS = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;

/**
 * A day of a month written with the month's name ("1 Jan", "March 16th", "the 3rd of May"), or a
 * bound on an amount ("below -$10", "over 90%"). What it decides: their numbers single out no
 * records of a list (provenance/mechanisms/picks.ts `beyondNamed`): "demands for 1 Jan" is a date,
 * and "below -$10" a rule, not a record holding "1" or "10".
 */
export const NOT_A_SELECTOR = new RegExp(
  String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTHS}(?![\w-])|\b${MONTHS}\s+\d{1,2}(?:st|nd|rd|th)?\b|\b(?:exceeds?|exceeding|over|above|below|under|(?:more|less|greater|higher|lower|fewer) than|at (?:least|most)|up to)\s*[-−]?[$€£]?\d[\d,.]*%?`,
  'gi',
);

/**
 * A date a request gives as a length of time from now, after the word for when something falls due
 * or ends ("due within 14 days", "payable in 30 days", "expires in 2 weeks"): group 1 the number,
 * group 2 the unit. What it decides: no date the user wrote binds a due date, an expiry or a
 * deadline parameter (formalize/offline/grounding.ts): the date is worked out from the length.
 */
export const RELATIVE_DEADLINE =
  /\b(?:due|payable|expires?|expiring|valid|deadline)\s+(?:with)?in\s+(\d{1,3})\s+(days?|weeks?|months?)\b/gi;

/** Words of a parameter for when something falls due or ends (`due_date`, `expiry`): RELATIVE_DEADLINE's dates. */
export const DUE_WORDS: ReadonlySet<string> = new Set(['due', 'deadline', 'expiry', 'expires', 'payable']);

/** Days in the units RELATIVE_DEADLINE reads. */
export const DAYS_PER_UNIT: ReadonlyMap<string, number> = new Map([
  ['day', 1],
  ['week', 7],
  ['month', 30],
]);

/**
 * A month written by its name. What it decides: without a clock, only a month and day written
 * with the month's name ("March 16", not "3/4", which may be a size) is the user's date in any
 * year (named-values.ts, core YEARLESS_DATE).
 */
export const MONTH_NAME = new RegExp(String.raw`\b${MONTHS}(?![\w-])`, 'i');

/**
 * A day's name, of the week or relative to today ("Friday", "tomorrow"). What it decides: after
 * a noun's number it says when, not what the number counts: "bench 4 Friday" numbers the bench
 * (formalize/offline/named-values.ts).
 */
export const DAY_WORD = /^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow)$/i;

/**
 * A month's name right before a number ("the February 6 recital"). What it decides: the number
 * is the month's day, no count of things (named-values.ts).
 */
export const MONTH_BEFORE = new RegExp(String.raw`\b${MONTHS}\s+$`, 'i');

/**
 * A verb that changes a value from what it is to what it becomes, earlier in the same sentence:
 * "the guest wants to push from 11:00 to 13:00", "move the viewing from Tuesday to Thursday".
 * What it decides: its "from A to B" of times or dates is a change, not a span: B is the new
 * value and binds; A is the value the record has now and binds nothing (named-values.ts). Not
 * across a "to" before the "from": "change the shift to run from 9 to 5" gives a span.
 */
export const CHANGE_FROM_VERB =
  /\b(?:move|moved|moving|push|pushed|pushing|shift|shifted|bump|bumped|change|changed|reschedule|rescheduled|switch|switched|postpone|postponed|delay|delayed|bring|brought)\b(?:(?!\bto\b)[^.;:!?\n]){0,40}$/i;

/**
 * A month's name right after a number ("last day 30 April"). What it decides: the number is the
 * month's day, not a number the word before it labels ("day 30"; mechanisms/labels.ts).
 */
export const MONTH_AFTER = new RegExp(String.raw`^\s+${MONTHS}(?![\w-])`, 'i');

/**
 * An ordinal before the noun it ranks ("the second stage payment", "the 3rd floor", "1st
 * grade"): group 1 the ordinal, group 2 the noun. What it decides: the ordinal's number binds a
 * number parameter named for that noun (`stage`, `floor`), never a plain quantity (named-values.ts,
 * grounding.ts).
 */
export const RANKED =
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+([a-z][a-z-]{2,})\b/gi;

/** The numbers of RANKED's ordinal words. */
export const ORDINAL_NUMBERS: ReadonlyMap<string, number> = new Map(
  'first second third fourth fifth sixth seventh eighth ninth tenth'.split(' ').map((w, i) => [w, i + 1]),
);

/**
 * Words after a number that make it no count of things: the parts of the request ("two things:"), times of day, ordinals' tails, months ("2
 * December" is a date) and lengths of time (a duration moves a date; it is not a quantity to pass). What it decides: such a number
 * binds no count parameter (named-values.ts).
 */
export const NOT_COUNTED = new Set(
  'thing things am pm a.m p.m st nd rd th percent pct per o clock oclock min mins minute minutes hour hours hr hrs day days night nights week weeks month months year years yrs quarter quarters times time january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);

/**
 * A currency written as a word after a number ("40 dollars", "12 euros", "300 bucks"). What it
 * decides: such a number is money, not a count of things (named-values.ts `counted`).
 */
export const CURRENCY_WORD = /^(?:dollars?|euros?|pounds?|usd|eur|gbp|chf|francs?|cents?|bucks?)$/;

/**
 * Parameter words of a plain quantity, which counts whatever the call acts on (`qty`,
 * `quantity`, `count`). What it decides: such a parameter takes the counts the user gave
 * (grounding.ts), when no parameter names the counted noun itself.
 */
export const COUNT_PARAM_WORDS = new Set('qty quantity count units num'.split(' '));

/**
 * Words by which a request asks for a sum to be worked out in proportion from the figures it gives
 * ("refund the unused months pro rata", "a prorated credit", "split it between them"); not "the
 * difference" or "the rest", which the user often gives ("$600 less … refund the difference").
 * What it decides: the offline formalizer binds no amount the user wrote to the plan's amount
 * parameter (a written "£120" is the annual price, not the refund); provenance still judges the
 * sum the call passes against what the user and the data give (mechanisms/amounts.ts).
 */
export const AMOUNT_WORKED_OUT = /\b(?:pro[ -]?rata|pro-?rated?|prorate[ds]?|unused|split)\b/i;

/**
 * Words by which a user asks for a count to be worked out, not passed as written ("2 more
 * chairs", "double the 6 seats", "split 12 between them", "as many as it fills"). What it decides: a request with one
 * binds no counts (named-values.ts).
 */
export const COUNT_DERIVING_WORDS = new Set(
  'more extra another additional fewer less each per apiece double twice triple half total remaining rest left split increase decrease reduce raise add subtract minus plus many much'.split(
    ' ',
  ),
);

/**
 * A pronoun that is a verb's object ("mark it", "send them"). What it decides: after a leading
 * condition with no comma, a verb the lexicon knows before one opens the request ("if FFA is
 * under 0.8 mark it extra virgin": formalize/offline/clauses.ts).
 */
export const OBJECT_PRONOUN = /^(?:it|them|him|her|those|these)$/;

/** Most words of a leading condition read for its request ("if it matches, mark …"). */
export const MAX_CONDITION_WORDS = 12;

/**
 * Most words of a heading before its "for" or colon ("site diary DJ-2288 today:"), and two more
 * after its "for" before the comma or colon that closes it (formalize/offline/clauses.ts).
 */
export const MAX_HEADLINE_WORDS = 4;

/** Most words of an object between a phrasal verb and its particle ("take her photos out"). */
export const MAX_SPLIT_OBJECT = 3;

/**
 * A sum written without its currency: a number with two decimals standing alone ("car wash
 * 12.50", "tip 4,00"), not a version, a code, a time, nor a measure (named-values.ts leaves out
 * a number it counts: "3.75 kg"). What it decides: in a request whose
 * written sums all have one currency, it is a sum in that currency too (named-values.ts), so a call
 * that moves it moves a sum the user named.
 */
export const BARE_SUM = /(?<![\p{L}\p{N}$€£¥.,:/#-])(\d{1,6}[.,]\d{2})(?![\p{N}\p{L}%]|[.,:/-]\p{N}|\s%)/gu;

/**
 * Words before a number that make it a time of day ("at 12.50", "from 9.30"). What it decides: such
 * a number is no BARE_SUM.
 */
export const TIME_BEFORE_SUM = /\b(?:at|by|from|until|till|to|before|after|around|about|between)\s*$/i;

/**
 * A question word with its "is" run on, written without the apostrophe ("whats", "hows",
 * "wheres"): the tagger may read it as an imperative. What it decides: such a word asks for no
 * action (clauses.ts), so no request is opened on the record the question names.
 */
export const WH_CONTRACTION = /^(?:what|how|where|who|when|why|which|whose)s$/;
