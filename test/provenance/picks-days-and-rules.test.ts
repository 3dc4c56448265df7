// A lookup for the day the user named ("Saturday's dinner", `date: 2028-03-11`) that finds two
// events looked for what the user said, though no event repeats the day: picking one is a guess.
// A compound such as "whole-grain" or "all-day" says nothing of how many records are meant. And
// "whoever's nearest" is a rule the user gives for choosing. Tools, events and people are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pickGuessed } from './lookup-session.ts';

const guessed = pickGuessed;

const events = {
  events: [
    { event_id: 'EV-311', name: 'Harbour Rowing Club dinner', covers: 80 },
    { event_id: 'EV-314', name: 'Amsel wedding brunch', covers: 36 },
  ],
};
const tools = ['list_events:date', 'order_bread:event_id,loaves'];
const look = { tool: 'list_events', args: { date: '2028-03-11' } };
const order = { tool: 'order_bread', args: { event_id: 'EV-311', loaves: 40 } };

describe('a lookup for the day the user named', () => {
  it('two events on that day leave the pick open', async () => {
    assert.equal(await guessed(tools, "Order the bread for Saturday's event.", look, events, order), true);
  });

  it('a word for the event settles it', async () => {
    assert.equal(
      await guessed(tools, "Order the bread for Saturday's rowing club dinner.", look, events, order),
      false,
    );
  });

  it('a compound word is no "all of them"', async () => {
    assert.equal(
      await guessed(tools, "Order the whole-grain bread for Saturday's event.", look, events, order),
      true,
    );
    assert.equal(
      await guessed(tools, "Order bread for all of Saturday's events.", look, events, order),
      false,
    );
  });
});

describe('whoever the user’s rule chooses', () => {
  it('"whoever is nearest" is a rule for choosing', async () => {
    const sitters = {
      sitters: [
        { sitter_id: 'S-4', name: 'Rosa Vidal', km: 0.6 },
        { sitter_id: 'S-9', name: 'Tom Ekberg', km: 1.4 },
      ],
    };
    const v = await guessed(
      ['find_sitters:date', 'book_sitter:sitter_id,date'],
      'Find a sitter for Saturday evening and book whoever is nearest.',
      { tool: 'find_sitters', args: { date: '2028-03-11' } },
      sitters,
      { tool: 'book_sitter', args: { sitter_id: 'S-4', date: '2028-03-11' } },
    );
    assert.equal(v, false);
  });
});
