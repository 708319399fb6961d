"""The expected outcome of a generated claim case, from the golden policy labels and the case itself.

A small label function written apart from the rules engine (it imports nothing of ``domain.rules``): it reads
the hand-labelled terms of the wording (``golden/policies/<stem>.json``, ``fields.<name>.value`` or, where the
wording leaves the term to the plan, ``any_of``), the schedule's own ``terms`` that override them, and what the
generated documents say (bill lines with their categories and amounts, the printed total, the diagnosis's
condition tags, accident or not, the documents sent). It covers only what it can label without doubt and
returns ``None`` for anything else, so a generated case never carries a guessed label:

* policy not in force on the loss date → ``deny`` (``POLICY_NOT_IN_FORCE``); member absent from the schedule →
  ``deny`` (``MEMBER_NOT_COVERED``);
* an illness within the initial waiting period (accidents excepted) → ``deny`` (``INITIAL_WAITING_PERIOD``);
* a declared pre-existing condition treated within its waiting period → ``deny`` (``PED_WAITING_PERIOD``); a
  waiting period the wording leaves to the plan (``any_of``) is labelled only when the loss is inside the
  shortest option or past the longest;
* a listed specific disease (cataract) within its waiting period → ``deny`` (``SPECIFIC_DISEASE_WAITING_PERIOD``);
* a discharge summary missing → ``need_info`` (``MISSING_DOCUMENTS``); lines that do not add up to the printed
  total → ``need_info`` (``AMOUNT_MISMATCH``, to a person); both with payable 0;
* payable: IRDAI List I items the label function knows by name dropped (``NON_PAYABLE_ITEMS``); the room rent
  proportionate deduction (ratio limit / rate on room, nursing, doctor and surgeon fees and OT, each line
  rounded half-up; never pharmacy, consumables, implants or diagnostics) only where the case says the wording
  applies it; a co-pay percent on what remains (rounded half-up, ``COPAY``); the schedule's deductible; the cap
  at the sum insured still available (``SUM_INSURED_EXHAUSTED``);
* an ICU day rate above a per-day ICU limit, only where the case says the wording caps ICU charges
  (``ICU_LIMIT``: the ICU line paid at limit x days); an ambulance line above the one ambulance limit, and a
  cataract (past its wait) above the one cataract limit (``SUBLIMIT``: per claim, percent limits of the sum
  insured with their rupee cap);
* a room above an eligible room category that the wording or schedule fixes, where the case says a person
  applies the deduction (the tariff is not on the bill): the draft is the amount before that deduction
  (``ROOM_CATEGORY_ABOVE_ELIGIBLE``, route human; a draft that would be the full claim is ``refer``); a room
  the bill names that no category table ranks: ``refer`` (``FACT_MISSING``);
* a wording whose cover pays only above a deductible the schedule sets (a top-up, by the golden policy label
  ``wording_deductible``) with a schedule that sets none: ``refer`` (``TERM_MISSING``, route human, no draft);
  with one, the deductible comes off as any schedule deductible;
* a term the case leaves to a schedule that does not pin it (no plan, no schedule terms) whose options read
  differently on this claim: ``refer`` (``TERM_MISSING``, route human, no draft);
* an instruction planted in a document: the same amounts, never decided without a person (route human);
* a room or ICU day rate above a limit the case does not ask to deduct, a limit the wording leaves open, or a
  term it cannot resolve: no label (``None``).

Decision: ``approve`` when the payable is the amount claimed, ``partial`` below it, ``deny`` at 0, ``refer`` when
a person must decide with no draft (scored by the eval on the decision alone). Route
(SPEC §3 stage 6, for a perfect score): ``crc`` for a repudiation, ``auto`` for ``need_info`` on missing
documents and for approvals up to 25,000, ``human`` otherwise. All amounts are whole rupees.
"""

from __future__ import annotations

import calendar
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any, Final

AUTO_PAY_LIMIT: Final = 25_000
#: IRDAI List I (items not payable) by the names the generator prints; nothing else is labelled non-payable
LIST_I_NAMES: Final = frozenset(
    {"attendant charges", "laundry charges", "mineral water", "adult diapers", "telephone charges"}
)
ASSOCIATED: Final = frozenset({"room", "nursing", "doctor_fees", "surgeon_fees", "ot"})


@dataclass(frozen=True, slots=True)
class Line:
    description: str
    category: str
    amount: int
    days: int | None = None


@dataclass(frozen=True, slots=True)
class CaseFacts:
    """What the generated documents say, as the label function reads it (the generator's ground truth)."""

    lines: tuple[Line, ...]
    bill_total: int
    room_rate: int | None
    conditions: frozenset[str] = (
        frozenset()
    )  # condition tags of the diagnosis ("type 2 diabetes", "cataract")
    accident: bool = False
    documents: tuple[str, ...] = ("bill.pdf", "discharge_summary.pdf")
    proportionate: bool = False  # the case's wording applies the room rent proportionate deduction
    room_category: str | None = None  # the room the bill names
    icu_capped: bool = False  # the case's wording caps ICU charges with no deduction elsewhere
    category_referred: bool = False  # a room above the eligible category goes to a person (tariff unknown)
    unpinned: frozenset[str] = frozenset()  # terms the case leaves to a schedule that does not set them
    injected: bool = False  # a document carries an instruction to the claims system (never decided alone)
    #: the golden policy label says the wording's cover pays only above a deductible the schedule sets (a
    #: top-up): a schedule that sets none leaves the claim to a person
    wording_deductible: bool = False


@dataclass(frozen=True, slots=True)
class Expected:
    decision: str
    payable_amount: int
    reason_codes: tuple[str, ...]
    route: str
    working: tuple[str, ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, Any]:
        return {
            "decision": self.decision,
            "payable_amount": self.payable_amount,
            "reason_codes": list(self.reason_codes),
            "route": self.route,
        }


def add_months(day: date, months: int) -> date:
    month = day.month - 1 + months
    year = day.year + month // 12
    month = month % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def half_up(numerator: int, denominator: int) -> int:
    """numerator / denominator rounded half-up to a whole rupee (both non-negative)."""
    return (2 * numerator + denominator) // (2 * denominator)


def term_options(fields: Mapping[str, Any], schedule_terms: Mapping[str, Any], name: str) -> list[Any] | None:
    """The values a term may take: the schedule's own, else the wording's value, else its ``any_of``."""
    if name in schedule_terms:
        return [schedule_terms[name]]
    entry = fields.get(name) or {}
    if entry.get("value") is not None:
        return [entry["value"]]
    options = [o for o in entry.get("any_of") or [] if o is not None]
    return options or None


def day_limit(option: Any, sum_insured: int) -> int | None:
    """A per-day room or ICU limit in rupees (None: no limit); a category limit is not a rupee limit."""
    kind = (option or {}).get("kind")
    if kind in (None, "no_limit"):
        return None
    if kind == "percent_si_per_day":
        return sum_insured * int(option["value"]) // 100
    if kind == "amount_per_day":
        return int(option["value"])
    raise ValueError(f"not a rupee limit: {option}")


def room_limit(
    fields: Mapping[str, Any], terms: Mapping[str, Any], name: str, sum_insured: int
) -> int | None:
    """The one per-day rupee limit of a term (the lower of a two-part limit); raises when it is unresolved."""
    options = term_options(fields, terms, name)
    if options is None or len(options) != 1:
        raise ValueError(f"{name} is not resolved")
    limit = day_limit(options[0], sum_insured)
    also = (fields.get(name) or {}).get("also") if name not in terms else None
    if also and limit is not None and also.get("kind") == "amount_per_day":
        limit = min(limit, int(also["value"]))
    return limit


def _waiting(
    fields: Mapping[str, Any],
    terms: Mapping[str, Any],
    name: str,
    since: date,
    loss: date,
    *,
    days: bool = False,
) -> bool | None:
    """True inside the waiting period, False past it, None when the wording's options disagree."""
    options = term_options(fields, terms, name)
    if not options:
        return None
    ends = [since + timedelta(days=int(o)) if days else add_months(since, int(o)) for o in options]
    inside = [loss < end for end in ends]
    return inside[0] if len(set(inside)) == 1 else None


def _route(decision: str, payable: int, reasons: Sequence[str], *, injected: bool = False) -> str:
    if decision == "refer" or (injected and decision in ("approve", "partial")):
        return "human"
    if decision == "deny":
        return "crc"
    if decision == "need_info":
        return "human" if "AMOUNT_MISMATCH" in reasons else "auto"
    return "auto" if decision == "approve" and payable <= AUTO_PAY_LIMIT else "human"


def _stop(decision: str, reason: str, why: str) -> Expected:
    return Expected(decision, 0, (reason,), _route(decision, 0, (reason,)), (why,))


def label_case(case: Mapping[str, Any], fields: Mapping[str, Any], facts: CaseFacts) -> Expected | None:
    """The expected decision and payable of a generated case, or None when it cannot be labelled for sure."""
    policy, claim = case["policy"], case["claim"]
    schedule = policy["schedule"]
    terms: Mapping[str, Any] = schedule.get("terms") or {}
    loss = date.fromisoformat(claim["loss_date"])
    start = date.fromisoformat(policy["effective_from"])
    end = date.fromisoformat(policy["effective_to"])
    if not start <= loss <= end:
        return _stop("deny", "POLICY_NOT_IN_FORCE", f"loss {loss} outside the cover {start} to {end}")
    member = next((m for m in schedule["members"] if m["member_id"] == claim["member_id"]), None)
    if member is None:
        return _stop("deny", "MEMBER_NOT_COVERED", f"{claim['member_id']} is not in the schedule")
    since = date.fromisoformat(member["covered_since"])
    if not facts.accident:
        inside = _waiting(fields, terms, "initial_waiting_period_days", since, loss, days=True)
        if inside is None:
            return None
        if inside:
            return _stop(
                "deny", "INITIAL_WAITING_PERIOD", f"an illness within the initial waiting period from {since}"
            )
    declared = {p.lower() for p in member.get("declared_ped") or []}
    if declared & facts.conditions:
        inside = _waiting(fields, terms, "ped_waiting_period_months", since, loss)
        if inside is None:
            return None
        if inside:
            return _stop(
                "deny", "PED_WAITING_PERIOD", f"a declared pre-existing disease within its wait from {since}"
            )
    if "cataract" in facts.conditions:
        inside = _waiting(fields, terms, "specific_disease_waiting_period_months", since, loss)
        if inside is None:
            return None
        if inside:
            return _stop(
                "deny", "SPECIFIC_DISEASE_WAITING_PERIOD", f"cataract within its waiting period from {since}"
            )
        # past its wait: the cataract sublimit applies (in the payable steps)
    if "discharge_summary.pdf" not in facts.documents:
        return _stop("need_info", "MISSING_DOCUMENTS", "no discharge summary sent")
    if sum(line.amount for line in facts.lines) != facts.bill_total:
        return _stop("need_info", "AMOUNT_MISMATCH", "the bill lines do not add up to its total")
    return _payable(case, fields, terms, facts)


#: room category words, most expensive first, and their rank (the label function's own small table)
ROOM_RANKS: Final = (
    ("suite", 5),
    ("deluxe", 4),
    ("single", 3),
    ("private", 3),
    ("twin", 2),
    ("sharing", 2),
    ("general", 0),
    ("ward", 0),
)


def room_rank(text: str | None) -> int | None:
    low = (text or "").lower()
    return next((rank for word, rank in ROOM_RANKS if word in low), None)


def _refer(name: str, why: str) -> Expected:
    """A term the claim needs, left to a schedule that does not set it: a person decides (no draft)."""
    return Expected(
        "refer",
        0,
        ("TERM_MISSING",),
        "human",
        (f"{name} is left to the schedule, which does not set it: {why}",),
    )


def _cap_of(option: Mapping[str, Any], sum_insured: int) -> int | None:
    """A per-claim cap in rupees (None: no limit); raises for any other kind."""
    kind = option.get("kind")
    if kind == "no_limit":
        return None
    if kind == "amount":
        cap = int(option["value"])
    elif kind == "percent_si":
        cap = half_up(sum_insured * int(option["value"]), 100)
    else:
        raise ValueError(f"not a per-claim cap: {option}")
    return min(cap, int(option["cap_inr"])) if option.get("cap_inr") else cap


def _one_option(fields: Mapping[str, Any], terms: Mapping[str, Any], name: str) -> Any:
    """The one value of a term (raises when the wording leaves it open, or states it in two parts)."""
    entry = fields.get(name) or {}
    if name not in terms and (None in (entry.get("any_of") or []) or entry.get("also")):
        raise ValueError(f"{name} is not one value")
    options = term_options(fields, terms, name)
    if options is None or len(options) != 1:
        raise ValueError(f"{name} is not resolved")
    return options[0]


def _room_outcome(option: Mapping[str, Any], facts: CaseFacts, sum_insured: int) -> str:
    """What one reading of the room term does to this claim."""
    kind = (option or {}).get("kind")
    if kind in (None, "no_limit"):
        return "none"
    if kind == "room_category":
        eligible, actual = room_rank(str(option.get("value"))), room_rank(facts.room_category)
        if eligible is None or actual is None:
            raise ValueError("room category not ranked")
        return "above" if actual > eligible else "none"
    limit = day_limit(option, sum_insured)
    assert limit is not None
    return f"deduct {limit}" if facts.room_rate and facts.room_rate > limit else "none"


def _icu_outcome(option: Mapping[str, Any], lines: Sequence[Line], sum_insured: int) -> str:
    limit = day_limit(option, sum_insured)
    if limit is None:
        return "none"
    over = any(not line.days or line.amount > limit * line.days for line in lines if line.category == "icu")
    return f"cap {limit}" if over else "none"


def _unpinned(
    fields: Mapping[str, Any], terms: Mapping[str, Any], facts: CaseFacts, sum_insured: int
) -> Expected | None:
    """The referral when a term the case leaves unpinned reads differently on this claim under its options."""
    kept = [line for line in facts.lines if line.description.lower() not in LIST_I_NAMES]
    checks = (
        ("room_rent_limit", lambda o: _room_outcome(o, facts, sum_insured)),
        ("icu_limit", lambda o: _icu_outcome(o, kept, sum_insured)),
    )
    for name, outcome in checks:
        if name not in facts.unpinned or name in terms:
            continue
        if name == "icu_limit" and not any(line.category == "icu" for line in kept):
            continue
        options = term_options(fields, terms, name) or []
        seen = {outcome(o) for o in options}
        if len(seen) > 1:
            return _refer(
                name, f"its options ({len(options)}) read differently on this claim: {sorted(seen)}"
            )
    return None


def _payable(
    case: Mapping[str, Any], fields: Mapping[str, Any], terms: Mapping[str, Any], facts: CaseFacts
) -> Expected | None:
    schedule = case["policy"]["schedule"]
    claimed = int(case["claim"]["amount_claimed"])
    sum_insured = int(schedule["sum_insured"])
    reasons: list[str] = []
    working: list[str] = []
    if facts.unpinned:
        try:
            referred = _unpinned(fields, terms, facts, sum_insured)
        except (ValueError, KeyError, TypeError, AssertionError):
            return None
        if referred is not None:
            return referred
    kept = [line for line in facts.lines if line.description.lower() not in LIST_I_NAMES]
    if len(kept) < len(facts.lines):
        dropped = sum(line.amount for line in facts.lines) - sum(line.amount for line in kept)
        reasons.append("NON_PAYABLE_ITEMS")
        working.append(f"List I items dropped: {dropped}")
    has_icu = any(line.category == "icu" for line in kept)
    room_options = term_options(fields, terms, "room_rent_limit") or []
    category_above = False
    if len(room_options) == 1 and (room_options[0] or {}).get("kind") == "room_category":
        eligible, actual = room_rank(str(room_options[0].get("value"))), room_rank(facts.room_category)
        if eligible is None:
            return None
        if actual is None:
            why = f"the bill's room {facts.room_category!r} is no room category to compare with the eligible one"
            return Expected("refer", 0, ("FACT_MISSING",), "human", (why,))
        if actual > eligible:
            if not facts.category_referred:
                return None
            category_above = True
        room = None
    else:
        try:
            room = room_limit(fields, terms, "room_rent_limit", sum_insured) if facts.room_rate else None
        except (ValueError, KeyError, TypeError):
            # a category limit or one left to the plan: labelled only when the generator kept to the lowest rooms
            if not _category_safe(fields, terms, facts):
                return None
            room = None
    try:
        icu = room_limit(fields, terms, "icu_limit", sum_insured) if has_icu else None
    except (ValueError, KeyError, TypeError):
        return None
    amounts = [line.amount for line in kept]
    for i, line in enumerate(kept):
        if line.category == "icu" and icu is not None and (not line.days or line.amount > icu * line.days):
            if not (facts.icu_capped and line.days):
                return None  # an ICU cap on a wording whose cases do not show it: not labelled
            amounts[i] = icu * line.days
            reasons.append("ICU_LIMIT")
            working.append(f"ICU {line.amount} capped at {icu}/day x {line.days} days = {amounts[i]}")
    if room is not None and facts.room_rate is not None and facts.room_rate > room:
        if not facts.proportionate:
            return None
        amounts = [
            half_up(amount * room, facts.room_rate) if line.category in ASSOCIATED else amount
            for line, amount in zip(kept, amounts, strict=True)
        ]
        reasons.append("ROOM_RENT_PROPORTIONATE_DEDUCTION")
        working.append(
            f"room {facts.room_rate}/day above {room}/day: associated expenses x {room}/{facts.room_rate}"
        )
    if category_above:
        reasons.append("ROOM_CATEGORY_ABOVE_ELIGIBLE")
        working.append(
            f"room {facts.room_category!r} above the eligible {room_options[0]['value']!r}: the deduction needs the "
            "eligible room's tariff; the draft is the amount before it"
        )
    ambulance = [i for i, line in enumerate(kept) if line.category == "ambulance"]
    try:
        if ambulance:
            cap = _cap_of(_one_option(fields, terms, "ambulance_limit"), sum_insured)
            if len(ambulance) > 1:
                return None
            if cap is not None and amounts[ambulance[0]] > cap:
                working.append(f"ambulance {amounts[ambulance[0]]} capped at {cap}")
                amounts[ambulance[0]] = cap
                reasons.append("SUBLIMIT")
        payable = sum(amounts)
        if "cataract" in facts.conditions:
            cap = _cap_of(_one_option(fields, terms, "cataract_limit"), sum_insured)
            if cap is not None and payable > cap:
                working.append(f"cataract claim {payable} capped at {cap} (one eye)")
                payable = cap
                reasons.append("SUBLIMIT")
    except (ValueError, KeyError, TypeError):
        return None
    copay = int(schedule.get("copay_percent") or 0)
    if copay:
        payable = half_up(payable * (100 - copay), 100)
        reasons.append("COPAY")
        working.append(f"co-pay {copay}%: {payable}")
    deductible = int(schedule.get("deductible") or 0)
    if facts.wording_deductible and not deductible:
        why = "the wording pays only above a deductible the schedule sets, and the schedule sets none"
        return Expected("refer", 0, ("TERM_MISSING",), "human", (*working, why))
    if deductible:
        payable = max(0, payable - deductible)
        reasons.append("DEDUCTIBLE")
        working.append(f"deductible {deductible}: {payable}")
    available = (
        sum_insured
        + int(schedule.get("cumulative_bonus") or 0)
        - int(schedule.get("claims_paid_this_year") or 0)
    )
    if payable > available:
        payable = max(0, available)
        reasons.append("SUM_INSURED_EXHAUSTED")
        working.append(f"capped at the sum insured still available: {payable}")
    payable = min(payable, claimed)
    decision = "deny" if payable == 0 else "approve" if payable >= claimed else "partial"
    if category_above and decision == "approve":
        decision = "refer"  # a claim a rule sends to a person is never drafted as a full approval
    working.append(f"payable {payable} of {claimed} claimed -> {decision}")
    reasons = list(dict.fromkeys(reasons))
    route = _route(decision, payable, reasons, injected=facts.injected)
    if category_above:
        route = "human"
    return Expected(decision, payable, tuple(reasons), route, tuple(working))


#: the lowest room categories: eligible under any category limit a wording sets
LOWEST_CATEGORIES: Final = ("general ward",)


def _category_safe(fields: Mapping[str, Any], terms: Mapping[str, Any], facts: CaseFacts) -> bool:
    """A room limit by category (or left to the plan) is met for sure only by a general ward with no ICU line."""
    options = term_options(fields, terms, "room_rent_limit") or []
    if any((o or {}).get("kind") in ("percent_si_per_day", "amount_per_day") for o in options):
        return False
    rooms = [line.description.lower() for line in facts.lines if line.category == "room"]
    no_icu = not any(line.category == "icu" for line in facts.lines)
    return no_icu and bool(rooms) and all(any(c in r for c in LOWEST_CATEGORIES) for r in rooms)
