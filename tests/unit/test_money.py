"""INR parsing, finding and formatting (SPEC §6 `amount`). Strings marked "corpus" are verbatim from the
policy wordings in shared/corpus/policies (file named in the comment)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from clausetrail.domain.money import (
    find_amounts,
    format_inr,
    paise_to_inr,
    parse_inr,
    parse_paise,
    to_paise,
)
from clausetrail.domain.number_words import parse_number_words

# --- parse_inr ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    # SPEC §6: "₹10,00,000, Rs. 10 Lakh, 10 lacs, 1000000, 0.1 crore are all 1000000"
    ["₹10,00,000", "Rs. 10 Lakh", "10 lacs", "1000000", "0.1 crore"],
)
def test_spec_examples_are_all_ten_lakh(text: str) -> None:
    assert parse_inr(text) == 1_000_000


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Rs.10,00,000/-", 1_000_000),
        ("INR 5 lakhs", 500_000),
        ("Rs 2.5 Lakh", 250_000),
        ("5L", 500_000),
        ("50K", 50_000),
        ("Rupees Ten Lakh", 1_000_000),
        ("Rupees Ten Lakh Only", 1_000_000),
        ("₹ 50,000", 50_000),
        ("₹100,000", 100_000),  # Western grouping
        ("1,000,000", 1_000_000),
        ("1 Cr.", 10_000_000),
        ("1.10 Crore", 11_000_000),  # corpus: NivaBupa ReAssure 2.0 "1.10 Crore Sum Insured"
        ("₹7.5 Lacs", 750_000),  # corpus: ManipalCigna ProHealth sum insured table
        ("Rs.5lacs", 500_000),  # corpus: Oriental Happy Family Floater "CSI of Rs.5lacs is allowed"
        ("Rs. 2, 00,000/-", 200_000),  # corpus: Oriental Happy Family Floater 3.1.4 (stray space)
        ("Rs5000", 5_000),
        ("` 20,00,000", 2_000_000),  # corpus: ICICI Golden Shield, whose font maps ₹ to a backtick
        ("5 L", 500_000),
        ("INR 50,000.", 50_000),  # sentence full stop
        ("Rupees Fifty thousand", 50_000),
        ("Rupees One lakh fifty thousand", 150_000),
        ("ten lakh rupees", 1_000_000),
        ("Rs. 10,00,000/- (Rupees Ten Lakhs Only)", 1_000_000),
        ("0", 0),
    ],
)
def test_parse_inr_forms(text: str, expected: int) -> None:
    assert parse_inr(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "abc",
        "Rs.",
        "1,0000",  # malformed grouping
        "-5000",  # negative amounts are not amounts
        "up to Rs 5,000 per day",  # more than one amount expression: use find_amounts
        "Rs. 2,50,000/- (Rupees Two Lakh)",  # the restatement disagrees
        "one two",
    ],
)
def test_parse_inr_rejects(text: str) -> None:
    assert parse_inr(text) is None


def test_fractional_rupees_round_half_up_and_paise_stay_exact() -> None:
    assert parse_inr("Rs 99.50") == 100
    assert parse_inr("Rs 99.49") == 99
    assert parse_paise("Rs. 1,234.50") == 123_450
    assert parse_paise("Rs 2.5 Lakh") == 25_000_000
    assert parse_paise("nothing") is None


# --- find_amounts ------------------------------------------------------------------------------------


def test_find_amounts_in_wording_sentence() -> None:
    # corpus: Star Comprehensive (the 10% is a percent, not an amount)
    text = "Payable up  to 10% of the Sum Insured subject to  maximum of Rs. 5 lakhs in a Policy Year"
    found = find_amounts(text)
    assert [(m.value, m.raw) for m in found] == [(500_000, "Rs. 5 lakhs")]
    assert text[found[0].start : found[0].end] == "Rs. 5 lakhs"


def test_find_amounts_in_flat_text_and_across_lines() -> None:
    # corpus: Oriental 5.27 "Silver Plan-Sum Insured uptoRs.5lacs" (words glued by the text layer)
    assert [m.value for m in find_amounts("Silver Plan-Sum Insured uptoRs.5lacs, Gold Plan")] == [500_000]
    # corpus: HDFC ERGO my:Optima Secure, a table cell broken over two lines
    assert [m.value for m in find_amounts("Rs. 10 \nLakhs")] == [1_000_000]
    # corpus: Star Family Health Optima
    text = "a limit of 10% of the  Sum Insured or Rupees Fifty thousand,  whichever is less"
    assert [m.value for m in find_amounts(text)] == [50_000]


def test_find_amounts_shared_multiplier_list() -> None:
    # corpus: National Parivar Mediclaim Plus table of benefits, page 22
    text = "Sum insured (SI) (as Floater) INR 6/ 7/ 8/ 9 /10 Lac INR 15/ 20 /25 Lac INR 30/ 40/ 50 Lac"
    values = [m.value for m in find_amounts(text)]
    assert values == [
        600_000, 700_000, 800_000, 900_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000,
        3_000_000, 4_000_000, 5_000_000,
    ]  # fmt: skip


def test_find_amounts_list_with_currency_dot_and_line_breaks() -> None:
    # corpus: Oriental Happy Family Floater sum insured slabs
    text = "Rs.1, 2,3,4\n& 5 lakh\nRs.6,7,8,9 & 10\nlakh"
    assert [m.value for m in find_amounts(text)] == [n * 100_000 for n in range(1, 11)]


def test_a_grouped_number_is_not_split_into_a_list() -> None:
    assert [m.value for m in find_amounts("1,00,000 and 2 lakh")] == [200_000]
    assert [m.value for m in find_amounts("Rs 50,000 & 10 Lakh")] == [50_000, 1_000_000]


@pytest.mark.parametrize(
    "text",
    [
        "Pre-Existing Diseases (Code- Excl0l)",  # corpus: ICICI Arogya Sanjeevani (l for 1)
        "as provided for in Clause V.9.L above",  # corpus: clause reference
        "295 K wire removal",  # corpus: day care list
        "ten lakhs and fifteen inpatient beds",  # corpus: hospital definition, a population
        "18 years and 65 years",
        "UIN: NICHLIP25039V032425",
    ],
)
def test_numbers_that_are_not_amounts(text: str) -> None:
    assert find_amounts(text) == []


def test_backtick_rupee_sign_from_icici_fonts() -> None:
    # corpus: ICICI Golden Shield table of benefits ("Up to ₹ 25,000/ eye" in the printed PDF)
    text = "Treatment of cataract Up to ` 25,000/ eye Up to ` 50,000/ eye"
    assert [m.value for m in find_amounts(text)] == [25_000, 50_000]
    assert find_amounts("use the `code` field, see `Excl01`") == []


def test_compact_suffixes_and_restatement() -> None:
    # corpus: HDFC ERGO my:Optima Secure (2025) optional deductible options "50K /1L /2L"
    assert [m.value for m in find_amounts("50K /1L /2L")] == [50_000, 100_000, 200_000]
    found = find_amounts("Rs. 10,00,000/- (Rupees Ten Lakhs Only)")
    assert [m.value for m in found] == [1_000_000, 1_000_000]


# --- formatting and paise ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("amount", "text"),
    [
        (0, "₹0"),
        (999, "₹999"),
        (1_000, "₹1,000"),
        (50_000, "₹50,000"),
        (100_000, "₹1,00,000"),
        (1_000_000, "₹10,00,000"),
        (12_345_678, "₹1,23,45,678"),
        (-5_000, "-₹5,000"),
    ],
)
def test_format_inr_uses_lakh_grouping(amount: int, text: str) -> None:
    assert format_inr(amount) == text


def test_format_inr_symbol_and_types() -> None:
    assert format_inr(250_000, symbol="Rs. ") == "Rs. 2,50,000"
    with pytest.raises(TypeError):
        format_inr(10.0)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        format_inr(True)


def test_paise_helpers() -> None:
    assert to_paise(25_000) == 2_500_000
    assert paise_to_inr(2_500_049) == 25_000
    assert paise_to_inr(2_500_050) == 25_001
    assert paise_to_inr(-150) == -2
    with pytest.raises(TypeError):
        to_paise(1.5)  # type: ignore[arg-type]


# --- number words ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("thirty-six", 36),
        ("thirty six", 36),
        ("ninety-nine", 99),
        ("one hundred and eighty", 180),
        ("ten lakh", 1_000_000),
        ("one crore twenty lakh", 12_000_000),
        ("one lakh and fifty thousand", 150_000),
        ("a lakh", 100_000),
        ("zero", 0),
    ],
)
def test_number_words(text: str, expected: int) -> None:
    assert parse_number_words(text) == expected


@pytest.mark.parametrize(
    "text", ["", "one two", "thousand lakh", "twenty thirty", "and", "ten and", "lakh of"]
)
def test_malformed_number_words(text: str) -> None:
    assert parse_number_words(text) is None


# --- properties --------------------------------------------------------------------------------------

_ONES = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def _words_below_hundred(n: int) -> str:
    """Independent oracle: English words for 1..99."""
    if n < 10:
        return _ONES[n - 1]
    if n < 20:
        return _TEENS[n - 10]
    tens, ones = divmod(n, 10)
    return _TENS[tens - 2] + (f"-{_ONES[ones - 1]}" if ones else "")


@given(st.integers(min_value=0, max_value=10**13))
def test_lakh_formatting_round_trips(n: int) -> None:
    assert parse_inr(format_inr(n)) == n
    assert parse_inr(f"Rs.{format_inr(n, symbol='')}/-") == n


@given(st.integers(min_value=0, max_value=10**13))
def test_western_grouping_round_trips(n: int) -> None:
    assert parse_inr(f"INR {n:,}") == n


@given(st.integers(min_value=0, max_value=10**6), st.sampled_from(["lakh", "Lakhs", "lac", "Lacs", "L"]))
def test_n_lakh_is_n_times_one_lakh(n: int, word: str) -> None:
    assert parse_inr(f"{n} {word}") == n * 100_000


@given(st.decimals(min_value=0, max_value=1000, places=5, allow_nan=False, allow_infinity=False))
def test_decimal_lakh_is_exact(d: Decimal) -> None:
    text = f"Rs {d} lakh"
    assert parse_paise(text) == int(d * 100_000 * 100)


@given(st.integers(min_value=1, max_value=99), st.sampled_from(["lakh", "crore", "thousand"]))
def test_rupees_in_words(n: int, scale: str) -> None:
    factor = {"lakh": 100_000, "crore": 10_000_000, "thousand": 1_000}[scale]
    assert parse_inr(f"Rupees {_words_below_hundred(n)} {scale} only") == n * factor


@given(st.integers(min_value=1, max_value=10**9))
def test_find_amounts_locates_formatted_amount(n: int) -> None:
    text = f"subject to a maximum of {format_inr(n)} per policy year, see clause 4.2."
    found = find_amounts(text)
    assert [m.value for m in found] == [n]
    assert text[found[0].start : found[0].end] == format_inr(n)
