#!/usr/bin/env bash
# The Fortran tests of OpenACCV-V (*.F90): run.sh -l fortran (its header says how).
# usage: testsuite/vv/run-fortran.sh [-c COMPILER] [-t SECONDS] [-k] SRC_DIR [TEST.F90 ...]
exec "$(dirname "$0")/run.sh" -l fortran "$@"
