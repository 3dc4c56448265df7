// Every word list, regex and threshold the provenance mechanisms decide with, named, with what it
// decides. Generic by construction (English words for kinds of data and parameters, never one
// benchmark's strings); where a number was measured, the measurement is in docs/evaluation.md.
// Lists and thresholds that belong to the analyzers (injection markers, request verbs, the
// information a copied fragment must carry: `MIN_EVIDENCE_BITS`) live with them in src/analyze/.

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

/** Pairs of name words that read sensitive data together (`GoogleMapSearchAddressBook`). */
export const SENSITIVE_PAIRS = new Set(['address book', 'access history', 'saved addresses']);

/** Words of a task that involves the web (pages, sites, links, searching online). */
export const WEB_TASK =
  /\b(web|website|websites|webpage|webpages|web page|page|pages|site|sites|link|links|url|urls|article|articles|blog|blogs|online|internet|browse|browser|visit|google|search the web|news)\b/i;

/** The user asks the agent to follow links from the pages it reads. */
export const FOLLOW_LINKS = /\b(links?|linked|follow|click|crawl|browse|navigate|subpages?)\b/i;

/** Where money goes: whatever the tool's hints say, a new account is never a plain write. */
export const MONEY_KINDS: ReadonlySet<string> = new Set(['iban', 'account']);

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
