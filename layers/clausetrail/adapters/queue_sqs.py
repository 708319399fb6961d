"""The claim intake queue on SQS."""

from __future__ import annotations

import json
from typing import Any


class SqsClaimQueue:
    def __init__(self, queue_url: str, client: Any | None = None) -> None:
        import boto3

        self.queue_url = queue_url
        self.client = client or boto3.client("sqs")

    def send(self, claim_id: str) -> None:
        self.client.send_message(QueueUrl=self.queue_url, MessageBody=json.dumps({"claim_id": claim_id}))
