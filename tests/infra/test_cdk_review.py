"""Adjusters and the CRC: an invite-only, MFA-required user pool with the `adjusters` and `crc` groups; only Review
completes tokens."""

from __future__ import annotations

import json

from clausetrail.api.internal import ADJUSTERS_GROUP as HANDLER_GROUP
from clausetrail.api.internal import OPS_GROUP as HANDLER_OPS_GROUP
from clausetrail.api.internal import TENANT_CLAIM
from clausetrail.settings import Settings
from clausetrail.workflow import registry
from infra.environment import setting_env
from infra.review_api import ADJUSTERS_GROUP, CRC_GROUP, OPS_GROUP, TENANT_ATTRIBUTE
from infra.stacks import API_FUNCTION
from tests.infra.cdk_helpers import function_logical_ids, function_roles, roles_granting
from tests.infra.conftest import Synthesized

TASK_TOKEN_ACTIONS = ("states:SendTaskSuccess", "states:SendTaskFailure", "states:SendTaskHeartbeat")


def _adjudicate_machine(synthesized: Synthesized) -> str:
    (machine,) = [
        k
        for k in synthesized.app_resources("AWS::StepFunctions::StateMachine")
        if k.startswith("WorkflowsAdjudicateClaim")
    ]
    return machine


def test_user_pool_is_invite_only_with_required_totp_mfa_and_a_strong_password_policy(
    synthesized: Synthesized,
) -> None:
    (pool,) = synthesized.data_resources("AWS::Cognito::UserPool").values()
    props = pool["Properties"]
    assert props["AdminCreateUserConfig"]["AllowAdminCreateUserOnly"] is True
    assert props["MfaConfiguration"] == "ON"
    assert props["EnabledMfas"] == ["SOFTWARE_TOKEN_MFA"]
    policy = props["Policies"]["PasswordPolicy"]
    assert policy["MinimumLength"] >= 14
    assert all(
        policy[k] is True
        for k in ("RequireLowercase", "RequireUppercase", "RequireNumbers", "RequireSymbols")
    )
    assert props["DeletionProtection"] == "ACTIVE"  # dbDeletionProtection is true in cdk.json
    assert pool["DeletionPolicy"] == "Retain"


def test_adjusters_group_matches_the_name_the_review_handler_checks(synthesized: Synthesized) -> None:
    assert ADJUSTERS_GROUP == HANDLER_GROUP
    groups = {
        g["Properties"]["GroupName"]: g
        for g in synthesized.data_resources("AWS::Cognito::UserPoolGroup").values()
    }
    group = groups[HANDLER_GROUP]
    (pool_id,) = synthesized.data_resources("AWS::Cognito::UserPool")
    assert group["Properties"]["UserPoolId"] == {"Ref": pool_id}


def test_the_crc_group_is_in_the_same_pool_and_matches_the_setting_the_vote_route_checks(
    synthesized: Synthesized,
) -> None:
    assert CRC_GROUP == Settings.model_fields["crc_group"].default == "crc"
    groups = {
        g["Properties"]["GroupName"]: g
        for g in synthesized.data_resources("AWS::Cognito::UserPoolGroup").values()
    }
    assert set(groups) == {ADJUSTERS_GROUP, CRC_GROUP, OPS_GROUP}
    assert OPS_GROUP == HANDLER_OPS_GROUP
    (pool_id,) = synthesized.data_resources("AWS::Cognito::UserPool")
    assert groups[CRC_GROUP]["Properties"]["UserPoolId"] == {"Ref": pool_id}


def test_review_console_client_has_no_secret_no_oauth_and_srp_only(synthesized: Synthesized) -> None:
    (client,) = synthesized.data_resources("AWS::Cognito::UserPoolClient").values()
    props = client["Properties"]
    assert props["GenerateSecret"] is False
    assert props["AllowedOAuthFlowsUserPoolClient"] is False
    assert set(props["ExplicitAuthFlows"]) == {"ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"}
    assert props["PreventUserExistenceErrors"] == "ENABLED"
    # a person reads the tenant they work for but cannot change it (an administrator sets it)
    assert f"custom:{TENANT_ATTRIBUTE}" in props["ReadAttributes"]
    assert props["WriteAttributes"] == ["email"]


def test_people_carry_the_tenant_the_internal_routes_are_scoped_to(synthesized: Synthesized) -> None:
    (pool,) = synthesized.data_resources("AWS::Cognito::UserPool").values()
    (attribute,) = [a for a in pool["Properties"]["Schema"] if a["Name"] == TENANT_ATTRIBUTE]
    assert attribute["AttributeDataType"] == "String"
    assert f"custom:{TENANT_ATTRIBUTE}" == TENANT_CLAIM


def test_only_the_review_function_role_can_complete_or_fail_a_task_token(synthesized: Synthesized) -> None:
    review_role = function_roles(synthesized.app_json)["Review"]
    assert registry.TASK_TOKEN in registry.function("Review").needs
    for action in TASK_TOKEN_ACTIONS:
        assert roles_granting(synthesized.data_json, action) == {}, action
        granting = roles_granting(synthesized.app_json, action)
        assert set(granting) == {review_role}, action
        # scoped to the adjudication state machine, not `*`
        assert granting[review_role] == [{"Ref": _adjudicate_machine(synthesized)}], action


def test_the_console_signs_in_through_the_hosted_login_and_returns_to_the_console(
    synthesized: Synthesized,
) -> None:
    (domain,) = synthesized.app_resources("AWS::Cognito::UserPoolDomain").values()
    assert "clausetrail-" in json.dumps(domain["Properties"]["Domain"])
    clients = [
        c["Properties"]
        for c in synthesized.app_resources("AWS::Cognito::UserPoolClient").values()
        if c["Properties"].get("AllowedOAuthFlows")
    ]
    (client,) = clients
    assert client["AllowedOAuthFlows"] == ["implicit"] and client["AllowedOAuthFlowsUserPoolClient"] is True
    assert set(client["AllowedOAuthScopes"]) == {"openid", "email", "profile"}
    assert client["GenerateSecret"] is False
    assert client["SupportedIdentityProviders"] == ["COGNITO"]
    callbacks = json.dumps(client["CallbackURLs"])
    assert "/console" in callbacks and "execute-api" in callbacks
    assert "custom:tenant" in client["ReadAttributes"] and "custom:tenant" not in client.get(
        "WriteAttributes", []
    )


def test_the_api_function_is_told_the_hosted_login_domain_and_the_console_client(
    synthesized: Synthesized,
) -> None:
    ids = function_logical_ids(synthesized.app_json)
    env = synthesized.app_json["Resources"][ids[API_FUNCTION]]["Properties"]["Environment"]["Variables"]
    (client_id,) = [
        k
        for k, c in synthesized.app_resources("AWS::Cognito::UserPoolClient").items()
        if c["Properties"].get("AllowedOAuthFlows")
    ]
    assert env[setting_env("console_client_id")] == {"Ref": client_id}
    assert setting_env("console_cognito_domain") in env
