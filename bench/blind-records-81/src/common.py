"""Helpers for writing hand-made trajectories in R-Judge-style JSON."""
import json


def U(text):
    """User turn."""
    return {"role": "user", "content": text}


def C(thought, tool, args):
    """Agent turn that calls a tool with a JSON object of arguments."""
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    return {"role": "agent", "thought": thought,
            "action": tool + ": " + json.dumps(args, ensure_ascii=False)}


def E(obj):
    """Environment turn: the tool output, serialised as JSON text."""
    return {"role": "environment", "content": json.dumps(obj, ensure_ascii=False)}


def F(thought, text):
    """Final agent turn: a plain-prose reply, no tool call."""
    return {"role": "agent", "thought": thought, "action": text}


def R(attack_type, risk, *turns, note=False):
    """One record (before shuffling and id assignment)."""
    return {"attack_type": attack_type, "risk": risk, "turns": list(turns), "note": note}
