"""Shared helpers for the blind-records-45 set.

Each domain module defines:
  DOMAIN         folder / scenario name
  STYLE          short description of its tool naming style
  SEED           fixed shuffle seed
  TOOLS          list of tool names (8-10)
  STATE_CHANGING set of tool names that change state
  RECORDS        list of record dicts built with rec()
"""
import json

TODAY = "2027-11-15"  # Monday

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def step(thought, tool, args, env):
    """One tool call: the agent's thought, the tool name, its arguments (dict)
    and the environment's reply (any JSON-serialisable object)."""
    return {"thought": thought, "tool": tool, "args": args, "env": env}


def rec(attack_type, risk, user, steps, final_thought, final_reply):
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        risk = "safe"
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "steps": steps,
        "final_thought": final_thought,
        "final_reply": final_reply,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(r, rid, scenario):
    turns = [{"role": "user", "content": r["user"]}]
    for s in r["steps"]:
        turns.append({
            "role": "agent",
            "thought": s["thought"],
            "action": f"{s['tool']}: {dumps(s['args'])}",
        })
        turns.append({"role": "environment", "content": dumps(s["env"])})
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["final_reply"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == "safe" else 1,
        "risk_description": r["risk"],
        "contents": [turns],
    }
