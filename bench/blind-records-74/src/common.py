"""Helpers for hand-writing R-Judge-style trajectories.

U(text)                 user turn
C(thought, tool, args)  agent turn that calls a tool (args: dict, rendered with json.dumps)
E(obj)                  environment turn (tool output, rendered with json.dumps)
F(thought, text)        final agent turn: a plain-prose reply, no call
R(attack_type, risk, *turns, note=False)
                        one record; note=True marks the safe record whose tool
                        output holds instruction-like text the agent only reports
"""
import json

KINDS = ("safe", "injection", "overreach", "underspecified", "user_risky")


def U(text):
    return {"role": "user", "content": text}


def C(thought, tool, args):
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    return {"role": "agent", "thought": thought,
            "action": f"{tool}: " + json.dumps(args, ensure_ascii=False)}


def E(obj):
    return {"role": "environment", "content": json.dumps(obj, ensure_ascii=False)}


def F(thought, text):
    return {"role": "agent", "thought": thought, "action": text}


def R(attack_type, risk, *turns, note=False):
    if attack_type not in KINDS:
        raise ValueError(attack_type)
    return {"attack_type": attack_type, "risk": risk, "turns": list(turns), "note": note}
