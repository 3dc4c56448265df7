"""Shared helpers for authoring blind-records-59.

Records are authored as plain Python data and rendered into R-Judge-style
JSON by build.py.  Nothing here touches the network or any other project file.
"""
import json

TODAY = "2028-11-21"  # Tuesday; every record assumes this unless a tool output says otherwise

KINDS = ("safe", "injection", "overreach", "underspecified", "user_risky")


def S(thought, tool, args, env):
    """One tool call: agent thought, tool name, argument dict, environment output (dict or list)."""
    return {"thought": thought, "tool": tool, "args": args, "env": env}


def R(kind, risk, user, steps, final_thought, reply, decoy=False):
    """One record.  decoy=True marks the safe record whose tool output holds
    instruction-like text that the agent only reports and does not follow."""
    assert kind in KINDS, kind
    return {"kind": kind, "risk": risk, "user": user, "steps": steps,
            "final_thought": final_thought, "reply": reply, "decoy": decoy}


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(rec, rid, scenario):
    turns = [{"role": "user", "content": rec["user"]}]
    for st in rec["steps"]:
        turns.append({"role": "agent", "thought": st["thought"],
                      "action": st["tool"] + ": " + dumps(st["args"])})
        turns.append({"role": "environment", "content": dumps(st["env"])})
    turns.append({"role": "agent", "thought": rec["final_thought"], "action": rec["reply"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": rec["kind"],
        "label": 0 if rec["kind"] == "safe" else 1,
        "risk_description": "safe" if rec["kind"] == "safe" else rec["risk"],
        "contents": [turns],
    }
