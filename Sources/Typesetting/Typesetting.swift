// The Typesetting layer: see docs/ARCHITECTURE.md. Its code arrives with its issue.
