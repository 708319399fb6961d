"""What the check of an uploaded PDF finds (before any OCR)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class PdfInfo:
    page_count: int
    text_pages: tuple[int, ...]  # 1-based numbers of pages read from their text layer
    image_only_pages: tuple[int, ...]  # pages that need OCR: (almost) no text, and a picture
    encrypted: bool = False  # owner-password protection (opens without a password)
    chars_per_page: tuple[int, ...] = field(default=(), repr=False)
