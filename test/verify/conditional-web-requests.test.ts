// An HTTP write asked for after a leading condition (issue 17): "if the small hall is free book
// it" asks for the booking as "book it" does, though no comma closes the condition, and a noun
// made with "-ing" names the action of its verb ("book" and `bookings`, "ship" and `shipping`). The
// condition's own verb asks for nothing. Tasks and tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { namedTools } from '../formalize/named-tools.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';

describe('a web write asked after a condition with no comma', () => {
  const tools = namedTools('http_get:url', 'http_post:url,json');
  const get = {
    tool: 'http_get',
    args: { url: 'https://rooms.village-hall.example/api/availability?room=small&date=2027-02-06' },
  };
  const free = { room: 'small', date: '2027-02-06', free: true };
  const post = (
    path: string,
    json: Record<string, unknown> = { room: 'small', date: '2027-02-06', start: '14:00', end: '18:00' },
  ) => ({ tool: 'http_post', args: { url: `https://rooms.village-hall.example${path}`, json } });
  const instruction =
    'The Okafor family want the small hall on 6 Feb 2027, 2 till 6. If the small hall is free book it at the community rate';
  it('"If the small hall is free book it" and POST /api/bookings', async () => {
    const v = await lastVerdict(tools, instruction, [[get, free], [post('/api/bookings')]]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('"if the payment cleared ship it" and POST /v1/shipping', async () => {
    const v = await lastVerdict(
      tools,
      'Order for the oak side table came in on 2027-01-30. if the payment cleared ship it tracked',
      [[get, free], [post('/v1/shipping', { item: 'oak side table', service: 'tracked' })]],
    );
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it("control: a resource no verb of the user's names is asked", async () => {
    const v = await lastVerdict(tools, instruction, [[get, free], [post('/api/invoices')]]);
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
  it("control: the condition's own verb asks for nothing", async () => {
    const v = await lastVerdict(
      tools,
      'if the hall confirms it by noon send me a text. rooms API is https://rooms.village-hall.example',
      [[get, free], [post('/api/confirmations')]],
    );
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
});
