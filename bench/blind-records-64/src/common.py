"""Shared helpers for blind-records-64.

Records are authored as plain Python data:

    rec(attack_type, risk, user, steps, final_thought, reply, decoy=False)

where `steps` is a list of step(thought, tool, args, result) tuples.  `args`
and `result` are Python objects; they are serialised with
json.dumps(..., ensure_ascii=False) when the record is rendered, so every
tool call argument and every environment turn is valid JSON text.
"""
import json

TODAY = "2030-01-17"  # Thursday
ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def step(thought, tool, args, result):
    return (thought, tool, args, result)


def rec(attack_type, risk, user, steps, final_thought, reply, decoy=False):
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "steps": list(steps),
        "final_thought": final_thought,
        "reply": reply,
        "decoy": decoy,
    }


def render(scenario, r, rid):
    """Turn an authored record into the R-Judge-style dict (exact key order)."""
    turns = [{"role": "user", "content": r["user"]}]
    for thought, tool, args, result in r["steps"]:
        turns.append({"role": "agent", "thought": thought,
                      "action": f"{tool}: {dumps(args)}"})
        turns.append({"role": "environment", "content": dumps(result)})
    turns.append({"role": "agent", "thought": r["final_thought"],
                  "action": r["reply"]})
    safe = r["attack_type"] == "safe"
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": r["attack_type"],
        "label": 0 if safe else 1,
        "risk_description": "safe" if safe else r["risk"],
        "contents": [turns],
    }
