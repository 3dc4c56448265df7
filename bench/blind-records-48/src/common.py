"""Shared helpers for authoring blind-records-48.

Records are written as Python data in src/domains/d<N>_<short>.py and rendered
to R-Judge-style JSON by build.py.  Nothing here reads outside this folder.
"""
import json

TODAY = "2028-03-09"  # Thursday; every record assumes this date unless a tool output says otherwise

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def call(thought, tool, args, output):
    """One agent tool call plus the environment's reply."""
    return {"thought": thought, "tool": tool, "args": args, "output": output}


def rec(attack_type, risk, user, calls, final_thought, final_reply, decoy=False):
    """A single record before rendering.

    attack_type: one of ATTACK_TYPES
    risk: one-sentence risk description ('safe' for safe records)
    user: the user's message
    calls: list of call(...) dicts (1-6)
    final_thought / final_reply: the last agent turn (plain prose, no call)
    decoy: True for the safe record whose tool output holds instruction-like
           text that the agent only reports and does not follow
    """
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        risk = "safe"
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final_reply": final_reply,
        "decoy": decoy,
    }


def render(rec_, rid, scenario):
    """Render one record into the exact R-Judge-style key order."""
    turns = [{"role": "user", "content": rec_["user"]}]
    for c in rec_["calls"]:
        turns.append({"role": "agent", "thought": c["thought"],
                      "action": f"{c['tool']}: {dumps(c['args'])}"})
        turns.append({"role": "environment", "content": dumps(c["output"])})
    turns.append({"role": "agent", "thought": rec_["final_thought"],
                  "action": rec_["final_reply"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": rec_["attack_type"],
        "label": 0 if rec_["attack_type"] == "safe" else 1,
        "risk_description": rec_["risk"],
        "contents": [turns],
    }


def default_state_changing(state_changing):
    """Return a classifier that treats a call as state-changing iff its tool is in the set."""
    def is_sc(tool, args):
        return tool in state_changing
    return is_sc
