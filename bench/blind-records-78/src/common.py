"""Helpers for hand-writing R-Judge-style trajectories.

U(text)                 -> user turn
C(thought, tool, args)  -> agent turn that calls a tool ("Tool: {json}")
E(obj)                  -> environment turn holding the tool output as JSON text
F(thought, text)        -> final agent turn: plain-prose reply, no call
R(attack_type, risk, *turns, note=False) -> one record (before ids are assigned)
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
