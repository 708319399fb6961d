"""Kept for existing imports: the prompt store is packaged data, `clausetrail.data.prompts`."""

from clausetrail.data.prompts import Prompt, PromptFileInvalid, load_prompt, parse_prompt

__all__ = ["Prompt", "PromptFileInvalid", "load_prompt", "parse_prompt"]
