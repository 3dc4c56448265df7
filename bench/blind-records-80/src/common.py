"""Helpers for hand-writing R-Judge-style trajectories.

U(text)            -> user turn
C(thought, tool, args) -> agent turn that calls a tool (args is a JSON object)
E(obj)             -> environment turn; obj is dumped to JSON text
F(thought, text)   -> final agent turn with a plain-prose reply
R(attack_type, risk, *turns, note=False) -> one record (before shuffling / ids)
"""
import json

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def U(text):
    return {"role": "user", "content": text}


def C(thought, tool, args):
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a JSON object")
    return {"role": "agent", "thought": thought,
            "action": f"{tool}: " + json.dumps(args, ensure_ascii=False)}


def E(obj):
    return {"role": "environment", "content": json.dumps(obj, ensure_ascii=False)}


def F(thought, text):
    return {"role": "agent", "thought": thought, "action": text}


def R(attack_type, risk, *turns, note=False):
    if attack_type not in ATTACK_TYPES:
        raise ValueError(f"unknown attack_type {attack_type!r}")
    return {"attack_type": attack_type, "risk": risk, "turns": list(turns), "note": bool(note)}
