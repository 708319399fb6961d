"""Who owns which stored document (SPEC §11), and the pending uploads (table documents, migration 0005)."""

from __future__ import annotations

from datetime import datetime

from psycopg.rows import dict_row

from clausetrail.adapters.db.connection import Database
from clausetrail.domain.documents import DocumentRecord

_COLUMNS = ", ".join(DocumentRecord.__dataclass_fields__)


class DocumentsRepository:
    def __init__(self, db: Database) -> None:
        self.db = db

    def record(
        self,
        *,
        document_uri: str,
        owner_id: str,
        storage_key: str,
        content_type: str,
        size_bytes: int,
        filename: str | None = None,
        status: str = "stored",
        upload_token: str | None = None,
        expires_at: datetime | None = None,
    ) -> DocumentRecord:
        """Record a document for `owner_id`. The same URI recorded again by its owner is a no-op; a URI that
        belongs to someone else keeps its owner (the returned record says whose it is)."""
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(
                f"""INSERT INTO documents (document_uri, owner_id, storage_key, filename, content_type,
                        size_bytes, status, upload_token, expires_at)
                    VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)
                    ON CONFLICT (document_uri) DO NOTHING
                    RETURNING {_COLUMNS}""",
                (
                    document_uri,
                    owner_id,
                    storage_key,
                    filename,
                    content_type,
                    size_bytes,
                    status,
                    upload_token,
                    expires_at,
                ),
            )
            row = cur.fetchone()
            if row is None:
                cur.execute(f"SELECT {_COLUMNS} FROM documents WHERE document_uri = %s", (document_uri,))
                row = cur.fetchone()
            assert row is not None
        return DocumentRecord(**row)

    def get(self, document_uri: str) -> DocumentRecord | None:
        row = self.db.fetch_one(f"SELECT {_COLUMNS} FROM documents WHERE document_uri = %s", (document_uri,))
        return DocumentRecord(**row) if row else None

    def by_upload_token(self, token: str) -> DocumentRecord | None:
        with self.db.transaction() as conn, conn.cursor(row_factory=dict_row) as cur:
            cur.execute(f"SELECT {_COLUMNS} FROM documents WHERE upload_token = %s", (token,))
            row = cur.fetchone()
        return DocumentRecord(**row) if row else None

    def mark_stored(self, document_uri: str, size_bytes: int) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "UPDATE documents SET status = 'stored', size_bytes = %s WHERE document_uri = %s",
                (size_bytes, document_uri),
            )
