"""Reading IAM out of a synthesized template: which actions on which resources a role may use."""

from __future__ import annotations

from typing import Any


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else [value]


def function_logical_ids(template: dict[str, Any]) -> dict[str, str]:
    """Registry function name -> logical id (functions live under `Functions/<Name>`)."""
    from clausetrail.workflow import registry

    result: dict[str, str] = {}
    for spec in registry.FUNCTIONS:
        matches = [
            logical_id
            for logical_id, resource in template["Resources"].items()
            if resource["Type"] == "AWS::Lambda::Function"
            and resource["Properties"].get("Description") == spec.description
            and logical_id.startswith(f"Functions{spec.name}")
        ]
        assert len(matches) == 1, f"{spec.name}: {matches}"
        result[spec.name] = matches[0]
    return result


def role_of(template: dict[str, Any], function_id: str) -> str:
    role = template["Resources"][function_id]["Properties"]["Role"]
    return str(role["Fn::GetAtt"][0])


def statements_of_role(template: dict[str, Any], role_id: str) -> list[dict[str, Any]]:
    """Every statement of every inline policy attached to the role (AWS::IAM::Policy and Role.Policies)."""
    statements: list[dict[str, Any]] = []
    role = template["Resources"][role_id]
    for policy in role["Properties"].get("Policies", []):
        statements += as_list(policy["PolicyDocument"]["Statement"])
    for resource in template["Resources"].values():
        if resource["Type"] != "AWS::IAM::Policy":
            continue
        if {"Ref": role_id} in resource["Properties"].get("Roles", []):
            statements += as_list(resource["Properties"]["PolicyDocument"]["Statement"])
    return statements


def actions_of_role(template: dict[str, Any], role_id: str) -> set[str]:
    return {action for st in statements_of_role(template, role_id) for action in as_list(st["Action"])}


def resources_for_action(template: dict[str, Any], role_id: str, action: str) -> list[Any]:
    return [
        resource
        for st in statements_of_role(template, role_id)
        if action in as_list(st["Action"])
        for resource in as_list(st["Resource"])
    ]


def managed_policies_of_role(template: dict[str, Any], role_id: str) -> list[Any]:
    return list(template["Resources"][role_id]["Properties"].get("ManagedPolicyArns", []))


def roles_granting(template: dict[str, Any], action: str) -> dict[str, list[Any]]:
    """Every role of the template (not only the functions') that is allowed `action`, with the resources.

    Reads identity policies only (AWS::IAM::Policy and inline Role policies); an `Allow` with `*` or a
    service wildcard in the action also counts, so a broader grant cannot hide the action.
    """
    service = action.split(":", 1)[0]
    granting: dict[str, list[Any]] = {}
    for role_id, resource in template["Resources"].items():
        if resource["Type"] != "AWS::IAM::Role":
            continue
        for statement in statements_of_role(template, role_id):
            if statement.get("Effect", "Allow") != "Allow":
                continue
            actions = as_list(statement["Action"])
            if action in actions or "*" in actions or f"{service}:*" in actions:
                granting.setdefault(role_id, []).extend(as_list(statement["Resource"]))
    return granting


def function_roles(template: dict[str, Any]) -> dict[str, str]:
    """Registry function name -> logical id of its execution role."""
    return {
        name: role_of(template, function_id) for name, function_id in function_logical_ids(template).items()
    }
