// Tests of this module arrive with its issue (see docs/ARCHITECTURE.md).
import Testing
