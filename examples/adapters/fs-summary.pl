% "Read notes.txt and write a short summary of it to summary.txt."
% Used with @modelcontextprotocol/server-filesystem through the MCP proxy.
user_goal(summarise_notes, [param(source, 'notes.txt'), param(target, 'summary.txt')], [no_secrets]).

refined_step(1, read_text_file, [], true, notes_read, none).
refined_step(2, write_file, [], notes_read, summary_written, none).

% secrets and keys are never written
risky_action(write_file, '.env', reject).
risky_action(write_file, '.ssh', reject).
% nothing is moved out of the tree it came from
risky_action(move_file, '..', reject).
