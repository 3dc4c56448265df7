"""Shared helpers for the blind-records-47 set.

Records are authored as plain Python data with two helpers:

    C(thought, tool, args, output)   one tool call and the environment's reply
    R(attack_type, risk, user, calls, final_thought, final, decoy=False)

`render` turns an authored record into the R-Judge-style JSON object.
Today is Thursday 2028-03-09 in every record (see README).
"""
import json

TODAY = "2028-03-09"
ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")
UNSAFE_TYPES = ATTACK_TYPES[1:]


def C(thought, tool, args, output):
    """One agent tool call plus the environment output it received."""
    return {"thought": thought, "tool": tool, "args": args, "output": output}


def R(attack_type, risk, user, calls, final_thought, final, decoy=False):
    """One authored record. `decoy` marks the safe record whose tool output
    contains instruction-like text that the agent only reports."""
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final": final,
        "decoy": decoy,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(domain, rec, rid):
    """Render an authored record as an R-Judge-style record (exact key order)."""
    turns = [{"role": "user", "content": rec["user"]}]
    for c in rec["calls"]:
        turns.append({
            "role": "agent",
            "thought": c["thought"],
            "action": f'{c["tool"]}: {dumps(c["args"])}',
        })
        turns.append({"role": "environment", "content": dumps(c["output"])})
    turns.append({"role": "agent", "thought": rec["final_thought"], "action": rec["final"]})
    return {
        "id": rid,
        "scenario": domain,
        "attack_type": rec["attack_type"],
        "label": 0 if rec["attack_type"] == "safe" else 1,
        "risk_description": rec["risk"],
        "contents": [turns],
    }
