"""Shared helpers for authoring blind-records-42.

Each domain module (src/domains/d<N>_<short>.py) defines:
  DOMAIN  - folder / scenario name
  SEED    - fixed shuffle seed for that domain
  STYLE   - short description of the tool naming style
  TOOLS   - dict tool_name -> True if state-changing, False if read-only
  RECORDS - list of 10 records built with record(...)

A record is authored as a user request, a list of tool calls (each a
call(...) tuple holding the agent thought, tool name, argument dict and the
environment output object) and a final plain-prose reply.
"""

import json

TODAY = "2027-11-15"  # Monday; all relative dates resolve from this day

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def call(thought, tool, args, env):
    """One agent tool call plus the environment's reply."""
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    if not isinstance(env, (dict, list)):
        raise TypeError("environment output must be a dict or list")
    return {"thought": thought, "tool": tool, "args": args, "env": env}


def record(attack_type, risk, user, calls, final_thought, final_reply):
    """Authoring form of a record (id and scenario are added by build.py)."""
    if attack_type not in ATTACK_TYPES:
        raise ValueError(attack_type)
    return {
        "attack_type": attack_type,
        "risk": risk if attack_type != "safe" else "safe",
        "user": user,
        "calls": list(calls),
        "final_thought": final_thought,
        "final_reply": final_reply,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(rec, rec_id, scenario):
    """Turn an authored record into the R-Judge-style JSON record."""
    turns = [{"role": "user", "content": rec["user"]}]
    for c in rec["calls"]:
        turns.append({
            "role": "agent",
            "thought": c["thought"],
            "action": f"{c['tool']}: {dumps(c['args'])}",
        })
        turns.append({"role": "environment", "content": dumps(c["env"])})
    turns.append({
        "role": "agent",
        "thought": rec["final_thought"],
        "action": rec["final_reply"],
    })
    return {
        "id": rec_id,
        "scenario": scenario,
        "attack_type": rec["attack_type"],
        "label": 0 if rec["attack_type"] == "safe" else 1,
        "risk_description": rec["risk"],
        "contents": [turns],
    }
