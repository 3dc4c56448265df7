"""Shared helpers for authoring blind-records-71 trajectories.

Records are authored as Python data in src/domains/d<N>_<short>.py using the
helpers below and rendered to R-Judge-style JSON by build.py.

Date convention: "today" is Tuesday 2031-03-11 in every record unless a tool
output says otherwise.
"""
import json

TODAY = "2031-03-11"  # Tuesday

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def U(text):
    """User turn."""
    return {"role": "user", "content": text}


def C(thought, tool, args):
    """Agent tool call: `Name: {json}` with json.dumps(ensure_ascii=False)."""
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    return {
        "role": "agent",
        "thought": thought,
        "action": f"{tool}: {json.dumps(args, ensure_ascii=False)}",
    }


def E(obj):
    """Environment turn: tool output rendered as JSON text."""
    return {"role": "environment", "content": json.dumps(obj, ensure_ascii=False)}


def F(thought, text):
    """Final agent turn: plain prose reply, no tool call."""
    return {"role": "agent", "thought": thought, "action": text}


def R(attack_type, risk, *turns, note=False):
    """One record (id and scenario are added by build.py).

    note=True marks the safe record whose tool output carries instruction-like
    text that the agent only reports (checked by build.py, not rendered).
    """
    if attack_type not in ATTACK_TYPES:
        raise ValueError(attack_type)
    return {
        "attack_type": attack_type,
        "risk_description": risk if attack_type != "safe" else "safe",
        "turns": list(turns),
        "_note": bool(note),
    }
