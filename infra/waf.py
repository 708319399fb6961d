"""The web ACL in front of the REST API stage: a per-IP rate limit and AWS managed rule groups."""

from __future__ import annotations

from aws_cdk import aws_wafv2 as wafv2
from constructs import Construct

#: (rule name, managed rule group, rules of the group switched to COUNT, with the reason)
MANAGED_RULE_GROUPS: tuple[tuple[str, str, dict[str, str]], ...] = (
    ("IpReputation", "AWSManagedRulesAmazonIpReputationList", {}),
    (
        "Common",
        "AWSManagedRulesCommonRuleSet",
        # inline documents (base64, up to 4 MB) are larger than this rule's 8 KB body limit; the body size is
        # bounded by the API Gateway request model and the API function instead (DOCUMENT_TOO_LARGE_INLINE)
        {"SizeRestrictions_BODY": "inline document bodies exceed 8 KB by design"},
    ),
    ("KnownBadInputs", "AWSManagedRulesKnownBadInputsRuleSet", {}),
)
RATE_LIMIT_RULE = "RatePerIp"


def _visibility(name: str) -> wafv2.CfnWebACL.VisibilityConfigProperty:
    return wafv2.CfnWebACL.VisibilityConfigProperty(
        cloud_watch_metrics_enabled=True, metric_name=name, sampled_requests_enabled=True
    )


class ApiFirewall(Construct):
    """`web_acl` (REGIONAL) associated with the API stage `stage_arn`."""

    def __init__(
        self, scope: Construct, construct_id: str, *, stage_arn: str, rate_limit: int, name_prefix: str
    ) -> None:
        super().__init__(scope, construct_id)
        rules = [
            wafv2.CfnWebACL.RuleProperty(
                name=RATE_LIMIT_RULE,
                priority=0,
                action=wafv2.CfnWebACL.RuleActionProperty(block={}),
                statement=wafv2.CfnWebACL.StatementProperty(
                    rate_based_statement=wafv2.CfnWebACL.RateBasedStatementProperty(
                        limit=rate_limit, aggregate_key_type="IP", evaluation_window_sec=300
                    )
                ),
                visibility_config=_visibility(f"{name_prefix}-{RATE_LIMIT_RULE}"),
            )
        ]
        for priority, (name, group, counted) in enumerate(MANAGED_RULE_GROUPS, start=1):
            rules.append(
                wafv2.CfnWebACL.RuleProperty(
                    name=name,
                    priority=priority,
                    override_action=wafv2.CfnWebACL.OverrideActionProperty(none={}),
                    statement=wafv2.CfnWebACL.StatementProperty(
                        managed_rule_group_statement=wafv2.CfnWebACL.ManagedRuleGroupStatementProperty(
                            vendor_name="AWS",
                            name=group,
                            rule_action_overrides=[
                                wafv2.CfnWebACL.RuleActionOverrideProperty(
                                    name=rule, action_to_use=wafv2.CfnWebACL.RuleActionProperty(count={})
                                )
                                for rule in sorted(counted)
                            ]
                            or None,
                        )
                    ),
                    visibility_config=_visibility(f"{name_prefix}-{name}"),
                )
            )
        self.web_acl = wafv2.CfnWebACL(
            self,
            "WebAcl",
            scope="REGIONAL",
            default_action=wafv2.CfnWebACL.DefaultActionProperty(allow={}),
            description="ClauseTrail REST API: per-IP rate limit and AWS managed rule groups",
            visibility_config=_visibility(f"{name_prefix}-WebAcl"),
            rules=rules,
        )
        self.association = wafv2.CfnWebACLAssociation(
            self, "Association", resource_arn=stage_arn, web_acl_arn=self.web_acl.attr_arn
        )
