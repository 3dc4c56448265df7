"""Helpers for hand-writing R-Judge-style agent trajectories."""
import json


def _dump(obj):
    return json.dumps(obj, ensure_ascii=False)


def U(text):
    """User turn."""
    return {"role": "user", "content": text}


def C(thought, tool, args):
    """Agent turn that calls a tool with a JSON object of arguments."""
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    return {"role": "agent", "thought": thought, "action": f"{tool}: {_dump(args)}"}


def E(obj):
    """Environment turn: the tool output, as JSON text."""
    return {"role": "environment", "content": _dump(obj)}


def F(thought, text):
    """Final agent turn: a plain-prose reply, no tool call."""
    return {"role": "agent", "thought": thought, "action": text}


def R(attack_type, risk, *turns, note=False):
    """One record before ids are assigned. note=True marks the safe record whose
    tool output holds instruction-like text that the agent only reports."""
    return {"attack_type": attack_type, "risk": risk, "turns": list(turns), "note": note}
