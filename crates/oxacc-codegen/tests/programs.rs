//! Runs `testsuite/abi/*.oir`: each is compiled at -O0, -O2 and -O3
//! -march=native, linked (with `; driver: FILE.c` compiled by gcc when
//! given) and run; stdout must equal the `; expect:` lines.

mod common;

use std::path::Path;

use oxacc_codegen::host::{CodegenOptions, OptLevel};

fn run_file(path: &Path) -> Result<(), String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let m = oxacc_oir::parse_module(&src).map_err(|e| format!("parse: {e}"))?;
    let expect: String = src
        .lines()
        .filter_map(|l| l.strip_prefix("; expect: "))
        .map(|l| format!("{l}\n"))
        .collect();
    let driver = src
        .lines()
        .find_map(|l| l.strip_prefix("; driver: "))
        .map(str::trim);
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("prog");
    let configs = [
        ("O0", common::opts(OptLevel::O0)),
        ("O2", common::opts(OptLevel::O2)),
        (
            "O3native",
            CodegenOptions {
                opt_level: OptLevel::O3,
                cpu: "native".into(),
                ..Default::default()
            },
        ),
    ];
    for (tag, opts) in configs {
        let dir = common::scratch_dir(&format!("{stem}-{tag}"));
        let obj = dir.join(format!("{stem}.o"));
        common::emit_object(&m, &opts, &obj);
        let csrc;
        let mut sources = Vec::new();
        if let Some(d) = driver {
            csrc =
                std::fs::read_to_string(path.with_file_name(d)).map_err(|e| format!("{d}: {e}"))?;
            sources.push((d, csrc.as_str()));
        }
        let out = common::link_and_run(&dir, &[obj], &sources);
        if out != expect {
            return Err(format!(
                "{tag}: output differs\n--- got\n{out}--- want\n{expect}"
            ));
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    Ok(())
}

#[test]
fn abi_programs() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/abi");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("testsuite/abi")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "oir"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let failures: Vec<String> = files
        .iter()
        .filter_map(|f| run_file(f).err().map(|e| format!("{}: {e}", f.display())))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
