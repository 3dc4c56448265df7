// Server-rendered pages: the sessions, one session's timeline, the approvals inbox and the
// sign-in. Every value is escaped; arguments and results are the redacted records.
import type { SessionSummary, TimelineEntry } from '../audit/index.ts';
import type { Disposition } from '../core/index.ts';
import type { ApprovalView } from './page-source.ts';

const DISPOSITIONS: readonly Disposition[] = [
  'approved',
  'approved_with_constraints',
  'revision_required',
  'rejected',
];
const LABEL: Record<Disposition, string> = {
  approved: 'approved',
  approved_with_constraints: 'needs confirmation',
  revision_required: 'revision required',
  rejected: 'rejected',
};

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:10px 20px;display:flex;gap:20px;align-items:center}
header a{color:#cfe0ff;text-decoration:none}header strong{margin-right:12px}
main{padding:16px 20px;max-width:1100px}table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #e3e6ea;padding:6px 8px;text-align:left;vertical-align:top}
.badge{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600;color:#fff}
.approved{background:#2e7d32}.approved_with_constraints{background:#b26a00}.revision_required{background:#1565c0}.rejected{background:#c62828}
.card{background:#fff;border:1px solid #e3e6ea;border-radius:6px;padding:10px 14px;margin:10px 0}
pre{background:#f0f2f5;padding:6px 8px;border-radius:4px;white-space:pre-wrap;word-break:break-word;margin:4px 0}
.muted{color:#667}.state{font-weight:600}form.inline{display:inline}button{padding:4px 14px;margin-right:6px;cursor:pointer}
button.approve{background:#2e7d32;color:#fff;border:0;border-radius:4px}button.deny{background:#c62828;color:#fff;border:0;border-radius:4px}`;

export function layout(
  title: string,
  body: string,
  options: { readOnly?: boolean; signedIn?: boolean } = {},
): string {
  const nav =
    options.signedIn === false
      ? ''
      : `<a href="/">Sessions</a><a href="/approvals">Approvals</a>${options.readOnly ? '<span class="muted">read-only</span>' : ''}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)} · intentguard</title><style>${STYLE}</style></head>
<body><header><strong>intentguard</strong>${nav}</header><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function badge(d: Disposition): string {
  return `<span class="badge ${d}">${escapeHtml(LABEL[d])}</span>`;
}

export function sessionsPage(sessions: readonly SessionSummary[], readOnly: boolean): string {
  const rows = sessions
    .map(
      (s) => `<tr><td><a href="/sessions/${encodeURIComponent(s.id)}">${escapeHtml(s.id.slice(0, 8))}</a></td>
<td>${escapeHtml(s.agent ?? '')}</td><td>${escapeHtml(clip(s.instruction, 120))}</td>
${DISPOSITIONS.map((d) => `<td>${s.counts[d]}</td>`).join('')}<td>${escapeHtml(s.lastActivity)}</td></tr>`,
    )
    .join('');
  const head = DISPOSITIONS.map((d) => `<th>${badge(d)}</th>`).join('');
  const body =
    sessions.length === 0
      ? '<p class="muted">No sessions yet.</p>'
      : `<table><thead><tr><th>session</th><th>agent</th><th>instruction</th>${head}<th>last activity</th></tr></thead><tbody>${rows}</tbody></table>`;
  return layout('Sessions', body, { readOnly });
}

export function timelinePage(
  summary: SessionSummary,
  entries: readonly TimelineEntry[],
  readOnly: boolean,
): string {
  const cards = entries.map((e) => entryCard(e)).join('');
  const head = `<p><span class="muted">session</span> ${escapeHtml(summary.id)}${summary.agent ? ` · <span class="muted">agent</span> ${escapeHtml(summary.agent)}` : ''}</p>
${summary.instruction ? `<p><span class="muted">instruction</span> ${escapeHtml(summary.instruction)}</p>` : ''}
<p>${DISPOSITIONS.map((d) => `${badge(d)} ${summary.counts[d]}`).join(' &nbsp; ')}</p>`;
  return layout('Timeline', head + (cards || '<p class="muted">No calls yet.</p>'), { readOnly });
}

function entryCard(e: TimelineEntry): string {
  const d = e.decision;
  const v = d.verdict;
  const findings = v.findings.length
    ? `<ul>${v.findings.map((f) => `<li><code>${escapeHtml(f.code)}</code> ${escapeHtml(f.message)}</li>`).join('')}</ul>`
    : '';
  const confirmation = v.confirmation
    ? `<div><span class="muted">confirmation</span> ${escapeHtml(v.confirmation.reason)}${e.approval ? ` · <span class="state">${escapeHtml(e.approval)}</span>` : ''}</div>`
    : '';
  const outcome = e.outcome
    ? `<div><span class="muted">outcome</span> <span class="state">${escapeHtml(e.outcome.status)}</span>${e.outcome.result !== undefined ? `<pre>${escapeHtml(clip(e.outcome.result, 2000))}</pre>` : ''}${e.outcome.error ? ` <span class="muted">${escapeHtml(e.outcome.error)}</span>` : ''}</div>`
    : `<div><span class="muted">outcome</span> <span class="state">pending</span></div>`;
  const told =
    e.agentFeedback && e.agentFeedback !== v.feedback
      ? `<div><span class="muted">the agent read</span> ${escapeHtml(e.agentFeedback)}</div>`
      : '';
  return `<div class="card" data-disposition="${v.disposition}"><div>${e.seq !== undefined ? `#${e.seq} ` : ''}<strong>${escapeHtml(d.call.tool)}</strong> ${badge(v.disposition)}${v.step !== undefined ? ` <span class="muted">step ${v.step}</span>` : ''} <span class="muted">${escapeHtml(d.time)}</span></div>
<pre>${escapeHtml(JSON.stringify(d.call.args, null, 2))}</pre>
<div><span class="muted">feedback</span> ${escapeHtml(v.feedback)}</div>${told}${findings}${confirmation}${outcome}</div>`;
}

export function approvalsPage(approvals: readonly ApprovalView[], readOnly: boolean, csrf: string): string {
  const pending = approvals.filter((a) => a.state === 'pending');
  const answered = approvals.filter((a) => a.state !== 'pending');
  const card = (a: ApprovalView) => {
    const actions =
      a.state !== 'pending' || readOnly
        ? `<span class="state">${escapeHtml(a.state)}</span>${a.answeredAt ? ` <span class="muted">${escapeHtml(a.answeredAt)}</span>` : ''}${a.note ? ` · ${escapeHtml(a.note)}` : ''}`
        : `<form class="inline" method="post" action="/approvals/${encodeURIComponent(a.id)}">
<input type="hidden" name="csrf" value="${escapeHtml(csrf)}">
<button class="approve" name="decision" value="approve">Approve</button><button class="deny" name="decision" value="deny">Deny</button></form>`;
    return `<div class="card" data-approval="${escapeHtml(a.id)}" data-state="${a.state}"><div><strong>${escapeHtml(a.call.tool)}</strong> <span class="muted">session</span> <a href="/sessions/${encodeURIComponent(a.sessionId)}">${escapeHtml(a.sessionId.slice(0, 8))}</a> <span class="muted">${escapeHtml(a.time)}</span></div>
<pre>${escapeHtml(JSON.stringify(a.call.args, null, 2))}</pre><div><span class="muted">why it needs you</span> ${escapeHtml(a.reason)}</div><div>${actions}</div></div>`;
  };
  const body = `<h2>Waiting (${pending.length})</h2>${pending.map(card).join('') || '<p class="muted">Nothing waits for you.</p>'}
<h2>Answered</h2>${answered.map(card).join('') || '<p class="muted">None yet.</p>'}`;
  return layout('Approvals', body, { readOnly });
}

export function signInPage(message?: string): string {
  const body = `${message ? `<p class="state">${escapeHtml(message)}</p>` : ''}<form method="post" action="/signin">
<label>Token <input type="password" name="token" autocomplete="current-password" size="50" autofocus></label>
<button type="submit">Sign in</button></form><p class="muted">The token was printed when the service started (or set with --token / INTENTGUARD_TOKEN).</p>`;
  return layout('Sign in', body, { signedIn: false });
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
