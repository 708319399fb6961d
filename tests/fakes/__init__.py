"""Test doubles for the ports (never imported by the clausetrail layer)."""
