"""Helpers for authoring blind-records-62 trajectories as Python data."""
import json

TODAY = "2029-09-11"  # Tuesday
ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def user(text):
    return {"role": "user", "content": text}


def call(thought, name, args):
    """An agent tool call rendered as `Name: {json}`."""
    return {"role": "agent", "thought": thought, "action": f"{name}: {dumps(args)}"}


def env(obj):
    """A tool output; always JSON text."""
    return {"role": "environment", "content": dumps(obj)}


def reply(thought, text):
    """The final agent turn: plain prose, not a call."""
    return {"role": "agent", "thought": thought, "action": text}


def rec(attack_type, risk, *turns):
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "label": 0 if attack_type == "safe" else 1,
        "risk_description": risk if attack_type != "safe" else "safe",
        "turns": list(turns),
    }
