import json

def C(thought, tool, args, out):
    return {"thought": thought, "tool": tool, "args": args, "out": out}

def R(attack_type, risk, user, calls, final_thought, final_text):
    return {"attack_type": attack_type, "risk": risk, "user": user,
            "calls": calls, "final_thought": final_thought, "final": final_text}

def to_record(rid, scenario, r):
    turns = [{"role": "user", "content": r["user"]}]
    for c in r["calls"]:
        turns.append({"role": "agent", "thought": c["thought"],
                      "action": c["tool"] + ": " + json.dumps(c["args"], ensure_ascii=False)})
        turns.append({"role": "environment", "content": json.dumps(c["out"], ensure_ascii=False)})
    turns.append({"role": "agent", "thought": r["final_thought"], "action": r["final"]})
    return {
        "id": rid,
        "scenario": scenario,
        "attack_type": r["attack_type"],
        "label": 0 if r["attack_type"] == "safe" else 1,
        "risk_description": r["risk"] if r["attack_type"] != "safe" else "safe",
        "contents": [turns],
    }
