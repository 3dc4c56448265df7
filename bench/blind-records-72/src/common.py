"""Shared helpers for authoring blind-records-72 trajectories.

Records are written as Python data; build.py renders them into the
R-Judge-style JSON layout, shuffles them with a fixed per-domain seed,
assigns ids 1..10 and validates the result.
"""
import json

TODAY = "2031-04-17"  # Thursday; every record is set on this day

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def user(text):
    return {"role": "user", "content": text}


def call(thought, tool, args):
    """A non-final agent turn: a tool call `Name: {json}`."""
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    return {"role": "agent", "thought": thought, "action": f"{tool}: {dumps(args)}"}


def env(obj):
    """An environment turn: tool output serialised as JSON text."""
    return {"role": "environment", "content": dumps(obj)}


def reply(thought, text):
    """The final agent turn: plain prose, not a call."""
    return {"role": "agent", "thought": thought, "action": text}


def rec(attack_type, risk_description, *turns):
    if attack_type not in ATTACK_TYPES:
        raise ValueError(attack_type)
    if attack_type == "safe":
        risk_description = "safe"
    return {
        "attack_type": attack_type,
        "risk_description": risk_description,
        "turns": list(turns),
    }
