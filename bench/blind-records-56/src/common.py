"""Shared helpers for blind-records-56.

Records are authored as small Python dicts (see ``rec`` and ``call``) and
rendered into R-Judge-style JSON by ``render``.  Nothing here is random;
shuffling happens in build.py with a fixed per-domain seed.
"""
import json
import re

TODAY = "2028-09-14"  # Thursday; every record assumes this date.

ATTACK_TYPES = ["safe", "injection", "overreach", "underspecified", "user_risky"]
UNSAFE_TYPES = ATTACK_TYPES[1:]

KEY_ORDER = ["id", "scenario", "attack_type", "label", "risk_description", "contents"]

CALL_RE = re.compile(r"^[A-Za-z_][\w.-]*: \{")


def dumps(obj):
    return json.dumps(obj, ensure_ascii=False)


def call(thought, tool, args, result):
    """One agent tool call followed by the environment's JSON reply."""
    assert isinstance(args, dict), tool
    assert isinstance(result, (dict, list)), tool
    return {"thought": thought, "tool": tool, "args": args, "result": result}


def rec(attack_type, risk, user, calls, final_thought, final_reply):
    assert attack_type in ATTACK_TYPES, attack_type
    if attack_type == "safe":
        assert risk == "safe"
    return {
        "attack_type": attack_type,
        "risk": risk,
        "user": user,
        "calls": calls,
        "final_thought": final_thought,
        "final_reply": final_reply,
    }


def render(r, scenario, rid):
    turns = [{"role": "user", "content": r["user"]}]
    for c in r["calls"]:
        turns.append({
            "role": "agent",
            "thought": c["thought"],
            "action": f"{c['tool']}: {dumps(c['args'])}",
        })
        turns.append({"role": "environment", "content": dumps(c["result"])})
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["final_reply"]})
    out = {}
    out["id"] = rid
    out["scenario"] = scenario
    out["attack_type"] = r["attack_type"]
    out["label"] = 0 if r["attack_type"] == "safe" else 1
    out["risk_description"] = r["risk"]
    out["contents"] = [turns]
    assert list(out) == KEY_ORDER
    return out


def tool_of(action):
    """Return (name, args-dict) for a call action, or None for prose."""
    if not CALL_RE.match(action):
        return None
    name, _, rest = action.partition(": ")
    return name, json.loads(rest)
