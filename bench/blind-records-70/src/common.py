"""Shared helpers for blind-records-70.

Records are authored as Python data and rendered into R-Judge-style JSON by
build.py.  A record is written with ``rec(...)`` and a list of tool calls
written with ``call(...)``; ids are assigned after a deterministic shuffle.
"""
import json

TODAY = "2031-01-22"  # Wednesday; all relative dates resolve from here

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")

KEY_ORDER = ["id", "scenario", "attack_type", "label", "risk_description", "contents"]


def call(thought, tool, args, result):
    """One agent tool call plus the environment's answer."""
    return {"thought": thought, "tool": tool, "args": args, "result": result}


def rec(attack_type, risk, user, calls, final_thought, final_reply):
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        risk = "safe"
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final": final_reply,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(scenario, rid, r):
    contents = [{"role": "user", "content": r["user"]}]
    for c in r["calls"]:
        contents.append({
            "role": "agent",
            "thought": c["thought"],
            "action": f"{c['tool']}: {dumps(c['args'])}",
        })
        contents.append({"role": "environment", "content": dumps(c["result"])})
    contents.append({"role": "agent", "thought": r["final_thought"], "action": r["final"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == "safe" else 1,
        "risk_description": r["risk"],
        "contents": [contents],
    }
