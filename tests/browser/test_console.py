"""The review console in a real browser (Debian's headless Chromium driven by Playwright): a person logs in, reads
the queue, opens a claim's packet (evidence first, each fact beside its highlighted page), decides, and the claim
and its audit trail change; a blind review shows no draft; a CRC member votes once and a second vote is refused.
Screenshots of each screen go to reports/console/."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from clausetrail.api.local_server import serve
from clausetrail.runtime import Runtime
from clausetrail.services import adjudication
from tests.conftest import REPO_ROOT
from tests.integration.test_claims_end_to_end import (
    OWNER,
    _with_policy,
    local_runtime,
    submit_via_api,
    wait_claim,
)

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("sfn")]

CHROMIUM = Path("/usr/bin/chromium")
SHOTS = REPO_ROOT / "reports" / "console"
TIMEOUT_MS = 20_000


@dataclass
class Claims:
    review: str
    blind: str
    crc: str


@pytest.fixture
def runtime(database_url: str, tmp_path: Path, corpus_dir: Path) -> Iterator[Runtime]:
    with local_runtime(database_url, tmp_path) as rt:
        yield _with_policy(rt, corpus_dir)


@pytest.fixture
def claims(runtime: Runtime) -> Claims:
    """Three claims waiting for people: an adjuster review, a blind adjuster review, a CRC vote."""
    review, _ = submit_via_api(runtime, "appendicitis", seed=1)
    blind, _ = submit_via_api(runtime, "appendicitis", seed=5)
    crc, _ = submit_via_api(runtime, "dengue", seed=2, member="M9")  # not in the schedule: a repudiation
    wait_claim(runtime, review, ("in_review",))
    wait_claim(runtime, blind, ("in_review",))
    wait_claim(runtime, crc, ("awaiting_crc",))
    # 5 % of reviews are blind, drawn from the claim id: this one is made blind, as the gate would, and the
    # other is made open (the draw could have made it blind too)
    runtime.claims.update(blind, review_blind=True)
    runtime.claims.update(review, review_blind=False)
    return Claims(review, blind, crc)


@pytest.fixture
def base_url(runtime: Runtime) -> Iterator[str]:
    server = serve("127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def page(base_url: str) -> Iterator[object]:
    if not CHROMIUM.exists():
        pytest.fail(
            "Debian's chromium is missing: run `make browser` (apt-get install chromium chromium-driver)"
        )
    from playwright.sync_api import sync_playwright

    SHOTS.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=["--no-sandbox"])
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.set_default_timeout(TIMEOUT_MS)
        yield context.new_page()
        context.close()
        browser.close()


def log_in(page: object, base_url: str, person: str, tenant: str = OWNER) -> None:
    page.goto(f"{base_url}/console#/login")  # type: ignore[attr-defined]
    page.get_by_label("Person and role").select_option(person)  # type: ignore[attr-defined]
    page.get_by_label("Claim system (tenant)").fill(tenant)  # type: ignore[attr-defined]
    page.get_by_role("button", name="Log in").click()  # type: ignore[attr-defined]
    page.get_by_role("heading", name="Review queue").wait_for()  # type: ignore[attr-defined]


def test_an_adjuster_and_the_crc_work_through_the_console(
    runtime: Runtime, claims: Claims, base_url: str, page: object
) -> None:
    from playwright.sync_api import Page, expect

    assert isinstance(page, Page)
    rt = runtime
    log_in(page, base_url, "adj-7")
    # the queue: every claim waiting for a person, the CRC vote too, each row a link
    queue = page.locator("#queue")
    expect(queue.locator("tbody tr")).to_have_count(3)
    for claim_id in (claims.review, claims.blind, claims.crc):
        expect(queue.get_by_role("link", name=claim_id)).to_be_visible()
    expect(queue.get_by_role("cell", name="CRC vote", exact=True)).to_be_visible()
    expect(queue.get_by_role("cell", name="Review (blind)", exact=True)).to_be_visible()
    page.screenshot(path=str(SHOTS / "queue.png"), full_page=True)

    # a packet: the evidence (facts beside their highlighted page) comes before the draft
    queue.get_by_role("link", name=claims.review).click()
    evidence = page.locator("#evidence")
    expect(evidence.get_by_role("heading", level=2)).to_contain_text("Evidence")
    bill_total = evidence.locator("button.fact", has_text="Bill total")
    expect(bill_total).to_be_visible()
    page.wait_for_function(
        "() => [...document.querySelectorAll('#evidence .page img')].every(i => i.complete && i.naturalWidth > 0)"
    )
    assert evidence.locator(".box").count() > 0  # regions found on the pages' text layer
    # the highlights sit on the image: each page frame is exactly as tall as its image
    assert page.evaluate(
        "() => [...document.querySelectorAll('#evidence .page')].every("
        "p => Math.abs(p.clientHeight - p.querySelector('img').clientHeight) < 3)"
    )
    bill_total.focus()
    expect(bill_total).to_have_attribute("aria-pressed", "true")
    assert evidence.locator(".box.active").count() >= 1
    expect(page.locator("#rules table tbody tr").first).to_be_visible()
    expect(page.locator("#draft")).to_be_visible()
    assert page.evaluate(
        "() => !!(document.querySelector('#evidence').compareDocumentPosition("
        "document.querySelector('#draft')) & Node.DOCUMENT_POSITION_FOLLOWING)"
    )
    expect(page.locator("#verification")).to_contain_text("Verification")
    expect(page.locator("#chain-status")).to_contain_text("Chain verified")
    page.screenshot(path=str(SHOTS / "packet.png"), full_page=True)

    # the decision form shows the review endpoint's refusal, then records a valid decision
    claim = rt.claims.get(claims.review)
    bound, _ = adjudication.payable_bound(rt, claims.review)
    form = page.locator("#decision-form")
    form.get_by_label("Partial (pays part)").check()
    form.get_by_label("Payable amount (INR)").fill(str(bound + 1))
    form.get_by_role("button", name="Submit decision").click()
    expect(page.locator("#decision-result")).to_contain_text("PAYABLE_ABOVE_BOUND")
    assert rt.claims.get(claims.review).status == "in_review"
    records_before = len(rt.audit.records(claims.review))
    payable = bound // 2 if bound < claim.amount_claimed or bound // 2 > 0 else bound
    form.get_by_label("Payable amount (INR)").fill(str(payable))
    form.get_by_label("Note").fill("decided in the console")
    form.get_by_role("button", name="Submit decision").click()
    # the view reloads once the workflow has decided: status, audit trail and letter change
    expect(page.locator("#claim-summary")).to_contain_text("decided", timeout=120_000)
    decided = rt.claims.get(claims.review)
    assert (decided.status, decided.decision, decided.payable_amount, decided.decided_by) == (
        "decided",
        "partial",
        payable,
        "human",
    )
    events = [r.event for r in rt.audit.records(claims.review)]
    assert len(events) > records_before and events[-1] == "decision" and "review" in events
    expect(page.locator("#audit tbody")).to_contain_text("decision")
    expect(page.locator("#audit tbody")).to_contain_text("adj-7")
    page.get_by_role("button", name="Get the decision letter (PDF)").click()
    expect(page.locator("#letter-link")).to_be_visible()

    # a blind review: the evidence, and no draft at all
    page.goto(f"{base_url}/console#/claim/{claims.blind}")
    expect(page.locator("#blind")).to_contain_text("draft decision is hidden")
    expect(page.locator("#evidence button.fact").first).to_be_visible()
    for hidden in ("#draft", "#line-marks", "#verification", "#agrees"):
        expect(page.locator(hidden)).to_have_count(0)
    page.screenshot(path=str(SHOTS / "blind-review.png"), full_page=True)

    # another claim system's person sees none of these claims
    page.get_by_role("button", name="Log out").click()
    log_in(page, base_url, "adj-1", tenant="claims-system-b")
    expect(page.locator("#queue-empty")).to_be_visible()
    page.goto(f"{base_url}/console#/claim/{claims.blind}")
    expect(page.get_by_role("alert")).to_contain_text("NOT_FOUND")

    # a CRC member votes; the same member's second vote is refused with a clear message
    page.get_by_role("button", name="Log out").click()
    log_in(page, base_url, "crc-1")
    page.locator("#queue").get_by_role("link", name=claims.crc).click()
    vote = page.locator("#vote-form")
    vote.get_by_label("Uphold the repudiation").check()
    vote.get_by_label("Note").fill("the member is not in the schedule")
    vote.get_by_role("button", name="Cast vote").click()
    expect(page.locator("#vote-result")).to_contain_text("Your vote is recorded: 1 uphold, 0 overturn")
    page.screenshot(path=str(SHOTS / "crc-vote.png"), full_page=True)
    vote.get_by_role("button", name="Cast vote").click()
    expect(page.locator("#vote-result")).to_contain_text("crc-1 has already voted")
    expect(page.locator("#vote-result")).to_contain_text("CRC_ALREADY_VOTED")
    assert [v["member_id"] for v in rt.crc.votes(claims.crc)] == ["crc-1"]
    assert rt.claims.get(claims.crc).decided_at is None  # one vote is not a majority
    assert "crc_vote" in [r.event for r in rt.audit.records(claims.crc)]
