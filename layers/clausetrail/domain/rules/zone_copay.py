"""The co-pay of a wording that prices by zone, for the zone this claim was treated in.

Three inputs, each of which must be certain: the zone of the premium (the schedule's ``zone``), the wording's
zone table with its co-pay per pair of zones (``extraction_meta.treatment_zones``, read from the wording's
structure) and the city of the treating hospital (the letterhead of its bill or discharge summary). Treated
in the premium's zone or a cheaper one: no zone co-pay. Treated in a costlier zone: the percent the wording
states for that pair. Anything missing or doubtful leaves the zone unresolved (the caller fails closed).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Final

from clausetrail.domain.rules.model import RuleContext
from clausetrail.domain.zones import hospital_city, zone_copay_percent, zone_of_city, zone_rank

#: the ``extraction_meta`` key of the wording's zone table
TREATMENT_ZONES: Final = "treatment_zones"
#: a letterhead read below this confidence does not place the hospital
MIN_ADDRESS_CONFIDENCE: Final = 0.5


@dataclass(frozen=True, slots=True)
class ZoneCopay:
    """A resolved zone co-pay (``percent`` 0 when none applies) or why it is not resolved (``percent`` None)."""

    percent: int | Decimal | None
    explanation: str
    clause_ids: tuple[str, ...] = ()


def _table(ctx: RuleContext) -> Mapping[str, Any] | None:
    found = (ctx.terms.extraction_meta.model_extra or {}).get(TREATMENT_ZONES)
    return found if isinstance(found, Mapping) and found.get("zones") else None


def _percent(value: int | Decimal) -> int | Decimal:
    return int(value) if value == int(value) else value


def resolve_zone_copay(ctx: RuleContext) -> ZoneCopay:
    schedule = ctx.effective_schedule
    premium = zone_rank(schedule.zone if schedule is not None else None)
    if premium is None:
        return ZoneCopay(None, "the schedule names no zone of premium")
    table = _table(ctx)
    if table is None:
        return ZoneCopay(None, "no zone table was read from the wording")
    source = ctx.facts.sources.get("hospital_address")
    address = ctx.facts.hospital_address
    if address is None or (source is not None and source.confidence < MIN_ADDRESS_CONFIDENCE):
        return ZoneCopay(None, "the treating hospital's address was not read from the claim documents")
    city = hospital_city(address)
    if city is None:
        return ZoneCopay(None, f"no one known city in the hospital's address ({address})")
    zones = [z for z in table["zones"] if isinstance(z, Mapping)]
    treated = zone_of_city(city, zones)
    if treated is None:
        return ZoneCopay(None, f"the zone of {city.title()} is not certain from the wording's zone table")
    clause = str(table.get("clause_id") or "")
    clause_ids = (clause,) if clause else ()
    label = next((str(z.get("label")) for z in zones if zone_rank(str(z.get("label"))) == treated), "?")
    stated = zone_copay_percent(
        premium, treated, [p for p in table.get("pairs") or () if isinstance(p, Mapping)]
    )
    where = f"premium for {schedule.zone if schedule else '?'}, treated in {city.title()} ({label})"
    if stated is None:
        return ZoneCopay(
            None, f"{where}: the wording's co-pay for that pair of zones was not read", clause_ids
        )
    percent = _percent(stated)
    return ZoneCopay(percent, f"{where}: zone co-pay {percent}%", clause_ids)
