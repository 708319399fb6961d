"""Lambda entry point of the streamed policy questions (SPEC §4), run by `run.sh`.

The function's handler is `run.sh` under the AWS Lambda Web Adapter (its layer and `AWS_LAMBDA_EXEC_WRAPPER`);
the script starts this file's HTTP server, and the adapter turns each API Gateway event into a request to it
and its chunked reply into a Lambda response stream (`clausetrail.api.stream_server`).
"""

from __future__ import annotations

from clausetrail.api.stream_server import run_stream_server

if __name__ == "__main__":
    run_stream_server()
