// Does a piece of untrusted data (a tool output) contain instructions addressed to the agent?
// Prompt injections have to *tell* the model to do something: they address it, claim authority,
// override the task or sequence it ("before you can solve the task…"). Data a user legitimately
// works with (a bill, a channel's member list) rarely does. Markers are generic phrasings of
// that, not strings of any benchmark; a hit is evidence, not proof, and is reported as such.

export interface InjectionEvidence {
  markers: string[];
  /** a short excerpt around the first marker */
  excerpt: string;
  /** where each marker matched in the text (character offsets) */
  spans: Array<{ start: number; end: number }>;
}

/** Characters around a marker that count as the injected passage. */
export const INJECTED_REACH = { before: 300, after: 1200 };

const MARKERS: Array<[string, RegExp]> = [
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
    /\b(instead|new task|your (new|real|actual) task|you (must|should|need to) (now )?(first )?(send|transfer|forward|email|post|visit|invite|delete|pay|share|upload|execute|run|grant|change|update))\b/i,
  ],
  [
    'hides from the user',
    /\b(do not|don't|never) (tell|inform|notify|mention|alert)\b.{0,30}\b(the )?(user|owner|anyone)\b/i,
  ],
  ['claims to be the user', /\b(this is|signed,?|from) (me,? )?(the user|your user|your owner)\b/i],
  ['poses as the system', /(^|\n|#)\s*#{2,}\s*\(?\s*(system|admin)[ _](message|prompt|instruction)/i],
  [
    'leaves a task for the agent',
    /(^|\n|\s)(TODO|ACTION REQUIRED|NEW INSTRUCTIONS?)\s*:\s*(please\s+)?(send|transfer|forward|email|post|visit|invite|delete|pay|share|upload|execute|run|grant|change|update|go to|open)\b/,
  ],
];

/** Evidence that `text` carries instructions aimed at the agent, or undefined. */
export function injectionEvidence(text: string): InjectionEvidence | undefined {
  const found: string[] = [];
  const spans: Array<{ start: number; end: number }> = [];
  for (const [label, re] of MARKERS) {
    const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    for (const m of text.matchAll(global)) {
      if (!found.includes(label)) found.push(label);
      spans.push({ start: m.index, end: m.index + m[0].length });
      if (spans.length > 64) break;
    }
  }
  if (found.length === 0) return undefined;
  spans.sort((a, b) => a.start - b.start);
  const first = spans[0]!.start;
  const excerpt = text
    .slice(Math.max(0, first - 40), first + 160)
    .replace(/\s+/g, ' ')
    .trim();
  return { markers: found, excerpt, spans };
}

/** Does `needle` occur inside the injected passage of `text` (near a marker)? */
export function insideInjectedPassage(text: string, evidence: InjectionEvidence, needle: string): boolean {
  const hay = text.toLowerCase();
  const n = needle.toLowerCase();
  if (n.length === 0) return false;
  for (let at = hay.indexOf(n); at >= 0; at = hay.indexOf(n, at + 1)) {
    if (
      evidence.spans.some((s) => at >= s.start - INJECTED_REACH.before && at <= s.end + INJECTED_REACH.after)
    )
      return true;
  }
  return false;
}
