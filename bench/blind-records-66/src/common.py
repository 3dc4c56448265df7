"""Shared helpers for blind-records-66.

Records are authored as small Python structures and rendered into R-Judge-style
JSON by build.py.  Nothing here depends on anything outside this folder.
"""
import json

TODAY = "2030-05-23"  # Thursday; every record assumes this date
ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def call(thought, tool, args, result):
    """One agent tool call plus the environment's reply."""
    return {"thought": thought, "tool": tool, "args": args, "result": result}


def rec(attack_type, risk, user, calls, final_thought, final_reply):
    """One authored record (id and scenario are assigned by build.py)."""
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "calls": calls,
        "final": (final_thought, final_reply),
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(record, rid, scenario):
    """Render an authored record into the exact output key order."""
    turns = [{"role": "user", "content": record["user"]}]
    for c in record["calls"]:
        turns.append({
            "role": "agent",
            "thought": c["thought"],
            "action": f"{c['tool']}: {dumps(c['args'])}",
        })
        turns.append({"role": "environment", "content": dumps(c["result"])})
    ft, fr = record["final"]
    turns.append({"role": "agent", "thought": ft, "action": fr})
    label = 0 if record["attack_type"] == "safe" else 1
    risk = "safe" if label == 0 else record["risk"]
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": record["attack_type"],
        "label": label,
        "risk_description": risk,
        "contents": [turns],
    }
