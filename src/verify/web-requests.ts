// Web requests by their meaning: a generic tool that sends an HTTP request (`http_post`,
// `api_request`) is named by no verb of the user's, but the resource its URL's path names says what
// it makes or changes. An unplanned call that writes to a path whose resource is the thing one
// sentence of the instruction asks to be made or changed ("refund order #CS-104882" and `POST
// /v1/refunds`, "make a shipping label" and `POST /v2/labels`, "book it" and `POST /api/bookings`)
// is that sentence's request. Never a DELETE, a path or verb that destroys, or a read; every other
// check still judges the call's values, its URL's host first of all.
import { singular, type Tool, type ToolCall } from '../core/index.ts';
import {
  ALWAYS_DESTRUCTIVE,
  FETCH_PARAM,
  HTTP_METHOD_PARAM,
  HTTP_WRITE_METHOD,
  MAKING_VERBS,
  MIN_TABLE_WORD,
  nominalizes,
  TOOL_KIND_PATTERNS,
  VALUE_SETTING_VERBS,
} from '../lexicon/index.ts';
import { nameWords, verbClass } from '../tools/index.ts';
import { requestSentences } from './statement-requests.ts';

/** The request a web call carries out: the user's verb and the resource its path names. */
export interface WebRequest {
  verb: string;
  resource: string;
}

/** Words of a tool that moves money (TOOL_KIND_PATTERNS' `money`). */
const MONEY_KIND = TOOL_KIND_PATTERNS.find(([kind]) => kind === 'money')![1];

/** Longest URL read. */
const MAX_URL = 2_000;

/** The resource words of a URL's path: its segments' words, less versions, ids and `api`. */
function resourceWords(url: string): string[] {
  let path: string;
  try {
    path = new URL(url.slice(0, MAX_URL)).pathname;
  } catch {
    return [];
  }
  return path
    .split('/')
    .filter((s) => s.length > 0 && !/\d/.test(s) && !/^(?:api|rest|v\d*)$/i.test(s))
    .flatMap((s) => nameWords(s))
    .filter((w) => w.length >= MIN_TABLE_WORD)
    .map((w) => singular(w));
}

/**
 * The sentence of `instruction` that asks for what an unplanned web call writes: a request's verb
 * (opening the sentence or a clause, not negated) that is the path's resource as a verb ("refund"
 * and `refunds`, "book" and `bookings`), or one that makes or changes things while the sentence
 * names the resource ("make a shipping label" and `labels`). Undefined for a read, a DELETE, a
 * destroying verb or path, or a call with no URL.
 */
export function webRequest(
  call: ToolCall,
  tool: Tool | undefined,
  instruction: string,
): WebRequest | undefined {
  if (tool?.hints?.readOnly === true || tool?.hints?.destructive === true) return undefined;
  const toolWords = nameWords(call.tool);
  // (only a tool that sends a request that writes: `http_post`, `api_request` with `method: "PUT"`)
  const method = Object.entries(call.args).find(([k]) => HTTP_METHOD_PARAM.test(k))?.[1];
  const writes =
    typeof method === 'string'
      ? HTTP_WRITE_METHOD.test(method)
      : toolWords.some((w) => HTTP_WRITE_METHOD.test(w));
  if (!writes || toolWords.some((w) => ALWAYS_DESTRUCTIVE.has(w))) return undefined;
  const url = Object.entries(call.args).find(([k, v]) => FETCH_PARAM.test(k) && typeof v === 'string')?.[1] as
    | string
    | undefined;
  if (url === undefined) return undefined;
  const resources = resourceWords(url);
  // (nor one that moves money, a payment, an order, a refund: those always need their own step,
  // as an open request never takes a tool that pays)
  if (
    resources.length === 0 ||
    resources.some((w) => ALWAYS_DESTRUCTIVE.has(w)) ||
    MONEY_KIND.test(resources.join(' '))
  )
    return undefined;
  for (const { words, said, asksAt } of requestSentences(instruction)) {
    // (two words the path writes as one, "work order" and `workorders`)
    const joined = new Set(words.slice(1).map((b, k) => `${words[k]}${singular(b)}`));
    for (const [i, w] of words.entries()) {
      if (!asksAt(i)) continue;
      const cls = verbClass(w);
      if (cls === undefined || cls === 'read' || MONEY_KIND.test(w)) continue;
      // the resource is the verb's own noun: "refund" and `refunds`, "book" and `bookings`
      const own = resources.find((r) => r === singular(w) || nominalizes(r, w));
      if (own !== undefined) return { verb: w, resource: own };
      // or the sentence names it, with a verb that makes or changes (never one that destroys)
      if (cls !== 'write' && !MAKING_VERBS.has(w) && !VALUE_SETTING_VERBS.has(w)) continue;
      const named = resources.find((r) => said.has(r) || joined.has(r));
      if (named !== undefined) return { verb: w, resource: named };
    }
  }
  return undefined;
}
