// How the user names things, read as written (issue 17): a tool called by its initials ("log an
// NCR") is asked for; a name whose own noun is another parameter's ("Riverside Clinic" beside
// `clinic`) is not the recipient's name; the numbers of a size ("120 x 80 x 5 cm") are no counts;
// no value the user named is a command line; "to the seller and his solicitor" sends to two; and a
// table named in the plural (`deliveries`) is the thing the user names in the singular. Tasks and
// tools are our own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { singular } from '../../src/core/index.ts';
import { lastVerdict } from '../provenance/lookup-session.ts';
import { namedTools } from './named-tools.ts';
import { findingCodes, planVerdict } from './plan-verdict.ts';

const verdict = planVerdict;
const codes = findingCodes;

describe('a tool called by its initials', () => {
  const qa = namedTools('batch_lookup:batch_id', 'non_conformance_report:batch_id,description,units');
  it('"NCR please" asks for `non_conformance_report`', async () => {
    const { v, planned } = await verdict('B-2207: seal cracked on 3 units. NCR please.', qa, {
      tool: 'non_conformance_report',
      args: { batch_id: 'B-2207', description: 'seal cracked', units: 3 },
    });
    assert.ok(planned.includes('non_conformance_report'), planned.join());
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('and in the plural ("raise WOs")', async () => {
    const tools = namedTools('asset_list:site', 'work_order:asset_id,task');
    const { planned } = await verdict('Raise WOs for both chillers at site 4.', tools, {
      tool: 'work_order',
      args: { asset_id: 'CH-1', task: 'service' },
    });
    assert.ok(planned.includes('work_order'), planned.join());
  });
  it('control: the letters inside a record\'s code ("NCR-4410") ask for nothing', async () => {
    const { v, planned } = await verdict("What does NCR-4410 say about batch B-2207's seals?", qa, {
      tool: 'non_conformance_report',
      args: { batch_id: 'B-2207', description: 'seal cracked', units: 3 },
    });
    assert.ok(!planned.includes('non_conformance_report'), planned.join());
    assert.notEqual(v.disposition, 'approved');
  });
  it('control: a name that opens with a verb is no initials ("the US" and `update_status`)', async () => {
    const tools = namedTools('order_lookup:order_id', 'update_status:order_id,status');
    const { planned } = await verdict('Where in the US is order 55120 headed?', tools, {
      tool: 'update_status',
      args: { order_id: '55120', status: 'held' },
    });
    assert.ok(!planned.includes('update_status'), planned.join());
  });
});

describe("a name whose own noun is another parameter's", () => {
  const vets = namedTools('notify_vet:vet,clinic,document');
  it('"the vet, Dr Lena Fox at Riverside Clinic": the clinic is no vet', async () => {
    const { v } = await verdict(
      'Send the discharge letter to the vet, Dr Lena Fox at Riverside Clinic.',
      vets,
      { tool: 'notify_vet', args: { vet: 'Dr Lena Fox', clinic: 'Riverside Clinic', document: 'DL-1' } },
    );
    assert.ok(!codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: a name of no other parameter is the recipient', async () => {
    const tools = namedTools('notify_vet:vet,document');
    const { v } = await verdict('Send the discharge letter to Riverside Vets.', tools, {
      tool: 'notify_vet',
      args: { vet: 'Harbour Vets', document: 'DL-1' },
    });
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
    assert.ok(codes(v).includes('param_mismatch'));
  });
});

describe('the numbers of a size', () => {
  const crates = namedTools('book_crate:consignment_id,object_dims_cm,due_date');
  it('"120 x 80 x 5 cm" binds no 5 to the size', async () => {
    const { v } = await verdict(
      'Book a crate for CS-4410, a painting 120 x 80 x 5 cm, ready by 3 March.',
      crates,
      {
        tool: 'book_crate',
        args: { consignment_id: 'CS-4410', object_dims_cm: [120, 80, 5], due_date: '2031-03-03' },
      },
    );
    assert.ok(!codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: a count of things still binds ("6 crates")', async () => {
    const tools = namedTools('order_crates:consignment_id,qty');
    const { v } = await verdict('Order 6 crates for CS-4410.', tools, {
      tool: 'order_crates',
      args: { consignment_id: 'CS-4410', qty: 7 },
    });
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
});

describe('no value the user named is a command line', () => {
  it('"run the usage report for Brightwater" binds no `command`', async () => {
    const tools = namedTools('run_command:command', 'http_post:url,body');
    const { v } = await verdict('Run the monthly usage report for Brightwater.', tools, {
      tool: 'run_command',
      args: { command: 'python3 /opt/reports/usage.py --client brightwater --month 2031-05' },
    });
    assert.ok(!codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
    // (what it runs is judged by its meaning: the script the user asked to run, on the client they
    // named, is theirs; verify/command-requests.ts)
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: a script the user did not ask to run is still asked', async () => {
    const tools = namedTools('run_command:command', 'http_post:url,body');
    const { v } = await verdict('Run the monthly usage report for Brightwater.', tools, {
      tool: 'run_command',
      args: { command: 'python3 /opt/reports/rotate_keys.py --client brightwater' },
    });
    assert.ok(!codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
    assert.equal(v.disposition, 'approved_with_constraints', JSON.stringify(v.findings));
  });
});

describe('"to the seller and his solicitor" sends to two', () => {
  const tools = namedTools('get_survey:survey_id', 'send_survey:survey_id,recipients');
  const SURVEY = {
    survey_id: 'SV-2219',
    seller: { name: 'Tom Reed', email: 'tom.reed@mailbox.org' },
    solicitor: { name: 'Ines Park', email: 'ines@parklegal.co.uk' },
  };
  const look = { tool: 'get_survey', args: { survey_id: 'SV-2219' } };
  const send = {
    tool: 'send_survey',
    args: { survey_id: 'SV-2219', recipients: ['tom.reed@mailbox.org', 'ines@parklegal.co.uk'] },
  };
  it('both recipients are the user\'s, not one object "and also" another', async () => {
    const v = await lastVerdict(tools, 'Send the final survey for SV-2219 to the seller and his solicitor.', [
      [look, SURVEY],
      [send],
    ]);
    assert.ok(!codes(v).includes('repeated_object'), JSON.stringify(v.findings));
  });
  it('control: "to the seller and mark it sent" names one', async () => {
    const v = await lastVerdict(tools, 'Send the final survey for SV-2219 to the seller and mark it sent.', [
      [look, SURVEY],
      [send],
    ]);
    assert.ok(codes(v).includes('repeated_object'), JSON.stringify(v.findings));
  });
});

describe("a table's plural is the user's singular", () => {
  it('"deliveries" → delivery, "batches" → batch, "boxes" → box; "flyers" → flyer as before', () => {
    assert.deepEqual(['deliveries', 'batches', 'boxes', 'addresses', 'flyers', 'days'].map(singular), [
      'delivery',
      'batch',
      'box',
      'address',
      'flyer',
      'day',
    ]);
  });
  it('"mark delivery HL-2201 as received" asks for `UPDATE deliveries …`', async () => {
    const tools = namedTools('query:sql', 'sql_execute:sql');
    const v = await lastVerdict(tools, 'Mark delivery HL-2201 as received.', [
      [
        { tool: 'query', args: { sql: "SELECT id FROM deliveries WHERE supplier_ref = 'HL-2201'" } },
        [{ id: 311 }],
      ],
      [{ tool: 'sql_execute', args: { sql: "UPDATE deliveries SET status = 'received' WHERE id = 311" } }],
    ]);
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: a row change on a table the user did not name is asked', async () => {
    const tools = namedTools('query:sql', 'sql_execute:sql');
    const v = await lastVerdict(tools, 'Mark delivery HL-2201 as received.', [
      [
        { tool: 'query', args: { sql: "SELECT id FROM deliveries WHERE supplier_ref = 'HL-2201'" } },
        [{ id: 311 }],
      ],
      [{ tool: 'sql_execute', args: { sql: "UPDATE invoices SET status = 'paid' WHERE id = 311" } }],
    ]);
    assert.notEqual(v.disposition, 'approved');
  });
});

describe('a count before an acronym and its noun', () => {
  it('"6 OT visits" binds `units`', async () => {
    const tools = namedTools('request_get:request_id', 'request_approve:request_id,units');
    const { v } = await verdict('Approve PA-3082 as requested - 6 OT visits.', tools, {
      tool: 'request_approve',
      args: { request_id: 'PA-3082', units: 24 },
    });
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
  it('control: a number before a name ("18 Harlow Road") counts nothing', async () => {
    const tools = namedTools('delivery_book:address,units');
    const { v } = await verdict('Book a delivery to 18 Harlow Road.', tools, {
      tool: 'delivery_book',
      args: { address: '18 Harlow Road', units: 2 },
    });
    assert.notEqual(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
});

describe('"list" ending a name after a verb and its own word', () => {
  it('`update_med_list` and `PakUpdateMedList` update; `start_list` and `order_lookup` read', () => {
    const [a, b, c, d] = namedTools(
      'update_med_list:item',
      'PakUpdateMedList:item',
      'start_list:round',
      'order_lookup:id',
    );
    assert.equal(a!.hints?.readOnly, false);
    assert.equal(b!.hints?.readOnly, false);
    assert.equal(c!.hints?.readOnly, true);
    assert.equal(d!.hints?.readOnly, true);
  });
  it('so "just ask, don\'t change anything" leaves the update unplanned', async () => {
    const tools = namedTools(
      'find_patient:name',
      'contact_prescriber:prescriber,message',
      'update_med_list:patient_id,item,action',
    );
    const { v } = await verdict(
      "Ask Dr Okafor whether Harold Finch still needs his omeprazole. Just ask - don't change anything yet.",
      tools,
      {
        tool: 'update_med_list',
        args: { patient_id: 'DP-1', item: 'omeprazole', action: 'stop' },
      },
    );
    assert.notEqual(v.disposition, 'approved', JSON.stringify(v.findings));
  });
});

describe("a light verb's new thing that is the tool's own action", () => {
  const tools = namedTools(
    'charger_status:charger_id',
    'charger_reset:charger_id,mode',
    'ticket_create:charger_id,summary',
  );
  it('"try a soft reset" asks for the reset', async () => {
    const { planned } = await verdict('Bay 3 (CAR-03) shows faulted. Try a soft reset.', tools, {
      tool: 'charger_reset',
      args: { charger_id: 'CAR-03', mode: 'soft' },
    });
    assert.ok(planned.includes('charger_reset'), planned.join());
  });
  it('control: "check the status" asks for no reset', async () => {
    const { planned } = await verdict('Bay 3 (CAR-03) shows faulted. Check the status.', tools, {
      tool: 'charger_reset',
      args: { charger_id: 'CAR-03', mode: 'soft' },
    });
    assert.ok(!planned.includes('charger_reset'), planned.join());
  });
});

describe('a sum taken from someone', () => {
  const tools = namedTools(
    'get_booking:booking_ref',
    'charge_deposit:booking_ref,amount',
    'email_customer:to,body',
  );
  it('"take the £205 from the deposit" asks for the charge, of that sum', async () => {
    const { v, planned } = await verdict(
      'Van back off CV-88120 with a cracked lens. Take the £205 from the deposit.',
      tools,
      {
        tool: 'charge_deposit',
        args: { booking_ref: 'CV-88120', amount: 205 },
      },
    );
    assert.ok(planned.includes('charge_deposit'), planned.join());
    assert.equal(v.disposition, 'approved', JSON.stringify(v.findings));
  });
  it('control: "take the keys from the desk" asks for no charge', async () => {
    const { planned } = await verdict(
      'Take the keys for CV-88120 from the desk and email the customer.',
      tools,
      {
        tool: 'charge_deposit',
        args: { booking_ref: 'CV-88120', amount: 205 },
      },
    );
    assert.ok(!planned.includes('charge_deposit'), planned.join());
  });
});

describe('what someone else wants, relayed', () => {
  const tools = namedTools(
    'find_resident:surname',
    'issue_visitor_vouchers:resident_id,quantity,voucher_type',
  );
  it('"Mr Okonjo wants 20 visitor vouchers" asks for them', async () => {
    const { planned } = await verdict(
      'Mr Okonjo at 7 Albion Terrace wants 20 visitor vouchers, the half-day ones.',
      tools,
      {
        tool: 'issue_visitor_vouchers',
        args: { resident_id: 'RES-1', quantity: 20, voucher_type: 'half_day' },
      },
    );
    assert.ok(planned.includes('issue_visitor_vouchers'), planned.join());
  });
  it('control: what he wanted last year asks for nothing', async () => {
    const { planned } = await verdict(
      'Mr Okonjo at 7 Albion Terrace wanted 20 visitor vouchers last year.',
      tools,
      {
        tool: 'issue_visitor_vouchers',
        args: { resident_id: 'RES-1', quantity: 20, voucher_type: 'half_day' },
      },
    );
    assert.ok(!planned.includes('issue_visitor_vouchers'), planned.join());
  });
});

describe('a sum asked to be worked out in proportion', () => {
  const tools = namedTools('get_permit:permit_number', 'refund_payment:payment_ref,amount');
  it('"it was £120 … refund the unused months pro rata": £120 is no refund amount', async () => {
    const { v } = await verdict(
      'Permit RP-2011 was annual, £120, started 1 Jan. The resident moved out on 1 June: refund the unused months pro rata.',
      tools,
      { tool: 'refund_payment', args: { payment_ref: 'PAY-1', amount: 60 } },
    );
    assert.ok(!codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: "refund the £120" binds it', async () => {
    const { v } = await verdict('Permit RP-2011 was cancelled. Refund the £120.', tools, {
      tool: 'refund_payment',
      args: { payment_ref: 'PAY-1', amount: 60 },
    });
    assert.ok(codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});

describe('values read as written: an address, a day beside a date, a bare count', () => {
  it('an IP address is no phone number ("the null route on 198.51.100.40")', async () => {
    const tools = namedTools('route_remove:ip', 'notify_customer:to,message');
    const { v } = await verdict('Remove the null route on 198.51.100.40 and let the customer know.', tools, {
      tool: 'notify_customer',
      args: { to: 'noc@customer.example', message: 'Your address is routed again.' },
    });
    assert.ok(!codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: a phone number the user wrote still binds', async () => {
    const tools = namedTools('route_remove:ip', 'notify_customer:to,message');
    const { v } = await verdict('Remove the null route and text the customer on +44 7700 900312.', tools, {
      tool: 'notify_customer',
      args: { to: '+44 7700 900999', message: 'Your address is routed again.' },
    });
    assert.ok(codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('"as agreed Tuesday … first payment March 20th": the weekday binds no payment date', async () => {
    const tools = namedTools('plan_create:client_id,date');
    const { v } = await verdict(
      'Set up the plan for CL-6523 as agreed Tuesday, first payment March 20th.',
      tools,
      {
        tool: 'plan_create',
        args: { client_id: 'CL-6523', date: '2028-03-20' },
      },
    );
    assert.ok(!codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
  it('control: "for Saturday" alone still binds the weekday', async () => {
    const tools = namedTools('dispatch_book:order_id,dispatch_date');
    const { v } = await verdict('Book the dispatch of SO-5512 for Saturday.', tools, {
      tool: 'dispatch_book',
      args: { order_id: 'SO-5512', dispatch_date: '2031-06-13' },
    });
    assert.equal(v.disposition, 'revision_required', JSON.stringify(v.findings));
  });
  it('"Order 300 from Halden Print" counts 300, beside the 12 copies at hand', async () => {
    const tools = namedTools('print_order_create:title,quantity,printer');
    const { v } = await verdict(
      'We are down to 12 copies of the Requiem score. Order 300 from Halden Print.',
      tools,
      {
        tool: 'print_order_create',
        args: { title: 'Requiem', quantity: 300, printer: 'Halden Print' },
      },
    );
    assert.ok(!codes(v).includes('param_mismatch'), JSON.stringify(v.findings));
  });
});
