//! Snapshots of the OpenACC passes' output (testsuite/oir-acc/NAME.oir → NAME.lowered):
//! the module after the whole acc pipeline, then the remarks. `UPDATE_EXPECT=1` rewrites them.

use std::path::Path;

use crate::{parse_module, print_module, PassManager};

fn lower(src: &str) -> String {
    let mut m = parse_module(src).expect("parses");
    let mut pm = PassManager::from_pipeline(super::ACC_PIPELINE).expect("pipeline");
    pm.verify_each = true;
    let r = pm.run(&mut m);
    let mut out = match r {
        Ok(()) => print_module(&m),
        Err(e) => format!("error: {e}\n"),
    };
    for d in &m.diagnostics {
        out.push_str(&format!("; {}\n", d.render(&m)));
    }
    out
}

#[test]
fn snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/oir-acc");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "oir"))
        .collect();
    files.sort();
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap();
        let out = lower(&src);
        let snap = expect_test::ExpectFile {
            path: f.with_extension("lowered"),
            position: file!(),
        };
        snap.assert_eq(&out);
    }
}

#[test]
fn static_storage_is_named_as_in_the_source() {
    assert_eq!(super::static_local_name("main.n"), "n");
    assert_eq!(super::static_local_name("MAIN__.nz.7"), "nz");
    assert_eq!(super::static_local_name("f.a.b"), "a.b");
    assert_eq!(super::static_local_name("plain"), "plain");
}
