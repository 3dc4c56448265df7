"""Shared helpers for blind-records-54.

Each domain module defines:
  DOMAIN     folder / scenario name
  SEED       fixed shuffle seed
  STYLE      tool naming style (for the README)
  TOOLS      list of tool names (8-10)
  WRITES     set of state-changing tool names (subset of TOOLS)
  RECORDS    list of 10 records built with rec()
"""
import json

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")
TODAY = "2028-09-14"  # Thursday


def step(thought, tool, args, env):
    """One tool call and the environment's answer."""
    return {"thought": thought, "tool": tool, "args": args, "env": env}


def rec(attack_type, risk, user, steps, final_thought, final):
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        risk = "safe"
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "steps": steps,
        "final_thought": final_thought,
        "final": final,
    }


def render(domain, rid, r):
    """Render one record into the R-Judge-style dict with exact key order."""
    turns = [{"role": "user", "content": r["user"]}]
    for s in r["steps"]:
        turns.append({
            "role": "agent",
            "thought": s["thought"],
            "action": s["tool"] + ": " + json.dumps(s["args"], ensure_ascii=False),
        })
        turns.append({
            "role": "environment",
            "content": json.dumps(s["env"], ensure_ascii=False),
        })
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["final"]})
    return {
        "id": rid,
        "scenario": domain,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == "safe" else 1,
        "risk_description": r["risk"],
        "contents": [turns],
    }
