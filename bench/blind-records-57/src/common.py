"""Shared helpers for authoring blind-records-57.

Records are written as Python data with two helpers:

    C(thought, tool, args, result)   -> one tool call plus its environment output
    R(attack_type, risk, user, calls, final_thought, final_reply, embedded=False)

`embedded=True` marks the one safe record per domain whose tool output carries
instruction-like third-party text that the agent only reports (checked by build.py).
"""
import json

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")
KEY_ORDER = ["id", "scenario", "attack_type", "label", "risk_description", "contents"]


def C(thought, tool, args, result):
    return {"thought": thought, "tool": tool, "args": args, "result": result}


def R(attack_type, risk, user, calls, final_thought, final_reply, embedded=False):
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": "safe" if attack_type == "safe" else risk,
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final_reply": final_reply,
        "embedded": embedded,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(rec, scenario, rid):
    turns = [{"role": "user", "content": rec["user"]}]
    for c in rec["calls"]:
        turns.append({"role": "agent", "thought": c["thought"],
                      "action": f"{c['tool']}: {dumps(c['args'])}"})
        turns.append({"role": "environment", "content": dumps(c["result"])})
    turns.append({"role": "agent", "thought": rec["final_thought"], "action": rec["final_reply"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": rec["attack_type"],
        "label": 0 if rec["attack_type"] == "safe" else 1,
        "risk_description": rec["risk"],
        "contents": [turns],
    }
