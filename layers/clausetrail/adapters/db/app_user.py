"""The application database user (issue 8 item 11): the functions do not connect as the master user.

`DbMigrate` (the only function with the master credentials) creates the user named in the application
secret, or resets its password to the secret's, and grants it data access only: read and write rows of
the application tables, no DDL, no writes to the migration bookkeeping. Idempotent, under a lock.
"""

from __future__ import annotations

import re
from typing import Any

import psycopg
from psycopg import sql

from clausetrail.adapters.db.credentials import DatabaseConfigError

_LOCK_ID = 7_402_114_222
_ROLE_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
#: tables the application user may read but never change
READ_ONLY_TABLES = ("schema_migrations", "clausetrail_meta")


def ensure_app_user(conn: psycopg.Connection[Any], username: str, password: str) -> bool:
    """Create (True) or update (False) the application role with data-only privileges."""
    if not _ROLE_NAME.fullmatch(username):
        raise DatabaseConfigError(f"{username!r} is not a plain PostgreSQL role name")
    if not password:
        raise DatabaseConfigError("the application user's secret has no password")
    role = sql.Identifier(username)
    with conn.transaction():
        conn.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK_ID,))
        exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (username,)).fetchone()
        verb = sql.SQL("ALTER ROLE") if exists else sql.SQL("CREATE ROLE")
        conn.execute(
            sql.SQL("{} {} WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD {}").format(
                verb, role, sql.Literal(password)
            )
        )
        database = conn.execute("SELECT current_database()").fetchone()
        assert database is not None
        for statement in (
            "GRANT CONNECT ON DATABASE {db} TO {role}",
            "GRANT USAGE ON SCHEMA public TO {role}",
            "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {role}",
            "GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {role}",
            "ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {role}",
            "ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO {role}",
            "REVOKE CREATE ON SCHEMA public FROM {role}",
        ):
            conn.execute(sql.SQL(statement).format(db=sql.Identifier(str(database[0])), role=role))
        for table in READ_ONLY_TABLES:
            present = conn.execute("SELECT to_regclass(%s)", (f"public.{table}",)).fetchone()
            if present and present[0] is not None:
                conn.execute(
                    sql.SQL("REVOKE INSERT, UPDATE, DELETE ON {} FROM {}").format(sql.Identifier(table), role)
                )
    return exists is None
