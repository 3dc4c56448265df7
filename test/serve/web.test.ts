// The web pages in a real headless browser (Debian's chromium through playwright-core): sign in
// with the token, see a timeline with all four dispositions (arguments redacted), grant an
// approval from the inbox while the agent's decide waits for it. Screenshots are saved for review.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type Browser, chromium } from 'playwright-core';
import { SqliteEventStore } from '../../src/audit/sqlite-event-store.ts';
import { serviceSource } from '../../src/serve/page-source.ts';
import { type RunningService, startService } from '../../src/serve/server.ts';
import { SessionHost } from '../../src/serve/session-host.ts';
import { CALLS, INSTRUCTION, resultOf, SPEC, send, TOKEN, TOOLS } from './helpers.ts';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = process.env.INTENTGUARD_SCREENSHOTS ?? join(tmpdir(), 'intentguard-serve-screenshots');
const SECRET = 'hunter2-correct-horse-battery';
const skip = existsSync(CHROMIUM)
  ? false
  : `${CHROMIUM} is not installed (apt-get install chromium); .ci/run installs it`;

describe('the web pages in a headless browser', { skip }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'ig-serve-web-'));
  let store: SqliteEventStore;
  let host: SessionHost;
  let service: RunningService;
  let browser: Browser;
  let sessionId: string;

  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    store = await SqliteEventStore.open(join(dir, 'serve.db'), { key: TOKEN });
    host = new SessionHost({ store });
    service = await startService({ token: TOKEN, host, pages: serviceSource(host) });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const created = await send(service.url, 'POST', '/v1/sessions', {
      body: { instruction: INSTRUCTION, tools: TOOLS, spec: SPEC, agent: 'invoice-archiver' },
    });
    sessionId = created.body.id;
    // revision required, approved (and ran), rejected; then a call carrying a secret
    for (const call of CALLS.slice(0, 3)) {
      const r = await send(service.url, 'POST', `/v1/sessions/${sessionId}/decide`, { body: call });
      if (r.body.disposition === 'approved')
        await send(service.url, 'POST', `/v1/sessions/${sessionId}/results`, {
          body: { decisionId: r.body.decisionId, result: resultOf(call) },
        });
    }
    await send(service.url, 'POST', `/v1/sessions/${sessionId}/decide`, {
      body: { tool: 'list_files', args: { folder: 'invoices/2024-q3', password: SECRET } },
    });
  });
  after(async () => {
    await browser?.close();
    await service?.close();
    await host?.close();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('signs in with the token and shows a timeline with all four dispositions, secrets redacted', async (t) => {
    // the agent asks to delete the scratch copy and waits for a person
    const waiting = send(service.url, 'POST', `/v1/sessions/${sessionId}/decide?wait=30`, { body: CALLS[3] });
    while ((await store.approvals('pending')).length === 0) await new Promise((r) => setTimeout(r, 20));
    const page = await browser.newPage({ viewport: { width: 1100, height: 1400 } });
    await page.goto(`${service.url}/`);
    assert.match(page.url(), /\/signin$/, 'an anonymous browser is sent to the sign-in');
    await page.fill('input[name=token]', 'not-the-token-at-all');
    await page.click('button[type=submit]');
    assert.match((await page.textContent('main')) ?? '', /not the token/);
    await page.fill('input[name=token]', TOKEN);
    await page.click('button[type=submit]');
    assert.equal(new URL(page.url()).pathname, '/');
    assert.match((await page.textContent('main')) ?? '', /invoice-archiver/);
    await page.click(`a[href="/sessions/${sessionId}"]`);
    const dispositions = await page.$$eval('.card', (cards) =>
      cards.map((c) => c.getAttribute('data-disposition')),
    );
    for (const d of ['approved', 'approved_with_constraints', 'revision_required', 'rejected'])
      assert.ok(dispositions.includes(d), `the timeline shows ${d}: ${dispositions.join(', ')}`);
    const html = await page.content();
    assert.ok(!html.includes(SECRET), 'the secret argument is not on the page');
    assert.match(html, /\[REDACTED\]/);
    assert.match(html, /precondition/i, 'the findings are shown');
    const shot = join(SHOTS, 'timeline.png');
    await page.screenshot({ path: shot, fullPage: true });
    t.diagnostic(`screenshot: ${shot}`);

    await page.click('a[href="/approvals"]');
    const card = page.locator('.card[data-state=pending]');
    assert.equal(await card.count(), 1);
    assert.match((await card.textContent()) ?? '', /scratch\.pdf/);
    await page.screenshot({ path: join(SHOTS, 'approval-pending.png'), fullPage: true });
    await card.locator('button.approve').click();
    await page.waitForSelector('.card[data-state=approved]');
    const granted = join(SHOTS, 'approval-granted.png');
    await page.screenshot({ path: granted, fullPage: true });
    t.diagnostic(`screenshot: ${granted}`);
    const decided = (await waiting).body;
    assert.equal(decided.approval.state, 'approved', 'the waiting agent sees the grant');
    assert.equal(decided.mayRun, true);
    await page.close();
  });

  it('refuses a forged approval: no anti-forgery token, or another origin', async () => {
    const pending = await send(service.url, 'POST', `/v1/sessions/${sessionId}/decide`, {
      body: { tool: 'delete_file', args: { path: 'invoices/2024-q3/old-draft.pdf' } },
    });
    const id = pending.body.approvalId as string;
    assert.equal(typeof id, 'string', pending.text);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${service.url}/signin`);
    await page.fill('input[name=token]', TOKEN);
    await page.click('button[type=submit]');
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const form = { 'content-type': 'application/x-www-form-urlencoded', cookie };
    const noCsrf = await send(service.url, 'POST', `/approvals/${id}`, {
      raw: 'decision=approve',
      headers: form,
      token: null,
    });
    assert.equal(noCsrf.status, 403);
    const csrf = await page.goto(`${service.url}/approvals`).then(() => page.inputValue('input[name=csrf]'));
    const foreign = await send(service.url, 'POST', `/approvals/${id}`, {
      raw: `decision=approve&csrf=${encodeURIComponent(csrf)}`,
      headers: { ...form, origin: 'http://evil.example' },
      token: null,
    });
    assert.equal(foreign.status, 403);
    assert.equal(
      (await store.approval(sessionId, Number(id.split('.')[1])))?.state,
      'pending',
      'still waiting',
    );
    await context.close();
  });

  it('serves the pages to the bearer token too, and nothing to anyone else', async () => {
    assert.equal((await send(service.url, 'GET', '/approvals')).status, 200);
    const anonymous = await send(service.url, 'GET', `/sessions/${sessionId}`, { token: null });
    assert.equal(anonymous.status, 303);
    assert.equal(anonymous.headers.location, '/signin');
    const post = await send(service.url, 'POST', '/approvals/x.1', {
      token: null,
      raw: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(post.status, 401);
  });
});
