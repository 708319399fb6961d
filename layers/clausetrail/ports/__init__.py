"""Ports: the interfaces the domain and services depend on. Adapters implement them."""
