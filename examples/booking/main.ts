// `npx tsx examples/booking/main.ts`: two guarded runs of the paper's running example that check
// themselves. R has a free table at 18:00 in the first and none in the second.
import assert from 'node:assert/strict';
import { runGuardedBooking } from './guarded-run.ts';
import { scriptedModel, type Turn } from './scripted-model.ts';

const today = { instant: new Date('2025-03-14T10:00:00Z') };

/** The agent first opens the wrong restaurant and a slot after 7 PM, then corrects itself. */
export const AVAILABLE_SCRIPT: Turn[] = [
  { tool: 'search_restaurant', args: { name: 'S' } },
  { tool: 'search_restaurant', args: { name: 'R' } },
  { tool: 'select_slot', args: { date: 'today', time: '20:00' } },
  { tool: 'select_slot', args: { date: 'today', time: '18:00' } },
  { tool: 'reserve', args: {} },
  { answer: 'Reserved R today at 18:00.' },
];

/** No table before 7 PM: the agent tries to reserve anyway, twice, then gives up. */
export const UNAVAILABLE_SCRIPT: Turn[] = [
  { tool: 'search_restaurant', args: { name: 'R' } },
  { tool: 'select_slot', args: { date: 'today', time: '18:30' } },
  { tool: 'reserve', args: {} },
  { tool: 'reserve', args: {} },
  { answer: 'R has no table before 7 PM today, so nothing was reserved.' },
];

export async function main(): Promise<void> {
  const ok = await runGuardedBooking({
    model: scriptedModel(AVAILABLE_SCRIPT),
    availability: { R: { '18:00': true, '20:00': true }, S: { '18:00': true } },
    today,
  });
  for (const s of ok.steps)
    console.log(`${s.call.tool}(${JSON.stringify(s.call.args)}) → ${s.verdict.disposition}`);
  console.log(`final: ${ok.final.disposition}\n`);
  assert.deepEqual(
    ok.steps.map((s) => s.verdict.disposition),
    ['revision_required', 'approved', 'revision_required', 'approved', 'approved'],
  );
  assert.deepEqual(ok.bookings, [{ restaurant: 'R', date: 'today', time: '18:00' }]);
  assert.equal(ok.final.disposition, 'approved');

  const none = await runGuardedBooking({
    model: scriptedModel(UNAVAILABLE_SCRIPT),
    availability: { R: { '18:30': false } },
    today,
  });
  for (const s of none.steps)
    console.log(`${s.call.tool}(${JSON.stringify(s.call.args)}) → ${s.verdict.disposition}`);
  console.log(`final: ${none.final.disposition}`);
  assert.deepEqual(
    none.steps.map((s) => s.verdict.disposition),
    ['approved', 'approved', 'rejected', 'rejected'],
  );
  assert.deepEqual(none.bookings, []);
  assert.equal(none.final.disposition, 'approved');
  console.log('\nbooking example: ok');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
