#!/usr/bin/env python3
"""CDK entry point (`cdk synth` / `cdk deploy`): wiring only, everything else lives in infra/."""

from infra.application import build_app, default_outdir, deployment_environment

app, _data, _compute = build_app(env=deployment_environment(), outdir=default_outdir())
app.synth()
