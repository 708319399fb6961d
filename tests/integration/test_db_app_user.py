"""Issue 8 item 11: DbMigrate creates an application user with data-only privileges."""

from __future__ import annotations

import uuid

import psycopg
import pytest

from clausetrail.adapters.db.app_user import ensure_app_user
from clausetrail.adapters.db.credentials import DatabaseConfigError


def test_app_user_reads_and_writes_rows_but_cannot_change_the_schema(database_url: str) -> None:
    name = f"ct_app_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(database_url, autocommit=True) as admin:
        assert ensure_app_user(admin, name, "s3cret-one") is True
        assert ensure_app_user(admin, name, "s3cret-two") is False  # idempotent: password reset only
        attributes = admin.execute(
            "SELECT rolcanlogin, rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = %s",
            (name,),
        ).fetchone()
        assert attributes == (True, False, False, False)
    try:
        as_app = psycopg.conninfo.make_conninfo(database_url, user=name, password="s3cret-two")
        with psycopg.connect(as_app, autocommit=True) as conn:
            assert conn.execute("SELECT current_user").fetchone() == (name,)
            conn.execute("SELECT count(*) FROM schema_migrations").fetchone()
            tables = [
                r[0]
                for r in conn.execute(
                    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' "
                    "AND tablename NOT IN ('schema_migrations', 'clausetrail_meta')"
                ).fetchall()
            ]
            assert tables
            for table in tables:  # every application table is readable
                conn.execute(f'SELECT * FROM "{table}" LIMIT 1')
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute("CREATE TABLE sneaky (x int)")
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute("DELETE FROM schema_migrations")
            with pytest.raises(psycopg.errors.InsufficientPrivilege):
                conn.execute("DROP TABLE schema_migrations")
    finally:
        with psycopg.connect(database_url, autocommit=True) as admin:
            admin.execute(f'DROP OWNED BY "{name}"')
            admin.execute(f'DROP ROLE "{name}"')


@pytest.mark.parametrize("name", ["Robert'); DROP TABLE x; --", "UPPER", ""])
def test_only_plain_role_names(database_url: str, name: str) -> None:
    with psycopg.connect(database_url, autocommit=True) as admin, pytest.raises(DatabaseConfigError):
        ensure_app_user(admin, name, "pw")
