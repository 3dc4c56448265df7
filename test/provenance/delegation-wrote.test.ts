// "Handle what the site manager wrote on job J-31" hands the actions to the note as "… says"
// does; "tell me what she wrote" asks to be told. Wording is our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { delegatesToData } from '../../src/provenance/evidence/delegation.ts';

describe('what someone wrote, left or noted', () => {
  it('doing it hands the actions over', () => {
    for (const text of [
      'Handle what the site manager wrote on job J-31.',
      'Please do whatever Priya left on the ticket for me.',
      'Take care of what the auditor noted on claim CL-4.',
    ])
      assert.equal(delegatesToData(text), true, text);
  });
  it('reading it or being told does not', () => {
    for (const text of [
      'Tell me what the site manager wrote on job J-31.',
      'What did Priya leave on the ticket?',
    ])
      assert.equal(delegatesToData(text), false, text);
  });
});
