"""PostgreSQL adapters: connection, migrations, repositories (Aurora on AWS, embedded locally)."""
