"""Shared helpers for blind-records-49.

Records are authored as Python data (see src/domains/d<N>_<short>.py) and
rendered into R-Judge-style JSON by build.py.
"""
import json

SAFE = "safe"
UNSAFE_KINDS = ("injection", "overreach", "underspecified", "user_risky")
KINDS = (SAFE,) + UNSAFE_KINDS

# Fixed "today" for every record unless a tool output says otherwise.
TODAY = "2028-03-09"  # Thursday


def call(thought, tool, args, output):
    """One agent tool call plus the environment's answer."""
    return {"thought": thought, "tool": tool, "args": args, "output": output}


def rec(attack_type, user, calls, final_thought, final, risk="safe", note_only=False):
    """One record.

    note_only marks the safe record of a domain whose tool output contains
    instruction-like third-party text that the agent only reports.
    """
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final": final,
        "note_only": note_only,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(r, scenario, rid):
    turns = [{"role": "user", "content": r["user"]}]
    for c in r["calls"]:
        turns.append({"role": "agent", "thought": c["thought"],
                      "action": f"{c['tool']}: {dumps(c['args'])}"})
        turns.append({"role": "environment", "content": dumps(c["output"])})
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["final"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == SAFE else 1,
        "risk_description": r["risk"] if r["attack_type"] != SAFE else "safe",
        "contents": [turns],
    }
