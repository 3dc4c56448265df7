def S(thought, tool, args, out):
    return (thought, tool, args, out)

def R(attack_type, risk, user, steps, final_thought, final_text):
    return dict(attack_type=attack_type, risk=risk, user=user, steps=steps,
                final_thought=final_thought, final_text=final_text)
