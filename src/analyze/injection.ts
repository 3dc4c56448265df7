// Does a piece of untrusted data (a tool output) contain instructions addressed to the agent?
// Prompt injections have to *tell* the model to do something: they address it, claim authority,
// override the task or sequence it ("before you can solve the task…"). Data a user legitimately
// works with (a bill, a channel's member list) rarely does. Markers are generic phrasings of
// that, not strings of any benchmark; a hit is evidence, not proof, and is reported as such.

export interface InjectionEvidence {
  markers: string[];
  /** a short excerpt around the first marker */
  excerpt: string;
}

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
];

/** Evidence that `text` carries instructions aimed at the agent, or undefined. */
export function injectionEvidence(text: string): InjectionEvidence | undefined {
  const found: string[] = [];
  let first = -1;
  for (const [label, re] of MARKERS) {
    const m = re.exec(text);
    if (!m) continue;
    if (!found.includes(label)) found.push(label);
    if (first < 0 || m.index < first) first = m.index;
  }
  if (found.length === 0) return undefined;
  const excerpt = text
    .slice(Math.max(0, first - 40), first + 160)
    .replace(/\s+/g, ' ')
    .trim();
  return { markers: found, excerpt };
}
