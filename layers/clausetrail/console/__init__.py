"""The review console (SPEC §1): one HTML page, one script and one style sheet, shipped inside the package and
served by the public API resolver at `/console` (no CDN, no build step). The page reads and acts through the
`/internal/...` routes with the person's identity: Cognito's ID token in the Authorization header on AWS, the
local identity headers on the local server."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any, Final

from clausetrail.domain.errors import NotFound
from clausetrail.settings import Settings

#: every file the console serves, with its content type: nothing else under /console is a file
ASSETS: Final = {
    "index.html": "text/html; charset=utf-8",
    "console.js": "text/javascript; charset=utf-8",
    "console.css": "text/css; charset=utf-8",
}
#: the page may load only its own files and call only its own API (no inline script, no other origin)
CSP: Final = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; "
    "frame-src 'self' blob:; object-src 'self' blob:; connect-src 'self'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'"
)


@cache
def asset(name: str) -> bytes:
    """A console file's bytes (404 `ROUTE_NOT_FOUND` for any name that is not one of `ASSETS`)."""
    if name not in ASSETS:
        raise NotFound("no such console file", code="ROUTE_NOT_FOUND")
    return resources.files("clausetrail.console").joinpath("static", name).read_bytes()


def console_config(settings: Settings, *, local: bool) -> dict[str, Any]:
    """What the page needs before anyone logs in: locally the people it may log in as, by role; on AWS the
    hosted login of the Cognito user pool (the ID token comes back in the URL fragment)."""
    if local:

        def people(raw: str) -> list[str]:
            return [p.strip() for p in raw.split(",") if p.strip()]

        return {
            "mode": "local",
            "people": {
                "adjuster": people(settings.local_adjusters),
                "crc": people(settings.local_crc_members),
                "ops": people(settings.local_ops),
            },
            "crc_quorum": settings.crc_quorum,
            "default_tenant": "local",
        }
    return {
        "mode": "cognito",
        "login_url": (settings.console_cognito_domain or "").rstrip("/") + "/login",
        "logout_url": (settings.console_cognito_domain or "").rstrip("/") + "/logout",
        "client_id": settings.console_client_id,
        "crc_group": settings.crc_group,
        "crc_quorum": settings.crc_quorum,
    }
