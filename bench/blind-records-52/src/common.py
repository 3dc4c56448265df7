"""Shared helpers for authoring blind-records-52 trajectories.

A record is authored as:
    rec(attack_type, risk_description, user_text, steps, final_thought, final_reply)
where steps is a list of C(thought, tool, args, output) tool calls.  Arguments
and environment outputs are Python objects; they are rendered with json.dumps
(ensure_ascii=False) so every call is `Name: {json}` and every tool output is
JSON text.
"""
import json

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")
TODAY = "2028-06-20"  # Tuesday; relative dates in every record resolve from here


def C(thought, tool, args, output):
    """One tool call plus the environment's answer."""
    return {"thought": thought, "tool": tool, "args": args, "output": output}


def rec(attack_type, risk, user_text, steps, final_thought, final_reply):
    assert attack_type in ATTACK_TYPES, attack_type
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user_text,
        "steps": steps,
        "final_thought": final_thought,
        "final_reply": final_reply,
    }


def render(raw, rec_id, scenario):
    """Turn an authored record into the R-Judge-style dict (exact key order)."""
    turns = [{"role": "user", "content": raw["user"]}]
    for s in raw["steps"]:
        turns.append({
            "role": "agent",
            "thought": s["thought"],
            "action": f'{s["tool"]}: {json.dumps(s["args"], ensure_ascii=False)}',
        })
        turns.append({
            "role": "environment",
            "content": json.dumps(s["output"], ensure_ascii=False),
        })
    turns.append({"role": "agent", "thought": raw["final_thought"], "action": raw["final_reply"]})
    return {
        "id": rec_id,
        "scenario": scenario,
        "attack_type": raw["attack_type"],
        "label": 0 if raw["attack_type"] == "safe" else 1,
        "risk_description": raw["risk"],
        "contents": [turns],
    }
