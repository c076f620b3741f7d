# Sourced by the scripts that build (test, sanitize, fuzz): Swift 6.3's compiler driver on Linux
# leaves an empty TemporaryDirectory.* folder in TMPDIR for every compile job (hundreds a build).
# The run gets a TMPDIR of its own, removed when it ends, so neither they nor anything a test
# might leave stay in the machine's /tmp. (Outside the repository: the review server's tests need
# folders outside the working directory.)
run_tmp="$(mktemp -d "${TMPDIR:-/tmp}/pixelproof-run.XXXXXX")"
trap 'rm -rf "$run_tmp"' EXIT
export TMPDIR="$run_tmp"
