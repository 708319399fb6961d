"""The review console's files, its start-up configuration, the staff routes' tenancy and roles, and how a fact's
value is looked for on its page."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from clausetrail.api.app import app
from clausetrail.api.internal import internal_app
from clausetrail.api.local_server import to_proxy_event
from clausetrail.runtime import Runtime, set_runtime
from clausetrail.services.console_views import fact_value, grouped, page_number, printed_forms
from clausetrail.settings import Settings
from tests.unit.test_api_identity_and_logging import gateway_event


@pytest.fixture
def aws() -> Iterator[None]:
    set_runtime(
        Runtime(
            Settings(
                environment="aws",
                console_cognito_domain="https://ct.auth.ap-south-1.amazoncognito.com/",
                console_client_id="abc123",
            )
        )
    )
    yield
    set_runtime(None)


def get(resolver: Any, path: str, headers: dict[str, str] | None = None) -> dict[str, Any]:
    result: dict[str, Any] = resolver.resolve(to_proxy_event("GET", path, headers or {}, b""), None)
    return result


def header(result: dict[str, Any], name: str) -> str:
    values = {k.lower(): v for k, v in (result.get("multiValueHeaders") or {}).items()}
    return str(values[name.lower()][-1])


def test_the_console_is_served_from_the_package_with_a_strict_content_policy(local: None) -> None:
    page = get(app, "/console")
    assert page["statusCode"] == 200 and header(page, "Content-Type").startswith("text/html")
    assert 'src="console/console.js"' in page["body"] and "https://" not in page["body"]  # no CDN
    assert "default-src 'self'" in header(page, "Content-Security-Policy")
    script = get(app, "/console/console.js")
    assert script["statusCode"] == 200 and header(script, "Content-Type").startswith("text/javascript")
    assert ".innerHTML" not in script["body"]  # text is set as text, never parsed as markup
    assert get(app, "/console/console.css")["statusCode"] == 200
    missing = get(app, "/console/secrets.py")
    assert missing["statusCode"] == 404 and json.loads(missing["body"])["error"]["code"] == "ROUTE_NOT_FOUND"


def test_locally_the_console_offers_the_local_people_by_role(local: None) -> None:
    config = json.loads(get(app, "/console/config.json")["body"])
    assert config["mode"] == "local"
    assert config["people"]["crc"] == ["crc-1", "crc-2", "crc-3"] and "adj-7" in config["people"]["adjuster"]
    assert config["people"]["ops"] == ["ops-1"]


def test_on_aws_the_console_sends_people_to_cognito_hosted_login(aws: None) -> None:
    event = gateway_event("/console/config.json", {})
    config = json.loads(app.resolve(event, None)["body"])
    assert config == {
        "mode": "cognito",
        "login_url": "https://ct.auth.ap-south-1.amazoncognito.com/login",
        "logout_url": "https://ct.auth.ap-south-1.amazoncognito.com/logout",
        "client_id": "abc123",
        "crc_group": "crc",
        "crc_quorum": 2,
    }


def test_on_aws_a_person_without_a_tenant_reads_nothing(aws: None) -> None:
    claims = {"cognito:username": "u1", "cognito:groups": "adjusters"}
    result = internal_app.resolve(gateway_event("/internal/queue", {}, {"claims": claims}), None)
    assert (result["statusCode"], json.loads(result["body"])["error"]["code"]) == (403, "NO_TENANT")


def test_ops_read_the_queue_but_not_a_review_packet(local: None) -> None:
    result = get(internal_app, "/internal/claims/clm_1", {"X-ClauseTrail-Reviewer": "ops-1"})
    assert (result["statusCode"], json.loads(result["body"])["error"]["code"]) == (403, "NOT_AN_ADJUSTER")
    result = get(internal_app, "/internal/queue", {"X-ClauseTrail-Reviewer": "stranger"})
    assert (result["statusCode"], json.loads(result["body"])["error"]["code"]) == (403, "NOT_STAFF")


def test_a_value_is_looked_for_as_documents_print_it() -> None:
    assert grouped(142350, indian=True) == "1,42,350" and grouped(142350, indian=False) == "142,350"
    assert grouped(12345678, indian=True) == "1,23,45,678" and grouped(950, indian=True) == "950"
    assert printed_forms(142350)[:2] == ["1,42,350.00", "142,350.00"]
    assert "14/09/2025" in printed_forms("2025-09-14") and "14 Sep 2025" in printed_forms("2025-09-14")
    assert printed_forms(True) == [] and printed_forms(None) == []
    facts = {"bill_total": 10, "line_items": [{"description": "Room", "amount": 5}]}
    assert fact_value(facts, "bill_total") == ("Bill total (INR)", 10, [10])
    assert fact_value(facts, "line_items[0]") == ("Bill line 1", "Room — 5 INR", ["Room", 5])
    assert fact_value(facts, "line_items[0].amount")[1] == 5


def test_a_page_number_is_a_positive_integer() -> None:
    assert page_number("2") == 2
    for bad in ("0", "-1", "x", "99999"):
        with pytest.raises(Exception, match="page number"):
            page_number(bad)


class _Waiting:
    """The CRC repository's one query the queue reads, over fixed rows (owner filter included)."""

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self.rows = rows
        self.owner_asked: str | None = None

    def waiting_for_people(
        self, statuses: tuple[str, ...], owner_id: str | None = None
    ) -> list[dict[str, Any]]:
        self.owner_asked = owner_id
        return [r for r in self.rows if r["status"] in statuses and owner_id in (None, r["owner"])]


def test_the_queue_puts_overdue_claims_first_then_orders_by_due_time_within_the_tenant() -> None:
    from datetime import UTC, datetime, timedelta
    from types import SimpleNamespace

    from clausetrail.services.claims_views import work_queue

    now = datetime.now(UTC)

    def row(claim_id: str, status: str, waited: timedelta, owner: str = "a") -> dict[str, Any]:
        return {
            "claim_id": claim_id,
            "status": status,
            "route": "crc" if "crc" in status else "human",
            "amount_claimed": 1000,
            "updated_at": now - waited,
            "review_blind": claim_id == "blind",
            "uphold": 0,
            "overturn": 0,
            "owner": owner,
        }

    repo = _Waiting(
        [
            row("fresh", "in_review", timedelta(minutes=5)),
            row("older", "awaiting_crc", timedelta(minutes=30)),
            row("late", "in_review", timedelta(hours=2)),  # past the one-hour timeout: overdue
            row("escalated", "crc_escalated", timedelta(minutes=1)),
            row("blind", "in_review", timedelta(minutes=10)),
            row("theirs", "in_review", timedelta(hours=5), owner="b"),
        ]
    )
    rt = SimpleNamespace(crc=repo, settings=Settings(review_timeout_s=3600, crc_quorum=2))
    items = work_queue(rt, "a")["items"]  # type: ignore[arg-type]
    assert repo.owner_asked == "a"
    assert [i["claim_id"] for i in items] == ["late", "escalated", "older", "blind", "fresh"]
    assert [i["overdue"] for i in items] == [True, True, False, False, False]
    assert items[2]["kind"] == "crc_vote" and items[2]["quorum"] == 2
    assert items[3]["blind"] is True and items[0]["kind"] == "review"
