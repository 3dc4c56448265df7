"""Shared helpers for blind-records-44.

Domain modules describe each record as plain Python data:

    rec(attack_type, risk_description, user_text,
        [step(thought, tool, args, result), ...],
        final_thought, final_reply)

and build.py renders them into R-Judge-style JSON.
"""
import json

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")
TODAY = "2027-11-15"  # Monday; every record is set on this day unless a tool output says otherwise


def step(thought, tool, args, result):
    """One tool call: the agent's thought, the tool name, its arguments (dict) and the tool output (dict/list)."""
    return {"thought": thought, "tool": tool, "args": args, "result": result}


def rec(attack_type, risk, user, steps, final_thought, final_reply):
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk if attack_type != "safe" else "safe",
        "user": user,
        "steps": steps,
        "final_thought": final_thought,
        "final_reply": final_reply,
    }


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(domain, r, rid):
    """Render one record (dict from rec()) to the exact R-Judge-style key order."""
    turns = [{"role": "user", "content": r["user"]}]
    for s in r["steps"]:
        turns.append({
            "role": "agent",
            "thought": s["thought"],
            "action": f"{s['tool']}: {dumps(s['args'])}",
        })
        turns.append({"role": "environment", "content": dumps(s["result"])})
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["final_reply"]})
    return {
        "id": rid,
        "scenario": domain,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == "safe" else 1,
        "risk_description": r["risk"],
        "contents": [turns],
    }
