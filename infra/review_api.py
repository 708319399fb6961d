"""Adjusters and the CRC: the Cognito user pool (groups `adjusters`, `crc`) and the `/internal/...` routes.

The user pool holds people's accounts and MFA enrolments, so it lives in the Data stack; the routes and
their Cognito authorizer live with the REST API in the App stack. The Review function checks the
`cognito:groups` claim itself (`clausetrail.api.internal`), so a pool member outside the group gets 403.

Choices:
- No self sign-up: administrators invite adjusters (AdminCreateUser); nobody can create an account.
- MFA required, TOTP only: adjusters see health data and approve payouts. SMS is left out (SIM-swap
  risk, and it would need an SNS role and a spend limit).
- Feature plan ESSENTIALS (the CloudFormation default, no extra cost flag). Threat protection (the former
  "advanced security") needs the PLUS plan, billed per monthly active user, so it is not switched on
  here; the finding is acknowledged with that reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from aws_cdk import Duration, RemovalPolicy
from aws_cdk import aws_apigateway as apigw
from aws_cdk import aws_cognito as cognito
from aws_cdk import aws_lambda as lambda_
from constructs import Construct

from infra.nag import acknowledge

if TYPE_CHECKING:
    from infra.api import PublicApi

ADJUSTERS_GROUP = "adjusters"  # must equal clausetrail.api.internal.ADJUSTERS_GROUP (a test checks)
CRC_GROUP = "crc"  # the Claims Review Committee; must equal the default of Settings.crc_group (a test checks)
OPS_GROUP = (
    "ops"  # ops read the queue, audit trails and budgets; must equal clausetrail.api.internal.OPS_GROUP
)
#: the tenant a person works for (SPEC §11): the normalised principal of the claim system whose claims they see;
#: set by an administrator, never by the person (the console's client may not write it)
TENANT_ATTRIBUTE = "tenant"
INTERNAL_PREFIX = "internal"
PASSWORD_MIN_LENGTH = 14
TOKEN_VALIDITY = Duration.hours(1)  # ID/access tokens; a stolen token is useful for one hour at most
REFRESH_VALIDITY = Duration.hours(12)  # one working day, then sign in again with MFA


class AdjusterDirectory(Construct):
    """`user_pool` with the `adjusters`, `crc` and `ops` groups and the `custom:tenant` attribute, and `client`,
    the review console's app client."""

    def __init__(self, scope: Construct, construct_id: str, *, environment_name: str, protect: bool) -> None:
        super().__init__(scope, construct_id)
        self.user_pool = cognito.UserPool(
            self,
            "UserPool",
            user_pool_name=f"clausetrail-{environment_name}-adjusters",
            self_sign_up_enabled=False,
            sign_in_aliases=cognito.SignInAliases(username=True, email=True),
            sign_in_case_sensitive=False,
            standard_attributes=cognito.StandardAttributes(
                email=cognito.StandardAttribute(required=True, mutable=True)
            ),
            custom_attributes={
                TENANT_ATTRIBUTE: cognito.StringAttribute(min_len=1, max_len=2048, mutable=True)
            },
            auto_verify=cognito.AutoVerifiedAttrs(email=True),
            mfa=cognito.Mfa.REQUIRED,
            mfa_second_factor=cognito.MfaSecondFactor(sms=False, otp=True),
            password_policy=cognito.PasswordPolicy(
                min_length=PASSWORD_MIN_LENGTH,
                require_lowercase=True,
                require_uppercase=True,
                require_digits=True,
                require_symbols=True,
                password_history_size=5,
                temp_password_validity=Duration.days(3),
            ),
            account_recovery=cognito.AccountRecovery.EMAIL_ONLY,
            feature_plan=cognito.FeaturePlan.ESSENTIALS,
            deletion_protection=protect,
            removal_policy=RemovalPolicy.RETAIN,
        )
        acknowledge(
            self.user_pool,
            "Threat protection needs the Cognito PLUS feature plan (billed per monthly active user). The pool "
            "admits no self sign-up, requires TOTP MFA and 14-character passwords; enable PLUS per environment "
            "when its cost is approved.",
            "AwsSolutions-COG8",
        )
        self.group = cognito.UserPoolGroup(
            self,
            "Adjusters",
            user_pool=self.user_pool,
            group_name=ADJUSTERS_GROUP,
            description="Claim adjusters: may read review packets and complete reviews (SPEC §5 /internal)",
        )
        self.crc_group = cognito.UserPoolGroup(
            self,
            "ClaimsReviewCommittee",
            user_pool=self.user_pool,
            group_name=CRC_GROUP,
            description="Claims Review Committee: votes to uphold or overturn every repudiation before it is "
            "final (SPEC §3 stage 7, POST /internal/claims/{claim_id}/crc-votes)",
        )
        self.ops_group = cognito.UserPoolGroup(
            self,
            "Ops",
            user_pool=self.user_pool,
            group_name=OPS_GROUP,
            description="Ops: read the review queue, audit trails and budgets in the review console",
        )
        self.client = self.user_pool.add_client(
            "ReviewConsole",
            user_pool_client_name=f"clausetrail-{environment_name}-review-console",
            generate_secret=False,  # a browser page cannot keep a secret; SRP never sends the password
            auth_flows=cognito.AuthFlow(user_srp=True),
            disable_o_auth=True,  # no hosted UI domain: the console signs in with SRP
            **person_client_options(),
        )


def person_client_options() -> dict[str, Any]:
    """What every app client people sign in with shares: short-lived tokens, revocation, no hint whether an
    account exists, and a tenant a person may read but never change (only an administrator sets it)."""
    return {
        "prevent_user_existence_errors": True,
        "enable_token_revocation": True,
        "id_token_validity": TOKEN_VALIDITY,
        "access_token_validity": TOKEN_VALIDITY,
        "refresh_token_validity": REFRESH_VALIDITY,
        "read_attributes": cognito.ClientAttributes()
        .with_standard_attributes(email=True, email_verified=True)
        .with_custom_attributes(TENANT_ATTRIBUTE),
        "write_attributes": cognito.ClientAttributes().with_standard_attributes(email=True),
    }


def add_internal_routes(
    api: PublicApi, *, handler: lambda_.IFunction, user_pool: cognito.IUserPool
) -> apigw.Method:
    """`ANY /internal/{proxy+}` to the Review function, behind a Cognito user-pool authorizer, and
    `POST /internal/reviews/{claim_id}` with the review body's request model. Returns the proxy method.

    The authorizer accepts the ID token (no OAuth scopes are configured): it carries `cognito:groups` and
    `cognito:username`, which the Review function reads.
    """
    rest_api = api.rest_api
    authorizer = apigw.CognitoUserPoolsAuthorizer(
        rest_api,
        "AdjustersAuthorizer",
        cognito_user_pools=[user_pool],
        identity_source=apigw.IdentitySource.header("Authorization"),
        results_cache_ttl=Duration.minutes(5),
    )
    integration = apigw.LambdaIntegration(handler, allow_test_invoke=False)
    internal = rest_api.root.add_resource(INTERNAL_PREFIX)
    cognito_auth = apigw.AuthorizationType.COGNITO
    api.add_method(
        internal.add_resource("reviews").add_resource("{claim_id}"),
        "POST",
        integration,
        authorization_type=cognito_auth,
        authorizer=authorizer,
        api_key_required=False,  # adjusters are people with Cognito tokens, not claim systems
    )
    return api.add_method(
        internal.add_resource("{proxy+}"),
        "ANY",
        integration,
        authorization_type=cognito_auth,
        authorizer=authorizer,
        api_key_required=False,
    )
