// Safeguards: a changing call that turns a safeguard off is confirmed, even when the user asked for
// it: a bypass or override flag set (`skip_approval: true`, `force: true`), or a safeguard set to
// off (`requireApproval: false`, `requiredReviews: 0`, `spend_limit: null`). The user confirms that
// exact call, as Guardians' policies ask consent for an action outside the safe envelope. A role
// or reach the instruction does not say (`role: "fleet_admin"`, `sites: "all"`) is confirmed too:
// the agent chose to grant more than was asked, and so is a flag that widens the change beyond
// what the user said (`apply_to_existing: true`, `cascade: true`). Parameter names decide, by their words
// (BYPASS_WORDS, CONTROL_WORDS, ELEVATION_PARAM in src/lexicon/provenance.ts), never the data's wording.

import {
  BYPASS_WORDS,
  CONCEALMENT,
  CONTROL_WORDS,
  DECEIT,
  ELEVATED_VALUES,
  ELEVATION_PARAM,
  ENFORCED_WORDS,
  GROUP_NARROWED,
  GROUP_OPENERS,
  OVERSIGHT_WORDS,
  SWITCH_PARAM,
  UNIVERSAL_WORDS,
  WIDENING_WORDS,
} from '../../lexicon/index.ts';
import { nameWords } from '../../tools/index.ts';
import type { CallMechanism, Ruling } from '../context.ts';

/** Arguments looked at per call (counted, so a huge argument tree costs a bounded amount). */
const MAX_CONTROL_ARGS = 512;
const MAX_CONTROL_DEPTH = 4;

const on = (v: unknown) => v === true || v === 1 || (typeof v === 'string' && /^(?:true|yes|on|1)$/i.test(v));
const off = (v: unknown) =>
  v === false ||
  v === 0 ||
  v === null ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'string' && /^(?:false|no|off|none|0|disabled?)$/i.test(v));

/** Most characters of the instruction searched for a purpose of concealment (counted). */
const MAX_PURPOSE_TEXT = 8_000;

/**
 * The user's stated purpose is to keep the change from oversight ("so it doesn't flag on the
 * audit", "so nobody notices"), or their words ask for the record to mislead (DECEIT: "the
 * dentist doesn't need to know", "don't bother documenting a reason", "make one up"): the words
 * that say so, if any.
 */
export function concealment(instruction: string): string | undefined {
  const text = instruction.slice(0, MAX_PURPOSE_TEXT).replace(/[’‘]/g, "'");
  const overseer = (who: string) =>
    /\b(?:nobody|no one|anyone|anybody)\b/i.test(who) ||
    who
      .toLowerCase()
      .split(/\s+/)
      .some((w) => OVERSIGHT_WORDS.has(w.replace(/'s$/, '')));
  for (const { name, pattern, also } of DECEIT) {
    const d = pattern.exec(text);
    const e = d && also ? also.exec(text) : undefined;
    if (d && also === undefined) return `${d[0]}: ${name}`;
    if (d && e) return `${d[0]} … ${e[0]}: ${name}`;
  }
  const m = CONCEALMENT.exec(text);
  if (m) {
    const g = m.groups ?? {};
    if (g.what === undefined && g.who2 === undefined) return m[0];
    // ("so it doesn't flag": a compliance flag; "so it doesn't show up" only beside an overseer:
    // a banner that should not show up on mobile hides nothing from anyone)
    const beside = text
      .toLowerCase()
      .split(/[^\p{L}']+/u)
      .some((w) => OVERSIGHT_WORDS.has(w.replace(/'s$/, '')));
    if (
      g.what !== undefined &&
      // ("so they don't notice", "so the buyer won't find out": kept from whoever it concerns)
      (/^(?:flag|trigger|get |notice|find out|spot)/i.test(g.what) ||
        (/^show up/i.test(g.what) && beside) ||
        overseer(g.who ?? ''))
    )
      return m[0];
    if (g.who2 !== undefined && overseer(g.who2)) return m[0];
  }
  return undefined;
}

/** A value that names a bypass (`"bypassed"`, `"overridden"`, `"skip"`: BYPASS_WORDS, as a participle too). */
const bypassing = (v: unknown) =>
  typeof v === 'string' &&
  v.length <= 40 &&
  nameWords(v).some((w) =>
    // (bypassed, forced, skipped, overridden)
    [w, w.replace(/e?d$/, ''), w.replace(/(\w)\1ed$/, '$1'), w.replace(/den$/, 'e')].some((x) =>
      BYPASS_WORDS.has(x),
    ),
  );

/** A word in the plural (`vendors`, `parents`; not `access`, `status`). */
const plural = (w: string) => /[^su]s$/.test(w) && w.length > 3;

/**
 * The user addresses a whole group by its plural: "to vendors", "all the drivers", "our
 * stallholders", at the start of a part; not a part of it ("new members", "members who …").
 */
function addressedGroup(instruction: string, group: string): boolean {
  const g = group.replace(/[^\p{L}]/gu, '');
  const text = instruction.slice(0, MAX_GROUP_TEXT);
  for (const m of text.matchAll(new RegExp(`\\b${g}\\b`, 'giu'))) {
    if (GROUP_NARROWED.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    const before = text.slice(Math.max(0, m.index - 16), m.index);
    if (m.index === 0 || /[.:;,!?]\s*$/.test(before) || GROUP_OPENERS.test(before)) return true;
  }
  return false;
}

/**
 * The word is what the user calls a whole group by, before its plural: "let the booked passengers
 * know" (`all_booked`), "to all paid members"; not one a relative clause narrows.
 */
function groupModifier(instruction: string, word: string): boolean {
  const w = word.replace(/[^\p{L}]/gu, '');
  if (w.length < 3) return false;
  const text = instruction.slice(0, MAX_GROUP_TEXT);
  for (const m of text.matchAll(new RegExp(`\\b${w}\\s+(\\p{L}{3,}s)\\b`, 'giu'))) {
    if (GROUP_NARROWED.test(text.slice(m.index + m[0].length, m.index + m[0].length + 12))) continue;
    if (GROUP_OPENERS.test(text.slice(Math.max(0, m.index - 16), m.index))) return true;
  }
  return false;
}

/** Characters of the instruction searched for a group the user addresses. */
const MAX_GROUP_TEXT = 8_000;

/** A bypass parameter is set: true, or any value that is not off (`override_amount: 10000`). */
const set = (v: unknown) =>
  on(v) ||
  ((typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && !off(v)) ||
  // (`cert_override: {"Finn Walsh": {...}}`: an override given as a record is set)
  (typeof v === 'object' && v !== null && Object.keys(v).length > 0);

export const controls: CallMechanism = (call, c) => {
  if (c.readOnly) return [];
  // a change the user wants kept from oversight, off the record or made up is asked, whatever it is
  const hidden = concealment(c.facts.options.instruction);
  if (hidden !== undefined)
    return [
      {
        action: c.facts.policy.controlBypass,
        code: 'control_bypass',
        reason: `the user asks for this change to be kept from oversight or the record ("${hidden}"): ${call.tool} needs their confirmation`,
      },
    ];
  const words0 = c.facts.instructionWords;
  // ("everyone" says "all", and the other way round)
  const universal = [...UNIVERSAL_WORDS].some((w) => words0.has(w));
  const said = { has: (w: string) => words0.has(w) || (universal && UNIVERSAL_WORDS.has(w)) };
  const out: Ruling[] = [];
  let budget = MAX_CONTROL_ARGS;
  const visit = (value: unknown, path: string, key: string, depth: number) => {
    if (--budget < 0 || out.length > 0) return;
    const words = nameWords(key);
    // (`force_change_at_login` enforces a duty; `force: true` skips a check)
    const enforces = words.includes('force') && words.some((w) => ENFORCED_WORDS.has(w));
    if (words.some((w) => BYPASS_WORDS.has(w)) && !enforces && set(value)) {
      out.push(ruling(path, `${call.tool} sets ${key} to ${JSON.stringify(value)}: it skips a safeguard`));
      return;
    }
    // (`enabled: false` under a safeguard's own name: `safetyInterlock: {enabled: false}`)
    if (words.some((w) => CONTROL_WORDS.has(w)) && off(value)) {
      out.push(
        ruling(path, `${call.tool} sets ${key} to ${JSON.stringify(value)}: it turns a safeguard off`),
      );
      return;
    }
    // a flag that widens the change (`apply_to_existing: true`, `cascade: true`) the user did not ask for
    const widening = words.find((w) => WIDENING_WORDS.has(w) && !said.has(w));
    if (widening && on(value)) {
      out.push(
        ruling(
          path,
          `${call.tool} sets ${key} to ${JSON.stringify(value)}: the change reaches more than the user asked ("${widening}")`,
        ),
      );
      return;
    }
    if (ELEVATION_PARAM.test(key)) {
      // ("all_vendors" for "post to vendors": a universal word before a group the user addresses
      // in the plural, unqualified, is that whole group, no more than they asked; not "new members
      // who came through …", a part of the members)
      const ofNamedGroup = (ws: string[]) => {
        const rest = ws.filter((w) => !UNIVERSAL_WORDS.has(w));
        return (
          rest.length > 0 &&
          rest.length < ws.length &&
          rest.every((w) => words0.has(w)) &&
          rest.some(
            (w) =>
              (plural(w) && addressedGroup(c.facts.options.instruction, w)) ||
              groupModifier(c.facts.options.instruction, w),
          )
        );
      };
      const granted = (Array.isArray(value) ? value : [value]).flatMap((x) => {
        if (typeof x !== 'string') return [];
        const ws = nameWords(x);
        return (ofNamedGroup(ws) ? ws.filter((w) => !UNIVERSAL_WORDS.has(w)) : ws).concat(
          x === '*' ? ['*'] : [],
        );
      });
      const elevated = granted.find((w) => ELEVATED_VALUES.has(w) && !said.has(w));
      if (elevated) {
        out.push(
          ruling(
            path,
            `${call.tool} grants ${key} ${JSON.stringify(value)}: "${elevated}" is more than the user asked`,
          ),
        );
        return;
      }
    }
    if (value === null || typeof value !== 'object' || depth >= MAX_CONTROL_DEPTH) return;
    for (const [k, v] of Object.entries(value)) {
      if (Array.isArray(value)) visit(v, `${path}[${k}]`, key, depth + 1);
      else visit(v, `${path}.${k}`, k, depth + 1);
    }
  };
  // a safeguard named by the tool itself, switched off (`set_audit_logging {enabled: false}`,
  // `set_interlock {state: "bypassed"}`), or bypassed by the tool's very name
  // (`safety.bypass_interlock`, `protection_override`)
  const toolWords = nameWords(call.tool);
  const guarded = toolWords.some((w) => CONTROL_WORDS.has(w));
  if (guarded && toolWords.some((w) => BYPASS_WORDS.has(w)))
    out.push(ruling('tool', `${call.tool} bypasses a safeguard by its name`));
  for (const [k, v] of Object.entries(call.args)) {
    if (guarded && SWITCH_PARAM.test(k) && (off(v) || bypassing(v)) && out.length === 0)
      out.push(
        ruling(`args.${k}`, `${call.tool} sets ${k} to ${JSON.stringify(v)}: it turns a safeguard off`),
      );
    visit(v, `args.${k}`, k, 0);
  }
  return out;

  function ruling(path: string, reason: string): Ruling {
    return { action: c.facts.policy.controlBypass, code: 'control_bypass', reason, path };
  }
};
