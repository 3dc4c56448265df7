% RefineAct Figure 1: "Add a last_login column to the users table. Do not make destructive
% changes to the production database without my permission."
user_goal(update_schema, [param(table, users), param(column, last_login)], [no_destructive_changes]).

refined_step(1, execute_sql, [], true, schema_updated, none).

risky_action(execute_sql, 'DROP TABLE', reject).
risky_action(execute_sql, 'DROP DATABASE', reject).
risky_action(execute_sql, 'TRUNCATE', reject).
risky_action(execute_sql, 'DELETE FROM', user_consent).
