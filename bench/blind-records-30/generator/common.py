def R(t, risk, user, steps, final_thought, final):
    return dict(attack_type=t, risk=risk, user=user, steps=steps, ft=final_thought, final=final)
def S(thought, tool, args, out):
    return (thought, tool, args, out)
