"""The review console's sign-in on AWS (SPEC §1, issue 11): Cognito's hosted login for the adjusters' pool.

The pool lives in the Data stack; the hosted-login domain and the console's OAuth client live here, in the App
stack, because the client's callback is the console's own address on the REST API. That address is built from
the API id, region and stage name (not from the deployed stage resource), so the Api function can be told the
client id without a dependency cycle (function -> client -> stage -> deployment -> method -> function).

Choices:
- Implicit grant, `openid email profile` scopes: the console is a static page with no server-side session; it
  keeps the ID token for the session (one hour, the pool's token validity) and sends it to `/internal`, whose
  Cognito authorizer checks it. No client secret (a browser page cannot keep one).
- The SRP client of the Data stack stays for scripted sign-in; this client is only for the hosted page.
"""

from __future__ import annotations

from aws_cdk import Stack
from aws_cdk import aws_apigateway as apigw
from aws_cdk import aws_cognito as cognito
from aws_cdk import aws_lambda as lambda_
from constructs import Construct

from infra.environment import setting_env
from infra.review_api import person_client_options

CONSOLE_PATH = "console"


class ConsoleLogin(Construct):
    """`domain` (the hosted login) and `client` (implicit grant back to the console) on ``user_pool``; the
    ``api_function`` is given both, which the console reads from `/console/config`."""

    def __init__(
        self,
        scope: Construct,
        construct_id: str,
        *,
        user_pool: cognito.IUserPool,
        rest_api: apigw.RestApi,
        stage_name: str,
        environment_name: str,
        api_function: lambda_.Function,
    ) -> None:
        super().__init__(scope, construct_id)
        stack = Stack.of(self)
        self.console_url = f"https://{rest_api.rest_api_id}.execute-api.{stack.region}.{stack.url_suffix}/{stage_name}/{CONSOLE_PATH}"
        self.domain = cognito.UserPoolDomain(
            self,
            "HostedLogin",
            user_pool=user_pool,
            # prefixes are global per region: the account keeps two deployments of one environment apart
            cognito_domain=cognito.CognitoDomainOptions(
                domain_prefix=f"clausetrail-{environment_name}-{stack.account}"
            ),
        )
        self.client = cognito.UserPoolClient(
            self,
            "ConsoleClient",
            user_pool=user_pool,
            user_pool_client_name=f"clausetrail-{environment_name}-console-login",
            generate_secret=False,
            auth_flows=cognito.AuthFlow(),
            o_auth=cognito.OAuthSettings(
                flows=cognito.OAuthFlows(implicit_code_grant=True),
                scopes=[cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
                callback_urls=[self.console_url, f"{self.console_url}/"],
                logout_urls=[self.console_url, f"{self.console_url}/"],
            ),
            supported_identity_providers=[cognito.UserPoolClientIdentityProvider.COGNITO],
            **person_client_options(),
        )
        api_function.add_environment(setting_env("console_cognito_domain"), self.domain.base_url())
        api_function.add_environment(setting_env("console_client_id"), self.client.user_pool_client_id)
