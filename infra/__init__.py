"""AWS CDK infrastructure of ClauseTrail: one construct per concern, composed into two stacks.

The Lambda functions and state machines are not listed here: they come from
`clausetrail.workflow.registry`, so adding a stage is a registry entry plus its handler/ASL file.
"""
