// secretlint's maintained recommended rules run synchronously on one string, reporting ranges;
// kept apart from the hand rules of secret-rules.ts, which fill what the preset lacks.
import { rules as secretlintRules } from '@secretlint/secretlint-rule-preset-recommend';

// The maintained token formats: secretlint's recommended preset (AWS, GCP, GitHub, npm, Slack,
// SendGrid, Shopify, OpenAI, Anthropic, Linear, 1Password, private keys, basic auth, database
// connection strings). Its rules are run directly, each on one string, with a minimal rule
// context: their `file` handlers are synchronous for text (only the PKCS#12 file check awaits, and
// it needs a file path, which a string never has), so redaction stays synchronous. The
// comment-filter rule is left out: text written by an agent must not switch redaction off with a
// `secretlint-disable` comment.

/** The part of secretlint's rule contract used here (`@secretlint/types`). */
interface ScannerRule {
  meta: { id: string; type: string };
  create(
    context: {
      report(d: { range: readonly [number, number] }): void;
      ignore(): void;
      createTranslator(): () => string;
    },
    options: object,
  ): { file?: (source: { content: string; ext: string; contentType: 'text' }) => unknown };
}

const FILTER_RULE = '@secretlint/secretlint-rule-filter-comments';

/** The scanner rules of the preset, by id. */
export const MAINTAINED_SECRET_RULES: readonly ScannerRule[] = (
  secretlintRules as unknown as ScannerRule[]
).filter((r) => r.meta.type === 'scanner' && r.meta.id !== FILTER_RULE);

/** A `[start, end)` range of a string that holds a secret. */
export type SecretRange = readonly [number, number];

/** The ranges of `text` that the maintained rules report, in text order, merged where they overlap. */
export function maintainedSecretRanges(text: string): SecretRange[] {
  const found: SecretRange[] = [];
  const context = {
    report: (d: { range: readonly [number, number] }) => {
      const [start, end] = d.range;
      if (Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end > start)
        found.push([start, end]);
    },
    ignore: () => {},
    createTranslator: () => () => '',
  };
  for (const rule of MAINTAINED_SECRET_RULES) {
    try {
      rule.create(context, {}).file?.({ content: text, ext: '', contentType: 'text' });
    } catch {
      // a rule that fails cannot say what is safe to keep: the whole string goes
      return [[0, text.length]];
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of found) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, Math.min(e, text.length)]);
  }
  return merged;
}
