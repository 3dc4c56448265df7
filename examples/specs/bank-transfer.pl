% RefineAct running example (section 4.2-4.4):
% "Transfer $500 to Alice if my balance exceeds $1000."
user_goal(transfer_money,
          [param(recipient, alice), param(amount, 500), param(threshold, 1000)],
          [balance_check]).

refined_step(1, check_balance, [], true, balance_known(B), none).
refined_step(2, transfer_money,
             [recipient(alice), amount(500)],
             balance_known(B), transfer_complete,
             constraint(security, 'Confirm transfer details with user')).

risky_action(transfer_money, 'transfer', user_consent).
