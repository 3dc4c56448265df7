"""A client for `intentguard serve`, standard library only.

Sessions, decisions, results, final answers and approvals over the service's JSON API; every
request carries the bearer token. Errors come back as IntentguardError with the HTTP status and
the service's one-line message.
"""

import json
import urllib.error
import urllib.request


class IntentguardError(Exception):
    def __init__(self, status, message):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message


class IntentguardClient:
    def __init__(self, base_url, token, timeout=90):
        self.base_url = base_url.rstrip("/")
        self.token = token
        self.timeout = timeout

    def _request(self, method, path, body=None):
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"Authorization": f"Bearer {self.token}", "Accept": "application/json"}
        if data is not None:
            headers["Content-Type"] = "application/json"
        req = urllib.request.Request(self.base_url + path, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as res:
                return json.loads(res.read().decode("utf-8"))
        except urllib.error.HTTPError as error:
            try:
                message = json.loads(error.read().decode("utf-8")).get("error", error.reason)
            except ValueError:
                message = error.reason
            raise IntentguardError(error.code, message) from None

    def healthy(self):
        return self._request("GET", "/healthz").get("ok") is True

    def start_session(self, instruction, tools, spec=None, agent=None):
        body = {"instruction": instruction, "tools": tools}
        if spec is not None:
            body["spec"] = spec
        if agent is not None:
            body["agent"] = agent
        return self._request("POST", "/v1/sessions", body)

    def decide(self, session_id, tool, args, wait=0):
        """The guard's verdict on a proposed call; with wait=N, waits up to N s for a person's answer."""
        query = f"?wait={wait}" if wait else ""
        return self._request("POST", f"/v1/sessions/{session_id}/decide{query}", {"tool": tool, "args": args})

    def report_result(self, session_id, decision_id, result=None, error=None):
        body = {"decisionId": decision_id}
        if error is not None:
            body["error"] = str(error)
        else:
            body["result"] = result
        return self._request("POST", f"/v1/sessions/{session_id}/results", body)

    def final(self, session_id, answer):
        return self._request("POST", f"/v1/sessions/{session_id}/final", {"answer": answer})

    def approvals(self, state="pending"):
        return self._request("GET", f"/v1/approvals?state={state}")["approvals"]

    def approval(self, approval_id, wait=0):
        query = f"?wait={wait}" if wait else ""
        return self._request("GET", f"/v1/approvals/{approval_id}{query}")

    def answer(self, approval_id, approve, note=None):
        body = {"approve": bool(approve)}
        if note:
            body["note"] = note
        return self._request("POST", f"/v1/approvals/{approval_id}", body)

    def timeline(self, session_id):
        return self._request("GET", f"/v1/sessions/{session_id}")
