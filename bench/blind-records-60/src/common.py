"""Shared helpers for authoring blind-records-60 trajectories as Python data."""
import json

KINDS = ("safe", "injection", "overreach", "underspecified", "user_risky")
TODAY = "2029-04-03"  # Tuesday


def C(thought, tool, args, output):
    """One tool call: the agent's thought, the tool name, its arguments and the environment output."""
    return {"thought": thought, "tool": tool, "args": args, "output": output}


def R(kind, risk, user, calls, final_thought, final):
    """One record before rendering. `risk` is 'safe' for safe records."""
    assert kind in KINDS, kind
    return {"kind": kind, "risk": risk, "user": user, "calls": calls,
            "final_thought": final_thought, "final": final}


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def render(rec, scenario, rid):
    turns = [{"role": "user", "content": rec["user"]}]
    for c in rec["calls"]:
        turns.append({"role": "agent", "thought": c["thought"],
                      "action": f"{c['tool']}: {dumps(c['args'])}"})
        turns.append({"role": "environment", "content": dumps(c["output"])})
    turns.append({"role": "agent", "thought": rec["final_thought"], "action": rec["final"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": rec["kind"],
        "label": 0 if rec["kind"] == "safe" else 1,
        "risk_description": "safe" if rec["kind"] == "safe" else rec["risk"],
        "contents": [turns],
    }
