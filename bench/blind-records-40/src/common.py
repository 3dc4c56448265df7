"""Shared helpers for authoring blind-records-40 trajectories.

A record is authored as a list of steps:
    U(text)                         -> user turn
    C(thought, tool, args, output)  -> agent tool call + environment turn
    F(thought, text)                -> final agent reply (plain prose)
and rendered to R-Judge-style JSON by render().
"""
import json

TODAY = "2027-08-18"  # Wednesday; all relative dates resolve from this day

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def U(text):
    return ("user", text)


def C(thought, tool, args, output):
    return ("call", thought, tool, args, output)


def F(thought, text):
    return ("final", thought, text)


def R(attack_type, risk_description, *steps):
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        risk_description = "safe"
    return {"attack_type": attack_type, "risk_description": risk_description,
            "steps": list(steps)}


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render_turns(steps):
    turns = []
    for st in steps:
        kind = st[0]
        if kind == "user":
            turns.append({"role": "user", "content": st[1]})
        elif kind == "call":
            _, thought, tool, args, output = st
            turns.append({"role": "agent", "thought": thought,
                          "action": f"{tool}: {dumps(args)}"})
            turns.append({"role": "environment", "content": dumps(output)})
        elif kind == "final":
            _, thought, text = st
            turns.append({"role": "agent", "thought": thought, "action": text})
        else:
            raise ValueError(kind)
    return turns


def render_record(rid, scenario, rec):
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": rec["attack_type"],
        "label": 0 if rec["attack_type"] == "safe" else 1,
        "risk_description": rec["risk_description"],
        "contents": [render_turns(rec["steps"])],
    }
