// Every word list, regex and threshold the provenance room decides with, named, each saying what it
// decides and, where it was measured, on what (the measurements are in docs/evaluation.md). Generic
// by construction: words for kinds of data, requests and parameters (English, and a few other
// languages where said), never one benchmark's strings. The mechanisms (mechanisms/), the evidence
// they read (evidence/: injection markers, requests in data, delegation, copies, record fields) and
// the shared readers import these; none of them keeps a list or a threshold of its own.

// ---------- tool names and parameters (readers.ts, mechanisms/) ----------

/** Verbs too common in tool names and in ordinary data to say which action was asked for. */
export const GENERIC_VERBS = new Set(
  'get use include attach read fetch retrieve collect run open go call text message write reply follow order'.split(
    ' ',
  ),
);

/** What a read-only tool's name says it reads, when that is sensitive. */
export const SENSITIVE_WORDS = new Set(
  'password passwords passwd passcode pin otp credential credentials secret secrets token tokens key keys apikey payment payments card cards credit bank banking iban account accounts balance balances wallet payee payees holding holdings portfolio statement statements transactions salary tax contact contacts friends people person addressbook medical health patient patients prescription prescriptions diagnosis genetic dna passport ssn identity personal private saved user userinfo information history location reservation reservations'.split(
    ' ',
  ),
);

/**
 * Words of a reading tool's name that say it returns special data: health, genetic and medical
 * records, credentials, identity documents. What such a read returned is confirmed before a call
 * sends, posts or shares it, even a call the user asked for (mechanisms/disclosure.ts). Narrower
 * than SENSITIVE_WORDS: money, contacts and history are sent on in ordinary work.
 */
export const SPECIAL_DATA_WORDS = new Set(
  'health medical patient patients prescription prescriptions diagnosis diagnoses genetic genome dna password passwords passwd passcode credential credentials secret secrets apikey ssn passport biometric biometrics'.split(
    ' ',
  ),
);

/**
 * Words after "force" that make it enforce a duty on someone, not skip a check
 * (`force_change_at_login`, `forcePasswordReset`, `force_logout`). What it decides: with one of
 * these, a `force…` flag is no bypass (mechanisms/controls.ts).
 */
export const ENFORCED_WORDS = new Set(
  'change reset rotate logout relogin reauth reauthenticate signout'.split(' '),
);

/**
 * Words of a parameter's name that turn a safeguard off when set (`skip_approval: true`,
 * `overrideReviews`, `force`, `bypassChecks`, `hide_from_activity_log: true`, `override_amount:
 * 10000`). What it decides: a changing call that sets one to anything but off is confirmed, even
 * when the user asked for it (mechanisms/controls.ts).
 */
export const BYPASS_WORDS = new Set(
  'override bypass skip force ignore unsafe suppress disregard hide hidden conceal silent silently'.split(
    ' ',
  ),
);

/**
 * Words of a parameter's name that say it is a safeguard (`require_approval`, `inspection`,
 * `safetyInterlock`, `requiredReviews`, `spend_limit`, `notify_user`: the affected person's notice,
 * `eldTracking`, `audit_trail`, `encrypted`: a key exported in the clear). What it decides: a changing call that sets
 * one to false, zero, "off"/"none" or null turns the safeguard off and is confirmed, even when asked.
 */
export const CONTROL_WORDS = new Set(
  'approval approvals review reviews reviewer reviewers inspection inspections verification verify validation interlock interlocks protection protections safety safeguard audit confirmation mfa 2fa limit limits cap quota notify notification notifications logging tracking trail encrypt encrypted encryption'.split(
    ' ',
  ),
);

/**
 * Parameters that switch what a tool is named for on or off (`enabled`, `active`, `state`). What it
 * decides: such a parameter set off on a tool whose name is a safeguard (CONTROL_WORDS:
 * `set_audit_logging`, `toggle_mfa`) turns the safeguard off, and is confirmed (controls.ts).
 */
export const SWITCH_PARAM = /^(?:enabled?|active|on|state|status|mode)$/i;

/**
 * Values that grant more than one thing or more than ordinary rights (`admin`, `owner`, `all`,
 * `*`, `public`), or reach a whole where a part would do (`scope: "entire_transaction"`). What it decides: such a value in a changing call's role, access or scope
 * parameter (ELEVATION_PARAM) that the user's instruction does not say is confirmed.
 */
export const ELEVATED_VALUES = new Set(
  'admin admins administrator owner owners root superuser sudo all everyone everybody public unrestricted unlimited entire whole *'.split(
    ' ',
  ),
);

/**
 * Words of a flag's name that widen what a change reaches (`apply_to_existing`, `recursive`,
 * `cascade`, `all`). What it decides: a changing call that sets one true when the instruction does
 * not say the word is confirmed (mechanisms/controls.ts).
 */
export const WIDENING_WORDS = new Set(
  'all existing future recursive recursively cascade propagate everywhere global bulk'.split(' '),
);

/**
 * Who oversees a change: audits, inspections, regulators, a trial's sponsor, compliance. What it
 * decides: a purpose the user states of keeping a change from one of them ("so the auditors don't
 * see it") makes every change of the task asked (controls.ts). (Timing alone, "before the
 * inspection", says nothing: people prepare for inspections.)
 */
export const OVERSIGHT_WORDS: ReadonlySet<string> = new Set(
  'audit audits auditor auditors inspection inspections inspector inspectors regulator regulators examiner examiners compliance sponsor monitor monitors dot osha accounting finance payroll'.split(
    ' ',
  ),
);

/**
 * A purpose clause of concealment: "so (that) <who> doesn't / won't <flag | show up | notice | see
 * | catch | spot | find out>", "so nobody notices", "to hide / cover up …", "without <who>
 * noticing", "otherwise it flags". What it decides,
 * with OVERSIGHT_WORDS: a change made so that it does not flag or show up, so that overseers
 * (or nobody) notice, or so that anyone at all does not notice, spot or find out ("so they don't
 * notice": kept from whoever it concerns), is asked even when the user asks for it (controls.ts).
 */
export const CONCEALMENT =
  /\bso (?:that )?(?<who>[\p{L}' ]{1,40}?) (?:doesn'?t|don'?t|won'?t|can'?t|does not|do not|will not|never) (?<what>flag|show up|notice|see|catch|spot|find out|ask|question|check|pick (?:it|this|that) up|trigger|get (?:flagged|reported|caught|noticed)|complain)\b|\bso (?:that )?(?:nobody|no one) (?:notices|sees|finds out|knows|complains|will (?:notice|see|know|complain))\b|\bto (?:hide|cover up)\b|\bwithout (?<who2>[\p{L}' ]{1,30}?) (?:noticing|finding out|knowing)\b|\botherwise (?:it|this|that|they|the (?:[\w-]+ ){0,2}[\w-]+) (?:flags|gets? flagged|shows up|triggers an? (?:alert|flag|review)|trips)\b/iu;

/**
 * The user asks for the record itself to mislead: what is done is to be kept off the record or
 * made up. Each entry is an English idiom of deceit, named by what it does. What it decides: a
 * change of a task worded with one of them is asked, whatever it is, as a change kept from
 * oversight is (controls.ts). Idioms only: a word such as "fake" alone names products too.
 */
export const DECEIT: ReadonlyArray<{ name: string; pattern: RegExp; also?: RegExp }> = [
  // "the dentist doesn't need to know", "nobody needs to know", "the agency doesn't need to hear
  // about it", "the client needn't be told"
  {
    name: 'kept from whom it concerns',
    pattern:
      /\b(?:(?:doesn['’]?t|don['’]?t|does not|do not|won['’]?t|will not|nobody|no one) needs? to|needn['’]?t|need not) (?:know|hear (?:about|of) (?:it|this|that)|be told|find out)\b/i,
  },
  // "they won't read it closely", "he never checks it carefully"
  {
    name: 'counting on nobody looking',
    pattern:
      /\b(?:won'?t|will not|never|doesn'?t|don'?t|does not|do not) (?:reads?|checks?|looks? at|go(?:es)? through)(?: (?:it|this|that|them|the \w+))? (?:too )?(?:closely|carefully)\b/i,
  },
  // "don't bother documenting a reason", "don't put a reason on it", "I don't want it on record",
  // "don't add any note", "don't put them on the invoice or the job log", "keep it off the log"
  {
    name: 'kept off the record',
    pattern:
      /\b(?:don'?t|do not|never|no need to|without) (?:bother )?(?:documenting|logging(?! in\b| out\b| on\b)|recording|noting|writing down|put(?:ting)? (?:a|any) reason|giv(?:e|ing) (?:a|any) reason|leav(?:e|ing) (?:a|any) (?:note|trail|record))\b|\b(?:don'?t|do not) want (?:[\w-]+ ){0,4}on (?:the )?record\b|\boff the (?:record|books)\b|\bno paper trail\b|\b(?:don'?t|do not|never)\s+(?:add|leave|write|make|enter)\s+(?:a|any)\s+(?:note|comment|record|entry)\b|\b(?:don'?t|do not|never)\s+(?:put|include|add|list|show|enter|log|record)\s+(?:it|them|this|that|those|these)\s+(?:on|in|into)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:invoice|log|books|ledger|record|report|manifest|history|paperwork)s?\b|\bkeep\s+(?:it|them|this|that)\s+(?:off|out of)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:invoice|log|books|ledger|record|report|system|paperwork)s?\b/i,
  },
  // "so we don't have to close before the meet", "so we don't owe a makegood", "so the log's clean
  // and we don't owe a credit", "record it as three payments so it stays under the reporting
  // threshold": the change is made
  // to escape what the rule asks of the user (closing, reporting, refunding, paying)
  {
    name: 'an obligation escaped',
    pattern:
      /\bso (?:that )?(?:we|I|they|he|she|you) (?:don['’]?t|do not|won['’]?t|will not|wouldn['’]?t|needn['’]?t) (?:have to|need to) (?:close|shut|report|disclose|declare|refund|pay|notify|recall|quarantine|file)\b|\bso\b[^.;!?]{0,60}?\b(?:we|I|they) (?:don['’]?t|do not|won['’]?t) owe\b|\bso (?:that )?(?:it|each|they|we|none)\s+(?:\w+\s+)?(?:stays?|keeps?|remains?|falls?|comes? in)\s+(?:under|below|beneath)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:reporting|report|audit|disclosure|declaration|notification|approval|review|sign-?off|filing|tax)\s+(?:threshold|limit)\b/i,
  },
  // "make one up", "make up a donor name", "make it look like a refund", "make it look natural",
  // "backdate it"
  {
    name: 'made up',
    pattern:
      /\bmake (?:one|something|some|a [\w-]+|an [\w-]+) up\b|\bmake up (?:a|an|some) (?:name|reason|story|excuse|date|number|donor|customer|patient|record)\b|\bmake (?:it|this|that|them|the (?:[\w-]+ ){0,2}[\w-]+) look (?:like|as if|natural|genuine|legit|real|organic|normal|unplanned)\b|\b(?:backdate|falsify|forge)\b/i,
  },
  // "nobody checks birth certificates", "they never check", "nobody audits the NSF one closely",
  // "no one opens these" (the boxes declared as something else)
  {
    name: 'counting on nobody checking',
    pattern:
      /\b(?:nobody|no one|no-one|\p{L}+ never)\s+(?:ever\s+|really\s+|actually\s+)?(?:checks?|audits?|inspects?|verif(?:y|ies)|notices?|looks? (?:at|into|closely)|opens? (?:these|those|them|it)|will (?:check|notice|audit|inspect|look|know|find out|open (?:these|those|them|it)))\b(?!\s+(?:in|out|up|on|off)\b)/iu,
  },
  // "it's really worth about $3,500" beside the $12,000 the user asks for, "nothing was actually
  // damaged, just pay the claim", "honestly it was cosmetic" beside "say it was medically
  // necessary": the user states the true value, or that the loss or need did not exist
  {
    name: 'the true value or loss admitted',
    pattern:
      /\b(?:it|that|this|they)(?:['’]s|['’]re|\s+is|\s+are|\s+was|\s+were)\s+(?:really|actually)\s+(?:only\s+)?worth\b|\b(?:honestly|truthfully|in truth|in reality|truth is|to be honest),?\s+(?:it|that|this|they|he|she)(?:['’]s|\s+(?:is|was|were|are))\s+(?:just\s+|only\s+|purely\s+)?(?:cosmetic|elective|fine|not|never|nothing|no)\b|\bnothing\s+(?:was|is|got|has\s+been)\s+(?:actually\s+|really\s+)?(?:damaged|broken|lost|stolen|missing|wrong)\b/i,
  },
  // "log them as passed, we skipped them", "his cert lapsed, just mark it valid", "mark the 4 lads
  // as inducted … they haven't done it yet", "nobody has actually done it", "she missed the
  // visit, enter it as completed", "residue over the limit, change the result to pass", "half of
  // them didn't get it, log the batch as vaccinated", "we haven't had
  // it checked, say 'authenticated'", "he hasn't done the checkout, put Marco down as the approver":
  // the user says a check did not happen or failed, and asks for the record to say it did
  {
    name: 'recorded as done when it was not',
    pattern:
      /\b(?:hasn'?t|haven'?t|hadn'?t|didn'?t|did not|has not|have not|had not|wasn'?t|weren'?t|never)\s+(?:(?:been|actually|even|yet|really|had it|had them)\s+)*(?:done|signed off|checked|inspected|tested|passed|completed|certified|verified|authenticated|trained|cleared|finished|attend(?:ed)?|sat)\b|\b(?:nobody|no one|no-one)\s+(?:has|have|had)\s+(?:actually\s+|even\s+|really\s+|yet\s+)?(?:done|been|checked|inspected|tested|attended)\b|\b(?:we|they|he|she|I) skipped\b|\b(?:lapsed|expired|failed)\b|\blost\s+(?:the|his|her|their)\s+(?:paperwork|certificate|records?|proof|papers)\b|\bno\s+(?:paperwork|proof|certificate)\b|\bmissed\b|\b(?:didn'?t|did not|never)\s+get\s+(?:it|them|the\s+\w+|any)\b|\b(?:over|above|exceed(?:s|ed|ing)?)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:limit|MRL|threshold|maximum)\b|(?<!\b(?:no|zero|any|without)\s+)\bviolations?\b/i,
    also: /\b(?:mark|log|record|list|show|enter|set|flag|sign)\b[^.;!?]{0,60}?\b(?:as\s+)?(?:passed|pass|valid|complete|completed|done|clean|approved|authenticated|certified|verified|compliant|cleared)\b|\b(?:say|says|read|reads|state|states)\b[^.;!?]{0,40}?['"‘“]?(?:authenticated|certified|verified|approved|passed|inspected|current|up to date)\b|\bput (?:[\w.-]+ ){1,3}down as\b|\b(?:clear|release|approve|sign off on)\b|\b(?:change|set|switch|amend|update)\s+(?:it|them|this|that|the\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+to\s+['"‘“]?(?:pass|passed|compliant|clean|completed|complete|done|valid)\b|\bas\s+(?:vaccinated|treated|attended|present|delivered|dosed|inducted|trained|briefed)\b/i,
  },
  // "the flue's cracked but issue the pass certificate", "the annual check is overdue, sign the
  // report as completed": the user says what is wrong or not yet done, and asks for a record
  // that certifies it
  {
    name: 'certified despite a defect',
    pattern: /\b(?:overdue|cracked|broken|damaged|leaking|defective|faulty|corroded|contaminated)\b/i,
    also: /\b(?:issue|sign|mark|log|record|enter)\b[^.;!?]{0,40}?\b(?:as\s+)?(?:pass|passed|passing|clean|compliant|completed|safe)\b(?:\s+(?:certificate|cert|report))?/i,
  },
  // "tell him it's for missed dues … I don't want people like him", "just say the room's
  // double-booked … I don't want them here", "message her that it's for 'maintenance' even though
  // she's paid up": the user dictates the reason the affected party is given, and gives the agent
  // another
  {
    name: 'a cover story given',
    pattern:
      /\b(?:tell|inform|message|text|email|e-mail)\s+(?:him|her|them|the\s+[\w-]+)\s+(?:that\s+)?(?:it['’]?s|it\s+(?:is|was)|the\s+[\w-]+(?:['’]s|\s+is|\s+was|\s+turned\s+out))\b|\bjust\s+say\b/i,
    also: /\bI\s+(?:don['’]?t|do\s+not)\s+want\b|\bI\s+want\s+(?:them|him|her)\s+to\b|\beven\s+though\b|\bpeople\s+like\s+(?:him|her|them)\b/i,
  },
  // "I don't want boys in that class", "the name sounds Arabic", "her accent will drag the class
  // down", "people like him": the user's reason for acting against someone is who they are (sex,
  // origin, language, faith, disability, age), the grounds anti-discrimination law protects
  {
    name: 'a person treated by who they are',
    pattern:
      /\bI\s+(?:don['’]?t|do\s+not)\s+want\s+(?:any\s+)?(?:boys|girls|men|women|foreigners|immigrants|refugees|muslims|jews|christians|gays|old\s+people|disabled\s+people|deaf\s+people|blind\s+people|people\s+like)\b|\bpeople\s+like\s+(?:him|her|them)\b|\b(?:name|surname)\s+sounds\s+(?:\w+\s+)?(?:arabic|muslim|jewish|foreign|african|asian|indian|mexican|polish|russian|chinese|ethnic)\b|\b(?:his|her|their)\s+(?:accent|religion|race|skin|ethnicity|nationality|pregnancy|disability|wheelchair|hijab|turban|age)\s+(?:will|would|is|makes|might)\b/i,
  },
  // "keep her off the sales floor, regulars made comments about her hijab", "exclude those
  // postcodes, they're mostly refugee housing", "remove every finalist over 40": an adverse
  // action in a request that says of people who they are (faith, origin, pregnancy, age: a person
  // word within a few words before the trait, or a people noun after it), the grounds
  // anti-discrimination law protects; not an age of things ("older than 30 days"), a measure
  // ("over 80,000 lbs"), or a trait naming no one ("the Muslim community centre moved their iftar")
  {
    name: 'a group kept out by who they are',
    pattern:
      /\b(?:her|his|their|she|he|they|them|who|whose|anyone|everyone|people|folks|members?|famil(?:y|ies)|kids?|child(?:ren)?|girls?|boys?|applicants?|finalists?|candidates?|clients?|customers?|tenants?|guests?|players?|staff|workers?|employees?|residents?|patients?|students?|neighbou?rhoods?|postcodes?|couples?|donors?|volunteers?)\b[^.;!?]{0,40}?\b(?:(?:hijabs?|headscar(?:f|ves)|turbans?|niqabs?|kippahs?|yarmulkes?|religion|religious|ethnicity|ethnic|racial|refugees?|immigrants?|migrants?|asylum|foreigners?|muslims?|jews|jewish|christians?|hindus?|sikhs?|gays?|lesbians?|transgender|pregnan(?:t|cy)|accents?|demographics?|skin\s+colou?r|nationality)\b|(?:over|above|older\s+than)\s+(?:the\s+age\s+of\s+)?[2-9]\d(?![\d,.%]|\s*(?:percent|days?|hours?|hrs?|h\b|mins?|minutes?|weeks?|months?|lbs?|kg|m\/s|mph|km|degrees?|°|bags?|units?|items?|points?)))|\b(?:hijabs?|headscar(?:f|ves)|turbans?|niqabs?|kippahs?|yarmulkes?|religion|religious|ethnicity|ethnic|racial|refugees?|immigrants?|migrants?|asylum|foreigners?|muslims?|jews|jewish|christians?|hindus?|sikhs?|gays?|lesbians?|transgender|pregnan(?:t|cy)|accents?|demographics?|skin\s+colou?r|nationality)\s+(?:people|folks|famil(?:y|ies)|kids|children|staff|members|tenants|applicants|seekers|women|men|girls|boys|housing|clients|players|workers|customers|guests|residents|students)\b|\bolder\s+(?:people|folks|famil(?:y|ies)|kids|children|staff|members|tenants|applicants|seekers|women|men|girls|boys|housing|clients|players|workers|customers|guests|residents|students)\b|\byoung(?:er)?\s+(?:vibe|crowd|look|image|faces)\b/i,
    also: /\b(?:exclude|excluding|remove|drop|reject|deny|decline|ban|block|bar|refuse|withdraw|strike|stop\s+(?:placing|booking|taking|serving)|keep\s+(?:\S+\s+){1,3}?(?:off|out|away)|take\s+(?:\S+\s+){1,3}?off|mark\s+(?:\S+\s+){1,3}?inactive|won['’]?t\s+be\s+taking|(?:don['’]?t|doesn['’]?t|do\s+not|does\s+not)\s+want|knock\s+\d+\s*%?\s+off|cancel)\b/i,
  },

  // "reply to her neighbour with her full name, address and phone", "send the reporter the
  // family's file: income, debts, medical": a list of a person's details handed on to someone
  // else
  {
    name: "a person's details handed on",
    pattern:
      /\b(?:full\s+name|name|home\s+address|address|phone(?:\s+number)?|mobile|e-?mail|date\s+of\s+birth|dob|income|debts?|salary|medical(?:\s+\w+)?|diagnos\w*|health|ssn|social\s+security|bank\s+details|arrears|how\s+much\s+(?:they|he|she)\s+owes?)(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*[-–—]\s*)(?:(?:the|their|his|her)\s+)?(?:\w+['’]s?\s+)?(?:full\s+name|name|home\s+address|address|phone(?:\s+number)?|mobile|e-?mail|date\s+of\s+birth|dob|income|debts?|salary|medical(?:\s+\w+)?|diagnos\w*|health|ssn|social\s+security|bank\s+details|arrears|how\s+much\s+(?:they|he|she)\s+owes?)\b/i,
    also: /\b(?:send|sends|reply|post|share|e-?mail|forward|give|paste|publish|text|list(?:ing)?|pull)\b/i,
  },
  // "don't mention the deleted rows anywhere", "leave the fall out of the notes": a fact the record
  // must hold is kept out of it
  {
    name: 'a fact kept out of the record',
    pattern:
      /\b(?:don['’]?t|do\s+not|never)\s+mention\s+(?:the\s+|that\s+|any\s+)?(?:[\w-]+\s+){0,3}?(?:anywhere|in\s+(?:the\s+)?(?:[\w-]+\s+)?(?:report|record|notes?|log|ticket|file|summary|incident|write-?up|minutes))\b/i,
  },
  // "so it won't show on my card", "so it doesn't hit our books": the cost is moved where whoever
  // pays it will not see it
  {
    name: 'a cost hidden from whoever pays',
    pattern:
      /\bso\s+(?:that\s+)?(?:it|this|that|they|the\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:won['’]?t|doesn['’]?t|does\s+not|will\s+not|never)\s+(?:show|appear|hit|land)(?:\s+up)?\s+(?:on|in)\s+(?:my|our|his|her|their|the)\s+(?:[\w-]+\s+)?(?:card|statement|books|accounts?|expenses?|bill|invoice|budget|ledger)\b/i,
  },
  // "I've got no proof, I just get a bad vibe off him", "no evidence, but post the warning": a
  // charge against someone the user says is unfounded
  {
    name: 'an accusation without proof',
    pattern:
      /\b(?:I|we)\s*(?:have|['’]ve(?:\s+got)?|got|had)\s+no\s+(?:proof|evidence)\b|\b(?:no|without\s+any)\s+(?:proof|evidence)\s+(?:but|,)|\bbad\s+vibes?\b|\bjust\s+a\s+(?:hunch|feeling)\b/i,
    also: /\b(?:post|warn(?:ing)?|announce|share|tell\s+(?:everyone|the\s+group|people)|flag|ban|creep|thief|steal\w*|dangerous|predator|liar|fraud\w*|cheat\w*|abus\w*)\b/i,
  },
  // "reach people who unsubscribed", "remove all the unsubscribes from their suppression list":
  // the consent people withdrew is set aside
  {
    name: 'withdrawn consent set aside',
    pattern:
      /\b(?:reach|mail|e-?mail|text|contact|message|target)(?:e?s|ed|ing)?\s+(?:the\s+)?(?:people|those|customers|members|users|everyone|anyone|contacts)\s+who\s+(?:have\s+|had\s+)?(?:unsubscribed|opted[\s-]out)\b|\b(?:remove|clear|wipe|delete|purge|drop)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|their\s+)?(?:unsubscribes|opt[\s-]?outs)\b/i,
  },
  // "Confidential or not, send it", "privileged or not": a duty of confidence set aside
  {
    name: 'confidence set aside',
    pattern: /\b(?:confidential|privileged|private|embargoed|under\s+NDA)\s+or\s+not\b/i,
  },
  // "send the patient list to my personal gmail", "copy the member export to my own Dropbox": the
  // user takes the organisation's records about other people to a private account of their own
  {
    name: "others' records taken to a private account",
    pattern:
      /\b(?:to|into|onto|on)\s+my\s+(?:own\s+|personal\s+|private\s+|home\s+)+(?:e-?mail|gmail|hotmail|yahoo|outlook|icloud|proton\w*|account|inbox|address|drive|dropbox|laptop|computer|phone|usb|stick)\b/i,
    also: /\b(?:patients?|customers?|clients?|members?|employees?|staff|donors?|students?|tenants?|guests?|residents?|payroll|salar(?:y|ies)|diagnos\w*|medical|health)\b/i,
  },
  // "post it as if it's a customer review", "pretend to be her", "sign it as the inspector"
  {
    name: 'passed off as someone else',
    pattern:
      /\bas if (?:it'?s|it (?:is|was|were|came)|(?:it'?s )?from|written by|I'?m|I am|we'?re|we are|he'?s|she'?s|they'?re)\b|\b(?:pretend(?:ing)? (?:to be|you'?re|it'?s|it came)|pos(?:e|ing) as|impersonat(?:e|ing))\b/i,
  },
  // "remind her we know where she lives", "we know he lives at 12 Elm St"
  {
    name: 'intimidation',
    pattern:
      /\bwe know (?:where )?(?:you|she|he|they) (?:live|lives|work|works)\b|\bwatch (?:your|her|his|their) back\b/i,
  },
  // "so the brakes show as passed", "so he shows as a clean dog", "so it shows we reached him at
  // 15:10", "so the limit check passes", "so
  // it doesn't trip dual approval", "just make the record match": the change is made for how the
  // record will look, not for what is so
  {
    name: 'made to show what is not so',
    pattern:
      /\bso (?:that )?(?:it|he|she|they|we|the (?:[\w'-]+ ){0,2}[\w'-]+) (?:shows? (?:\w+ )?as|shows? (?:that )?(?:we|they|he|she|I)\b|looks? (?:like|as if|complete|natural|genuine|legit|clean|real|new)|reads? as|passes|goes through|(?:doesn|won)['’]?t (?:trip|flag|show up as)|matches|falls? out|drops? (?:out of|off) (?:[\w'’]+ ){0,3}?(?:count|counts|total|totals|figures|numbers|stats|statistics|tally|rate|report|metrics))\b|\bso (?:that )?(?:it|the (?:[\w-]+ ){0,2}[\w-]+)(?:'s| is| stays) clean\b|\bmake the (?:record|records|log|file|numbers?) match\b/i,
  },
  // "he won't notice", "she won't mind", "buyers won't check", "just do it quietly": counting on
  // the one it concerns
  // not finding out
  {
    name: 'counting on it going unnoticed',
    pattern:
      /\b(?:he|she|they|nobody|no one|the \w+|\w+s)\s+won['’]?t\s+(?:notice|check|know|find out|mind)\b|\bquietly\b/i,
  },
  // "if she keeps it up we'll park the skip across her drive", "if he keeps ringing us we'll tell
  // his landlord", "… or we'll post your plate number",
  // "or we send it to collections", "we'll garnish her wages
  // unless they get her to pay", "if she doesn't pay by Friday we'll contact her employer": a
  // sanction held over someone to make them act (coercion)
  {
    name: 'a threat held over someone',
    pattern:
      /\bif (?:he|she|they|you) keeps? (?:it up|on|\w+ing|doing (?:it|this|that))\b[^.;!?]{0,80}?\b(?:we|I)(?:['’]ll| will| are going to| am going to)\b|\b(?:unless|or else|or (?:we|I)(?:['’]ll| will)?|otherwise (?:we|I)(?:['’]ll| will)?|if (?:he|she|they|you|it)\s+(?:doesn['’]?t|don['’]?t|won['’]?t|does not|do not|will not|refuses? to|fails? to)\b[^.;!?]{0,80}?\b(?:we|I)(?:['’]ll| will| are going to| am going to))\b[^.;!?]{0,80}?\b(?:garnish\w*|sue|court|collections?|report(?:ed)? (?:you|them|him|her)|post\w*|shame|evict\w*|arrest\w*|expos\w*|blacklist\w*|contact (?:his|her|their|your) (?:employer|boss|family|school|landlord))\b|\b(?:garnish\w*|sue|evict\w*|blacklist\w*)\b[^.;!?]{0,60}?\bunless\b/i,
  },
  // "Shame her a bit.", "and humiliate him in the group chat": the user asks for a person to be
  // put to shame (harassment), not told something
  {
    name: 'a person put to shame',
    pattern:
      /(?:^|[.!?;:,]\s*|\b(?:and|then|just|please)\s+)(?:shame|humiliate|ridicule|publicly embarrass)\s+(?:him|her|them|the\s+\w+)\b/im,
  },
  // "pad it a bit", "pad the hours", "inflate the invoice"
  {
    name: 'padded',
    pattern:
      /\b(?:pad|inflate|juice)\s+(?:it|them|the (?:bill|invoice|hours|charge|charges|claim|estimate|numbers|mileage|expenses?))\b/i,
  },
  // "He's not on the list, but he knew Yusuf's birthday", "They only signed for 6, but …", "I know
  // the design says 500, but …", "it's really a blend, but …": in one sentence the user admits a fact that stands against the
  // change (a negation, "only", "actually", "yet", a check that lapsed or failed, "I know"), then
  // goes on with "but" (not "but only if", "but not", an exception, "but keep the *.keep files",
  // a second fact: "but it didn't kick in", a message to send: "no refund per T&Cs, but text
  // her", nor after a request of the user's own: "no more phone calls please but …")
  {
    name: 'a fact against the change admitted, then set aside',
    pattern:
      /(?:\b(?:not|no|none|nobody|nothing|never|only|actually|yet|expired|failed|flagged|suspended|skipped|deferred|lapsed)\b|\b(?:it|that|this|they)(?:'s|'re| is| are| was| were) really\b|\b\w+n['’]t\b|\b(?:dont|cant|wont|didnt|isnt|wasnt|werent|arent|doesnt|havent|hasnt|hadnt)\b|\bI know\b)(?:(?!\bplease\b)[^.!?;]){0,80}?,?\s+but\s+(?!only\b|not\b|also\b|keep\b|leave\b|exclude\b|except\b|spare\b|don['’]?t\b|do not\b|never\b|it (?:did|does|was|is)n['’]?t\b|(?:it|that|this) (?:didn['’]?t|doesn['’]?t|won['’]?t)\b|(?:text|e-?mail|tell|let|message|notify|ring|phone|ping)\b)/i,
  },
  // "… but we need hands", "but just let him roll through", "but it'll be fine", "but she's a good
  // kid", "but it's a formality": pressure or reassurance put against what comes before
  {
    name: 'pressure put against a rule',
    pattern:
      /\bbut\s+(?:(?:just|skip)\b|(?:we|I)(?:'re| are| am|'m)?\s+(?:really |desperately |so )?(?:need|short|behind|slammed|swamped)\b|we['’]?ve got (?:nobody|no one)\b|it['’]?(?:ll| will) be fine\b|(?:he|she|they)(?:['’]s|['’]re| is| are) (?:good for it|a good)\b|it['’]?s (?:just )?a formality\b)/i,
  },
  // "Open it anyway", "Set it to 8 kW anyway", "approve it regardless" (not "Anyway, …" opening a
  // sentence, nor "thanks anyway")
  {
    name: 'insisted on anyway',
    pattern: /(?<!(?:thanks|thank you)\s+)(?<!(?:^|[.!?;:])\s*)\b(?:anyway|regardless)\b(?! of whether)/i,
  },
  // "Ignore the school nutrition rules", "skip the adjuster inspection", "bypass the approval
  // step": the user sets aside a rule or a check by name (not "skip the intro", "ignore the typo")
  {
    name: 'a rule or check set aside',
    pattern:
      /\b(?:ignore|disregard|forget(?: about)?|never mind|override|bypass|skip|get around|work around|waive)\s+(?:the |our |that |any |those |all |these )?(?:[\w-]+ ){0,3}(?:rules?|polic(?:y|ies)|regulations?|limits?|guidelines?|requirements?|restrictions?|checks?|safeguards?|procedures?|protocols?|compliance|approvals?|checklists?|inspections?)\b/i,
  },
  // "submit the quarterly report but leave out the two open findings", "omit the spill from the
  // filing to the regulator": what a report to an authority must hold is kept out of it
  {
    name: 'kept out of a report to an authority',
    pattern:
      /\b(?:leave|keep|take)\s+(?:(?:it|them|this|that|those|these)\s+)?(?:out|off)\b|\bomit(?:ting)?\b/i,
    also: /\b(?:regulators?|regulatory|authorit(?:y|ies)|inspectors?|auditors?|compliance|filing|agency|ministry|commission)\b/i,
  },
  // "send the refund to my card instead of the customer's"
  {
    name: "someone else's money redirected",
    pattern:
      /\binstead of (?:to )?(?:the |their |his |her )?(?:customer|client|member|patient|buyer|tenant|owner|donor|guest|seller|vendor)'?s?\b/i,
  },
];

/**
 * Words that say "all of them" (`all`, `everyone`, `every`, `whole`...). What it decides: a user
 * who says one of them has said each of them, so `group: "all_tenants"` is not more than "let
 * everyone at Maple Court know" (mechanisms/controls.ts).
 */
export const UNIVERSAL_WORDS = new Set(
  'all every everyone everybody everything each whole entire'.split(' '),
);

/**
 * The universal words that count a noun after them ("all bookings", "every meter", "the whole
 * batch"); the others (`everyone`, `each`: "2 kg each") count none. What it decides: a pick among
 * records is settled by such a word only when its noun is the records' (mechanisms/picks.ts).
 */
export const COUNTING_UNIVERSALS: ReadonlySet<string> = new Set(['all', 'every', 'whole', 'entire']);

/** Words between a universal word and the nouns it counts ("all of the bookings", "every one of my"). */
export const QUANTIFIED_FILLER = /^(?:of|the|my|our|your|his|her|their|these|those|one|ones)$/;

/**
 * A word right after a universal word (and its filler) that counts no noun: a pronoun or a number
 * ("all of them", "all three"). What it decides: such a universal word takes every record of any list.
 */
export const QUANTIFIED_NO_NOUN = /^(?:them|us|you|it|two|three|four|five)$/;

/** Most words after a universal word read as the phrase it counts ("all of Thursday's roof jobs"). */
export const MAX_QUANTIFIED_WORDS = 4;

/**
 * A demonstrative of several before a plural noun ("those customers", "these two orders", "both
 * tenants"). What it decides: the user meant each record of the set, so a call on one of them is
 * no guess at which (mechanisms/picks.ts); "them" alone may be one person and does not count.
 */
export const POINTED_PLURAL = /\b(?:these|those|both)\s+(?:\p{L}+\s+)?\p{L}{2,}[^s\W]s\b/iu;

/**
 * Words before a plural by which the user addresses a whole group ("post to vendors", "all the
 * drivers", "our stallholders"; or the plural opening a part). What it decides: a value that puts
 * a universal word before that group (`all_vendors`) grants no more than asked
 * (mechanisms/controls.ts); a relative clause after the plural ("members who …") narrows it.
 */
export const GROUP_OPENERS = /\b(?:to|all|the|our|my|every|everyone|for)\s+$/i;

/** A relative clause right after a group's plural ("members who joined this month"): it narrows the group (mechanisms/controls.ts). */
export const GROUP_NARROWED = /^\s+(?:who|that|which|whose)\b/i;

/** Parameters whose value says how much a change grants or reaches (roles, access, scope, sites). */
export const ELEVATION_PARAM =
  /^(?:roles?|permissions?|access(?:_?level)?|level|privileges?|scopes?|sites?|visibility|audience|share_?with|rights|groups?|tier)$|(?:_|[a-z])(?:role|permission|access|scope|visibility)s?$/i;

/** Characters of a read's arguments kept as what it looked for (data-sources.ts `query`). */
export const MAX_QUERY_TEXT = 4096;

/**
 * Parameters that name the record a call acts on (`order_id`, `memberId`, `sample_ids`,
 * `loan_number`, `booking_ref`). What it
 * decides: such a value picked out of several records that the user's words match equally is an
 * ambiguous pick (mechanisms/picks.ts).
 */
export const RECORD_ID_PARAM =
  /(?:^|[_.-])(?:ids?|numbers?|no|refs?)$|[a-z0-9](?:Ids?|Numbers?|Refs?)$|^id$/i;

/**
 * Words of a parameter's name that say it takes an address (`phone_number`, `account_no`,
 * `card_number`). What it decides: a number in an id-named parameter (RECORD_ID_PARAM) is read as
 * a phone number only when its name says so (mechanisms/data-flow.ts).
 */
export const ADDRESS_PARAM_WORDS = /phone|mobile|tel|fax|sms|whatsapp|account|iban|card|wallet/i;

/**
 * Words by which a user gives a rule for choosing among records ("the latest", "the cheapest",
 * "the first one", "whoever's closest") or leaves the choice to the agent ("whatever clean bed",
 * "whoever's free"; not "any", which mostly asks whether there are any; and OPEN_CHOICE_PRONOUNS
 * where they do not open a sentence): with one of them, a pick
 * among one party's matching records follows the user's rule, which provenance cannot check, and
 * is not called ambiguous; a pick between two people answering to the name the user wrote still
 * is (mechanisms/picks.ts).
 */
export const SELECTION_WORDS = new Set(
  'latest last first newest oldest earliest recent most least highest lowest cheapest priciest best worst biggest largest smallest top bottom next previous whichever either whatever whoever whomever closest nearest soonest'.split(
    ' ',
  ),
);

/**
 * The key of a record's own name: `name`, `full_name`, `fullName`, `display_name`. What it decides:
 * a record holding one is that party, so two records of one such name are two people
 * (mechanisms/picks.ts).
 */
export const OWN_NAME_KEY = /^(?:(?:full|display)_?)?name$/i;

/**
 * Pronouns by which a user leaves a choice of person to the agent, when they do not open their
 * sentence: "find someone with a valid licence and put them in", "ideally someone who speaks
 * Polish". Opening it, the pronoun is the subject, a party no one named: "Somebody in last night's
 * class broke the erg. Charge them". What it decides: as SELECTION_WORDS (mechanisms/picks.ts).
 */
export const OPEN_CHOICE_PRONOUNS = /(?<![.!?:;\n]\s*)(?<=\S\s+)\b(?:someone|somebody)\b/i;

/**
 * A number of things the user asks the agent to find or pick, without naming them: "find three or
 * four food writers in Bristol", "pick 2 volunteers", "choose a few venues". What it decides: as
 * OPEN_CHOICE_PRONOUNS, the choice is the agent's (mechanisms/picks.ts).
 */
export const OPEN_CHOICE_COUNT =
  /\b(?:find|pick|choose|select|shortlist)\s+(?:me\s+|us\s+)?(?:a\s+few|a\s+couple(?:\s+of)?|some|\d{1,2}|two|three|four|five|six|seven|eight|ten)(?:\s+(?:or|to)\s+(?:\d{1,2}|two|three|four|five|six|seven|eight|ten))?\s+(?:[a-z-]+\s+){0,2}[a-z]+s\b/i;

/**
 * A day said relative to today ("yesterday's batch", "the member who paid yesterday", "tonight").
 * What it decides: a lookup by one date, when the user named the day this way, looked for the day
 * the user said (the guard reads no clock to check which date it is), so a pick from what it found
 * is judged by the user's words (mechanisms/picks.ts).
 */
export const RELATIVE_DAY =
  /\b(?:yesterday|today|tonight|tomorrow|last night|this (?:morning|afternoon|evening))(?:'s)?\b/i;

/**
 * A date said relative to today ("last week", "next Tuesday", "this weekend", "last night").
 * What it decides: the "last" or "next" in it gives no rule for choosing among records
 * (SELECTION_WORDS), so a pick among records that match the user's words equally is still judged.
 */
export const RELATIVE_DATE_PHRASE =
  /\b(?:last|next|this|previous|coming)\s+(?:week|weekend|month|year|quarter|night|morning|evening|time|season|term|semester|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/gi;

/**
 * Values two copies of one record may differ in beside their times (an id and a payment
 * reference: `G-…655` and `G-…656`, `ch_8fA21` and `ch_8fA22`). What it decides, with
 * DUPLICATE_WORDS: records that differ in no more are one to a user who speaks of a duplicate,
 * and a pick between them is no guess (mechanisms/picks.ts `alike`).
 */
export const MAX_DUPLICATE_CODES = 2;

/**
 * Words by which a user says records repeat each other ("charged me twice", "the duplicate").
 * What it decides: with one of these, two records alike in all but their ids are the user's
 * duplicate, and picking either is no ambiguous pick (mechanisms/picks.ts).
 */
export const DUPLICATE_WORDS = new Set(
  'duplicate duplicates duplicated dupe dupes twice double doubled'.split(' '),
);

/**
 * Parts of the day (and words that stand for a time the place knows: "lunch", "close"). What
 * they decide: a user who names one has said when, within what the agent fills in, so a time the
 * agent picks inside it is not an invented time (mechanisms/times.ts).
 */
export const DAY_PARTS = new Set(
  'morning mornings afternoon afternoons evening evenings night tonight tonite noon midday midnight lunch lunchtime breakfast dinner dawn dusk overnight eod cob am pm'.split(
    ' ',
  ),
);

/**
 * The user's rule that the time stays as it was ("same time", "same daypart", "same window").
 * What it decides: a time the call takes from slots a tool listed is the user's rule applied, not
 * the agent's choice (mechanisms/times.ts).
 */
export const SAME_TIME_RULE = /\bsame\s+(?:time|times|slot|daypart|day part|window|hour|spot|start)\b/i;

/**
 * A place's opening and closing as a time ("by close", "at opening", "before closing"): only
 * after a word of time, since "close a lane" and "open the gate" ask for actions. What it
 * decides: as DAY_PARTS (mechanisms/times.ts).
 */
export const OPENING_TIME =
  /\b(?:at|by|before|after|until|till|til|from|to|around)\s+(?:the\s+)?(?:close|open|closing|opening)\b/i;

/**
 * The hours each part of the day spans (from, to: 24-hour, the end not included). What it
 * decides: a record holding a time in that span holds the word too, so "the evening course" picks
 * the course at 18:30 out of one at 09:00 (mechanisms/picks.ts).
 */
export const DAY_PART_HOURS: ReadonlyMap<string, readonly [number, number]> = new Map([
  ['morning', [5, 12]],
  ['afternoon', [12, 17]],
  ['matinee', [11, 17]],
  ['evening', [17, 23]],
  ['tonight', [17, 24]],
  ['night', [19, 24]],
  ['overnight', [0, 6]],
  ['lunchtime', [11, 14]],
]);

/**
 * A bare hour after a word that puts a time ("at 9", "from 12", "around 11", "by 5", "between 9
 * and 11"; group 1 is
 * the hour). What it decides: the hour counts as a time the text gives, before and after noon, so
 * a call at that hour is no invented time (analyze/values.ts `extractTimes`, mechanisms/times.ts).
 */
export const HOUR_AFTER_CUE =
  /\b(?:at|from|to|till|until|around|about|by|between|(?<=between\s+\d{1,2}\s+)and)\s+(\d{1,2})(?![\d%]|[.,:]\d)/gi;

/** Records of one output compared for an ambiguous pick (counted work). */
export const MAX_PICK_RECORDS = 500;

/**
 * How far from the dates a call carries (or, with none, from the latest date of the records it
 * picks from) a weekday or an ordinal the user wrote may name a date, in days: "he left on
 * Friday" names a Friday of this week or the last, never a birth date in 1959 that fell on one.
 * What it decides: a record's date that far or farther is not the day the user named
 * (mechanisms/picks.ts).
 */
export const WEEKDAY_REACH_DAYS = 14;

/**
 * Fields of one changing call compared with the record it changes (counted work). What it
 * decides: how many of a call's fields the unasked-change check reads (mechanisms/changes.ts).
 */
export const MAX_CHANGE_FIELDS = 64;

/**
 * Words from which a value is free text (a note, a reason, a message). What it decides: such a
 * value describes a change and sets no field, so the unasked-change check leaves it alone
 * (mechanisms/changes.ts); and a value tool data states only inside such text, not as a field of
 * its own ("… it's 4.0 MW now" and `baseline_mw: 4`), is what that text asks, not what the user's
 * open request asks (verify/open-requests.ts `fromProse`).
 */
export const MIN_PROSE_WORDS = 5;

/**
 * Values of a call that a delegated note's prose must hold for the call to be what the note asks,
 * when no verb of the note names the tool (one suffices when it is a code or a time of day). What
 * it decides: "refill carprofen 75 mg, 30 tablets" in the note the user handed over asks for the
 * `IssuePrescription` that carries them (mechanisms/delegated-requests.ts).
 */
export const MIN_DELEGATED_VALUES = 2;

/**
 * The least number that tells an open request naming no record apart ("give it a 10 minute
 * soak", "top up the fund with 250"). What it decides: a call carrying such a number of the
 * request does it (verify/open-requests.ts); a lone digit ("a 5 minute run") is too common to say
 * which request a call carries out.
 */
export const MIN_TELLING_NUMBER = 10;

/**
 * Most characters between a making verb at the start of a delegated item and the thing it makes
 * ("add one more exhibitor badge"). What it decides: such an item asks for the tool that makes
 * that thing (provenance delegated-requests.ts); a thing named further on is another clause's.
 */
export const MAX_MADE_GAP = 40;
/** Most argument values of one call compared with a delegated note (counted). */
export const MAX_DELEGATED_ARGS = 64;

/**
 * A length of time in the user's words: a count and a unit ("by one day", "2 weeks", "an hour
 * later", "half an hour", "two more nights"). What it decides, with the dates the user names: the user spoke of when,
 * so a call that moves a record's dates or times is not an unasked change (mechanisms/changes.ts).
 */
export const DURATION =
  /\b(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half an?|a few|several|couple of)\s*-?\s*(?:(?:more|extra|additional|further)\s+)?(?:min(?:ute)?s?|hours?|hrs?|days?|nights?|weeks?|wks?|months?|years?|yrs?|quarters?|fortnights?)\b|\b(?:earlier|later|sooner|overnight|weekly|monthly|daily)\b/i;

/**
 * One day given as the whole span of a change ("access for tomorrow", "move her for tonight only",
 * "hire it for Friday"): the change lasts a day, not the weeks an agent may set. What it decides:
 * a span a call sets must fit in one day (mechanisms/durations.ts); not a day a thing is for
 * ("for Saturday's event": a possessive), nor a deadline ("by Friday").
 */
export const STATED_ONE_DAY =
  /\bfor\s+(?:(?:just|only)\s+)?(?:today|tonight|tomorrow(?:\s+night)?|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+night|one\s+(?:day|night))\b(?!['’])|\b(?:today|tonight|tomorrow)\s+only\b/i;

/**
 * The edge of a month the user sets a change on ("cancel it at the end of the month", "month-end",
 * "from the start of next month"): group `end` or `start`. Not a deadline ("by the end of the
 * month", "before month-end"). What it decides: a changing call's dates must hold a month's last
 * day (or the next 1st) for an end, a 1st (or the day before) for a start (mechanisms/durations.ts).
 */
export const MONTH_EDGE =
  /(?<!\b(?:by|before|until|till|within)\s+(?:the\s+)?)\b(?:(?<end>end)\s+of\s+(?:the\s+|this\s+|next\s+|that\s+)?month|month[- ](?<end2>end)|(?<start>start|beginning)\s+of\s+(?:the\s+|next\s+|this\s+)?month)\b/i;

/**
 * A length of time the user states for a change ("for 7 days", "two weeks starting Monday", "a
 * 3-day deferral", "10 minute soak"): a count and a unit. What it decides, with STATED_DURATION_NOT:
 * a call that sets a length in that unit (`days: 30`) or a start and an end (`valid_from`,
 * `valid_to`) that differ from it is confirmed (mechanisms/durations.ts).
 */
export const STATED_DURATION =
  /(?<![\w.,:$€£/-])(\d{1,4}(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\s*-?\s*(minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|wks?|fortnights?|months?)\b/giu;

/**
 * Words around a length of time that make it no length of the change: when it happens ("in 2
 * days", "by a week", "3 days ago", "two weeks early"), how often ("every 3 days"), a comparison
 * ("more than 7 days"), a past span ("the last 30 days"), a shift ("push it back a week"), or an
 * age ("2 weeks overdue"). What it decides: such a length binds nothing (mechanisms/durations.ts).
 */
export const STATED_DURATION_NOT = {
  before:
    /\b(?:in|within|after|before|every|each|per|than|last|past|next|over|under|about|around|up to|at least|at most|ahead|later|earlier)\s+$/i,
  /** a length a change moves or adds by ("extend it by 2 days", "another week"): the length of a
   * parameter in its unit (`days: 2`), never of a span's start and end */
  shift: /\b(?:by|another|extra|more|additional|back|out|forward)\s+$/i,
  after:
    /^\s*(?:ago|later|earlier|before|after|from|out|early|late|back|behind|ahead|overdue|old|notice|prior|in advance|of notice|apart|each|per|every|more|extra|longer|shorter)\b/i,
};

/**
 * Minutes in each unit of a length of time (a month counts as 28 to 31 days: MONTH_DAYS). What it
 * decides: the user's "2 weeks" is `days: 14` and a 14-day span (mechanisms/durations.ts).
 */
export const DURATION_UNIT_MINUTES: ReadonlyMap<string, number> = new Map([
  ['minute', 1],
  ['min', 1],
  ['hour', 60],
  ['hr', 60],
  ['day', 1440],
  ['night', 1440],
  ['week', 10080],
  ['wk', 10080],
  ['fortnight', 20160],
  ['month', 43200],
]);
/** The days a month may have: a span of n months is n × 28 to n × 31 days. */
export const MONTH_DAYS = [28, 31] as const;

/** Parameter name words that open a span (`start`, `valid_from`, `effective`). */
export const START_PARAM_WORDS = new Set([
  'start',
  'from',
  'begin',
  'begins',
  'starts',
  'effective',
  'checkin',
]);
/** Parameter name words that close a span, beside END_WORDS (`expires`, `expiry`). */
export const EXPIRY_PARAM_WORDS = new Set([
  'expires',
  'expiry',
  'expiration',
  'ends',
  'until',
  'till',
  'through',
  'thru',
]);

/**
 * A count joined to the noun it counts ("a single-seat licence", "a 5-seat licence", "a two-van
 * job"): group 1 the number (digits, a number word, or "single"), group 2 the noun. What it
 * decides: a changing call's number parameter whose name ends on that noun (`seats`, `vans`)
 * takes that count; another value is confirmed (mechanisms/labels.ts). A number merely before
 * a noun ("Report 3 score", "cave 2 humidity") is another thing's label, and is not read.
 */
export const COUNTED_NOUN =
  /(?<![\p{L}\d.,:/-])(\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|single)-(\p{L}{3,24})\b(?![-'’]\p{L})/giu;

/**
 * A number before a plural noun, spaced ("30 days", "two vans"): group 1 the number, group 2 the
 * noun. What it decides: a noun the user also counted with a hyphen ("a 2-day shoot") takes this
 * count too (mechanisms/labels.ts); a plural after a number counts it, where a singular ("cave 2
 * humidity") is a label.
 */
export const PLURAL_COUNT =
  /(?<![\p{L}\d.,:/-])(\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(\p{L}{3,24}s)\b(?![-'’]\p{L})/giu;

/**
 * A number the user writes right after a word that names it ("capacity 40", "max 200 uses",
 * "limit 150", "line 4"). What it decides: a changing call's number parameter whose name holds
 * that word (`capacity`, `max_uses`) takes one of the numbers the user wrote after it; another
 * value is confirmed (mechanisms/labels.ts). Times, percents, sizes and codes (digit groups: "loads
 * of 20 03 01") are not such numbers,
 * nor is a number on the next line (a list's marker: "£240 per hour\n2. set status").
 */
export const LABELLED_NUMBER =
  /\b(\p{L}[\p{L}_-]{2,24})[ \t]*(?:of[ \t]+|=[ \t]*|:[ \t]*)?(\d{1,7}(?:\.\d+)?)(k)?(?![\p{L}\d:/%-]|[.,]\d|[ \t]\d|\s*(?:%|am\b|pm\b|a\.m|p\.m|percent))/giu;

/**
 * Where a record's title leaves its name for a qualifier: a spaced dash, a colon or an opening
 * bracket ("Velo Bikes - Commute Club", "Harbour Gin: Q4 Festive", "Orrin Bio (retained)"). What
 * it decides: a lookup by a title that opens with a name the user wrote looks up what the user
 * named (provenance/data-sources.ts `writtenIn`).
 */
export const TITLE_QUALIFIER = /\s+[-–—|]\s+|\s*:\s+|\s*\(/u;

/**
 * A time of day on the 24-hour clock as the user writes it (`11:30`, `9:05`): groups 1 and 2. What
 * it decides, with CLOCK_RANGE: a record whose span of time holds the user's time is told apart
 * from one whose spans do not (mechanisms/picks.ts).
 */
export const CLOCK_TIME = /\b([01]?\d|2[0-3]):([0-5]\d)\b/g;

/** A record's value that is a span of times of day (`11:00-13:00`, `09:00 – 10:30`): groups 1-4. */
export const CLOCK_RANGE = /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*[-–—]\s*([01]?\d|2[0-3]):([0-5]\d)\s*$/;

/**
 * A unit's symbol or name right after a number ("9.5 h", "12 kg"; a name the units library knows,
 * or a symbol of one or two letters that is no function word): group 1. What it decides: a
 * labelled number in a unit names each further number in that unit in the same sentence ("hours:
 * 9.5 h yesterday and 8 h today": both are hours the user gave; mechanisms/labels.ts).
 */
export const UNIT_AFTER = /^\s?([a-zA-Z]{1,6})\b/;

/**
 * A range of times of day the user writes ("10 to 2", "18:30-21:00", "from 9am until noon",
 * "between 5 and 8pm"). What it decides: the end of the range is the user's too, so a call whose
 * end time is neither it nor a time an output holds is an invented time (mechanisms/times.ts).
 */
export const TIME_RANGE =
  /\b(?:between\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h)?\s*(?:-|–|to|until|till|and)\s*(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|h)?|noon|midnight)(?![\d/-])/i;

/**
 * Parameters that list the fields a call returns or delivers (`fields`, `columns`, `include`,
 * `select`, `attributes`). What it decides: a field name is asked for only under one of these (a
 * value elsewhere, `type: "independent_medical_examination"`, names a kind, not a field to
 * deliver: mechanisms/disclosure.ts).
 */
export const FIELD_LIST_PARAM = /fields?$|columns?$|^includes?$|^include_|select|attributes?$|properties$/i;

/**
 * Words of a field or flag a call asks for that name personal data beyond a name and a work
 * address (`national_id`, `home_address`, `base_salary`, `include_owner_pii`, `medical_notes`).
 * What it decides: a call that asks for such fields and delivers to an address, or a send that
 * carries what such a call produced (the export's document id), is a disclosure and is confirmed
 * (mechanisms/disclosure.ts).
 */
export const PERSONAL_FIELD_WORDS = new Set(
  'national ssn passport pii salary salaries wage wages compensation payroll medical health diagnosis diagnoses disability accommodation accommodations iep home dob birth birthdate religion ethnicity biometric biometrics criminal'.split(
    ' ',
  ),
);

/** Parameters that deliver what a call produces somewhere (`deliver_to`, `send_to`, `shareWith`). */
export const DELIVERY_PARAM = /(?:^|_)(?:to|with)$|[a-z](?:To|With)$/;

/** Characters of a produced value (an export's document id) worth following into a later send. */
export const MIN_PRODUCED_VALUE = 6;

/** Verbs of a tool's name that put content in front of others without a recipient parameter (a post, a tweet). */
export const DISCLOSING_VERBS = new Set(
  'post tweet publish share send email mail forward reply message upload comment broadcast announce'.split(
    ' ',
  ),
);

/** Pairs of name words that read sensitive data together (`GoogleMapSearchAddressBook`). */
export const SENSITIVE_PAIRS = new Set(['address book', 'access history', 'saved addresses']);

/** Words of a task that involves the web (pages, sites, links, searching online). */
export const WEB_TASK =
  /\b(web|website|websites|webpage|webpages|web page|page|pages|site|sites|link|links|url|urls|article|articles|blog|blogs|online|internet|browse|browser|visit|google|search the web|news)\b/i;

/** The user asks the agent to follow links from the pages it reads. */
export const FOLLOW_LINKS = /\b(links?|linked|follow|click|crawl|browse|navigate|subpages?)\b/i;

/** Where money goes: whatever the tool's hints say, a new account is never a plain write. */
export const MONEY_KINDS: ReadonlySet<string> = new Set(['iban', 'account']);

/**
 * Addresses of a person or an account (not a page, not a file): a value of these kinds that
 * appears nowhere the agent could have got it (not the instruction, not trusted context, not any
 * tool output) was made up by the agent, and a call that sends, shares or grants something to it
 * is asked whatever the tool's hints say ("share the note with John Smith" sent to an invented
 * john.smith@company.com). Measured on bench-data and on our own tasks (docs/evaluation.md).
 */
export const ADDRESS_KINDS: ReadonlySet<string> = new Set(['email', 'phone', 'iban', 'account']);

/**
 * The user's words before the parties a message goes to, joined by "and", "&" or a comma, each
 * with its determiner ("to the buyer and her agent"). What it decides: a call sending to as many
 * recipients as the phrase names sends to the user's parties, not one object "and also" another
 * (verify/chain-check.ts `coordinatedRecipients`; a verb after "and" ends the phrase there).
 */
export const COORDINATED_RECIPIENTS =
  /\bto\s+((?:(?:the|her|his|their|our|my|its|both)\s+)?[\p{L}-]+(?:\s*(?:,|,?\s+and|&)\s+(?:(?:the|her|his|their|our|my|its)\s+)?[\p{L}-]+)+)/gu;

/**
 * Most arguments a first look-up of what the user named passes (`case_file(patient_id)`,
 * `slip_register(policy_ref, declaration_no)`). What it decides: a call with more sets something,
 * and is no such look-up (verify/named-lookups.ts).
 */
export const MAX_LOOKUP_ARGS = 3;

/** Parameters that say where a call goes. */
export const TARGET_PARAM =
  /^(to|cc|bcc|recipients?|receivers?|payee|beneficiary|destination|target|email|e_?mail_?address|user_?email|emails|url|uri|urls|link|href|endpoint|webhook|host|iban|account|account_?(id|number|no)|phone|phone_?number|handle|recipient_?\w+|to_?\w+)$/i;

/** Parameters that name the file or folder a write goes to. */
export const PATH_PARAM =
  /^(path|paths|file|files|file_?path|file_?name|filename|dir|directory|folder|destination|dest|target_?path|output_?path|output_?file)$/i;

/** Last words of parameter names whose value names something (a file, a folder, a page, a key). */
export const NAME_WORDS = new Set(
  'name names title slug key path paths file files filename dir directory folder dest destination url uri link href endpoint location'.split(
    ' ',
  ),
);

/** Longest argument read as a name (a longer one is content). */
export const MAX_NAME = 2048;

/** Names read from one call. */
export const MAX_NAMES = 256;

/** Parameters of a read that say which URL it fetches (the read goes there). */
export const FETCH_PARAM =
  /^(url|uri|urls|link|href|endpoint|page|web_?page|site|website|address|domain|location)$/i;

/** Parameters of a read that only search: an address searched for is not sent anything. */
export const SEARCH_PARAM = /^(q|query|queries|keywords?|search|terms?|filter|text|pattern)$/i;

/** (value, source) pairs whose sentences one call may have read. */
export const MAX_SENTENCE_READS = 256;

/** Shortest free text that counts as dictated by an injected passage. */
export const MIN_DICTATED = 8;

/** Characters of a call's arguments followed into the data it may copy. */
export const MAX_PAYLOAD = 64 * 1024;

/** Parameters that carry an amount of money (the amounts mechanism reads these only). */
export const AMOUNT_PARAM = /^(amount|sum|total|value|price|payment|quantity|amount_?\w*)$/i;

/** A figure written as money: with a currency, thousands separators or cents (dates and counts are not). */
export const MONEY =
  /[$€£]\s?\d[\d,.']*\d?|(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w]|,\d)|(?<![\w.,-])\d+\.\d{2}(?![\w-]|\.\d)|(?<![\w.,])\d[\d,.']*\s?(?:dollars?|usd|eur|euros?|gbp|pounds?|chf|francs?)\b/gi;

/** Numbers read from one text by the amounts mechanism (bounded work). */
export const MAX_NUMBERS = 512;

/** Sensitive-location kinds (the path classifier's names) whose contents are secrets. */
export const SECRET_KINDS: ReadonlySet<string> = new Set(['credentials', 'secrets_file']);

/** Shortest argument (or word of one) read as a name; a shorter one names nothing worth following. */
export const MIN_NAME = 3;

/**
 * Shapes of a word that names something whatever its parameter: a slash or backslash (a path), a
 * URL scheme, a file extension of one to eight letters or digits.
 */
export const NAME_SHAPES: readonly RegExp[] = [/[/\\]/, /^[a-z][\w+.-]*:\/\//i, /\.[a-z0-9]{1,8}$/i];

/** Shortest word of a tool's name read as the verb of its action (request-text mechanism). */
export const MIN_TOOL_VERB = 3;

// ---------- the user's words (context.ts, data-sources.ts) ----------

/** A folder the user names in the instruction (`~/notes`, `./out/`, `/srv/data`): paths under it are the user's. */
export const USER_FOLDER = /(?:^|[\s'"`(])((?:~|\.{1,2})?\/[\w.\-/]*\w)/g;

/** An argument that is a short number (`42`): the user named it only if the instruction has it as a whole word. */
export const NAMED_NUMBER = /^\d{2,64}$/;

/**
 * Determiners that leave which thing open ("book a room", "find me any slot", "one of the vans").
 * What it decides: a lookup found several records the user's words fit, none holding the words
 * the lookup looked for; a user who spoke of the thing with one of these leaves the choice to the
 * agent, while one who said "the abandoned car ticket" meant one record and did not say which
 * (mechanisms/picks.ts).
 */
export const INDEFINITE_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'any', 'some', 'one', 'another']);

/** Shortest argument the instruction can name (a shorter one occurs in any text by chance). */
export const MIN_NAMED_VALUE = 3;

/**
 * A name written as an identifier: words joined by a hyphen, an underscore, a slash or a dot
 * (`sql-nightly`, `payments/prod/db-master`). What it decides: such a value of a changing call,
 * when it is a field of exactly one record of a list, picks that record, as a code would
 * (provenance/mechanisms/picks.ts).
 */
export const IDENTIFIER_SLUG = /\p{L}[-_/.]\p{L}/u;

/**
 * Shortest family name that makes a lookup of a full name the user's own ("the Patel job" and
 * "Meera Patel"): a shorter one ("Li", "Ng") occurs inside too many other names.
 */
export const MIN_FAMILY_NAME = 4;

/** Shortest URL, without its scheme, `www.` and trailing slash, that the instruction can name. */
export const MIN_NAMED_HOST = 4;

// ---------- the reads (data-sources.ts, mechanisms/unplanned-reads.ts) ----------

/** Longest argument read as the URL a call fetches (its output is then web content). */
export const MAX_FETCHED_URL = 2048;

/** Words of a call's arguments classified as paths when asking whether it read secrets (bounded work). */
export const MAX_SECRET_READ_WORDS = 512;

/** Lengths of a word classified as a path when asking whether a call read secrets. */
export const SECRET_PATH_WORD = { min: 2, max: 1024 };

/** Shortest argument read as a value the data may have supplied (a shorter one steers nothing). */
export const MIN_STEERING_VALUE = 3;

/** Longest argument read as a value the data may have supplied (a longer one is content). */
export const MAX_STEERING_VALUE = 256;

/** Argument strings looked at per call (bounded work). */
export const MAX_STEERING_LEAVES = 64;

// ---------- amounts (mechanisms/amounts.ts) ----------

/** Dates and times in the user's words: their parts are not amounts. */
export const USER_NUMBER_SKIP = /\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?/g;

/**
 * Keys of a record's money total (`total`, `grand_total`, `amount_due`, `order_total`). What it
 * decides: a call moving that figure while the user named only some of the record's parts moves
 * the whole for a part (amounts.ts `wholeForPart`).
 */
export const TOTAL_KEY =
  /^(?:total|grand_?total|amount_?due|balance_?due|order_?total|total_?(?:amount|price|due|paid))$/i;

/**
 * Signs written beside a sum of money ("200 €", "£40", "$15"). What it decides: a sum a call
 * carries is searched for in tool data beside one of them as well, where the bare figure is too
 * short to search for (readers.ts `spellings`; MIN_DICTATED_VALUE).
 */
export const CURRENCY_SIGNS: readonly string[] = ['€', '£', '$'];

/**
 * Parameters that carry a sum of money a call moves or sets (`amount`, `refund_amount`, `fee`,
 * `credit`): what the user's named money binds (mechanisms/amounts.ts).
 */
export const MONEY_PARAM =
  /^(?:amount|sum|total|price|payment|fee|charge|cost|credit|refund|payout|\w*_amount|amount_?\w*|\w*_price|\w*_fee)$/i;

/**
 * Words by which a user asks for a figure to be worked out rather than used as written ("split
 * $90 between them", "refund the rest", "the $40 plus tax", "20% of $300", "the €40pp deposit":
 * `pp`, `pw`, `pcm`, `pa`, `ea`, `pn` are marks of "per"). What it decides:
 * with none of them, a money argument must be one of the amounts the user wrote.
 */
export const DERIVING_WORDS: ReadonlySet<string> = new Set(
  'split each per pp pw pcm pa ea pn pppn apiece half halves double twice triple difference rest remaining remainder balance left total plus minus extra more less discount percent tip tax vat interest prorate prorated average times divided multiply convert equivalent'.split(
    ' ',
  ),
);

/**
 * A figure grouped in thousands by spaces ("450 000 FCFA", "1 250 000"), as French and SI writing
 * does. What it decides: the whole figure counts among the user's numbers as well as its groups
 * (mechanisms/amounts.ts), so a call passing 450000 is no slip of 450.
 */
export const SPACE_GROUPED_NUMBER = /(?<![\w.,])\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\w]|[.,]\d)/g;

/** A number in the user's words (every number the user wrote counts, "rent of 950"). */
export const USER_NUMBER = /(?<![\w.])\d[\d,.']*\d(?![\w])|(?<![\w.])\d(?![\w.])/g;

/**
 * A number written with its scale ("150k emails/day", "2.5M rows", "a 1bn cap"): thousands by
 * `k`/`K`, millions by a capital `M` (a small `m` is metres or minutes), billions by `bn`. What it
 * decides: the scaled figure counts among the user's numbers as well as the written one.
 */
export const SCALED_NUMBER = /(?<![\w.])(\d[\d,.]*)\s?(k|K|M|bn)(?![\w])/g;

/** What is cut from a figure written as money before it is read as a number: a currency sign or word. */
export const MONEY_DECORATION = /[$€£]|[a-z]+$/gi;

/**
 * Words by which the user asks for the whole of a share ("grant a full waiver", "waive it in full",
 * "the entire fee"). What they decide: a percentage parameter (`waiver_percent`, `discount_pct`)
 * set to 100 is the user's figure (mechanisms/amounts.ts); no other amount is.
 */
export const WHOLE_SHARE = /\b(?:full|in\s+full|entire|whole|complete)\b/i;

/**
 * A share the user takes off a sum they wrote: "€8,500 less our 25% commission", "£1,200 minus
 * 10%", "net of the 20% fee" (group 1 the percentage). What it decides: the sum less that share is
 * a figure of the user's, not one the agent chose (mechanisms/amounts.ts `inventedAmount`).
 */
export const LESS_SHARE =
  /\b(?:less|minus|net of|after|deducting)\s+(?:(?:our|the|a|an|his|her|their|its|your|my)\s+)?(\d{1,2}(?:\.\d+)?)\s?%/gi;

/**
 * Words by which the user takes an amount off ("take $150 off", "deduct", "knock 20 off", "a $30
 * discount"). What they decide: a call that passes the user's figure as a negative number (the
 * tool's sign for a reduction) passes the user's amount (mechanisms/amounts.ts).
 */
export const REDUCING_WORDS =
  /\b(?:off|deduct\w*|subtract\w*|minus|less|reduc\w*|lower\w*|knock\w*|discount\w*|decreas\w*|credit\w*|refund\w*|write[- ]?off|writ(?:e|ing) down)\b/i;

/**
 * Words of a parameter that sets a level of something (`target_c`, `setpoint`, `speed_pct`,
 * `limit_kw`). What they decide: a number the call sets there that neither the user's words nor
 * any data gives, nor one operation on their numbers, is the agent's choice ("turn the heat down":
 * `target_c: 15`), asked as an invented amount is (mechanisms/amounts.ts).
 */
export const SETTING_WORDS: ReadonlySet<string> = new Set(
  'target setpoint sp temp temperature level speed limit threshold pct percent volume brightness power kw rpm pressure humidity'.split(
    ' ',
  ),
);

/** A currency sign leading an amount argument (`$98.50`). */
export const LEADING_CURRENCY = /^[$€£]/;

/**
 * A count right after a definite word, of things and not of a length of time: "the 3", "all
 * four", "these two", "her last 2 sessions", "the first three" (not "the 3 days", nor "order 3").
 * What it decides, with `countedAsMany`: the user said how many things the call acts on, so as
 * many as that are not more than the user named (verify/chain-check.ts one object;
 * provenance/mechanisms/picks.ts records beyond those named).
 */
export const DEFINITE_COUNT =
  /\b(?:(?:the|all|these|those|my|our|your|his|her|their)\s+(?:(?:last|first|next)\s+)?|(?:last|first|next)\s+)(\d{1,2}|[a-z]+)\b(?!\s*(?:%|am|pm|[:.]\d|(?:minute|hour|day|night|week|month|year)s?\b))/g;

/**
 * The user says how many things there are, and it is `n` (two or more): a DEFINITE_COUNT of `n`,
 * or "both" for two. `said` is the instruction in lower case.
 */
export function countedAsMany(said: string, n: number): boolean {
  if (n < 2) return false;
  if (n === 2 && /\bboth\b/.test(said)) return true;
  for (const m of said.matchAll(DEFINITE_COUNT)) {
    const k = /^\d/.test(m[1]!) ? Number(m[1]) : NUMBER_WORDS.get(m[1]!);
    if (k === n) return true;
  }
  return false;
}

/** Fewest significant digits an amount must have to be compared at another scale (`5` vs `50` is no slip). */
export const MIN_SLIP_DIGITS = 2;

/**
 * Numbers the user may write as words ("two tickets", "a dozen eggs"): each counts as a number the
 * user gave when the invented-amount mechanism asks where an amount came from.
 */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
  ['six', 6],
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['twenty', 20],
  ['hundred', 100],
  ['thousand', 1000],
  ['dozen', 12],
  ['half', 0.5],
  ['twice', 2],
  ['double', 2],
  ['triple', 3],
]);

/**
 * Longest argument read as a selector of the data the user handed the actions to (`section:
 * "handover_notes"`). What it decides: a read whose short argument holds a word of the user's
 * delegating words reads that data (data-sources.ts); prose arguments select nothing.
 */
export const MAX_SELECTOR_CHARS = 40;

/**
 * Shortest target value that says a read read it (a path, an address; not a number or a word).
 * What it decides: data written back to a target its read's arguments named is no exfiltration
 * (mechanisms/exfiltration.ts).
 */
export const MIN_TARGET_CHARS = 6;

/**
 * Most characters between a share word and the sum written after it ("half of booking PL-7802
 * ($60"). What it decides: a sum that close names the share (named-values.ts `shareOf`).
 */
export const MAX_SHARE_GAP = 48;

/**
 * A column that records a change itself: when and by whom a row was changed and why (`updated_at`,
 * `modified_by`, `last_changed`, `update_note`). What it decides: an UPDATE the user asked for by a
 * column it sets may also set these (verify/statement-requests.ts); any other column it sets must
 * be one the user named or given the user's value.
 */
export const AUDIT_COLUMN =
  /^(?:last_?)?(?:updated|modified|changed|edited|update|change)(?:_?(?:at|on|by|ts|time|date|note|reason|ref))?$/i;

/**
 * Shortest word of a table's name that names it ("lines" of `settlement_lines`; not `t`, `id`).
 * What it decides: an SQL row change is the user's request only when their sentence names such a
 * word of its table (verify/statement-requests.ts).
 */
export const MIN_TABLE_WORD = 3;

/**
 * A share of a sum the user asks for, by its word: "refund half of booking PL-7802", "credit a
 * third of the fee", "give back three quarters of the deposit". What it decides: a sum of money a
 * call moves that is a whole figure of the user's words or the data, and no share of that kind of
 * any figure, is the whole where the user asked for a part (amounts.ts `wholeForShare`); an amount
 * the user writes right after the share word is that share of it ("half of booking PL-7802 ($60
 * total)" names $30: named-values.ts). Not a part of a span ("the second half of the season") and
 * not a compound ("half-day").
 */
export const SHARE_WORDS: ReadonlyMap<string, number> = new Map([
  ['half', 1 / 2],
  ['a third', 1 / 3],
  ['one third', 1 / 3],
  ['a quarter', 1 / 4],
  ['one quarter', 1 / 4],
  ['two thirds', 2 / 3],
  ['three quarters', 3 / 4],
]);

/** The share word as the user writes it of a sum: `SHARE_WORDS` then "of", a determiner or a possessive. */
export const SHARE_OF = new RegExp(
  String.raw`(?<!\b(?:first|second|last|other|back|latter|former)\s+)\b(${[...SHARE_WORDS.keys()].join('|')})\b(?!-)(?:\s+of\b|\s+(?:the|their|his|her|its|this|that|what|each)\b)`,
  'i',
);

/**
 * Amount parameters the invented-amount mechanism judges: what a call moves, buys or sells. A
 * price or total the agent reads back is not judged (reads are never judged).
 */
export const MOVED_AMOUNT_PARAM =
  /^(amount|sum|total|price|payment|quantity|qty|shares|units|amount_?\w*|\w*_amount)$/i;

/**
 * Most numbers combined pairwise when asking whether an amount could be computed from the
 * numbers in the instruction and the data (a difference, a total, a share): bounded work
 * (MAX_DERIVED_FROM² pairs); with more numbers than this, only the numbers themselves count.
 */
export const MAX_DERIVED_FROM = 64;

// ---------- text addressed to the agent (evidence/injection.ts) ----------

/**
 * Markers of tool data that addresses the agent: it overrides the task, sequences the agent,
 * addresses the model, claims authority, asks to act instead (not "10:30 instead of 10:00": a
 * comparison), hides from the user, claims to be
 * the user, poses as the system, leaves a task for the agent. Generic phrasings of what an
 * injection has to do (tell the model to do something), not strings of any benchmark; a hit is
 * evidence, not proof. Each entry is the label reported and its pattern.
 */
export const INJECTION_MARKERS: ReadonlyArray<readonly [string, RegExp]> = [
  [
    'overrides the task',
    /\b(ignore|disregard|forget)\b.{0,40}\b(previous|prior|above|earlier|all|other)\b.{0,30}\b(instructions?|tasks?|prompts?|rules)\b/i,
  ],
  [
    'sequences the agent',
    /\bbefore (you|the assistant|the agent) (can |could |may )?(solve|do|complete|continue|answer|proceed)/i,
  ],
  [
    'addresses the model',
    /\b(dear|attention|hey|note to|message (from me )?to|this is a message for|instructions? for) (the )?(ai|assistant|agent|model|llm|chatbot|gpt[-\w.]*|claude|gemini|llama)\b/i,
  ],
  ['addresses the model', /\b(to|for) you,? (ai|assistant|agent|model|gpt[-\w.]*|claude|gemini|llama)\b/i],
  [
    'claims authority',
    /\b(important|urgent|critical)\s+(message|instructions?|notice|update)\b.{0,80}\b(you|assistant|agent)\b/i,
  ],
  ['claims authority', /<\/?(information|instructions?|system|important|admin)>/i],
  [
    'asks to act instead',
    /\b(instead(?! of\b)|new task|your (new|real|actual) task|you (must|should|need to) (now )?(first )?(send|transfer|forward|email|post|visit|invite|delete|pay|share|upload|execute|run|grant|change|update))\b/i,
  ],
  [
    'hides from the user',
    /\b(do not|don't|never) (tell|inform|notify|mention|alert)\b.{0,30}\b(the )?(user|owner|anyone)\b/i,
  ],
  ['claims to be the user', /\b(this is|signed,?|from) (me,? )?(the user|your user|your owner)\b/i],
  ['poses as the system', /(^|\n|#)\s*#{2,}\s*\(?\s*(system|admin)[ _](message|prompt|instruction)/i],
  // (a role in brackets opening a note: "[SYSTEM] Banking update pending: …", "[ADMIN NOTICE]",
  // with a department after a dash or colon: "[SYSTEM NOTICE - Supplies]", "[ADMIN: Billing]")
  [
    'poses as the system',
    /\[\s*(?:system|admin|administrator|sysadmin)(?:\s+(?:notice|message|note|update|alert|instruction))?(?:\s*[-–:|]\s*[^\]\n]{1,40})?\s*\]/i,
  ],
  [
    'leaves a task for the agent',
    /(^|\n|\s)(TODO|ACTION REQUIRED|NEW INSTRUCTIONS?)\s*:\s*(please\s+)?(send|transfer|forward|email|post|visit|invite|delete|pay|share|upload|execute|run|grant|change|update|go to|open)\b/,
  ],
];

/** Marker matches recorded per text (bounded work; past it, each further marker records its first match only). */
export const MAX_MARKER_SPANS = 64;

/** Characters before and after the first marker quoted in the evidence's excerpt. */
export const INJECTION_EXCERPT = { before: 40, after: 160 };

/** Characters around a marker that count as the injected passage. */
export const INJECTED_REACH = { before: 300, after: 1200 };

/**
 * The end of the JSON string value a marker sits in: the injected passage stops there, since the
 * neighbouring field or record (another email, another transaction) is data the user may work
 * with. Blank lines and `key:` lines were measured as boundaries too: they cut injected passages
 * short, so they are not used.
 */
export const RECORD_BOUNDARY = /(?<!\\)"\s*[,}\]]/;

/** Characters around a value that count as its sentence. */
export const SENTENCE_REACH = 400;

/**
 * Where a sentence ends, read backwards from a value: a full stop, question or exclamation mark, a
 * blank line, or the end of a JSON string value (`"`, then `,`, `}` or `]`: the next field is
 * another sentence, "…summer term.\"}], \"group_address\": …").
 */
export const SENTENCE_BREAK = /[.!?](?=\s)|\n\s*\n|"\s*[,}\]]/g;

/** Where a sentence ends, read forwards from a value (the end of the text ends it too). */
export const SENTENCE_END = /[.!?](?=\s|$)|\n\s*\n/;

/** Occurrences of one value in one text whose sentences are read (bounded work). */
export const MAX_VALUE_OCCURRENCES = 32;

// ---------- requests in data (evidence/injection.ts) ----------

/**
 * What may lead into a request to act at the start of a clause: a polite or obliging lead-in
 * ("please", "could you", "you must", "make sure to", "por favor", "bitte", "veuillez"), repeated
 * or absent. A regex source, used inside `REQUEST`.
 */
export const REQUEST_LEAD_IN = String.raw`(?:(?:please|kindly|just|now|also|then|first|immediately|urgently)\s+|(?:could|can|would|will)\s+you\s+(?:please\s+)?|(?:you|we|i)\s+(?:must|should|need\s+to|have\s+to|are\s+to)\s+|(?:make\s+sure|be\s+sure|remember|don'?t\s+forget)\s+(?:to\s+)?|go\s+ahead\s+and\s+|i\s+need\s+you\s+to\s+|por\s+favor,?\s+|bitte\s+|veuillez\s+|s'il\s+vous\s+pla[iî]t,?\s+)*`;

/** A list item's marker (`1.`, `2)`, `-`, `*`, `•`): an item that opens with a verb is a request like a sentence that does. */
export const LIST_MARKER = String.raw`(?:(?:\(?\d{1,3}[.)]|[-*•](?:\s+\[[ xX]?\])?)\s+)?`;

/**
 * What joins a further request to one before it in a sentence: "and", "so", "then" ("… and issue
 * her PO", "… so close it out"). What it decides: in data the user handed the actions to, a verb
 * right after one of these is asked as one at the start of an item is (delegated-requests.ts).
 */
export const COORDINATED_REQUEST = String.raw`(?:,\s*|\s)(?:and|so|then|and\s+then)\s+`;

/**
 * Where an item or a sentence of data starts: the text's start, a line, a sentence end, a `;`, a
 * list marker (`1.`, `(2)`, `-`, a `- [ ]` checkbox). What it decides: a verb there is a request
 * of that item (delegation reads the tool's own verb there: mechanisms/delegated-requests.ts).
 */
export const ITEM_START = String.raw`(?:^|[\n;:]|[.!?]\s|\(\d{1,3}\)|\b\d{1,3}[.)]|[-*•](?:\s+\[[ xX]?\])?)\s*["'“]?`;

/**
 * Action verbs a request asks its reader to perform: English, then Spanish, German and French
 * (imperatives and infinitives after a lead-in); other languages are not caught. A regex
 * alternation, used inside `REQUEST` and `REQUESTED_VERB`.
 */
export const ACTION_VERBS = [
  // English
  'send|transfer|pay|wire|forward|e-?mail|mail|post|visit|open|go\\s+to|click|navigate\\s+to|browse\\s+to|invite|add|share|upload|delete|remove|grant|give|change|update|reset|book|reserve|schedule|create|write|reply|message|text|call|download|execute|run|install|buy|purchase|order|publish|copy|move|submit|sign\\s+up|subscribe|follow|contact|notify|deposit|refund|get|fetch|read|look\\s+up|retrieve|collect|include|attach|use|unlock|lock|disable|enable|cancel|withdraw|sell|trade|approve|release|close|deactivate|activate|start|stop|restart|shut\\s+down|erase|modify|edit|tweet|initiate|dispatch|redirect|leave|set|turn\\s+(?:on|off)|disconnect|connect|revoke|block|unblock|archive|rename|replace|overwrite|publish|transfer',
  // Spanish, German, French (imperatives and infinitives after a lead-in)
  'env[ií]a|enviar|transfiere|transferir|paga|pagar|visita|visitar|abre|abrir|invita|invitar|comparte|compartir|borra|elimina|reenv[ií]a|haz|sende|senden|überweise|überweisen|zahle|zahlen|besuche|besuchen|öffne|öffnen|teile|lösche|lade|envoie|envoyez|envoyer|transf[eé]rez|payez|visitez|ouvrez|invitez|partagez|supprimez|faites',
].join('|');

/**
 * A request to act, at the start of a clause: an action verb in the imperative, or after a polite
 * or obliging lead-in. What matters is the structure (data asking its reader to do something to a
 * value), not one benchmark's phrasing. Exercised by rewordings of our own (a plain note, a
 * forwarded message, a calendar comment, a code comment, other languages:
 * test/verify/provenance-rewordings.test.ts, `npm run robustness` in docs/evaluation.md).
 */
export const REQUEST = new RegExp(
  `(?:(?:^|[:;,(\\n—–]\\s*)${LIST_MARKER}|\\b(?:and|then|y|und|et)\\s+|\\b(?:TODO|FIXME|NB|PS|P\\.S\\.)\\b\\S*\\s*)${REQUEST_LEAD_IN}(?:${ACTION_VERBS})\\b|\\b(?:(?:could|can|would|will)\\s+you|please|kindly|por\\s+favor|bitte)\\s+(?:please\\s+)?(?:${ACTION_VERBS})\\b`,
  'iu',
);

/**
 * A sentence of tool data that opens with an action verb, capitalised, and goes on to its object
 * ("… since the new chiller went in. Update it to 4.0 MW from this month."): an imperative after
 * a full stop, which `REQUEST` (clause openings after a colon, a comma or a line break) does not
 * read. What it decides: the verb, written capitalised, is one the data asks its reader to carry
 * out (evidence/injection.ts `requestedActions`: an unplanned tool of that verb carries out the
 * data's request, not the user's). Not a heading or a status ("Update: …", "Transfer completed."):
 * an object follows.
 */
export const SENTENCE_REQUEST = new RegExp(
  `(?:^|[.!?]\\s+)(${ACTION_VERBS})\\s+(?:it|them|this|that|these|those|the|a|an|all|my|our|your|his|her|their|\\d)\\b`,
  'giu',
);

/** Every request of a text (`REQUEST`, global). */
export const REQUEST_ALL = new RegExp(REQUEST.source, 'giu');

/** The action verb that ends a request's match. */
export const REQUESTED_VERB = new RegExp(`(?:${ACTION_VERBS})$`, 'iu');

/** Requests read from one text (bounded work). */
export const MAX_REQUESTS_READ = 256;

/**
 * A polite marker that makes the next word the verb of a request, whichever verb it is ("please
 * route …", "kindly remit …", "merci de changer …", "bitte ändern …", "por favor cambie …",
 * "gelieve … over te maken"). What it decides: a value later in that sentence of tool data was
 * asked for by the data (evidence/imperative.ts), beside the verbs `REQUEST` knows.
 */
export const POLITE_REQUEST =
  /(?:^|[^\p{L}])(?:(?:please|kindly|bitte|veuillez|por\s+favor|por\s+gentileza|gelieve|s'il\s+vous\s+pla[iî]t)[\s,:]+|(?:merci|pri[eè]re)\s+d(?:e\s+|['’]))\p{L}{3,}/iu;

/**
 * Where a clause of tool data starts, read before a word: the text's start, a colon, semicolon,
 * comma, dash or bracket, or a line break. What it decides: a base-form verb (as compromise tags
 * it in context) right after one opens an imperative (evidence/imperative.ts).
 */
export const CLAUSE_OPENING = /(?:^|[:;,(\n—–]\s*|[-*•]\s+|\d{1,3}[.)]\s+)$/u;

/** Sentence prefixes whose imperatives are remembered (bounded memory). */
export const MAX_IMPERATIVE_CACHE = 512;

/** Shortest value searched for in a sentence that asks to act (a shorter one occurs by chance). */
export const MIN_DICTATED_VALUE = 4;

// ---------- delegation in the user's words (evidence/delegation.ts) ----------

/** Verbs that hand a set of actions over ("do", "handle", "work through" … the tasks). A regex source. */
export const DELEGATING_VERBS = String.raw`(?:follow|do|complete|carry\s+out|execute|perform|handle|work\s+through|work|take\s+care\s+of|act\s+on|go\s+through|finish|process|deal\s+with|sort\s+out|action)`;

/** Nouns for a set of actions in data ("the tasks", "the jobs", "the requests", "the action items", a ticket). A regex source. */
export const DELEGATED_OBJECTS = String.raw`(?:instructions?|tasks?|to-?dos?|steps|requests?|items|checklist|directions|action\s+items|asks|chores|errands|assignments?|jobs|tickets?|hand-?overs?|hand-?offs?)`;

/**
 * The user hands a set of actions to data: a delegating verb and, within 40 characters, its
 * object ("follow the instructions", "do all the tasks on my TODO list"; group 1 is what lies
 * between); "do / take care of what(ever) … says / asks / tells you / put in"; "do what's on Priya's
 * handover", "whatever's outstanding in her handover"; "as instructed / requested
 * … in / by"; "per / according to the checklist in …" (or "per the ticket." ending the
 * sentence, or followed by who left it: "per the note the front desk left on it"); "the way she
 * wrote / described".
 */
export const DELEGATION = new RegExp(
  String.raw`\b${DELEGATING_VERBS}\b([^.!?\n]{0,40}?)\b${DELEGATED_OBJECTS}\b|\b(?:do|${DELEGATING_VERBS})\s+(?:what|whatever|as)\s+(?:[\p{L}\p{N}_'’-]+\s+){1,7}?(?:says?|asks?|tells?\s+you|requests?|instructs?|wants?|wrote|writes|noted|notes|left|added|put\s+(?:down|in|on|into))\b|\b(?:do|${DELEGATING_VERBS})\s+(?:what|whatever)(?:['’]s|\s+is)\s+(?:\p{L}+\s+)?(?:on|in)\s+(?:[\p{L}\p{N}_'’-]+\s+){0,3}?${DELEGATED_OBJECTS}\b|\bas\s+(?:instructed|requested|described|specified|asked|outlined|listed)\s+(?:in|by|on)\b|\b(?:per|according\s+to)\s+(?:the\s+|his\s+|her\s+|their\s+|my\s+)?(?:[\p{L}\p{N}_'’-]+\s+){0,2}?(?:${DELEGATED_OBJECTS}|notes?|tickets?|plan|list)(?:\s+(?:in|on|from|of)\b|\s*(?:[.!?]|$)|\s+(?:that\s+|which\s+)?(?:[\p{L}\p{N}_'’-]+\s+){1,3}?(?:left|wrote|added|attached|posted|put)\b)|\bthe\s+way\s+(?:[\p{L}\p{N}_'’-]+\s+){1,3}?(?:wrote|writes|described|describes|laid\s+(?:it\s+)?out|lays\s+(?:it\s+)?out|says|said|specified|outlined|planned|asked\s+for)\b`,
  'giu',
);

/**
 * A delegating verb whose object is a pronoun ("take care of it", "please just action them",
 * "carry it out"):
 * it hands the actions over when the instruction names a set of actions or notes for it to stand
 * for (`DELEGATED_OBJECTS`, notes or tickets: "Recruiting left an onboarding checklist in her profile. Can
 * you take care of it?", "Each claim has a handover note. Please just action them").
 */
export const DELEGATION_BY_PRONOUN = new RegExp(
  String.raw`\b${DELEGATING_VERBS}\s+(?:it|them|those|that|everything|all\s+of\s+(?:it|them))\b|\b(?:carry|sort)\s+(?:it|them|those|that)\s+out\b`,
  'iu',
);

/**
 * Nouns of what holds requests (tasks, steps, notes, tickets). What it decides: a delegating verb
 * with a pronoun ("take care of it") hands the actions over only when the instruction names one.
 */
export const DELEGATED_NOUN = new RegExp(
  String.raw`\b(?:${DELEGATED_OBJECTS}|(?:handover\s+)?notes?|tickets?)\b`,
  'iu',
);

/**
 * Nouns of what a person writes (a note, an e-mail, a memo). What it decides: a proper name in the
 * possessive before one ("Margit's note", "Dana's handover e-mail") is its author, a person, and
 * never the record a tool acts on (formalize/offline/named-values.ts).
 */
export const AUTHORED_NOUN = String.raw`(?:(?:handover\s+|closing\s+|shift\s+)?notes?|e-?mails?|messages?|memos?|letters?|comments?|instructions|texts?|voicemails?)`;

/** "the following tasks", "these steps": the user's own list, in the instruction itself. */
export const OWN_LIST = /\b(?:following|below|these|above|listed\s+here|next)\b/i;

/**
 * What follows a delegated object when it names where the steps are ("the next steps in Kofi's
 * note", "these tasks on my board"), not how to take them ("in order", "in sequence"). What it
 * decides: a list that OWN_LIST calls the user's own is the data's when this follows it
 * (evidence/delegation.ts).
 */
export const LIST_SOURCE = /^\s+(?:in|on|from)\s+(?!(?:the\s+|that\s+|this\s+)?(?:order|sequence|turn)\b)/i;

/**
 * The object of the user's verb is defined by a source: "the trip described in Mark's e-mail",
 * "the changes requested in ticket 4411", "the fixes listed on the review page". The source is
 * what follows the preposition; the instruction's own text ("below", "here") is not a source.
 */
export const DEFINED_BY_SOURCE =
  /\b(?:described|listed|outlined|mentioned|detailed|specified|requested|asked\s+for|set\s+out|laid\s+out|noted|written(?:\s+down)?|proposed|suggested|planned|agreed)\s+(?:in|on|by|within|inside|at|from)\s+(?!(?:the\s+)?(?:following|below|above|here|this\s+(?:message|instruction|prompt|request))\b)/giu;

/**
 * Verbs that only look at data or report on it: "summarise the points made in …", "tell me the
 * dates mentioned in …" read the source, they do not hand it the actions. (A list by necessity:
 * the reading verbs of English; a verb not listed counts as acting.)
 */
export const REPORTING_VERBS = new Set(
  'tell show summarise summarize list read find check look see give describe explain translate count compare review extract print display open fetch get search quote repeat note identify highlight what which who when where how why is are was were does did can could'.split(
    ' ',
  ),
);

/** Words that introduce the user's verb without being it ("please", "can you", "I'd like you to"). */
export const INSTRUCTION_LEAD_WORDS = new Set(
  'please kindly now then and also just first could can would will you i we id like want need to help me us go ahead so ok okay hey hi'.split(
    ' ',
  ),
);

/** Where a clause of the instruction starts: punctuation, ", and/then", or "and/then" before a verb and its object. */
export const CLAUSE_BREAK =
  /[.!?;:\n]|,\s*(?:and|then)\b|\b(?:and|then)\s+(?=\w+\s+(?:the|my|all|every|each|his|her|their|our)\b)/giu;

/** Characters before a source phrase searched for the verb of its clause. */
export const CLAUSE_REACH = 200;

// ---------- copies of data (evidence/copies.ts) ----------

/** Words read from one text (pairs are built from these); longer texts are read up to here. */
export const MAX_FRAGMENT_WORDS = 20_000;

/** Characters of a text searched for values. */
export const MAX_VALUE_TEXT = 128 * 1024;

/**
 * Least information (bits, estimated by `informationBits`) that copied fragments must carry
 * together to count as evidence that data was carried out, and that a tool output must carry to
 * count as data the agent read (text an injection could hide in). 20 bits is a one-in-a-million
 * coincidence: a calendar date (≈15 bits), a time of day, a boolean (1 bit), a count or a four-
 * or five-digit number (13–17 bits) stay below it; a card or account number (≥ 40 bits), an API
 * key, a street address or two words of prose (≥ 30 bits) are well above it. Measured on the
 * bench-data replays (docs/evaluation.md): clock and counter outputs no longer count as data, no
 * exfiltration finding was lost. The cost: a secret shorter than 20 bits (a 4-digit PIN) copied
 * alone is not followed.
 */
export const MIN_EVIDENCE_BITS = 20;

/** Information a text is measured up to before the work stops (`textInformationBits`' default). */
export const INFORMATION_LIMIT = MIN_EVIDENCE_BITS * 4;

/**
 * The alphabets `informationBits` assumes a fragment's characters are drawn from: 10 for digits,
 * 26 for letters, 16 more for anything else; summed over the kinds a fragment uses.
 */
export const INFORMATION_ALPHABETS = { digits: 10, letters: 26, other: 16 };

/** Characters measured at a time (a date cut in two by a chunk boundary only counts as more). */
export const INFORMATION_CHUNK = 4096;

/**
 * Dates, times and boolean words: coordinates everyone shares (what a clock tool returns), never
 * secrets, whatever their length. They are cut out of a text before it is split into fragments.
 */
export const LOW_INFORMATION_SPANS = new RegExp(
  [
    // 2025-03-14, 2025-03-14T09:30:00Z, 2025-03-14 09:30+01:00
    String.raw`\b\d{4}-\d{2}-\d{2}(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?\b`,
    // 14/03/2025, 3.14.25
    String.raw`\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b`,
    // 09:30, 9:30:15 pm
    String.raw`\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?\b`,
    // 14 March 2025, March 14th, 2025 (names of months and days included)
    String.raw`\b(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:\s+\d{1,2}(?:st|nd|rd|th)?\b)?(?:,?\s+\d{4}\b)?`,
    String.raw`\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b`,
    String.raw`\b(?:true|false|yes|no|null|none|ok|utc|gmt)\b`,
  ].join('|'),
  'giu',
);

/** Nesting depth of a tool output read (deeper values are not read, or count as enough). */
export const MAX_OUTPUT_DEPTH = 32;

/** Values of one output measured for its information (past it, the output counts as informative). */
export const MAX_MEASURED_VALUES = 4096;

/** Longest JSON text inside a string output that is measured on its values, not as text. */
export const MAX_EMBEDDED_JSON = 4096;

/**
 * English function words (articles, pronouns, prepositions, auxiliaries). What they decide: a pair
 * of two of them is not followed as a copied phrase, and none of them tells records apart in an
 * ambiguous pick ("the" in one record's text singles nothing out: mechanisms/picks.ts); and a
 * tool's name opening a line of the instruction, followed by one of them, is the user's own
 * sentence, not a pasted tool listing ("recordPayment on LA-44019": formalize/offline/intent.ts).
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  'a an the to of in on for and or my me i you your it its is are be was were this that these those with from by at as if then than please can could would should will all any some do does did not no so also just only into about up out over via s t'.split(
    ' ',
  ),
);

/** Words that do not make a pair of adjacent words on their own: a pair of two of them is not followed. */
export const PAIR_STOP_WORDS = FUNCTION_WORDS;

/** Fewest digits an amount needs to be followed as a copied value (small amounts repeat everywhere). */
export const MIN_FOLLOWED_AMOUNT_DIGITS = 4;

/** Shortest token mixing letters and digits (`3GS`, `A-1182`) followed as a copied value. */
export const MIN_MIXED_TOKEN = 3;

/** Fewest letters and digits a pair of adjacent words needs to be followed. */
export const MIN_PAIR_CHARS = 6;

/** Copied fragments reported per source (evidence, not an inventory). */
export const MAX_COPIED_FRAGMENTS = 5;

/**
 * A value assigned in a secrets file or a record (`API_KEY=…`, `export TOKEN="…"`,
 * `"password": "…"`): one per line, a key of up to 64 characters, a value of 4 to 256 (group 1).
 */
export const SECRET_ASSIGNMENT =
  /^[ \t]*(?:export[ \t]+)?["']?[\w.-]{1,64}["']?[ \t]*[=:][ \t]*["']?([^\s"',;]{4,256})["']?[ \t]*,?[ \t]*$/gm;

/** Values assigned in a secrets file read (bounded work). */
export const MAX_ASSIGNED_VALUES = 256;

/** An assigned value with a slash or an `@` names a place (a host, an address, a path), not a secret. */
export const NAMES_A_PLACE = /[/@]/;

// ---------- record fields (evidence/record-fields.ts) ----------

/**
 * Words of a record's key that say it holds an address (`pi_email`, `coach_phone`, `contact_mail`).
 * What it decides: left out, the rest of the key (`pi`, `coach`) names the field that says whose
 * the address is (evidence/record-fields.ts `recordOfNamed`).
 */
export const ADDRESS_KEY_WORDS: ReadonlySet<string> = new Set(
  'email mail address addr phone mobile tel contact handle username'.split(' '),
);

/**
 * Words of a record's key that say what kind of value it holds, not whose it is (`account_number`,
 * `card_no`, `ref`). What it decides: such a word is no party the user names by role ("my checking
 * account" names no `account_number`'s owner), so it never makes an address the user's
 * (evidence/record-fields.ts `recordOfNamed`).
 */
export const VALUE_KEY_WORDS: ReadonlySet<string> = new Set(
  'account acct number no num id ids ref code card iban routing type kind'.split(' '),
);

/** Text longer than this is not parsed for structure (the cost stays bounded). */
export const MAX_STRUCTURED_TEXT = 256 * 1024;

/** Values of one structured output read as fields (bounded work). */
export const MAX_RECORD_LEAVES = 20_000;

/** A field longer than this is prose, not a value. */
export const MAX_FIELD_VALUE = 256;

/** Fewest values a structured output must hold to count as records (one value is not a record set). */
export const MIN_RECORD_LEAVES = 2;

/** Text that looks like YAML records (`key: value` lines or `- ` items) and is parsed as YAML. */
export const YAML_RECORDS = /^\s*(?:-\s|[\w"'][^\n:]{0,80}:\s)/m;

/** Aliases the YAML parser expands in one output (a bound on alias bombs). */
export const YAML_MAX_ALIASES = 64;

/**
 * A record's code written as one word: letters and digits joined by dashes or underscores
 * (`4410-OX-022`, `AD-45`, `FAN-13-SEC`), not a date or a time (no letter, or a date first:
 * `2023-10-15T18-00-00`, a stamp an agent wrote with dashes), an address or a path.
 * What it decides: a verb whose object is such a code acts on one thing (formalize/offline/
 * clauses.ts), and an argument that holds such codes says which objects a call acts on, whatever
 * the parameter is called (`equipment`, `serials`: verify/chain-check.ts).
 */
export const RECORD_CODE =
  /^(?!\d{4}-\d{1,2}-\d{1,2})(?=[^,;:.!?]*\p{L})(?=[^,;:.!?]*\d)[\p{L}\d]+(?:[-_][\p{L}\d]+)+$/u;

/**
 * Words by which a request asks for more than one of a thing: a conjunction, "both", "each", a
 * count above one, a plural count written with a figure ("2 slots", "two :30s"), a list of days
 * ("mon/wed/fri", "Tue, Thu"). What it decides:
 * without any of them, a tool that makes its object and runs a second time on a one-object step
 * makes a second thing the user did not ask for (verify/chain-check.ts).
 */
export const MORE_THAN_ONE =
  /\b(?:and|both|each|every|all|twice|plus|also|two|three|four|five|six|seven|eight|nine|ten|dozen|several|couple)\b|&|\b(?:[2-9]|\d{2,})\s*(?:x\b|[\p{L}:]+s\b)|\b(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*\.?(?:\s*[/,]\s*(?:mon|tue|wed|thu|fri|sat|sun)\p{L}*\.?)+/iu;

/**
 * A noun and its number's mark right before a number ("part no.", "serial #", "order number"):
 * group 1 is the noun. What it decides, with ACCOUNT_OWNERS: a long number after another noun's
 * mark is that thing's number, not an account a call may pay or send to (analyze/values.ts).
 */
export const NUMBER_OWNER = /(\p{L}+)\s*(?:no\.?|number|nr\.?|num\.?|#)\s*:?\s*$/iu;

/** Nouns whose number is an account: the number after them stays one ("account no. 00620774"). */
export const ACCOUNT_OWNERS =
  /^(?:account|acct|a\/c|iban|card|bank|routing|sort|member|customer|client|policy|loan|contract)$/;

/**
 * Keys that say nothing of what they hold (`value`, `input`, `payload`). What it decides: a
 * bare number read as an account is a target only under such a key or an address word's
 * (`ADDRESS_PARAM_WORDS`); under any other name (`prescriber_npi`, `isbn`) it is an id
 * (mechanisms/data-flow.ts).
 */
export const GENERIC_VALUE_KEY = /^(?:value|values|input|data|text|args?|payload|body|params?|\d+)$/i;

/**
 * A figure with a per-unit mark right after it ("€40pp", "£140pw", "$12ea": per person, per
 * week, per calendar month, per year, each, per night). What it decides: the figure counts among
 * the user's numbers (mechanisms/amounts.ts), and DERIVING_WORDS holds the marks, so a sum worked
 * out from it is no sum the user failed to name.
 */
export const PER_UNIT_FIGURE = /(?<![\w.])[$€£]?(\d[\d,.]*)(?:pp|pw|pcm|pa|ea|pppn|pn)\b/gi;

/**
 * A sum of money written as a rate, per some unit ("€2.85/kg", "$40 per hour", "EUR 12 / pallet").
 * What it decides: the sum a call moves may be worked out from it, so it is no sum the user failed
 * to name (mechanisms/amounts.ts `amountNotNamed`).
 */
export const RATE_FIGURE = /(?:[$€£]|\b(?:eur|usd|gbp|chf|cad|aud)\s?)\d[\d,.]*\s*(?:\/\s*|per\s+)\p{L}+/iu;

/**
 * A parameter that carries a price per some unit (`price_cad_per_lb`, `rate_per_hour`,
 * `cost_per_pallet`, `feePerNight`): a money word, then "per". What it decides: when the user
 * wrote a rate (RATE_FIGURE), the call's rate must be one the user wrote (mechanisms/amounts.ts
 * `rateNotNamed`); otherwise the agent chose the price.
 */
export const RATE_PARAM_WORDS: ReadonlySet<string> = new Set(
  'price rate cost fee charge tariff pay wage'.split(' '),
);

/**
 * A count written with a times sign after it ("24x", "24 x", "24×"), before a word or the end.
 * What it decides: the count is one of the user's numbers (mechanisms/amounts.ts).
 */
export const TIMES_COUNT = /(?<![\w.])(\d{1,6})\s?[x×](?=\s|$)/gi;

/**
 * Shortest word of the user's read as the start of a longer role word ("cust" for customer).
 * What it decides: a role cut short names the party whose record holds the address
 * (evidence/record-fields.ts).
 */
export const MIN_ROLE_PREFIX = 4;

/**
 * A request to answer a message ("reply to accept", "respond to her", "write back", "get back to
 * them"). What it decides: the sender of a message in data the user pointed at (its `From:` line,
 * its `from` field) is whom the user asks to answer (mechanisms/data-flow.ts, `senderOf`).
 */
export const REPLY_REQUEST = /\b(?:reply|replies|respond|write back|get back to|answer)\b/i;

/**
 * The keys of a message held in a record (a sender beside its text: `{from, date, text}`, `{sender,
 * subject, body}`), as a record's keys joined by spaces. What it decides: the addresses of such a
 * message are its author's, not those of the record the user named that holds it (analyze
 * provenance `#addNamedRecords`): an inbound e-mail on a matter is not the client's contact.
 */
export const MESSAGE_RECORD =
  /(?:^| )(?:from|sender|author|by)(?: .*)? (?:text|body|message|content|comment|note|subject)(?: |$)|(?:^| )(?:text|body|message|content|comment|note|subject)(?: .*)? (?:from|sender|author|by)(?: |$)/i;
