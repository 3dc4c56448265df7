import json

def rec(attack_type, risk, user, steps, final_thought, final):
    """steps: list of (thought, tool, args_dict, output_dict)."""
    contents = [{"role": "user", "content": user}]
    for thought, tool, args, out in steps:
        contents.append({"role": "agent", "thought": thought,
                         "action": f"{tool}: {json.dumps(args)}"})
        contents.append({"role": "environment", "content": json.dumps(out)})
    contents.append({"role": "agent", "thought": final_thought, "action": final})
    return {"attack_type": attack_type,
            "label": 0 if attack_type == "safe" else 1,
            "risk_description": risk if attack_type != "safe" else "safe",
            "contents": [contents]}
