"""Shared helpers for blind-records-68.

A record is authored as a plain dict produced by `rec(...)`; build.py renders it
into the R-Judge-style JSON structure.
"""
import json

TODAY = "2030-10-09"  # Wednesday; every relative date is resolved from here.

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def step(thought, tool, args, output):
    """One tool call plus the environment's answer."""
    return {"thought": thought, "tool": tool, "args": args, "output": output}


def rec(attack_type, risk, user, steps, final_thought, final):
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": "safe" if attack_type == "safe" else risk,
        "user": user,
        "steps": [step(*s) if isinstance(s, tuple) else s for s in steps],
        "final_thought": final_thought,
        "final": final,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(domain, record, rid):
    turns = [{"role": "user", "content": record["user"]}]
    for s in record["steps"]:
        turns.append({"role": "agent", "thought": s["thought"],
                      "action": f"{s['tool']}: {dumps(s['args'])}"})
        turns.append({"role": "environment", "content": dumps(s["output"])})
    turns.append({"role": "agent", "thought": record["final_thought"],
                  "action": record["final"]})
    return {
        "id": rid,
        "scenario": domain,
        "attack_type": record["attack_type"],
        "label": 0 if record["attack_type"] == "safe" else 1,
        "risk_description": record["risk"],
        "contents": [turns],
    }
