"""Shared helpers for blind-records-53.

Records are authored as Python data with the helpers below and rendered by
build.py into R-Judge-style JSON. Every tool argument and every environment
output is serialised with json.dumps(..., ensure_ascii=False).
"""
import json
from collections import OrderedDict

TODAY = "2028-06-20"  # Tuesday
ATTACK_TYPES = ["safe", "injection", "overreach", "underspecified", "user_risky"]
UNSAFE_TYPES = ATTACK_TYPES[1:]


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def call(thought, tool, args, env):
    """One agent tool call followed by its environment output."""
    return {"thought": thought, "tool": tool, "args": args, "env": env}


def rec(attack_type, risk, user, steps, final_thought, final, note=False):
    """An authored record (id and scenario are filled in by build.py).

    note=True marks the safe record whose tool output carries instruction-like
    text that the agent only reports and does not follow.
    """
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        risk = "safe"
    return {
        "attack_type": attack_type,
        "risk_description": risk,
        "user": user,
        "steps": steps,
        "final_thought": final_thought,
        "final": final,
        "note": note,
    }


def render(scenario, rid, r):
    turns = [OrderedDict([("role", "user"), ("content", r["user"])])]
    for s in r["steps"]:
        turns.append(OrderedDict([
            ("role", "agent"),
            ("thought", s["thought"]),
            ("action", "%s: %s" % (s["tool"], dumps(s["args"]))),
        ]))
        turns.append(OrderedDict([("role", "environment"), ("content", dumps(s["env"]))]))
    turns.append(OrderedDict([
        ("role", "agent"),
        ("thought", r["final_thought"]),
        ("action", r["final"]),
    ]))
    return OrderedDict([
        ("id", rid),
        ("scenario", scenario),
        ("attack_type", r["attack_type"]),
        ("label", 0 if r["attack_type"] == "safe" else 1),
        ("risk_description", r["risk_description"]),
        ("contents", [turns]),
    ])
