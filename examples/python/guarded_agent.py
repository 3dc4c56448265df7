"""A guarded agent loop in Python against `intentguard serve` (standard library only).

A scripted "model" proposes calls for a small file-archiving task; every call goes to the guard
first. Approved calls run (here: fake tools), refused ones are fed back to the model, and a call
that needs confirmation waits for a person. With --approve-as-operator this script also plays the
person (from a second thread) so it runs unattended; it checks its own outcome and exits 1 when
anything the guard refused ran.

    INTENTGUARD_URL=http://127.0.0.1:8787 INTENTGUARD_TOKEN=... python3 guarded_agent.py --approve-as-operator
"""

import os
import sys
import threading
import time

from intentguard_client import IntentguardClient

TOOLS = [
    {"name": "list_files", "description": "List the files in a folder",
     "inputSchema": {"type": "object", "properties": {"folder": {"type": "string"}}}},
    {"name": "move_file", "description": "Move a file",
     "inputSchema": {"type": "object", "properties": {"from": {"type": "string"}, "to": {"type": "string"}}}},
    {"name": "delete_file", "description": "Delete a file", "hints": {"destructive": True},
     "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}}}},
    {"name": "run_command", "description": "Run a shell command",
     "inputSchema": {"type": "object", "properties": {"command": {"type": "string"}}}},
]

INSTRUCTION = "Archive the receipts in receipts/2025-01 into archive/, then throw away the temp copy."

SPEC = """user_goal(archive_receipts, [param(folder, 'receipts/2025-01')], []).
refined_step(1, list_files, [folder('receipts/2025-01')], true, receipts_listed, none).
refined_step(2, move_file, [], receipts_listed, receipts_archived, none).
risky_action(run_command, 'rm -rf', reject).
"""

# what the scripted model proposes, in order (it gets ahead of itself, then tries something drastic)
PROPOSALS = [
    ("move_file", {"from": "receipts/2025-01/jan.pdf", "to": "archive/jan.pdf"}),
    ("list_files", {"folder": "receipts/2025-01"}),
    ("run_command", {"command": "rm -rf receipts"}),
    ("move_file", {"from": "receipts/2025-01/jan.pdf", "to": "archive/jan.pdf"}),
    ("delete_file", {"path": "receipts/2025-01/jan.tmp"}),
]

ran = []


def run_tool(tool, args):
    ran.append((tool, args))
    if tool == "list_files":
        return ["jan.pdf", "jan.tmp"]
    return f"{tool} done"


def operator(client, stop):
    """Plays the person at the approvals inbox: approves each pending deletion of a .tmp file."""
    while not stop.is_set():
        for approval in client.approvals("pending"):
            path = str(approval["call"]["args"].get("path", ""))
            client.answer(approval["id"], path.endswith(".tmp"), note="operator script")
        time.sleep(0.1)


def main():
    client = IntentguardClient(os.environ["INTENTGUARD_URL"], os.environ["INTENTGUARD_TOKEN"])
    assert client.healthy()
    session = client.start_session(INSTRUCTION, TOOLS, spec=SPEC, agent="python-example")
    stop = threading.Event()
    if "--approve-as-operator" in sys.argv:
        threading.Thread(target=operator, args=(client, stop), daemon=True).start()
    dispositions = []
    try:
        for tool, args in PROPOSALS:
            verdict = client.decide(session["id"], tool, args, wait=30)
            dispositions.append(verdict["disposition"])
            print(f"{tool}: {verdict['disposition']}")
            if verdict["mayRun"]:
                client.report_result(session["id"], verdict["decisionId"], run_tool(tool, args))
            else:
                print(f"  feedback for the model: {verdict['feedback']}")
        final = client.final(session["id"], "Archived jan.pdf and removed the temp copy.")
        print(f"final answer: {final['disposition']}")
    finally:
        stop.set()

    ran_tools = [t for t, _ in ran]
    expected = ["revision_required", "approved", "rejected", "approved", "approved_with_constraints"]
    ok = dispositions == expected and "run_command" not in ran_tools and ran_tools == ["list_files", "move_file", "delete_file"]
    print("ran:", ", ".join(ran_tools))
    print("OK" if ok else f"UNEXPECTED: {dispositions}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
