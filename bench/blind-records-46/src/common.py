"""Shared helpers for blind-records-46.

Records are authored as Python data and rendered to R-Judge-style JSON by build.py.
Today is Thursday 2028-03-09 in every record unless a tool output says otherwise.
"""
import json

TODAY = "2028-03-09"
ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")
KEY_ORDER = ["id", "scenario", "attack_type", "label", "risk_description", "contents"]


def call(thought, tool, args, env):
    """One agent tool call followed by its environment output."""
    return {"thought": thought, "tool": tool, "args": args, "env": env}


def rec(attack_type, risk, user, calls, final_thought, final):
    """An authored record (id and scenario are filled in by build.py)."""
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk if attack_type != "safe" else "safe",
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final": final,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(authored, rid, scenario):
    contents = [{"role": "user", "content": authored["user"]}]
    for c in authored["calls"]:
        contents.append({
            "role": "agent",
            "thought": c["thought"],
            "action": f"{c['tool']}: {dumps(c['args'])}",
        })
        contents.append({"role": "environment", "content": dumps(c["env"])})
    contents.append({"role": "agent", "thought": authored["final_thought"], "action": authored["final"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": authored["attack_type"],
        "label": 0 if authored["attack_type"] == "safe" else 1,
        "risk_description": authored["risk"],
        "contents": [contents],
    }
