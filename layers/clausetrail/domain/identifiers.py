"""Identifiers the claim systems already have (SPEC §11): one definition of a valid policy id.

A ``policy_id`` is a policy number as an insurer prints it — ``P/211200/01/2026/007126``, ``1234-5678-90``,
``AB.12_x``: letters, digits and ``/ - _ .``, with at least one letter or digit, 1 to 64 characters once the
surrounding whitespace is trimmed. Inner spaces and every other character are refused.

A policy id is data, never a path: a ``/`` must not become a folder in a storage key, and Step Functions
execution names allow only a narrow alphabet. :func:`policy_id_key` gives the one storage-safe form
(percent-encoding of everything but letters, digits, ``-`` and ``_``: reversible, no ``/`` and no ``.``
segment left). In API paths the id arrives percent-encoded; :func:`policy_id_from_path` decodes it exactly
once and validates it. Pure code, no I/O.
"""

from __future__ import annotations

import hashlib
import re
from typing import Annotated, Any, Final
from urllib.parse import unquote

from pydantic import BeforeValidator
from pydantic_core import PydanticCustomError

from clausetrail.domain.errors import ValidationFailed

POLICY_ID_MAX_LENGTH: Final = 64
BAD_POLICY_ID: Final = "BAD_POLICY_ID"
_POLICY_ID: Final = re.compile(r"[A-Za-z0-9/._-]{1,64}")
_ALNUM: Final = re.compile(r"[A-Za-z0-9]")
_KEY_SAFE: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")

#: Step Functions execution names: 1..80 characters from this alphabet (no whitespace, ``/``, ``%``, ...).
EXECUTION_NAME_MAX_LENGTH: Final = 80
_EXECUTION_NAME: Final = re.compile(r"[A-Za-z0-9_-]{1,80}")

RULE_TEXT: Final = "letters, digits and / - _ . (at least one letter or digit), 1 to 64 characters"


def _problem(raw: object) -> str | None:
    """Why ``raw`` (already trimmed) is not a policy id, or None when it is one."""
    if not isinstance(raw, str):
        return f"a policy id is text, not {type(raw).__name__}"
    if not raw:
        return "the policy id is empty"
    if len(raw) > POLICY_ID_MAX_LENGTH:
        return f"the policy id has {len(raw)} characters; at most {POLICY_ID_MAX_LENGTH} are allowed"
    if not _POLICY_ID.fullmatch(raw):
        bad = sorted({c for c in raw if not re.fullmatch(r"[A-Za-z0-9/._-]", c)})
        return f"the policy id holds {''.join(bad)!r}; allowed are {RULE_TEXT}"
    if not _ALNUM.search(raw):
        return f"the policy id has no letter or digit; allowed are {RULE_TEXT}"
    return None


def is_valid_policy_id(raw: object) -> bool:
    return _problem(raw.strip() if isinstance(raw, str) else raw) is None


def normalise_policy_id(raw: object) -> str:
    """The policy id with surrounding whitespace trimmed; :class:`ValidationFailed` (``BAD_POLICY_ID``) when
    it is not one."""
    value = raw.strip() if isinstance(raw, str) else raw
    problem = _problem(value)
    if problem is not None:
        raise ValidationFailed(problem, code=BAD_POLICY_ID)
    assert isinstance(value, str)
    return value


def policy_id_from_path(segment: str) -> str:
    """A policy id from one URL path segment: percent-decoded exactly once, then validated (``%252F`` stays
    ``%2F`` after the single decoding and is refused)."""
    try:
        decoded = unquote(segment, errors="strict")
    except UnicodeDecodeError as exc:
        raise ValidationFailed("the policy id in the path is not valid UTF-8", code=BAD_POLICY_ID) from exc
    return normalise_policy_id(decoded)


def policy_id_key(policy_id: str) -> str:
    """The storage-safe form of a valid policy id: one key segment, reversible (``P/21.0`` -> ``P%2F21%2E0``)."""
    value = normalise_policy_id(policy_id)
    return "".join(c if c in _KEY_SAFE else f"%{ord(c):02X}" for c in value)


def execution_name(*parts: str) -> str:
    """A Step Functions execution name from ``parts`` joined by ``-``: kept as is when every character is
    allowed and it fits in 80; otherwise the allowed characters, cut, plus a hash of the original (stable:
    the same parts always give the same name, so a restart stays idempotent)."""
    joined = "-".join(parts)
    if _EXECUTION_NAME.fullmatch(joined):
        return joined
    digest = hashlib.sha256(joined.encode()).hexdigest()[:16]
    safe = re.sub(r"[^A-Za-z0-9_-]+", "_", joined).strip("_")
    return f"{safe[: EXECUTION_NAME_MAX_LENGTH - len(digest) - 1]}-{digest}".lstrip("-")


def _pydantic_policy_id(raw: Any) -> str:
    value = raw.strip() if isinstance(raw, str) else raw
    problem = _problem(value)
    if problem is not None:
        raise PydanticCustomError(BAD_POLICY_ID, problem)
    assert isinstance(value, str)
    return value


#: A request field holding a policy id: trimmed and validated; a bad one is a ``BAD_POLICY_ID`` error.
PolicyId = Annotated[str, BeforeValidator(_pydantic_policy_id)]


#: ``arn:<partition>:sts::<account>:assumed-role/<role>/<session>``: the session part changes per login.
_ASSUMED_ROLE: Final = re.compile(r"arn:(aws[a-z-]*):sts::(\d{12}):assumed-role/([\w+=,.@-]{1,64})/[^/]+")
#: API Gateway's ``identity.caller`` for a role session: ``<role unique id (AROA...)>:<session name>``.
_ROLE_SESSION_CALLER: Final = re.compile(r"(AROA[A-Z0-9]{12,}):.+")


def normalise_principal(principal: str) -> str:
    """The owner of a record (SPEC §11): the IAM principal normalised to the role, not the session.

    ``arn:aws:sts::123456789012:assumed-role/ClaimSystem/run-42`` -> ``arn:aws:iam::123456789012:role/ClaimSystem``
    (the role's path is not in the session ARN, so the role ARN is written without one, the same every time);
    a role-session ``caller`` id ``AROA...:session`` -> ``AROA...``. IAM users, roles, federated users, the
    account root and local caller names are kept as they are.
    """
    value = principal.strip()
    assumed = _ASSUMED_ROLE.fullmatch(value)
    if assumed is not None:
        partition, account, role = assumed.groups()
        return f"arn:{partition}:iam::{account}:role/{role}"
    session_caller = _ROLE_SESSION_CALLER.fullmatch(value)
    if session_caller is not None:
        return session_caller.group(1)
    return value


_NOT_ALNUM: Final = re.compile(r"[^0-9A-Z]")
#: characters a recogniser confuses on printed identifiers (after upper-casing): the letter O and the digit 0,
#: the letters I / L and the digit 1
_OCR_CONFUSABLE: Final = str.maketrans({"O": "0", "I": "1", "L": "1"})


def normalise_printed_id(number: str) -> str:
    """A printed identifier without case, spaces or punctuation: "inv/2025-001 " -> "INV2025001"."""
    return _NOT_ALNUM.sub("", number.upper())


def same_printed_id(read: str, expected: str) -> bool:
    """Whether an identifier read from a document is ``expected``: equal once normalised, or equal once the
    characters a recogniser confuses (O / 0, I / l / 1) are taken as one."""
    a, b = normalise_printed_id(read), normalise_printed_id(expected)
    return a == b or a.translate(_OCR_CONFUSABLE) == b.translate(_OCR_CONFUSABLE)
