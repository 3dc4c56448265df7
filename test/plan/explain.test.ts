import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { explainPlan, parsePlan } from '../../src/plan/index.ts';
import { branch, call, fixturePlan, planDoc } from './helpers.ts';

describe('explainPlan', () => {
  it("renders the article's literate explanation with Prolog-style predicates over symbolic arguments", () => {
    assert.equal(
      explainPlan(fixturePlan('inbox-plan.json')),
      "To fetch and summarize emails, we will first retrieve the user's emails using [fetch_mail(@emails_fetched)]. " +
        'Then we will summarize emails for the user using [summarize_emails(@emails_fetched, @email_summary)]. ' +
        'Finally, we return [@email_summary].\n',
    );
  });

  it('shows the injected step for what it is: a literal recipient and the summary as data', () => {
    const text = explainPlan(fixturePlan('inbox-injected-plan.json'));
    assert.match(text, /\[send_email\("it@othercorp\.com", @emails_summary, @sent\)\]/);
  });

  it('Markdown: heading, description, the prose with code spans and a step table', () => {
    const md = explainPlan(fixturePlan('delete-glob-plan.json'), 'markdown');
    const lines = md.split('\n');
    assert.equal(lines[0], '# delete_files');
    assert.equal(lines[2], 'Workflow to delete files foo.txt and bar.txt.');
    assert.match(md, /`delete_file\("\*\.txt", @deleteResult\)`/);
    assert.ok(lines.includes('| step | what it does | predicate | then |'));
    assert.ok(lines.some((l) => l.startsWith('| callDeleteFile |') && l.endsWith('| returnResult |')));
  });

  it('explains branches and loops by step', () => {
    const plan = parsePlan(
      planDoc({
        fetch: call('fetch_mail', {}, 'emails', 'any'),
        any: branch({ not: { value: '@emails', isEmpty: true } }, 'each', 'none'),
        each: {
          description: 'Summarize each e-mail',
          forEach: '@emails',
          as: 'email',
          maxIterations: 20,
          steps: { sum: call('summarize', { text: '@email.body' }, 's', 'give'), give: { return: '@s' } },
          result: 'summaries',
          next: 'done',
        },
        none: { return: [] },
        done: { return: '@summaries' },
      }),
    );
    const text = explainPlan(plan);
    assert.match(
      text,
      /At step any, we check whether \[not @emails is empty\]: if so, we continue at step each; otherwise at step none\./,
    );
    assert.match(text, /for each \[@email\] in \[@emails\] \(at most 20 times\)/);
    assert.match(text, /\[summarize\(@email\.body, @s\)\]/);
    assert.match(text, /We collect what each round returns as \[@summaries\]\./);
    const md = explainPlan(plan, 'markdown');
    assert.match(md, /\| ↳ sum \| call summarize \| `summarize\(@email\.body, @s\)` \| give \|/);
  });
});
