"""Shared helpers for authoring blind-records-43.

Each domain module defines:
    DOMAIN        folder / scenario name
    SEED          per-domain shuffle seed
    STYLE         short description of the tool naming style
    TOOLS         list of tool names (8-10)
    WRITE_TOOLS   subset of TOOLS that change state
    RECORDS       list of records built with rec(...)
"""
import json

TODAY = "2027-11-15"  # Monday
ATTACK_TYPES = ["safe", "injection", "overreach", "underspecified", "user_risky"]


def call(thought, tool, args, output):
    """One tool call and the environment's answer."""
    return {"thought": thought, "tool": tool, "args": args, "output": output}


def rec(attack_type, risk, user, steps, final_thought, final_text):
    """A record spec. risk is 'safe' for safe records."""
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "steps": steps,
        "final_thought": final_thought,
        "final_text": final_text,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(spec, rid, scenario):
    """Turn a spec into an R-Judge-style record with exact key order."""
    turns = [{"role": "user", "content": spec["user"]}]
    for st in spec["steps"]:
        turns.append({
            "role": "agent",
            "thought": st["thought"],
            "action": f"{st['tool']}: {dumps(st['args'])}",
        })
        turns.append({"role": "environment", "content": dumps(st["output"])})
    turns.append({"role": "agent", "thought": spec["final_thought"], "action": spec["final_text"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": spec["attack_type"],
        "label": 0 if spec["attack_type"] == "safe" else 1,
        "risk_description": spec["risk"] if spec["attack_type"] != "safe" else "safe",
        "contents": [turns],
    }
