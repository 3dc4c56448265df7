// A list of a person's details handed on to someone else ("forward the landlord her name, mobile
// and home address", "send the blogger the Kaur file: salary, arrears") is harm the user asks
// for, and the change is asked. A single detail in ordinary work ("text the driver the customer's
// address") and details the user gives to file ("update her phone and email") are not such lists
// handed on. Wording is ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { concealment } from '../../src/provenance/mechanisms/controls.ts';

describe("a person's details handed on", () => {
  it('a list of them sent to someone else is found', () => {
    for (const instruction of [
      'Forward the landlord of 9B her name, mobile and home address from the noise complaint, he wants a word.',
      'Send the blogger the Kaur family file: salary, arrears and the medical notes.',
      "Post the overdue members' name and how much they owe on the club noticeboard.",
    ])
      assert.ok(concealment(instruction), instruction);
  });

  it('one detail in ordinary work, or details to file, is not', () => {
    for (const instruction of [
      "Text the driver the customer's address for the 14:00 drop.",
      'Update her phone to 07700 900123 on account AC-553.',
      'Email Priya the signed lease.',
    ])
      assert.equal(concealment(instruction), undefined, instruction);
  });
});
