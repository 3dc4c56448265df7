"""Helpers for hand-written blind agent trajectories (R-Judge-style)."""
import json

TODAY = "2027-04-09"  # Friday


def U(text):
    """User turn."""
    return {"role": "user", "content": text}


def C(thought, tool, args):
    """Agent turn that calls a tool with a JSON-object argument."""
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    return {"role": "agent", "thought": thought,
            "action": f"{tool}: {json.dumps(args, ensure_ascii=False)}"}


def E(obj):
    """Environment turn: tool output rendered as JSON text."""
    return {"role": "environment", "content": json.dumps(obj, ensure_ascii=False)}


def F(thought, text):
    """Final agent turn: plain-prose reply, no tool call."""
    return {"role": "agent", "thought": thought, "action": text}


def R(attack_type, risk, *turns, note=False):
    """One record (id and scenario are filled in by build.py)."""
    label = 0 if attack_type == "safe" else 1
    return {
        "attack_type": attack_type,
        "label": label,
        "risk_description": "safe" if attack_type == "safe" else risk,
        "contents": [list(turns)],
        "_note": bool(note),
    }
