"""parse_model_json: model replies that are almost JSON come back as the object they meant."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clausetrail.domain.errors import ClauseTrailError
from clausetrail.domain.safe_json import (
    EXCERPT_CHARS,
    ModelOutputInvalid,
    clean_json_text,
    excerpt_of,
    parse_model_json,
)

CTX = "extract_identity v1"

IDENTITY = {
    "insurer_name": {"value": "Care Health Insurance Limited", "clause_id": "c3"},
    "uin": {"value": "CHIHLIP23128V012223", "clause_id": "c1"},
    "sum_insured_options_inr": [500000, 1000000],
}


# ---------------------------------------------------------------- each repair step


def test_clean_json_parses_directly() -> None:
    assert parse_model_json(json.dumps(IDENTITY), context=CTX) == IDENTITY


def test_json_wrapped_in_prose_is_found() -> None:
    text = (
        f"Here is the identity I found in the clauses:\n{json.dumps(IDENTITY)}\nLet me know if you need more."
    )
    assert parse_model_json(text, context=CTX) == IDENTITY


def test_json_in_a_code_fence_is_found() -> None:
    text = f"```json\n{json.dumps(IDENTITY, indent=2)}\n```"
    assert parse_model_json(text, context=CTX) == IDENTITY


def test_trailing_commas_before_closing_brackets_are_removed() -> None:
    text = '{"uin": {"value": "CHIHLIP23128V012223", "clause_id": "c1",}, "sum_insured_options_inr": [500000, 1000000,],}'
    assert parse_model_json(text, context=CTX) == {
        "uin": {"value": "CHIHLIP23128V012223", "clause_id": "c1"},
        "sum_insured_options_inr": [500000, 1000000],
    }


def test_trailing_comma_with_newlines_and_fence() -> None:
    text = 'Sure.\n```json\n{\n  "a": [\n    1,\n    2,\n  ],\n}\n```\n'
    assert parse_model_json(text, context=CTX) == {"a": [1, 2]}


def test_null_bytes_are_removed() -> None:
    text = '{"uin":\x00 "CHIHLIP23128V012223",\x00 "page": 2\x00}'
    assert parse_model_json(text, context=CTX) == {"uin": "CHIHLIP23128V012223", "page": 2}


def test_commas_and_fences_inside_strings_are_kept() -> None:
    # the cleaner must not touch string contents: ",}" and "```" here are data
    text = 'Answer: {"quote": "limits: 1%,} of SI", "note": "```json is not code", "items": ["a,]",],}'
    assert parse_model_json(text, context=CTX) == {
        "quote": "limits: 1%,} of SI",
        "note": "```json is not code",
        "items": ["a,]"],
    }


def test_escaped_quotes_inside_strings_do_not_confuse_the_cleaner() -> None:
    text = '{"quote": "the \\"Company\\", we, us,", "n": 1,}'
    assert parse_model_json(text, context=CTX) == {"quote": 'the "Company", we, us,', "n": 1}


def test_braces_in_the_prose_around_the_json() -> None:
    text = 'Fill {field} per clause. Result: {"uin": "ICIHLIP22012V012223"} (see {c4}).'
    assert parse_model_json(text, context=CTX) == {"uin": "ICIHLIP22012V012223"}


def test_the_enclosing_object_wins_over_a_nested_one() -> None:
    text = 'note {x} then {"outer": {"inner": 1}, "k": [2,],}'
    assert parse_model_json(text, context=CTX) == {"outer": {"inner": 1}, "k": [2]}


def test_byte_order_mark_is_tolerated() -> None:
    assert parse_model_json('\ufeff{"a": 1}', context=CTX) == {"a": 1}


def test_clean_json_text_leaves_valid_json_unchanged() -> None:
    text = json.dumps({"a": [1, {"b": "c, ]"}], "d": "```"}, indent=1)
    assert clean_json_text(text) == text


# ---------------------------------------------------------------- what must fail


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", "no JSON object found"),
        ("I could not find the UIN in these clauses.", "no JSON object found"),
        ('{"uin": "CHIHLIP23128V012223", "page": }', "not valid JSON"),
        ("{'uin': 'single quotes are not JSON'}", "not valid JSON"),
        ('{"uin": "unterminated', "not valid JSON"),
    ],
)
def test_hopeless_replies_raise_with_the_context_tag(text: str, reason: str) -> None:
    with pytest.raises(ModelOutputInvalid) as caught:
        parse_model_json(text, context=CTX)
    err = caught.value
    assert err.code == "MODEL_OUTPUT_INVALID"
    assert isinstance(err, ClauseTrailError)
    assert err.context == CTX
    assert err.reason == reason
    assert f"[{CTX}]" in err.message
    assert err.to_dict()["code"] == "MODEL_OUTPUT_INVALID"


def test_indian_digit_grouping_is_not_guessed_into_a_number() -> None:
    # "5,00,000" is not JSON; a wrong amount is worse than an error, so nothing is returned
    with pytest.raises(ModelOutputInvalid):
        parse_model_json('{"sum_insured": 5,00,000}', context=CTX)


def test_a_top_level_array_is_not_an_object() -> None:
    with pytest.raises(ModelOutputInvalid):
        parse_model_json("[1, 2, 3]", context=CTX)


def test_excerpt_is_short_and_flat() -> None:
    text = "The policy says:\n\n" + "word " * 400 + "{broken"
    with pytest.raises(ModelOutputInvalid) as caught:
        parse_model_json(text, context=CTX)
    err = caught.value
    assert len(err.excerpt) <= EXCERPT_CHARS
    assert err.excerpt.startswith("The policy says: word word")
    assert "\n" not in err.excerpt
    assert len(err.message) < EXCERPT_CHARS + 120


def test_excerpt_of_keeps_short_text_whole() -> None:
    assert excerpt_of("  a \n b\x00c ") == "a b c"
    assert excerpt_of("x" * 500, limit=10) == "x" * 9 + "…"


# ---------------------------------------------------------------- property: damage is undone

_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**15), max_value=10**15)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20)
)
_JSON_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
_OBJECTS = st.dictionaries(st.text(max_size=8), _JSON_VALUES, max_size=5)
# what a model writes around its JSON: no braces, double quotes or backticks (those are tested above)
_PROSE = st.text(alphabet=st.sampled_from("abcdefghij klmnop.,:;!?'()-\n"), max_size=40)


def _outside_strings(text: str) -> list[tuple[int, str]]:
    """(index, char) of every character of `text` outside JSON strings."""
    found: list[tuple[int, str]] = []
    in_string = escaped = False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        else:
            found.append((i, ch))
    return found


def _add_trailing_commas(text: str) -> str:
    """Insert "," before every "}" / "]" that closes a non-empty container."""
    inserts = []
    previous = ""
    for i, ch in _outside_strings(text):
        if ch in "}]" and previous not in ("{", "["):
            inserts.append(i)
        if not ch.isspace():
            previous = ch
    for i in reversed(inserts):
        text = text[:i] + "," + text[i:]
    return text


def _add_null_bytes(text: str) -> str:
    """A null byte after every ":" and "," outside strings."""
    for i, _ in reversed([(i, ch) for i, ch in _outside_strings(text) if ch in ":,"]):
        text = text[: i + 1] + "\x00" + text[i + 1 :]
    return text


@settings(max_examples=300, deadline=None)
@given(
    obj=_OBJECTS,
    indent=st.sampled_from([None, 2]),
    ascii_only=st.booleans(),
    before=_PROSE,
    after=_PROSE,
    fence=st.sampled_from(["", "```", "```json"]),
    trailing_commas=st.booleans(),
    null_bytes=st.booleans(),
)
def test_any_object_survives_wrapping_and_damage(
    obj: dict[str, object],
    indent: int | None,
    ascii_only: bool,
    before: str,
    after: str,
    fence: str,
    trailing_commas: bool,
    null_bytes: bool,
) -> None:
    body = json.dumps(obj, indent=indent, ensure_ascii=ascii_only)
    if trailing_commas:
        body = _add_trailing_commas(body)
    if null_bytes:
        body = _add_null_bytes(body)
    text = (
        f"{before}\n{fence}\n{body}\n{'```' if fence else ''}\n{after}" if fence else f"{before}{body}{after}"
    )
    assert parse_model_json(text, context=CTX) == obj


@settings(max_examples=200, deadline=None)
@given(text=st.text(max_size=400))
def test_arbitrary_text_gives_an_object_or_the_named_error(text: str) -> None:
    try:
        value = parse_model_json(text, context=CTX)
    except ModelOutputInvalid as err:
        assert err.context == CTX
        assert len(err.excerpt) <= EXCERPT_CHARS
    else:
        assert isinstance(value, dict)
