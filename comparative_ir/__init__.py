"""comparative_ir: argument retrieval for comparative and controversial questions over ChatNoir."""

__version__ = "0.1.0"
