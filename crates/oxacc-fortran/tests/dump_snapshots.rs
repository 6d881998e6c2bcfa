//! AST-dump snapshots of a few corpus programs, one per source form and style
//! (`UPDATE_EXPECT=1 cargo test -p oxacc-fortran --test dump_snapshots` rewrites them; review
//! the diff).

mod common;

use std::path::Path;

use expect_test::expect_file;

fn dump_of(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../testsuite/fortran-syntax/ok")
        .join(name);
    let out = common::parse_path(&path, name);
    assert_eq!(out.text, "", "{name} has diagnostics");
    oxacc_fortran::dump::dump(&out.file)
}

#[test]
fn jacobi_acc() {
    expect_file!["../../../testsuite/fortran-syntax/dump/jacobi_acc.dump"]
        .assert_eq(&dump_of("jacobi_acc.f90"));
}

#[test]
fn f77_labels() {
    expect_file!["../../../testsuite/fortran-syntax/dump/f77_labels.dump"]
        .assert_eq(&dump_of("f77_labels.f"));
}

#[test]
fn clover_definitions() {
    expect_file!["../../../testsuite/fortran-syntax/dump/clover_definitions.dump"]
        .assert_eq(&dump_of("clover_definitions.f90"));
}
