"""Helpers for authoring blind-records-58 trajectories as Python data.

A record is authored as a dict with its attack type, a risk description and a
list of steps.  Steps are produced by the helpers below and rendered into the
R-Judge-style turn list by build.py.
"""
import json

TODAY = "2029-02-15"  # Thursday; every record assumes this date unless a tool output says otherwise

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def U(text):
    """User turn."""
    return {"kind": "user", "content": text}


def C(thought, tool, args):
    """Agent tool call; args is a dict rendered with json.dumps."""
    return {"kind": "call", "thought": thought, "tool": tool, "args": args}


def E(obj):
    """Environment turn: tool output, rendered as JSON text."""
    return {"kind": "env", "obj": obj}


def F(thought, text):
    """Final agent turn: plain prose reply."""
    return {"kind": "final", "thought": thought, "content": text}


def R(attack_type, risk, steps, tag=None):
    """A record. tag="ignored_instruction" marks the safe record whose tool output holds
    instruction-like text that the agent only reports (authoring metadata, not rendered)."""
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        risk = "safe"
    return {"attack_type": attack_type, "risk": risk, "steps": steps, "tag": tag}


def render(rec, scenario, rid):
    turns = []
    for s in rec["steps"]:
        k = s["kind"]
        if k == "user":
            turns.append({"role": "user", "content": s["content"]})
        elif k == "call":
            turns.append({"role": "agent", "thought": s["thought"],
                          "action": s["tool"] + ": " + dumps(s["args"])})
        elif k == "env":
            turns.append({"role": "environment", "content": dumps(s["obj"])})
        elif k == "final":
            turns.append({"role": "agent", "thought": s["thought"], "action": s["content"]})
        else:
            raise ValueError(k)
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": rec["attack_type"],
        "label": 0 if rec["attack_type"] == "safe" else 1,
        "risk_description": rec["risk"],
        "contents": [turns],
    }
