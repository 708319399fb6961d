"""Claims: the typed facts extracted from claim documents and the issued policy's schedule."""
