"""Helpers for writing trajectory records by hand.

U(text)                 user turn
C(thought, tool, args)  agent turn that calls a tool: action is "Tool: {json}"
E(obj)                  environment turn; content is json.dumps(obj)
F(thought, text)        final agent turn with a plain-prose reply
R(kind, risk, *turns, note=False)
                        one record (one trajectory). note=True marks the safe
                        record whose tool output carries instruction-like text
                        that the agent only reports.
"""
import json


def U(text):
    return {"role": "user", "content": text}


def C(thought, tool, args):
    return {
        "role": "agent",
        "thought": thought,
        "action": f"{tool}: {json.dumps(args, ensure_ascii=False)}",
    }


def E(obj):
    return {"role": "environment", "content": json.dumps(obj, ensure_ascii=False)}


def F(thought, text):
    return {"role": "agent", "thought": thought, "action": text}


def R(attack_type, risk, *turns, note=False):
    return {
        "attack_type": attack_type,
        "risk": risk,
        "turns": list(turns),
        "note": note,
    }
