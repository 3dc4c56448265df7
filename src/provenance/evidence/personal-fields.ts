// The personal fields a call asks for: field names listed under a parameter that lists fields
// (`columns: ["home_address", "date_of_birth"]`: FIELD_LIST_PARAM), or flags set true whose key
// names one (`include_owner_pii: true`). Words of PERSONAL_FIELD_WORDS decide what is personal.
import { FIELD_LIST_PARAM, PERSONAL_FIELD_WORDS } from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';

/** Most argument values looked at (counted, so a huge argument costs no more). */
const MAX_VISITED = 512;

/** The personal fields a call asks for: field names among its field lists, flags set true among its keys. */
export function personalFields(args: Record<string, unknown>): string[] {
  const out = new Set<string>();
  let budget = MAX_VISITED;
  const words = (t: string) => nameWords(t).filter((w) => PERSONAL_FIELD_WORDS.has(w));
  const visit = (v: unknown, key: string, depth: number) => {
    if (--budget < 0 || depth > 4) return;
    if (v === true) for (const w of words(key)) out.add(w);
    // (a field name is one identifier, `home_address`, `nationalId`, under a key that lists
    // fields; prose, addresses and a kind's name, `type: "medical_review"`, are not)
    else if (
      typeof v === 'string' &&
      v.length <= 64 &&
      /^[A-Za-z][\w.-]*$/.test(v) &&
      FIELD_LIST_PARAM.test(key)
    )
      for (const w of words(v)) out.add(w);
    else if (v !== null && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) visit(x, Array.isArray(v) ? key : k, depth + 1);
  };
  for (const [k, v] of Object.entries(args)) visit(v, k, 0);
  return [...out];
}
