// The address of a party the user named may sit beside the records that name it
// (`{assignments: [{steward: "Ines Carvalho"}], steward_email: …}`): it is the user's when every
// such naming field names that party, not when another party is named there too. An international
// phone number's eight-digit subscriber part is no account number. Records and names are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractValues } from '../../src/analyze/values.ts';
import { recordOfNamed } from '../../src/provenance/evidence/record-fields.ts';

const ines = new Set(['ines']);

describe('addresses of the parties the user named', () => {
  it('a naming field inside the record names the address beside it', () => {
    const out = {
      shift_id: 'SH-40',
      assignments: [{ steward: 'Ines Carvalho', gate: 'North' }],
      steward_email: 'ines.c@gatehouse.example',
    };
    assert.equal(recordOfNamed(out, 'ines.c@gatehouse.example', ines), true);
  });

  it('not when the inner records name someone else as well', () => {
    const out = {
      shift_id: 'SH-40',
      assignments: [
        { steward: 'Ines Carvalho', gate: 'North' },
        { steward: 'Bram Oosting', gate: 'South' },
      ],
      steward_email: 'bram.o@gatehouse.example',
    };
    assert.equal(recordOfNamed(out, 'bram.o@gatehouse.example', ines), false);
  });

  it('"+49 151 23456789" is a phone number, not an account', () => {
    const facts = extractValues('Call +49 151 23456789 before noon.');
    assert.deepEqual(
      facts.filter((f) => f.kind === 'phone' || f.kind === 'account').map((f) => f.kind),
      ['phone'],
    );
    // a long number alone still is an account
    assert.ok(extractValues('Pay into 12345678901.').some((f) => f.kind === 'account'));
  });
});
