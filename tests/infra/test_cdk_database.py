"""Issue 8 item 11: secrets carry dbname, a separate application user, an RDS Proxy, migrations in DbMigrate."""

from __future__ import annotations

import json
from typing import Any

from clausetrail.workflow import registry
from infra.database import APP_USER, DATABASE_NAME, MASTER_USER, PORT, PROXY_MAX_CONNECTIONS_PERCENT
from infra.environment import setting_env
from tests.infra.cdk_helpers import function_logical_ids, resources_for_action, role_of
from tests.infra.conftest import Synthesized, flatten_join


def _secrets(synthesized: Synthesized) -> dict[str, dict[str, Any]]:
    return synthesized.data_resources("AWS::SecretsManager::Secret")


def test_both_secrets_carry_dbname_and_their_user(synthesized: Synthesized) -> None:
    rendered = [
        json.loads(
            flatten_join(s["Properties"]["GenerateSecretString"]["SecretStringTemplate"], lambda _: "ref")
        )
        for s in _secrets(synthesized).values()
        if "GenerateSecretString" in s["Properties"]
    ]
    templates = {template["username"]: template for template in rendered}
    assert set(templates) >= {MASTER_USER, APP_USER}
    assert templates[MASTER_USER]["dbname"] == DATABASE_NAME
    assert templates[APP_USER]["dbname"] == DATABASE_NAME
    assert "masterarn" in templates[APP_USER]  # multi-user rotation clones the user with the master secret


def test_an_rds_proxy_with_tls_fronts_aurora_for_both_secrets(synthesized: Synthesized) -> None:
    (proxy,) = synthesized.data_resources("AWS::RDS::DBProxy").values()
    props = proxy["Properties"]
    assert props["RequireTLS"] is True and props["EngineFamily"] == "POSTGRESQL"
    assert len(props["Auth"]) == 2 and all(a["IAMAuth"] == "DISABLED" for a in props["Auth"])
    (target_group,) = synthesized.data_resources("AWS::RDS::DBProxyTargetGroup").values()
    config = target_group["Properties"]["ConnectionPoolConfigurationInfo"]
    assert config["MaxConnectionsPercent"] == PROXY_MAX_CONNECTIONS_PERCENT
    assert target_group["Properties"]["DBClusterIdentifiers"]
    # the proxy reaches the cluster on the cluster's port
    (cluster_id,) = synthesized.data_resources("AWS::RDS::DBCluster")
    assert synthesized.data_resources("AWS::RDS::DBCluster")[cluster_id]["Properties"]["Port"] == PORT
    from_proxy = [
        r["Properties"]
        for r in synthesized.data_resources("AWS::EC2::SecurityGroupIngress").values()
        if "from the Proxy" in r["Properties"].get("Description", "")
    ]
    assert [r["FromPort"] for r in from_proxy] == [{"Fn::GetAtt": [cluster_id, "Endpoint.Port"]}]


def test_functions_use_the_app_secret_and_the_proxy_and_never_migrate(synthesized: Synthesized) -> None:
    ids = function_logical_ids(synthesized.app_json)
    resources = synthesized.app_json["Resources"]
    app_secret = master_secret = None
    for spec in registry.FUNCTIONS:
        env = resources[ids[spec.name]]["Properties"]["Environment"]["Variables"]
        if not spec.needs & {registry.DB, registry.DB_ADMIN}:
            assert setting_env("database_secret_arn") not in env
            continue
        assert env[setting_env("database_migrate_on_connect")] == "false", spec.name
        assert "Proxy" in json.dumps(env[setting_env("database_host")]), spec.name
        assert env[setting_env("database_port")] == "5432"
        secret = json.dumps(env[setting_env("database_secret_arn")])
        readable = json.dumps(
            resources_for_action(
                synthesized.app_json,
                role_of(synthesized.app_json, ids[spec.name]),
                "secretsmanager:GetSecretValue",
            )
        )
        if spec.name == "DbMigrate":
            master_secret = secret
            assert json.dumps(env[setting_env("database_app_secret_arn")]) in readable
        else:
            app_secret = app_secret or secret
            assert secret == app_secret, spec.name  # every other function: the same, application, secret
            assert setting_env("database_app_secret_arn") not in env
        assert secret in readable
    assert app_secret and master_secret and app_secret != master_secret
    only_admin = [spec.name for spec in registry.FUNCTIONS if registry.DB_ADMIN in spec.needs]
    assert only_admin == ["DbMigrate"]
    # no other role may read the master secret
    for spec in registry.FUNCTIONS:
        if spec.name != "DbMigrate":
            role = role_of(synthesized.app_json, ids[spec.name])
            assert master_secret not in json.dumps(
                resources_for_action(synthesized.app_json, role, "secretsmanager:GetSecretValue")
            ), spec.name
