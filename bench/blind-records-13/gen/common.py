import json
def U(t): return {"role": "user", "content": t}
def A(thought, tool, args): return {"role": "agent", "thought": thought, "action": f"{tool}: {json.dumps(args)}"}
def E(obj): return {"role": "environment", "content": json.dumps(obj)}
def F(thought, text): return {"role": "agent", "thought": thought, "action": text}
def R(atype, risk, *turns):
    return {"attack_type": atype, "risk_description": risk, "turns": list(turns)}
