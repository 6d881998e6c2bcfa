//! Garbage in, diagnostics out: mutated corpus programs and random bytes never make the
//! front end panic or hang, in either source form (errors are values, docs/design.md).

mod common;

use std::path::Path;

use oxacc_fortran::{FortranOptions, SourceForm};

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Pieces that stress the prescanner and parser when spliced in anywhere.
const PIECES: [&str; 24] = [
    "&",
    "&\n",
    "\n     &",
    "'",
    "\"",
    "!",
    "!$acc ",
    "\n!$acc& ",
    ";",
    "(",
    ")",
    "(/",
    "/)",
    "end",
    "\nend do\n",
    "\n10 ",
    "do 10 i=1,2\n",
    "if (x) then\n",
    "\tx",
    "é",
    "ü'",
    "**",
    ".op.",
    "\nc$acc loop\n",
];

fn options(form: SourceForm) -> FortranOptions {
    FortranOptions {
        form,
        openacc: true,
        openmp: true,
        ..Default::default()
    }
}

#[test]
fn mutated_corpus_programs_never_panic() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../testsuite/fortran-syntax/ok");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.sort();
    let mut rng = Rng(0x5eed_f0f0_1234_5678);
    let mut runs = 0;
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "f90" || e == "f"))
    {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let form = SourceForm::from_path(path);
        for _ in 0..40 {
            let mut bytes: Vec<u8> = text.clone().into_bytes();
            for _ in 0..1 + rng.below(4) {
                let at = rng.below(bytes.len() + 1);
                match rng.below(3) {
                    0 => {
                        let piece = PIECES[rng.below(PIECES.len())];
                        bytes.splice(at..at, piece.bytes());
                    }
                    1 => {
                        let end = (at + rng.below(40)).min(bytes.len());
                        bytes.drain(at..end);
                    }
                    _ => bytes.truncate(at),
                }
            }
            let mutated = String::from_utf8_lossy(&bytes).into_owned();
            let out = common::parse_text("m.f90", &mutated, &options(form));
            // Every error is rendered with a location into the file.
            for line in out.text.lines().filter(|l| l.contains("error:")) {
                assert!(
                    line.starts_with("m.f90:"),
                    "unlocated error {line:?} for:\n{mutated}"
                );
            }
            runs += 1;
        }
    }
    assert!(runs >= 800, "only {runs} runs");
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng(42);
    for i in 0..300 {
        let len = rng.below(300);
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                let b = rng.below(100) as u8;
                // Mostly printable ASCII, some newlines, tabs and high bytes.
                match b {
                    0..=79 => b' ' + (rng.below(95) as u8),
                    80..=89 => b'\n',
                    90..=94 => b'\t',
                    _ => 0xc3,
                }
            })
            .collect();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let form = if i % 2 == 0 {
            SourceForm::Free
        } else {
            SourceForm::Fixed
        };
        let _ = common::parse_text("r.f90", &text, &options(form));
    }
}

#[test]
fn fuzz_found_inputs_never_panic() {
    // fuzz/ `fortran` target: a DO after non-ASCII characters (error recovery looked for the
    // word at the start of the statement and sliced inside a character).
    let text = format!("{}do{}\n", "\u{fffd}".repeat(17), "\u{fffd}".repeat(60));
    for form in [SourceForm::Fixed, SourceForm::Free] {
        let _ = common::parse_text("r.f", &text, &options(form));
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let free = FortranOptions {
        free_line_length: None,
        ..options(SourceForm::Free)
    };
    let text = format!("x = {}1{}\nend\n", "(".repeat(5000), ")".repeat(5000));
    let out = common::parse_text("d.f90", &text, &free);
    assert!(
        out.text.contains("error: expression nested too deeply"),
        "{}",
        out.text
    );
    let text = format!("x = {}1\nend\n", ".not. ".repeat(5000));
    let out = common::parse_text("d.f90", &text, &free);
    assert!(
        out.text.contains("error: expression nested too deeply"),
        "{}",
        out.text
    );
    let text = format!("x = 2{}\nend\n", "**-2".repeat(5000));
    let out = common::parse_text("d.f90", &text, &free);
    assert!(
        out.text.contains("error: expression nested too deeply"),
        "{}",
        out.text
    );
    let text = format!(
        "{}{}end\n",
        "if (x) then\n".repeat(3000),
        "end if\n".repeat(3000)
    );
    let out = common::parse_text("d.f90", &text, &free);
    assert!(
        out.text
            .contains("error: constructs nested more than 100 deep"),
        "{}",
        &out.text[..out.text.len().min(400)]
    );
}
