"""Runs the `DbMigrate` function during deployment, after the database exists (CDK trigger)."""

from __future__ import annotations

from aws_cdk import Duration, triggers
from aws_cdk import aws_lambda as lambda_
from constructs import Construct


class DbMigration(Construct):
    """Invokes `handler` synchronously on first deploy and whenever its code, config or layer changes.

    A failed migration fails (and rolls back) the deployment. The migrations themselves are idempotent
    and serialised by an advisory lock, so re-running them is harmless.
    """

    def __init__(
        self, scope: Construct, construct_id: str, *, handler: lambda_.Function, after: list[Construct]
    ) -> None:
        super().__init__(scope, construct_id)
        if handler.timeout is None:
            raise ValueError("the migration function needs an explicit timeout")
        self.trigger = triggers.Trigger(
            self,
            "Trigger",
            handler=handler,
            # the handler's subtree holds its IAM policy and security-group rules: they must exist first
            execute_after=[*after, handler],
            invocation_type=triggers.InvocationType.REQUEST_RESPONSE,
            timeout=Duration.seconds(handler.timeout.to_seconds() + 30),
        )
