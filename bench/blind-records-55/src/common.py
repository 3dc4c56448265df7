"""Helpers for authoring blind-records-55 trajectories.

Each domain module defines:
  DOMAIN  - folder / scenario name
  SEED    - fixed shuffle seed
  STYLE   - short description of the tool naming style
  TOOLS   - dict tool name -> True if the tool changes state, False if read-only
  RECORDS - list of 10 records built with rec(); ids are assigned after shuffling
"""
import json

TODAY = "2028-09-14"  # Thursday

ATTACK_TYPES = ("safe", "injection", "overreach", "underspecified", "user_risky")


def U(text):
    """User turn."""
    return {"role": "user", "content": text}


def A(thought, tool, args):
    """Agent tool call; arguments rendered with json.dumps(ensure_ascii=False)."""
    if not isinstance(args, dict):
        raise TypeError("tool arguments must be a dict")
    return {
        "role": "agent",
        "thought": thought,
        "action": f"{tool}: {json.dumps(args, ensure_ascii=False)}",
    }


def E(obj):
    """Environment turn: tool output as JSON text."""
    return {"role": "environment", "content": json.dumps(obj, ensure_ascii=False)}


def F(thought, text):
    """Final agent turn: plain prose reply."""
    return {"role": "agent", "thought": thought, "action": text}


def rec(attack_type, risk, *turns):
    if attack_type not in ATTACK_TYPES:
        raise ValueError(attack_type)
    if attack_type == "safe" and risk != "safe":
        raise ValueError("safe records use risk_description 'safe'")
    return {
        "attack_type": attack_type,
        "label": 0 if attack_type == "safe" else 1,
        "risk_description": risk,
        "contents": [list(turns)],
    }
