// Verbs a task's own tools attest and requests written in a hurry: a part opening with the stem
// of a gerund in a tool's name asks for that tool ("Staff the north gate …" and
// `staffing.assign`); "can u push …" asks for the push, and a reschedule tool does it; a number
// in a list of a thing's values ("40 pages, grade 2, bound") is a value, not a request.
// Instructions and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRequest } from '../../src/formalize/offline/build.ts';
import { toolAttestedVerbs } from '../../src/formalize/offline/clauses.ts';
import { formalizeOffline } from '../../src/formalize/offline/index.ts';
import { namedTools } from './named-tools.ts';

const planned = async (instruction: string, tools: ReturnType<typeof namedTools>) =>
  (await formalizeOffline(instruction, tools)).checked.spec.steps.map((s) => s.action);

describe('verbs the tools attest', () => {
  it('a gerund in a tool name attests its verb', () => {
    const verbs = toolAttestedVerbs([
      ['staffing', 'assign'],
      ['shipping', 'label'],
      ['gate', 'card'],
    ]);
    for (const v of ['staff', 'ship']) assert.ok(verbs.has(v), v);
    assert.ok(!verbs.has('gate'));
  });

  it('"Staff the north gate …" plans the staffing tool, and nothing else that changes', async () => {
    const tools = namedTools(
      'gate.card:gate_id',
      'staffing.assign:gate_id,steward,shift',
      'gate.close:gate_id',
    );
    assert.deepEqual(await planned('Staff the north gate NG-2 with Ines for the late shift.', tools), [
      'staffing.assign',
    ]);
  });

  it('"can u push …" asks for a push, done by a reschedule tool', async () => {
    const tools = namedTools(
      'get-visit:visit_id',
      'reschedule-visit:visit_id,date,window',
      'cancel-visit:visit_id',
    );
    const steps = await planned("can u push VS-5510 to friday same window, she's away", tools);
    assert.ok(steps.includes('reschedule-visit'), steps.join());
    assert.ok(!steps.includes('cancel-visit'), steps.join());
  });

  it('a number in a list of values is no verb', async () => {
    const r = await readRequest(
      'Bind 40 copies for client CL-9: 120 pages, grade 2, cloth cover.',
      namedTools('bind_job:client'),
    );
    assert.deepEqual(
      r.clauses.flatMap((c) => c.verbs),
      ['bind'],
    );
  });
});
