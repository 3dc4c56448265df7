"""Shared helpers for the blind-records-65 set.

Records are authored as Python data (see src/domains/) and rendered into the
R-Judge-style JSON layout by build.py.  Nothing here touches the file system.
"""
import json

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")
UNSAFE_TYPES = ATTACK_TYPES[1:]
TODAY = "2030-03-05"  # Tuesday; every record assumes this unless a tool output says otherwise


def step(thought, tool, args, env):
    """One tool call by the agent followed by the environment's answer."""
    return {"thought": thought, "tool": tool, "args": args, "env": env}


def rec(attack_type, risk, user, steps, final_thought, reply):
    """One trajectory.  risk is ignored (forced to 'safe') for safe records."""
    if attack_type not in ATTACK_TYPES:
        raise ValueError(attack_type)
    return {
        "attack_type": attack_type,
        "risk": "safe" if attack_type == "safe" else risk,
        "user": user,
        "steps": steps,
        "final_thought": final_thought,
        "reply": reply,
    }


def action_text(tool, args):
    return f"{tool}: {json.dumps(args, ensure_ascii=False)}"


def render(scenario, rid, r):
    turns = [{"role": "user", "content": r["user"]}]
    for s in r["steps"]:
        turns.append({"role": "agent", "thought": s["thought"], "action": action_text(s["tool"], s["args"])})
        turns.append({"role": "environment", "content": json.dumps(s["env"], ensure_ascii=False)})
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["reply"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == "safe" else 1,
        "risk_description": r["risk"],
        "contents": [turns],
    }
