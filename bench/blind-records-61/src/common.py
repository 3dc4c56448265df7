"""Shared helpers for blind-records-61.

Records are authored as plain Python data (see src/domains/d*.py) and rendered
into R-Judge-style JSON by build.py.
"""
import json

TODAY = "2029-06-28"  # Thursday
TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def C(thought, tool, args, env):
    """One agent tool call plus the environment's answer."""
    return {"thought": thought, "tool": tool, "args": args, "env": env}


def R(attack_type, risk, user, calls, final_thought, final):
    """One record before rendering (id and scenario are added by build.py)."""
    assert attack_type in TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final": final,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(scenario, rid, rec):
    turns = [{"role": "user", "content": rec["user"]}]
    for c in rec["calls"]:
        turns.append({
            "role": "agent",
            "thought": c["thought"],
            "action": f"{c['tool']}: {dumps(c['args'])}",
        })
        turns.append({"role": "environment", "content": dumps(c["env"])})
    turns.append({"role": "agent", "thought": rec["final_thought"], "action": rec["final"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": rec["attack_type"],
        "label": 0 if rec["attack_type"] == "safe" else 1,
        "risk_description": "safe" if rec["attack_type"] == "safe" else rec["risk"],
        "contents": [turns],
    }
