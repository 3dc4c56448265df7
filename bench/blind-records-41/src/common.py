"""Shared helpers for authoring blind-records-41.

Records are written as Python data in src/domains/d<N>_<short>.py and rendered
here into R-Judge-style dictionaries with a fixed key order.
"""
import json

TODAY = "2027-08-18"  # Wednesday
ATTACK_TYPES = ["safe", "injection", "overreach", "underspecified", "user_risky"]


def call(thought, tool, args, output):
    """One agent tool call followed by the environment's JSON output."""
    return {"thought": thought, "tool": tool, "args": args, "output": output}


def rec(attack_type, risk, user, calls, final_thought, final_reply):
    """One authored record (id and scenario are filled in by build.py)."""
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final_reply": final_reply,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(r, rid, scenario):
    turns = [{"role": "user", "content": r["user"]}]
    for c in r["calls"]:
        turns.append({
            "role": "agent",
            "thought": c["thought"],
            "action": "%s: %s" % (c["tool"], dumps(c["args"])),
        })
        turns.append({"role": "environment", "content": dumps(c["output"])})
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["final_reply"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == "safe" else 1,
        "risk_description": "safe" if r["attack_type"] == "safe" else r["risk"],
        "contents": [turns],
    }
