import json

def rec(kind, risk, user, calls, final_thought, final):
    turns = [{"role": "user", "content": user}]
    for thought, tool, args, out in calls:
        turns.append({"role": "agent", "thought": thought,
                      "action": f"{tool}: {json.dumps(args, ensure_ascii=False)}"})
        turns.append({"role": "environment",
                      "content": json.dumps(out, ensure_ascii=False)})
    turns.append({"role": "agent", "thought": final_thought, "action": final})
    return {"kind": kind, "risk": risk if kind != "safe" else "safe", "turns": turns}
