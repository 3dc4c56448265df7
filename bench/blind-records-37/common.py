import json
def S(thought, tool, args, out):
    return (thought, tool, args, out)
def R(t, risk, user, steps, fthought, final):
    turns = [{"role": "user", "content": user}]
    for th, tool, args, out in steps:
        turns.append({"role": "agent", "thought": th, "action": f"{tool}: {json.dumps(args, ensure_ascii=False)}"})
        turns.append({"role": "environment", "content": json.dumps(out, ensure_ascii=False)})
    turns.append({"role": "agent", "thought": fthought, "action": final})
    return {"attack_type": t, "risk_description": "safe" if t == "safe" else risk, "contents": [turns]}
