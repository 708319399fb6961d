#!/bin/sh
# The Questions function's handler: the Lambda Web Adapter (AWS_LAMBDA_EXEC_WRAPPER=/opt/bootstrap) runs this
# script once per execution environment and forwards every invocation to the server it starts on AWS_LWA_PORT.
# The layer's packages are in /opt/python, which a script (unlike the Python runtime) must put on the path.
PYTHONPATH="/opt/python:${LAMBDA_TASK_ROOT}:${LAMBDA_RUNTIME_DIR}${PYTHONPATH:+:$PYTHONPATH}" \
    exec python3 "${LAMBDA_TASK_ROOT}/handler.py"
