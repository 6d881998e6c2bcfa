//! OpenMP checks.
