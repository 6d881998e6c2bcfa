#!/usr/bin/env bash
# The C tests of OpenMP_VV (SOLLVE V&V): run.sh -l omp (its header says how).
# usage: testsuite/vv/run-omp.sh [-c COMPILER] [-t SECONDS] [-k] OMPVV_DIR [TEST|FOLDER ...]
exec "$(dirname "$0")/run.sh" -l omp "$@"
