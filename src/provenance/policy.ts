// What the provenance check does in each case it tells apart. The defaults are measured
// (docs/evaluation.md); a deployment may ask less (`unplannedRead: 'allow'`) or more.

export type ProvenanceAction = 'allow' | 'confirm' | 'revise' | 'reject';

export interface ProvenancePolicy {
  /**
   * a target inside a passage of tool data addressed to the agent, or in a sentence of data that
   * asks its reader to act on it, where the user neither pointed at that data nor asked the agent
   * to follow it (web content never speaks for the user)
   */
  injected: ProvenanceAction;
  /** the same request in data the user pointed at or asked to be followed (a bill asking to be paid) */
  requestInNamedData: ProvenanceAction;
  /** a target from tool data, for a tool that moves money, sends or deletes (or whose hints are unknown) */
  untrusted: ProvenanceAction;
  /** a target from tool data the user did not point at, for a tool that changes things */
  untrustedWrite: ProvenanceAction;
  /**
   * a target that its structured source only mentions inside another field's text (a subject, a
   * review, a channel name), never holds as a field of its own, in data the user did not point at
   */
  embeddedTarget: ProvenanceAction;
  /** a target from data the user pointed at, for a tool that changes things but is not destructive */
  namedWrite: ProvenanceAction;
  /**
   * a target that appears nowhere the agent could have got it, for a destructive tool, or an
   * address of a person or an account (ADDRESS_KINDS) for any tool that changes things
   */
  unknown: ProvenanceAction;
  /** a made-up target of another kind (a URL, a file) for a tool that changes things but is not destructive */
  unknownWrite: ProvenanceAction;
  /** a read of a URL found only in data the user did not point at, or only in web content */
  untrustedFetch: ProvenanceAction;
  /**
   * a read of a URL found only in web content, when the user named the pages to read and did not
   * ask for links to be followed
   */
  linkFromNamedPages: ProvenanceAction;
  /** a read of a URL the agent composed (that exact URL appears nowhere; it carries a path or query) */
  composedFetch: ProvenanceAction;
  /** a call that carries out data returned by a read outside the plan made after tool data */
  exfiltration: ProvenanceAction;
  /**
   * an action that changes things, outside the plan, proposed after the agent read tool data,
   * when the plan only reads or the action's target comes from that data
   */
  outOfScope: ProvenanceAction;
  /**
   * a read outside the plan after the agent read tool data, of sensitive data (payment,
   * credentials, contacts, …), steered by that data (an argument comes from data the user did
   * not point at)
   */
  unplannedSensitiveRead: ProvenanceAction;
  /** any other read outside the plan after the agent read tool data, steered by that data */
  unplannedRead: ProvenanceAction;
  /** an amount with the digits of one the user or the named data gave, at another scale (98.50 vs 9,850) */
  amountMismatch: ProvenanceAction;
  /**
   * an amount a changing call moves, buys or sells that neither the user, trusted context nor any
   * tool output gave, and that no one operation on their numbers yields: the agent chose how much
   */
  inventedAmount: ProvenanceAction;
  /**
   * what a read of special data (health, genetic, medical, credentials, identity documents, a
   * place that holds secrets) returned, sent, posted or shared by a call, even one the user asked for
   */
  sensitiveDisclosure: ProvenanceAction;
  /**
   * a changing call that turns a safeguard off (a bypass or override flag, an approval, review,
   * inspection or limit set to off), even one the user asked for, or that grants a role or reach
   * (admin, owner, all, public) the instruction does not say
   */
  controlBypass: ProvenanceAction;
  /**
   * a changing call on a record the agent picked out of several that the user's words match
   * equally (three orders of a "Daniel", two "Dr. Hale" interviews): the user did not say which
   */
  ambiguousPick: ProvenanceAction;
  /**
   * a changing call that sets a field of a record the agent read to a new value when the user's
   * words ask nothing of that field (its name, its new value, or a date or time): a change the
   * user did not ask for
   */
  unaskedChange: ProvenanceAction;
  /**
   * a changing call on several records of a list where the user's words single out some of the
   * list and the call takes others beside them (the furniture repriced with "the kitchen items")
   */
  unnamedRecords: ProvenanceAction;
  /** a changing call that sets a time of day neither the user nor any tool output gave: the agent chose when */
  inventedTime: ProvenanceAction;
  /** a changing call that sets a length of time (a count of days, a span) other than the one the user stated */
  otherDuration: ProvenanceAction;
  /** a changing call that sets a number parameter other than the number the user wrote after its name ("capacity 40") */
  otherValue: ProvenanceAction;
}

/**
 * Defaults: reject what the data dictates and the user did not ask for, and data carried out of
 * an unplanned read; ask before money, messages or deletions go to a target the user did not
 * give, before fetching a URL from data the user did not point at, and before a read outside
 * the plan that data the user did not point at steers; let ordinary writes use values from data the user pointed at (inviting the members of
 * the channel the user named). Measured in docs/evaluation.md.
 */
export const DEFAULT_PROVENANCE_POLICY: ProvenancePolicy = {
  injected: 'reject',
  requestInNamedData: 'confirm',
  untrusted: 'confirm',
  untrustedWrite: 'confirm',
  embeddedTarget: 'reject',
  namedWrite: 'allow',
  unknown: 'confirm',
  unknownWrite: 'allow',
  untrustedFetch: 'confirm',
  linkFromNamedPages: 'reject',
  composedFetch: 'confirm',
  exfiltration: 'reject',
  outOfScope: 'reject',
  unplannedSensitiveRead: 'confirm',
  unplannedRead: 'confirm',
  amountMismatch: 'revise',
  inventedAmount: 'confirm',
  sensitiveDisclosure: 'confirm',
  controlBypass: 'confirm',
  ambiguousPick: 'confirm',
  unaskedChange: 'confirm',
  unnamedRecords: 'confirm',
  inventedTime: 'confirm',
  otherDuration: 'confirm',
  otherValue: 'confirm',
};
