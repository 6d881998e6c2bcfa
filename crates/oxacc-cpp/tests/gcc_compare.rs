//! The gcc comparison corpus: every `testsuite/cpp/*.c` is preprocessed by `gcc -E` and by
//! oxacc-cpp with the same settings (`-std=gnu17 -O0`, a fixed `SOURCE_DATE_EPOCH`), and the
//! token sequences must be equal, ignoring white space and line markers.
//!
//! A first line `/* cpp-flags: -fopenmp -fopenacc -DX */` adds flags on both sides; paths
//! after `-I`, `-include FILE`, `-imacros FILE` and `-idirafter DIR` are relative to the corpus.

use std::path::{Path, PathBuf};
use std::process::Command;

use oxacc_cpp::lex::lex_text;
use oxacc_cpp::{preprocess, write_preprocessed, MacroOption, PreprocessOptions};
use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, FileId, SourceMap};

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/cpp")
}

/// The tokens of `-E` output, line markers dropped.
fn tokens_of(text: &str) -> Vec<String> {
    let mut kept = String::with_capacity(text.len());
    for line in text.lines() {
        let t = line.trim_start();
        let marker = t
            .strip_prefix('#')
            .is_some_and(|r| r.trim_start().starts_with(|c: char| c.is_ascii_digit()));
        if !marker {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    let (tokens, _) = lex_text(FileId(0), &kept);
    tokens
        .into_iter()
        .map(|t| t.text.to_string())
        .filter(|t| !t.is_empty())
        .collect()
}

fn flags_of(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let first = text.lines().next().unwrap_or("");
    let words: Vec<String> = match first.split_once("cpp-flags:") {
        Some((_, rest)) => rest
            .trim_end()
            .trim_end_matches("*/")
            .split_whitespace()
            .map(str::to_owned)
            .collect(),
        None => Vec::new(),
    };
    // Paths become absolute, so that both sides find the same files.
    let dir = corpus_dir();
    let mut flags = Vec::new();
    let mut takes_path = false;
    for w in words {
        if takes_path {
            flags.push(dir.join(&w).display().to_string());
            takes_path = false;
        } else if let Some(d) = w.strip_prefix("-I") {
            flags.push(format!("-I{}", dir.join(d).display()));
        } else {
            takes_path = matches!(w.as_str(), "-include" | "-imacros" | "-idirafter");
            flags.push(w);
        }
    }
    flags
}

fn run_gcc(path: &Path, flags: &[String]) -> Option<String> {
    let dir = corpus_dir();
    let out = Command::new("gcc")
        .args(["-std=gnu17", "-O0", "-E"])
        .arg(format!("-I{}", dir.display()))
        .args(flags)
        .arg(path)
        .env("SOURCE_DATE_EPOCH", "1700000000")
        .output()
        .ok()?;
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn run_oxacc(path: &Path, flags: &[String]) -> (String, bool) {
    std::env::set_var("SOURCE_DATE_EPOCH", "1700000000");
    let mut opts = PreprocessOptions {
        include_dirs: vec![corpus_dir()],
        ..Default::default()
    };
    let mut words = flags.iter();
    while let Some(f) = words.next() {
        let mut path = || PathBuf::from(words.next().expect("a path after the flag"));
        match f.as_str() {
            "-fopenmp" => opts.openmp = true,
            "-fopenacc" => opts.openacc = true,
            "-include" => opts.force_includes.push(path()),
            "-imacros" => opts.macro_includes.push(path()),
            "-idirafter" => opts.after_dirs.push(path()),
            _ => {
                if let Some(d) = f.strip_prefix("-D") {
                    opts.defines.push(MacroOption::Define(d.to_owned()));
                } else if let Some(d) = f.strip_prefix("-I") {
                    opts.include_dirs.push(PathBuf::from(d));
                }
            }
        }
    }
    let mut sm = SourceMap::new();
    let sink = Box::new(std::io::sink());
    let mut diags = DiagnosticsEngine::with_sink(DiagnosticOptions::default(), sink, false);
    let main = sm
        .load_file(path, &path.display().to_string(), None)
        .expect("corpus file");
    let out = preprocess(&mut sm, &mut diags, main, &opts);
    let mut text = Vec::new();
    write_preprocessed(&sm, &out, &mut text, true).expect("write to memory");
    (
        String::from_utf8_lossy(&text).into_owned(),
        diags.has_errors(),
    )
}

#[test]
fn corpus_matches_gcc_token_for_token() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(corpus_dir())
        .expect("testsuite/cpp")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    assert!(files.len() >= 20, "corpus is missing");
    let mut failures = Vec::new();
    for path in &files {
        let flags = flags_of(path);
        let Some(gcc) = run_gcc(path, &flags) else {
            eprintln!("gcc not found: skipping the comparison");
            return;
        };
        let (ours, errors) = run_oxacc(path, &flags);
        let (a, b) = (tokens_of(&gcc), tokens_of(&ours));
        if errors {
            failures.push(format!("{}: oxacc-cpp reported errors", path.display()));
        }
        if a != b {
            let at = a
                .iter()
                .zip(&b)
                .position(|(x, y)| x != y)
                .unwrap_or(a.len().min(b.len()));
            let lo = at.saturating_sub(8);
            failures.push(format!(
                "{}: token {at} differs ({} vs {} tokens)\n  gcc:   {}\n  oxacc: {}",
                path.display(),
                a.len(),
                b.len(),
                a[lo..(at + 8).min(a.len())].join(" "),
                b[lo..(at + 8).min(b.len())].join(" ")
            ));
        } else {
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            eprintln!("{name}: {} tokens equal", a.len());
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `-dM` lists the same macros with the same spelling as `gcc -dM -E` (order aside).
#[test]
fn macro_dump_matches_gcc() {
    for name in ["all_headers.c", "c17_examples.c", "features.c"] {
        let path = corpus_dir().join(name);
        let dir = corpus_dir();
        let Ok(out) = Command::new("gcc")
            .args(["-std=gnu17", "-O0", "-dM", "-E"])
            .arg(format!("-I{}", dir.display()))
            .arg(&path)
            .output()
        else {
            return;
        };
        let mut gcc: Vec<String> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_owned)
            .collect();
        let opts = PreprocessOptions {
            include_dirs: vec![dir],
            ..Default::default()
        };
        let mut sm = SourceMap::new();
        let sink = Box::new(std::io::sink());
        let mut diags = DiagnosticsEngine::with_sink(DiagnosticOptions::default(), sink, false);
        let main = sm.load_file(&path, name, None).expect("corpus file");
        let result = preprocess(&mut sm, &mut diags, main, &opts);
        let mut text = Vec::new();
        oxacc_cpp::write_macro_definitions(&result, &mut text).expect("write to memory");
        let mut ours: Vec<String> = String::from_utf8_lossy(&text)
            .lines()
            .map(str::to_owned)
            .collect();
        gcc.sort();
        ours.sort();
        let only_gcc: Vec<_> = gcc.iter().filter(|l| !ours.contains(l)).take(5).collect();
        let only_ours: Vec<_> = ours.iter().filter(|l| !gcc.contains(l)).take(5).collect();
        assert!(
            gcc == ours,
            "{name}: only gcc: {only_gcc:?}\nonly oxacc: {only_ours:?}"
        );
    }
}

/// `-C` keeps comments where gcc keeps them (the text, macro arguments) and drops them where it
/// drops them (directive lines, macro definitions, skipped groups); compared as text with `-P`.
#[test]
fn keep_comments_matches_gcc() {
    let path = corpus_dir().join("keep_comments.c");
    let Ok(out) = Command::new("gcc")
        .args(["-std=gnu17", "-E", "-P", "-C", "-nostdinc"])
        .arg(&path)
        .output()
    else {
        return;
    };
    let gcc = String::from_utf8_lossy(&out.stdout).into_owned();
    let opts = PreprocessOptions {
        keep_comments: true,
        no_std_inc: true,
        ..Default::default()
    };
    let mut sm = SourceMap::new();
    let sink = Box::new(std::io::sink());
    let mut diags = DiagnosticsEngine::with_sink(DiagnosticOptions::default(), sink, false);
    let main = sm
        .load_file(&path, &path.display().to_string(), None)
        .expect("corpus file");
    let result = preprocess(&mut sm, &mut diags, main, &opts);
    let mut text = Vec::new();
    write_preprocessed(&sm, &result, &mut text, false).expect("write to memory");
    assert!(!diags.has_errors());
    assert_eq!(String::from_utf8_lossy(&text), gcc);
}
