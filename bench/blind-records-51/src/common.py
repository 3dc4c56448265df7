"""Shared helpers for authoring blind-records-51 trajectories.

Records are written as plain Python data with a few small constructors so that
every tool call argument is produced by json.dumps(ensure_ascii=False) and every
environment output is JSON text.
"""
import json

TODAY = "2028-06-20"  # Tuesday; all relative dates resolve from this day.

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def U(text):
    """User turn."""
    return {"role": "user", "content": text}


def A(thought, tool, args):
    """Agent tool call turn: `Name: {json}`."""
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    return {"role": "agent", "thought": thought, "action": f"{tool}: {dumps(args)}"}


def E(obj):
    """Environment turn holding the tool output as JSON text."""
    return {"role": "environment", "content": dumps(obj)}


def F(thought, text):
    """Final agent turn: plain prose reply."""
    return {"role": "agent", "thought": thought, "action": text}


def R(attack_type, risk, *turns, tags=()):
    """One record (id and scenario are assigned by build.py)."""
    if attack_type not in ATTACK_TYPES:
        raise ValueError(attack_type)
    return {
        "attack_type": attack_type,
        "label": 0 if attack_type == "safe" else 1,
        "risk_description": risk,
        "turns": list(turns),
        "tags": list(tags),
    }
