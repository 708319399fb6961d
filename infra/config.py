"""Deployment settings read from CDK context (cdk.json or `cdk -c key=value`), validated once."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from aws_cdk import aws_logs as logs
from constructs import Node

from clausetrail.settings import Settings

T = TypeVar("T")

# CloudWatch Logs only accepts these retention periods; context gives days, CDK wants the enum.
_RETENTION_BY_DAYS: dict[int, logs.RetentionDays] = {
    30: logs.RetentionDays.ONE_MONTH,
    90: logs.RetentionDays.THREE_MONTHS,
    180: logs.RetentionDays.SIX_MONTHS,
    365: logs.RetentionDays.ONE_YEAR,
    731: logs.RetentionDays.TWO_YEARS,
    1827: logs.RetentionDays.FIVE_YEARS,
    3653: logs.RetentionDays.TEN_YEARS,
}


#: `extractionBackend`: Claude (Bedrock) by default on AWS; `offline` deploys the deterministic model.
EXTRACTION_BACKENDS = frozenset({"claude", "offline"})


class ConfigError(ValueError):
    """A context value that cannot be used; raised before any resource is defined."""


def _as_bool(key: str, value: Any) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in {"true", "false"}:
        return value.strip().lower() == "true"
    raise ConfigError(f"context {key!r} must be true or false, got {value!r}")


def _as_int(key: str, value: Any) -> int:
    if isinstance(value, bool):
        raise ConfigError(f"context {key!r} must be an integer, got {value!r}")
    try:
        return int(str(value))
    except ValueError as exc:
        raise ConfigError(f"context {key!r} must be an integer, got {value!r}") from exc


def _as_float(key: str, value: Any) -> float:
    try:
        return float(str(value))
    except ValueError as exc:
        raise ConfigError(f"context {key!r} must be a number, got {value!r}") from exc


def _as_backend(key: str, value: Any) -> str:
    text = str(value).strip().lower()
    if text not in EXTRACTION_BACKENDS:
        raise ConfigError(f"context {key!r} must be one of {sorted(EXTRACTION_BACKENDS)}, got {value!r}")
    return text


def _as_model_id(key: str, value: Any) -> str:
    text = str(value).strip()
    # the Lambda roles may only invoke Anthropic Claude models and profiles (infra/grants.py)
    if "anthropic.claude-" not in text or any(c.isspace() for c in text):
        raise ConfigError(
            f"context {key!r} must be a Bedrock Claude model or inference profile id, got {value!r}"
        )
    return text


def _as_price(key: str, value: Any) -> float:
    price = _as_float(key, value)
    if not 0 <= price <= 1000:
        raise ConfigError(
            f"context {key!r} must be a price in USD per million tokens (0..1000), got {value!r}"
        )
    return price


def _setting_default(field: str) -> Any:
    """The run-time default of a setting: CDK deploys the same model ids and prices the code defaults to."""
    return Settings.model_fields[field].default


def _as_list(key: str, value: Any) -> tuple[str, ...]:
    """A JSON list from cdk.json, or a comma-separated string from `cdk -c key=a,b`."""
    items = value if isinstance(value, list) else str(value).split(",")
    cleaned = tuple(str(item).strip() for item in items if str(item).strip())
    if any(c.isspace() for item in cleaned for c in item):
        raise ConfigError(f"context {key!r} must be a list of names without spaces, got {value!r}")
    return cleaned


def _as_name(key: str, value: Any) -> str:
    text = str(value)
    if not text.isascii() or not text.replace("-", "").isalnum() or not text[:1].isalpha() or len(text) > 16:
        raise ConfigError(f"context {key!r} must be letters, digits and '-' (max 16), got {value!r}")
    return text


@dataclass(frozen=True, slots=True)
class InfraConfig:
    environment_name: str = "dev"
    audit_retention_years: int = 10  # S3 Object Lock COMPLIANCE retention of the audit bucket (SPEC §1)
    textract_skip_text_pages: bool = True
    db_deletion_protection: bool = True
    db_min_capacity: float = 0.5  # ACU; 0 lets Aurora pause (slow first query after idle)
    db_max_capacity: float = 8.0
    db_secret_rotation_days: int = 30
    api_throttle_rate: int = 50  # steady requests/second for the whole stage
    api_throttle_burst: int = 100
    log_retention_days: int = 365
    max_azs: int = 2
    extraction_backend: str = "claude"
    # API protection (issue 8 item 14)
    waf_rate_limit: int = 1000  # requests per client IP in any 5 minutes before WAF blocks it
    # IAM principals (role ARNs, wildcards allowed) that may call /v1; empty: roles of this account named
    # clausetrail-claim-system-* (`default_claim_system_principal`)
    claim_system_principals: tuple[str, ...] = ()
    claim_systems: tuple[str, ...] = ("default",)  # one API key each, all on the claim-systems usage plan
    usage_rate_limit: int = 20  # per API key, requests/second (steady)
    usage_burst_limit: int = 40
    usage_quota_per_day: int = 50_000
    alarm_email: str | None = None  # subscribed to the alarm topic when set
    # every claim goes to a person (CLAUSETRAIL_KILL_SWITCH on the ClaimGate function; README "Runbook")
    kill_switch: bool = False
    llm_bedrock_small_model: str = _setting_default("llm_bedrock_small_model")
    llm_bedrock_large_model: str = _setting_default("llm_bedrock_large_model")
    llm_small_price_input_per_mtok: float = _setting_default("llm_small_price_input_per_mtok")
    llm_small_price_output_per_mtok: float = _setting_default("llm_small_price_output_per_mtok")
    llm_large_price_input_per_mtok: float = _setting_default("llm_large_price_input_per_mtok")
    llm_large_price_output_per_mtok: float = _setting_default("llm_large_price_output_per_mtok")
    # Alarm thresholds (infra/monitoring.py; README "Runbook"): an alarm fires when its value goes above these
    # (below, for the auto-decision rate)
    alarm_auto_decision_min_percent: float = 20.0  # auto-decided share of an hour's decisions (eval: 39 %)
    alarm_auto_decision_min_claims: int = 10  # fewer decisions in the hour: the rate is not judged
    alarm_model_usd_per_hour: float = 5.0  # model spend (claims and policy passes) per hour, USD
    alarm_crc_backlog: int = 20  # claims waiting for committee votes
    alarm_reviews_past_due: int = 0  # claims whose adjuster review passed its deadline
    alarm_textract_errors_per_hour: int = 0  # stage attempts that failed on Textract in an hour
    alarm_lambda_errors: int = 0  # errors of one function in 5 minutes
    alarm_lambda_throttles: int = 0  # throttled invocations of one function in 5 minutes
    # the AWS Lambda Web Adapter layer (x86_64) the streamed questions function runs under; its account
    # publishes it in every commercial region (README "Streaming")
    web_adapter_layer_version: int = 25

    def __post_init__(self) -> None:
        if self.extraction_backend not in EXTRACTION_BACKENDS:
            raise ConfigError(f"extractionBackend must be one of {sorted(EXTRACTION_BACKENDS)}")
        if not 1 <= self.audit_retention_years <= 100:
            raise ConfigError("auditRetentionYears must be between 1 and 100")
        if not 0 <= self.db_min_capacity <= self.db_max_capacity <= 256:
            raise ConfigError("need 0 <= dbMinCapacity <= dbMaxCapacity <= 256 (Aurora Serverless v2 ACUs)")
        if not 1 <= self.db_secret_rotation_days <= 365:
            raise ConfigError("dbSecretRotationDays must be between 1 and 365")
        if self.api_throttle_rate <= 0 or self.api_throttle_burst <= 0:
            raise ConfigError("apiThrottleRate and apiThrottleBurst must be positive")
        if self.log_retention_days not in _RETENTION_BY_DAYS:
            raise ConfigError(f"logRetentionDays must be one of {sorted(_RETENTION_BY_DAYS)}")
        if not 100 <= self.waf_rate_limit <= 2_000_000_000:
            raise ConfigError("wafRateLimit must be at least 100 (the WAF minimum for a rate-based rule)")
        if not self.claim_systems or any(not n.replace("-", "").isalnum() for n in self.claim_systems):
            raise ConfigError("claimSystems must name at least one claim system (letters, digits, '-')")
        for principal in self.claim_system_principals:
            if not principal.startswith("arn:") or ":iam::" not in principal:
                raise ConfigError(f"claimSystemPrincipals: {principal!r} is not an IAM principal ARN")
        if min(self.usage_rate_limit, self.usage_burst_limit, self.usage_quota_per_day) <= 0:
            raise ConfigError("usageRateLimit, usageBurstLimit and usageQuotaPerDay must be positive")
        if self.alarm_email is not None and "@" not in self.alarm_email:
            raise ConfigError("alarmEmail must be an e-mail address")
        if not 2 <= self.max_azs <= 3:
            raise ConfigError("maxAzs must be 2 or 3 (Aurora needs subnets in two AZs)")
        if not 0 <= self.alarm_auto_decision_min_percent <= 100:
            raise ConfigError("alarmAutoDecisionMinPercent must be a percentage (0..100)")
        if self.alarm_auto_decision_min_claims < 1:
            raise ConfigError("alarmAutoDecisionMinClaims must be at least 1")
        if self.alarm_model_usd_per_hour <= 0:
            raise ConfigError("alarmModelUsdPerHour must be positive")
        if min(self.alarm_crc_backlog, self.alarm_reviews_past_due, self.alarm_textract_errors_per_hour) < 0:
            raise ConfigError(
                "alarmCrcBacklog, alarmReviewsPastDue and alarmTextractErrorsPerHour must be >= 0"
            )
        if min(self.alarm_lambda_errors, self.alarm_lambda_throttles) < 0:
            raise ConfigError("alarmLambdaErrors and alarmLambdaThrottles must be >= 0")
        if self.web_adapter_layer_version < 1:
            raise ConfigError("webAdapterLayerVersion must be a published layer version (>= 1)")

    @property
    def log_retention(self) -> logs.RetentionDays:
        return _RETENTION_BY_DAYS[self.log_retention_days]

    @classmethod
    def from_context(cls, node: Node) -> InfraConfig:
        defaults = cls()

        def read(key: str, parse: Callable[[str, Any], T], default: T) -> T:
            value = node.try_get_context(key)
            return default if value is None else parse(key, value)

        return cls(
            environment_name=read("environmentName", _as_name, defaults.environment_name),
            audit_retention_years=read("auditRetentionYears", _as_int, defaults.audit_retention_years),
            textract_skip_text_pages=read(
                "textractSkipTextPages", _as_bool, defaults.textract_skip_text_pages
            ),
            db_deletion_protection=read("dbDeletionProtection", _as_bool, defaults.db_deletion_protection),
            db_min_capacity=read("dbMinCapacity", _as_float, defaults.db_min_capacity),
            db_max_capacity=read("dbMaxCapacity", _as_float, defaults.db_max_capacity),
            db_secret_rotation_days=read("dbSecretRotationDays", _as_int, defaults.db_secret_rotation_days),
            api_throttle_rate=read("apiThrottleRate", _as_int, defaults.api_throttle_rate),
            api_throttle_burst=read("apiThrottleBurst", _as_int, defaults.api_throttle_burst),
            log_retention_days=read("logRetentionDays", _as_int, defaults.log_retention_days),
            max_azs=read("maxAzs", _as_int, defaults.max_azs),
            extraction_backend=read("extractionBackend", _as_backend, defaults.extraction_backend),
            waf_rate_limit=read("wafRateLimit", _as_int, defaults.waf_rate_limit),
            claim_system_principals=read("claimSystemPrincipals", _as_list, defaults.claim_system_principals),
            claim_systems=read("claimSystems", _as_list, defaults.claim_systems),
            usage_rate_limit=read("usageRateLimit", _as_int, defaults.usage_rate_limit),
            usage_burst_limit=read("usageBurstLimit", _as_int, defaults.usage_burst_limit),
            usage_quota_per_day=read("usageQuotaPerDay", _as_int, defaults.usage_quota_per_day),
            alarm_email=read("alarmEmail", lambda _k, v: str(v).strip() or None, defaults.alarm_email),
            kill_switch=read("killSwitch", _as_bool, defaults.kill_switch),
            web_adapter_layer_version=read(
                "webAdapterLayerVersion", _as_int, defaults.web_adapter_layer_version
            ),
            llm_bedrock_small_model=read(
                "llmBedrockSmallModel", _as_model_id, defaults.llm_bedrock_small_model
            ),
            llm_bedrock_large_model=read(
                "llmBedrockLargeModel", _as_model_id, defaults.llm_bedrock_large_model
            ),
            **{
                field: read(key, _as_price, getattr(defaults, field))
                for key, field in LLM_PRICE_CONTEXT.items()
            },
            **{
                field: read(key, _as_float if field in _FLOAT_ALARMS else _as_int, getattr(defaults, field))
                for key, field in ALARM_CONTEXT.items()
            },
        )

    def llm_settings(self) -> dict[str, str]:
        """Setting field -> value for the functions that call Claude (model ids and budget prices)."""
        return {
            "llm_bedrock_small_model": self.llm_bedrock_small_model,
            "llm_bedrock_large_model": self.llm_bedrock_large_model,
            **{field: repr(float(getattr(self, field))) for field in LLM_PRICE_CONTEXT.values()},
        }


#: context key -> InfraConfig / Settings field of the model prices (USD per million tokens)
LLM_PRICE_CONTEXT: dict[str, str] = {
    "llmSmallPriceInputPerMtok": "llm_small_price_input_per_mtok",
    "llmSmallPriceOutputPerMtok": "llm_small_price_output_per_mtok",
    "llmLargePriceInputPerMtok": "llm_large_price_input_per_mtok",
    "llmLargePriceOutputPerMtok": "llm_large_price_output_per_mtok",
}

#: context key -> InfraConfig field of the alarm thresholds (defaults in cdk.json; README "Runbook")
ALARM_CONTEXT: dict[str, str] = {
    "alarmAutoDecisionMinPercent": "alarm_auto_decision_min_percent",
    "alarmAutoDecisionMinClaims": "alarm_auto_decision_min_claims",
    "alarmModelUsdPerHour": "alarm_model_usd_per_hour",
    "alarmCrcBacklog": "alarm_crc_backlog",
    "alarmReviewsPastDue": "alarm_reviews_past_due",
    "alarmTextractErrorsPerHour": "alarm_textract_errors_per_hour",
    "alarmLambdaErrors": "alarm_lambda_errors",
    "alarmLambdaThrottles": "alarm_lambda_throttles",
}
_FLOAT_ALARMS = frozenset({"alarm_auto_decision_min_percent", "alarm_model_usd_per_hour"})
