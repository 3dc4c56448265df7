// Three things a pick among matching records must read right. A rule for choosing ("her latest
// booking") settles which of one person's records, not which of two people answering to the name
// the user wrote. A weekday the user named ("paid out Friday") is a day of these weeks, not a
// birth date decades ago that fell on one. And a code the data writes in groups ("PT 4 418 902")
// is the code a call writes without the spaces. Tools, people and records are ours.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pickGuessed } from './lookup-session.ts';

const guessed = pickGuessed;

describe('a rule for choosing and two people of one name', () => {
  const tools = ['find_bookings:guest', 'cancel_booking:booking_id'];
  const look = { tool: 'find_bookings', args: { guest: 'Ines' } };
  const cancel = { tool: 'cancel_booking', args: { booking_id: 'BK-5120' } };

  it("the latest of two people's bookings is a guess at the person", async () => {
    const out = {
      bookings: [
        { booking_id: 'BK-5120', guest: 'Ines Carvalho', night: '2028-03-18' },
        { booking_id: 'BK-5004', guest: 'Ines Albrecht', night: '2028-03-11' },
      ],
    };
    assert.equal(await guessed(tools, "Cancel Ines's latest booking.", look, out, cancel), true);
  });

  it("the latest of one person's bookings follows the user's rule", async () => {
    const out = {
      bookings: [
        { booking_id: 'BK-5120', guest: 'Ines Carvalho', night: '2028-03-18' },
        { booking_id: 'BK-5004', guest: 'Ines Carvalho', night: '2028-03-11' },
      ],
    };
    assert.equal(await guessed(tools, "Cancel Ines's latest booking.", look, out, cancel), false);
  });
});

describe('a weekday the user named', () => {
  const tools = ['search_members:surname', 'pay_lump_sum:member_id,amount,pay_date'];
  const look = { tool: 'search_members', args: { surname: 'Achterberg' } };
  const members = {
    members: [
      { member_id: 'M-2210', name: 'Pieter Achterberg', born: '1958-05-16' },
      { member_id: 'M-3377', name: 'Joost Achterberg', born: '1961-02-08' },
    ],
  };

  it('is no birth date that fell on it: two members of the name are a guess', async () => {
    const pay = { tool: 'pay_lump_sum', args: { member_id: 'M-2210', amount: 2400, pay_date: '2028-03-10' } };
    assert.equal(
      await guessed(tools, 'Pay Mr Achterberg his 2,400 lump sum on Friday.', look, members, pay),
      true,
    );
  });

  it('does pick the record whose date this week falls on it', async () => {
    const visits = {
      visits: [
        { visit_id: 'V-81', name: 'Pieter Achterberg', last_seen: '2028-03-03' },
        { visit_id: 'V-82', name: 'Joost Achterberg', last_seen: '2028-03-06' },
      ],
    };
    const close = { tool: 'close_visit', args: { visit_id: 'V-81' } };
    assert.equal(
      await guessed(
        ['list_visits:name', 'close_visit:visit_id'],
        'Close the Achterberg visit, he was last seen on Friday.',
        { tool: 'list_visits', args: { name: 'Achterberg' } },
        visits,
        close,
      ),
      false,
    );
  });
});

describe('a code the data writes in groups', () => {
  it('is the one the call writes without spaces: picking one of two is seen', async () => {
    const out = {
      items: [
        { docket: 'DK-71', patent: 'PT 4 418 902', action: 'annuity year 5', fee: 310 },
        { docket: 'DK-72', patent: 'PT 4 530 117', action: 'annuity year 3', fee: 190 },
      ],
    };
    const pay = { tool: 'pay_annuity', args: { patent_number: 'PT4418902', amount: 310 } };
    assert.equal(
      await guessed(
        ['list_annuities:client', 'pay_annuity:patent_number,amount'],
        'Pay the annuity on the Orlavo patent.',
        { tool: 'list_annuities', args: { client: 'Orlavo' } },
        out,
        pay,
      ),
      true,
    );
  });
});
