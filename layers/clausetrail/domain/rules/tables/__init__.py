"""Data tables the rules read: synonyms, specified diseases, exclusion keywords, room categories.

Kept as Python data (pure, typed, reviewed like code). Each table names its source.
"""
