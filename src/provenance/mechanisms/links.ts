// Links: a read goes somewhere only through the URL it fetches. A URL the agent composed after
// reading tool data can carry that data out; a link found only in data the user did not point at, or only in web content
// when the user named the pages to read, is not the user's page.
import { about, describe, type ValueMechanism } from '../context.ts';
import { lowInformation } from '../evidence/copies.ts';
import { composedUrl } from '../readers.ts';

export const links: ValueMechanism = (v, c) => {
  if (!v.target || !c.readOnly) return [];
  const { policy, userUrls, asksToFollowLinks, webTask } = c.facts;
  const { p, from, origin } = v;
  if (p.kind !== 'url' && !c.sinks.has(v.param)) return [];
  const what = describe(p);
  // (before the agent has read any tool data, nothing can have put data into the URL it composes
  // but the user's own words: a read then carries nothing out)
  if (composedUrl(p) && c.view.history.some((h) => h.result !== undefined && !lowInformation(h.result)))
    return [
      {
        ...about(v),
        action: policy.composedFetch,
        code: 'untrusted_value',
        reason: `${what} was composed by the agent: that exact URL appears nowhere the user or a tool gave it, and its host ${origin === 'untrusted' ? 'comes only from tool output' : 'is not one the user gave'}; a request to it can carry data out`,
      },
    ];
  if (origin !== 'untrusted' || from.some((s) => s.named && !s.web)) return [];
  // the user named the pages to read (by URL, or as the page a message they named links to): a
  // page that one of them points to is not one of them, unless the user handed the actions to
  // that page or asked for links to be followed
  const pagesNamed =
    from.every((s) => s.web && !s.delegated) && (userUrls || from.some((s) => s.named)) && !asksToFollowLinks;
  return [
    {
      ...about(v),
      action: pagesNamed || !webTask ? policy.linkFromNamedPages : policy.untrustedFetch,
      code: pagesNamed || !webTask ? 'out_of_scope' : 'untrusted_value',
      reason: pagesNamed
        ? `${what} is a link found in web content (${from.map((s) => s.tool).join(', ')}); the user named the pages to read and this is not one of them`
        : !webTask
          ? `${what} comes from ${from.map((s) => s.tool).join(', ')} output the user did not point at, and nothing in the user's words is about the web`
          : `${what} comes only from ${from.some((s) => s.web) ? 'web content' : 'data the user did not point at'} (${from.map((s) => s.tool).join(', ')})`,
    },
  ];
};
