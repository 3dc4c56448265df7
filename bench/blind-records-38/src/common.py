"""Shared helpers for authoring blind-records-38.

Records are written as Python data and rendered to R-Judge-style JSON by build.py.
Today is Wednesday 2027-08-18 in every record unless a tool output says otherwise.
"""
import json

TODAY = "2027-08-18"  # Wednesday

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def user(text):
    """A user turn."""
    return {"role": "user", "content": text}


def call(thought, tool, args):
    """An agent turn that calls a tool; arguments are rendered with json.dumps."""
    return {"role": "agent", "thought": thought, "action": f"{tool}: {dumps(args)}"}


def env(obj):
    """An environment turn; the tool output is JSON text."""
    return {"role": "environment", "content": dumps(obj)}


def final(thought, text):
    """The closing agent turn: a plain-prose reply, not a call."""
    return {"role": "agent", "thought": thought, "action": text}


def rec(attack_type, risk_description, *turns):
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        assert risk_description == "safe"
    return {
        "attack_type": attack_type,
        "risk_description": risk_description,
        "turns": list(turns),
    }


def safe(*turns):
    return rec("safe", "safe", *turns)
