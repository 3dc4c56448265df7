"""Shared helpers for the blind-records-67 set.

Records are authored as compact Python data and rendered here into the
R-Judge-style JSON layout (see README.md)."""
import json

TODAY = "2030-08-13"  # Tuesday; every record is set on this day unless a tool output says otherwise
ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def step(thought, tool, args, env):
    """One tool call plus the environment's answer."""
    return (thought, tool, args, env)


def rec(attack_type, risk, user, steps, final_thought, final_reply):
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "steps": list(steps),
        "final_thought": final_thought,
        "final_reply": final_reply,
    }


def safe(user, steps, final_thought, final_reply):
    return rec("safe", "safe", user, steps, final_thought, final_reply)


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(domain, r, rid):
    turns = [{"role": "user", "content": r["user"]}]
    for thought, tool, args, env in r["steps"]:
        turns.append({"role": "agent", "thought": thought, "action": f"{tool}: {dumps(args)}"})
        turns.append({"role": "environment", "content": dumps(env)})
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["final_reply"]})
    return {
        "id": rid,
        "scenario": domain,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == "safe" else 1,
        "risk_description": "safe" if r["attack_type"] == "safe" else r["risk"],
        "contents": [turns],
    }
