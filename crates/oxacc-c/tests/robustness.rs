//! Fuzz-style robustness: mutated, truncated and pathological inputs must give diagnostics,
//! never a panic or a stack overflow. (The coverage-guided target is `fuzz/`.)

use std::path::Path;

use oxacc_source::{DiagnosticOptions, DiagnosticsEngine, SourceMap};

fn run(text: &str, error_limit: u32) -> u32 {
    let mut sm = SourceMap::new();
    let f = sm.add_file("fuzz.c", text);
    let opts = DiagnosticOptions {
        error_limit,
        ..Default::default()
    };
    let mut diags = DiagnosticsEngine::with_sink(opts, Box::new(std::io::sink()), false);
    let pp = oxacc_cpp::PreprocessOptions {
        no_std_inc: true,
        openacc: true,
        openmp: true,
        ..Default::default()
    };
    let toks = oxacc_cpp::preprocess(&mut sm, &mut diags, f, &pp).tokens;
    let unit = oxacc_c::parse_and_check(&toks, &sm, &mut diags);
    let _ = oxacc_c::dump(&unit);
    diags.error_count()
}

/// A small deterministic generator (no dependency needed for reproducible mutations).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() as usize) % n
        }
    }
}

fn corpus() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/c-syntax");
    let mut out = Vec::new();
    for sub in ["ok", "err"] {
        if let Ok(rd) = std::fs::read_dir(root.join(sub)) {
            let mut paths: Vec<_> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
            paths.sort();
            for p in paths {
                if let Ok(t) = std::fs::read_to_string(&p) {
                    out.push(t);
                }
            }
        }
    }
    out
}

const FRAGMENTS: [&str; 24] = [
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    ";",
    ",",
    "*",
    "struct",
    "int",
    "typedef",
    "=",
    "...",
    "__attribute__((",
    "\"",
    "'",
    "#pragma acc parallel\n",
    "0x1p",
    "case",
    "sizeof",
    "_Generic(",
    "->",
    "({",
];

#[test]
fn truncated_programs_never_panic() {
    for text in corpus() {
        let step = (text.len() / 25).max(1);
        let mut cut = 0;
        while cut < text.len() {
            if text.is_char_boundary(cut) {
                run(&text[..cut], 0);
            }
            cut += step;
        }
    }
}

#[test]
fn mutated_programs_never_panic() {
    let mut rng = Lcg(0x5eed);
    for text in corpus() {
        for _ in 0..12 {
            let mut t = text.clone();
            for _ in 0..1 + rng.below(4) {
                let mut at = rng.below(t.len() + 1);
                while !t.is_char_boundary(at) {
                    at -= 1;
                }
                match rng.below(3) {
                    0 => t.insert_str(at, FRAGMENTS[rng.below(FRAGMENTS.len())]),
                    1 => {
                        let mut end = (at + 1 + rng.below(20)).min(t.len());
                        while !t.is_char_boundary(end) {
                            end -= 1;
                        }
                        t.replace_range(at..end, "");
                    }
                    _ => {
                        let mut end = (at + rng.below(30)).min(t.len());
                        while !t.is_char_boundary(end) {
                            end -= 1;
                        }
                        let piece = t[at..end].to_string();
                        t.insert_str(at, &piece);
                    }
                }
            }
            run(&t, 0);
            run(&t, 3);
        }
    }
}

#[test]
fn token_soup_never_panics() {
    let mut rng = Lcg(42);
    let vocab = [
        "int",
        "x",
        "y",
        "(",
        ")",
        "{",
        "}",
        "[",
        "]",
        ";",
        ",",
        "*",
        "&",
        "=",
        "+",
        "1",
        "2.5",
        "'c'",
        "\"s\"",
        "struct",
        "union",
        "enum",
        "typedef",
        "T",
        "static",
        "const",
        "if",
        "else",
        "for",
        "while",
        "do",
        "switch",
        "case",
        "default",
        ":",
        "?",
        "return",
        "goto",
        "sizeof",
        ".",
        "->",
        "...",
        "void",
        "char",
        "double",
        "_Static_assert",
        "__attribute__",
        "__typeof__",
        "_Alignas",
        "_Generic",
        "break",
        "continue",
        "<<=",
        "!",
    ];
    for _ in 0..400 {
        let n = 1 + rng.below(60);
        let text: Vec<&str> = (0..n).map(|_| vocab[rng.below(vocab.len())]).collect();
        run(&text.join(" "), 0);
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let deep_parens = format!("int x = {}1{};", "(".repeat(20_000), ")".repeat(20_000));
    assert!(run(&deep_parens, 0) > 0);
    let deep_blocks = format!("void f(void) {{ {} }}", "{".repeat(20_000));
    assert!(run(&deep_blocks, 0) > 0);
    let deep_declarator = format!("int {}x{};", "(*".repeat(10_000), ")".repeat(10_000));
    assert!(run(&deep_declarator, 0) > 0);
    let deep_init = format!("int x[1] = {}1{};", "{".repeat(10_000), "}".repeat(10_000));
    assert!(run(&deep_init, 0) > 0);
}

#[test]
fn long_operator_chains_are_fine() {
    let chain = format!("int x = 1{};", " + 1".repeat(100_000));
    assert_eq!(run(&chain, 0), 0);
    let assign = format!("void f(void) {{ int a; a{} = 1; }}", " = a".repeat(20_000));
    assert_eq!(run(&assign, 0), 0);
}

#[test]
fn error_limit_stops_early() {
    let many: String = (0..100)
        .map(|i| format!("int f{i}(void) {{ return undeclared{i}; }}\n"))
        .collect();
    assert_eq!(run(&many, 0), 100);
    assert_eq!(run(&many, 5), 5);
}

/// Inputs the `parse` fuzz target once crashed on (`fuzz/`, docs/testing.md); each must now
/// give diagnostics and return.
#[test]
fn fuzz_findings_stay_fixed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fuzz_regressions");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/fuzz_regressions exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    for p in paths {
        let bytes = std::fs::read(&p).expect("readable regression input");
        let errors = run(&String::from_utf8_lossy(&bytes), 0);
        assert!(
            errors > 0,
            "{} is malformed and must be diagnosed",
            p.display()
        );
    }
}
