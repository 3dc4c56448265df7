// The intent encoder with mock models (no network): self-correction from the type checker and
// the decode-back semantic check, the retry limit, the experience cache and the majority vote.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MockLanguageModelV3 } from 'ai/test';
import { RulesError } from '../../src/core/errors/rules-error.ts';
import { encodeIntent, rulesText } from '../../src/rules/encoder.ts';
import { ExperienceCache } from '../../src/rules/experience.ts';
import { FIGURE_3, INSTRUCTION, RESTAURANT_STATES, TODAY } from './fixtures.ts';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const reply = (text: string) => ({
  content: [{ type: 'text' as const, text }],
  finishReason: { unified: 'stop' as const, raw: 'stop' },
  usage,
  warnings: [],
});
const model = (...texts: string[]) => new MockLanguageModelV3({ doGenerate: texts.map(reply) });
const promptOf = (m: MockLanguageModelV3, call: number) =>
  JSON.stringify(m.doGenerateCalls[call]?.prompt ?? null);

const R1_R2 = FIGURE_3.split('\n').slice(0, 3).join('\n');
const DECODED =
  'Reserve R today before 19:00 when available; the task is done when the reservation succeeds.';
const CONSISTENT = '{"consistent": true, "problems": ""}';
const base = { instruction: INSTRUCTION, states: RESTAURANT_STATES, referenceDate: TODAY };

describe('intent encoder: self-corrective encoding (§5.1.1)', () => {
  it('a type error goes back to the encoder as LINE:COL feedback; the corrected draft passes', async () => {
    const encoder = model('```\nRestaurantInfo(name >= 100) -> Done\n```', FIGURE_3);
    const decoder = model(DECODED);
    const checker = model(CONSISTENT);
    const result = await encodeIntent({ ...base, model: encoder, decoder, checker });
    assert.equal(result.text, FIGURE_3.trim());
    assert.equal(result.fromCache, false);
    assert.equal(result.attempts.length, 2);
    assert.equal(
      result.attempts[0]!.issues[0]!.message,
      "RestaurantInfo(name >= …): 'name' is a string, but 100 is a number",
    );
    assert.match(
      promptOf(encoder, 1),
      /1:24: RestaurantInfo\(name >= …\): 'name' is a string, but 100 is a number/,
    );
    assert.equal(result.checked.spec.rules.length, 3);
    assert.equal(decoder.doGenerateCalls.length, 1, 'only a draft that type checks is decoded');
  });

  it('the decode-back check catches a missing branch and its problem goes back to the encoder', async () => {
    const encoder = model(R1_R2, FIGURE_3);
    const decoder = model('Reserve R today before 19:00; done when the reservation succeeds.', DECODED);
    const checker = model(
      'Sure! {"consistent": false, "problems": "the instruction says to do nothing when R is not available; that case is missing"}',
      CONSISTENT,
    );
    const result = await encodeIntent({ ...base, model: encoder, decoder, checker });
    assert.equal(result.text, FIGURE_3.trim());
    assert.deepEqual(result.attempts[0]!.semantic, {
      consistent: false,
      problems: 'the instruction says to do nothing when R is not available; that case is missing',
    });
    assert.match(
      promptOf(encoder, 1),
      /your rules say: \\"Reserve R today before 19:00; done when the reservation succeeds\.\\"/,
    );
    assert.match(promptOf(encoder, 1), /that case is missing/);
    assert.match(promptOf(decoder, 0), /R2: Reserve ∧ ReserveResult\(success = True\) → Done/);
    assert.match(promptOf(checker, 0), /Reserve restaurant R before 7 PM/);
  });

  it('gives up after three corrections with the last problems, as a RulesError', async () => {
    const encoder = model(
      'not rules',
      'still not',
      'RestaurantInfo(nam = "R") -> Done',
      'Foo(x = 1) -> Done',
    );
    await assert.rejects(
      encodeIntent({ ...base, model: encoder, semanticCheck: false }),
      (error: unknown) =>
        error instanceof RulesError &&
        /could not encode the instruction in 4 attempt\(s\): unknown state Foo/.test(error.message),
    );
    assert.equal(encoder.doGenerateCalls.length, 4);
  });

  it('an unreadable checker answer is not a confirmation', async () => {
    const encoder = model(FIGURE_3, FIGURE_3);
    const result = await encodeIntent({
      ...base,
      model: encoder,
      decoder: model(DECODED, DECODED),
      checker: model('looks fine to me', CONSISTENT),
      maxRetries: 1,
    });
    assert.equal(result.attempts.length, 2);
    assert.match(result.attempts[0]!.semantic!.problems, /could not be read/);
  });
});

describe('intent encoder: experience-driven encoding (§5.1.2) and majority vote', () => {
  it('caches a successful encoding per app; the same instruction is answered from the cache', async () => {
    const cache = new ExperienceCache();
    const first = await encodeIntent({
      ...base,
      model: model(FIGURE_3),
      semanticCheck: false,
      experience: { cache, app: 'dining' },
    });
    assert.equal(first.fromCache, false);
    assert.equal(cache.size, 1);
    const again = model();
    const second = await encodeIntent({
      ...base,
      instruction: `  ${INSTRUCTION.toUpperCase()} `,
      model: again,
      experience: { cache, app: 'dining' },
    });
    assert.equal(second.fromCache, true);
    assert.equal(again.doGenerateCalls.length, 0);
    assert.equal(second.checked.spec.rules.length, 3);
    // another app does not see it
    assert.equal(cache.lookup('maps', INSTRUCTION), undefined);
    // the cache survives JSON
    assert.equal(ExperienceCache.fromJSON(JSON.parse(JSON.stringify(cache))).size, 1);
  });

  it('a similar instruction gets the past predicates and encoding as candidates in the prompt', async () => {
    const cache = new ExperienceCache();
    await encodeIntent({
      ...base,
      model: model(FIGURE_3),
      semanticCheck: false,
      experience: { cache, app: 'dining' },
    });
    const encoder = model(FIGURE_3.replaceAll('"R"', '"Q"').replaceAll('19:00', '20:00'));
    await encodeIntent({
      ...base,
      instruction:
        'Reserve restaurant Q before 8 PM. If the restaurant is not available at that time, do nothing.',
      model: encoder,
      semanticCheck: false,
      experience: { cache, app: 'dining' },
    });
    const system = promptOf(encoder, 0);
    assert.match(system, /Predicates that encoded similar instructions for this app before/);
    assert.match(system, /- ReserveInfo\(date = Today, time < 19:00, available != True\)/);
    assert.match(system, /A past encoding:\\nInstruction: Reserve restaurant R before 7 PM/);
    assert.equal(cache.size, 2);
  });

  it('majority vote: the most frequent encoding of N wins (labels do not count)', async () => {
    const other =
      'R1: RestaurantInfo(name = "R") & ReserveInfo(date = Today, time <= 19:00, available = True) -> Reserve\nR2: Reserve -> Done';
    const relabelled = FIGURE_3.replace('R1:', 'A:').replace('R2:', 'B:').replace('R3:', 'C:');
    const encoder = model(FIGURE_3, other, relabelled);
    const result = await encodeIntent({ ...base, model: encoder, semanticCheck: false, votes: 3 });
    assert.equal(result.text, FIGURE_3.trim());
    assert.deepEqual(
      result.tally!.map((t) => t.count),
      [2, 1],
    );
  });

  it('rulesText takes the first fenced block of an answer', () => {
    assert.equal(rulesText('Here:\n```text\nA(x = 1) -> Done\n```\nthanks'), 'A(x = 1) -> Done');
    assert.equal(rulesText('  A(x = 1) -> Done \n'), 'A(x = 1) -> Done');
  });
});
