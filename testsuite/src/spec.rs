//! A program's header: the leading block of `//` lines of a test program, which carries the
//! extra compiler flags, the gcc-compiled files to link with and the expected result.
//!
//! ```c
//! // What the program is about (free text).
//! // args: -DN=4
//! // link-with: helpers/abi_structs.c
//! // expect-exit: 0
//! // expect-stdout:
//! // | hello 42
//! // |
//! // | sum = 5050
//! ```
//!
//! `// expect-stderr-contains: text` (any number of them) asks for `text` somewhere in stderr,
//! for programs that must fail with a message (OpenACC runtime errors naming the variable and
//! the source line); stderr is otherwise not compared. `// acc-configs: discrete` runs an
//! OpenACC program only in the named runtime configurations (e.g. errors that exist only when
//! data is not in shared memory, OpenACC 3.3 §2.7.5).
//!
//! Each `// | ` line is one line of expected stdout (the text after `// | `, or an empty line for
//! a bare `// |`); stdout is expected to end with a newline. The header ends at the first line
//! that does not start with `//`.

use std::fmt;

/// The expected result of running a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expectation {
    pub exit: i32,
    pub stdout: String,
}

/// Everything the header of a program says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProgramSpec {
    /// Extra compiler flags (`// args:`), split on whitespace.
    pub args: Vec<String>,
    /// Files compiled by gcc and linked in (`// link-with:`), relative to the program's folder.
    pub link_with: Vec<String>,
    /// Files compiled by the compiler under test with the program's flags and linked in
    /// (`// link-with-acc:`): OpenACC code in other translation units (device linking).
    pub link_with_acc: Vec<String>,
    /// `None` when the program has not been blessed yet.
    pub expect: Option<Expectation>,
    /// `// expect-from: hand (why)`: the expectation was written by hand because gcc cannot build
    /// the program (an OpenACC or OpenMP feature gcc 12 lacks); `! expect-from: flang-22 (why)`: it comes
    /// from flang-22 alone because gfortran 12 gets the program wrong. The text after
    /// `expect-from:`.
    pub expect_from: Option<String>,
    /// `// expect-stderr-contains: text` lines: texts stderr must contain.
    pub stderr_contains: Vec<String>,
    /// `// acc-configs: name…`: the runtime configurations an OpenACC program runs in (empty:
    /// all of them).
    pub acc_configs: Vec<String>,
}

impl ProgramSpec {
    /// Whether the header says the expectation is written by hand (`// expect-from: hand ...`).
    pub fn expect_by_hand(&self) -> bool {
        self.expect_from
            .as_deref()
            .is_some_and(|v| v == "hand" || v.starts_with("hand "))
    }
}

/// Why a header could not be read; reported as a failing test, never a panic.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecError {
    /// 1-based line of the header.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for SpecError {}

const STDOUT_LINE: &str = "// |";

/// The header lines of `text`: the leading lines that start with `//`.
fn header_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().take_while(|l| l.starts_with("//"))
}

/// What a header line is, with its value where it has one.
enum HeaderLine<'a> {
    Args(&'a str),
    LinkWith(&'a str),
    LinkWithAcc(&'a str),
    ExpectExit(&'a str),
    ExpectStdout,
    ExpectFrom(&'a str),
    ExpectStderrContains(&'a str),
    AccConfigs(&'a str),
    StdoutLine(&'a str),
    UnknownExpect,
    Comment,
}

fn classify(line: &str) -> HeaderLine<'_> {
    if let Some(rest) = line.strip_prefix(STDOUT_LINE) {
        return HeaderLine::StdoutLine(rest.strip_prefix(' ').unwrap_or(rest));
    }
    let body = line.trim_start_matches('/').trim_start();
    if let Some(v) = body.strip_prefix("args:") {
        HeaderLine::Args(v.trim())
    } else if let Some(v) = body.strip_prefix("link-with-acc:") {
        HeaderLine::LinkWithAcc(v.trim())
    } else if let Some(v) = body.strip_prefix("link-with:") {
        HeaderLine::LinkWith(v.trim())
    } else if let Some(v) = body.strip_prefix("expect-exit:") {
        HeaderLine::ExpectExit(v.trim())
    } else if let Some(v) = body.strip_prefix("expect-from:") {
        HeaderLine::ExpectFrom(v.trim())
    } else if let Some(v) = body.strip_prefix("acc-configs:") {
        HeaderLine::AccConfigs(v.trim())
    } else if let Some(v) = body.strip_prefix("expect-stderr-contains:") {
        HeaderLine::ExpectStderrContains(v.trim())
    } else if body.trim_end() == "expect-stdout:" {
        HeaderLine::ExpectStdout
    } else if body.starts_with("expect-") {
        HeaderLine::UnknownExpect
    } else {
        HeaderLine::Comment
    }
}

/// Reads the header of a program.
pub fn parse(text: &str) -> Result<ProgramSpec, SpecError> {
    let mut spec = ProgramSpec::default();
    let mut exit = None;
    let mut stdout: Option<String> = None;
    // Whether the previous line was `expect-stdout:` or a stdout line.
    let mut in_stdout = false;
    for (i, line) in header_lines(text).enumerate() {
        let err = |message: String| SpecError {
            line: i + 1,
            message,
        };
        let kind = classify(line);
        if !matches!(kind, HeaderLine::StdoutLine(_)) {
            in_stdout = false;
        }
        match kind {
            HeaderLine::Args(v) => spec.args.extend(v.split_whitespace().map(str::to_owned)),
            HeaderLine::LinkWith(v) => spec
                .link_with
                .extend(v.split_whitespace().map(str::to_owned)),
            HeaderLine::LinkWithAcc(v) => spec
                .link_with_acc
                .extend(v.split_whitespace().map(str::to_owned)),
            HeaderLine::ExpectExit(v) => {
                if exit.is_some() {
                    return Err(err("`expect-exit:` given twice".into()));
                }
                let code = v
                    .parse::<i32>()
                    .map_err(|_| err(format!("`expect-exit:` wants an integer, found `{v}`")))?;
                exit = Some(code);
            }
            HeaderLine::ExpectStdout => {
                if stdout.is_some() {
                    return Err(err("`expect-stdout:` given twice".into()));
                }
                stdout = Some(String::new());
                in_stdout = true;
            }
            HeaderLine::StdoutLine(v) => {
                if !in_stdout {
                    return Err(err("`// |` line outside an `expect-stdout:` block".into()));
                }
                let out = stdout.as_mut().expect("in_stdout implies stdout");
                out.push_str(v);
                out.push('\n');
            }
            HeaderLine::ExpectFrom(v) => {
                if spec.expect_from.is_some() {
                    return Err(err("`expect-from:` given twice".into()));
                }
                // `flang-22 (why)`: a Fortran program gfortran 12 gets wrong, blessed from
                // flang-22 alone; `gfortran (why)`: one flang-22 does not build, blessed from
                // gfortran alone (testsuite/fortran/bless.sh).
                if !(v == "hand"
                    || v.starts_with("hand ")
                    || v.starts_with("flang-22 (")
                    || v.starts_with("gfortran ("))
                {
                    return Err(err(format!(
                        "`expect-from:` knows only `hand (why)`, `flang-22 (why)` and `gfortran (why)`, found `{v}`"
                    )));
                }
                spec.expect_from = Some(v.to_owned());
            }
            HeaderLine::AccConfigs(v) => spec
                .acc_configs
                .extend(v.split_whitespace().map(str::to_owned)),
            HeaderLine::ExpectStderrContains(v) => {
                if v.is_empty() {
                    return Err(err("`expect-stderr-contains:` wants a text".into()));
                }
                spec.stderr_contains.push(v.to_owned());
            }
            HeaderLine::UnknownExpect => {
                return Err(err(format!(
                    "unknown directive `{}` (known: args, link-with, link-with-acc, expect-exit, expect-stdout, expect-from, expect-stderr-contains)",
                    line.trim_start_matches('/').trim()
                )))
            }
            HeaderLine::Comment => {}
        }
    }
    spec.expect = match (exit, stdout) {
        (Some(exit), Some(stdout)) => Some(Expectation { exit, stdout }),
        (None, None) => None,
        (Some(_), None) => {
            return Err(SpecError {
                line: 1,
                message: "`expect-exit:` without `expect-stdout:`".into(),
            })
        }
        (None, Some(_)) => {
            return Err(SpecError {
                line: 1,
                message: "`expect-stdout:` without `expect-exit:`".into(),
            })
        }
    };
    Ok(spec)
}

/// Reads the header of a Fortran program: the leading block of lines that start with `!` in
/// column 1, with the same directives as a C header (`! args:`, `! expect-stdout:`, `! | …`).
pub fn parse_fortran(text: &str) -> Result<ProgramSpec, SpecError> {
    let mut c_form = String::new();
    for line in text.lines().take_while(|l| l.starts_with('!')) {
        c_form.push_str("//");
        c_form.push_str(&line[1..]);
        c_form.push('\n');
    }
    parse(&c_form)
}

/// Renders an expectation as header lines. Fails when stdout cannot be stored in the format
/// (does not end with a newline, or holds a carriage return or a NUL).
pub fn render_expectation(e: &Expectation) -> Result<String, String> {
    if !e.stdout.is_empty() && !e.stdout.ends_with('\n') {
        return Err("stdout does not end with a newline".into());
    }
    if e.stdout.contains(['\r', '\0']) {
        return Err("stdout holds a carriage return or a NUL".into());
    }
    let mut s = format!("// expect-exit: {}\n// expect-stdout:\n", e.exit);
    for line in e.stdout.lines() {
        if line.is_empty() {
            s.push_str("// |\n");
        } else {
            s.push_str("// | ");
            s.push_str(line);
            s.push('\n');
        }
    }
    Ok(s)
}

/// `text` with its expectation replaced by `e`: the other header lines stay in place, the new
/// expectation ends the header.
pub fn with_expectation(text: &str, e: &Expectation) -> Result<String, String> {
    let rendered = render_expectation(e)?;
    let header_len = header_lines(text).count();
    let mut out = String::new();
    for line in header_lines(text) {
        match classify(line) {
            HeaderLine::ExpectExit(_)
            | HeaderLine::ExpectStdout
            | HeaderLine::StdoutLine(_)
            | HeaderLine::UnknownExpect => {}
            _ => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out.push_str(&rendered);
    for line in text.split_inclusive('\n').skip(header_len) {
        out.push_str(line);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROGRAM: &str = "// About it.\n// args: -DX=1  -DY\n// expect-exit: 3\n// expect-stdout:\n// | a  b\n// |\n// | c\nint main(void) { return 3; }\n";

    #[test]
    fn parses_a_header() {
        let spec = parse(PROGRAM).unwrap();
        assert_eq!(spec.args, ["-DX=1", "-DY"]);
        assert!(spec.link_with.is_empty());
        assert_eq!(
            spec.expect,
            Some(Expectation {
                exit: 3,
                stdout: "a  b\n\nc\n".into()
            })
        );
    }

    #[test]
    fn rewrite_round_trips() {
        let spec = parse(PROGRAM).unwrap();
        assert_eq!(
            with_expectation(PROGRAM, spec.expect.as_ref().unwrap()).unwrap(),
            PROGRAM
        );
        let e = Expectation {
            exit: 0,
            stdout: "x\n".into(),
        };
        let fresh = with_expectation("// About.\nint main(void){}\n", &e).unwrap();
        assert_eq!(
            fresh,
            "// About.\n// expect-exit: 0\n// expect-stdout:\n// | x\nint main(void){}\n"
        );
        assert_eq!(parse(&fresh).unwrap().expect, Some(e));
    }

    #[test]
    fn reports_malformed_headers() {
        assert!(parse("// expect-exit: zero\n").is_err());
        assert!(parse("// | stray\n").is_err());
        assert!(parse("// expect-stdout:\n// | a\n").is_err());
        assert!(parse("// expect-exitcode: 1\n").is_err());
        assert!(parse("// expect-exit: 0\n// expect-stdout:\n// comment\n// | late\n").is_err());
        assert_eq!(parse("int main;\n").unwrap(), ProgramSpec::default());
        assert!(parse("// expect-from: gcc\n").is_err());
        assert!(parse("! expect-from: gfortran (flang-22: not yet implemented)\n").is_ok());
        assert!(parse("// expect-stderr-contains:\n").is_err());
        let s = parse("// expect-stderr-contains: a b\n// expect-stderr-contains: c\n// expect-exit: 1\n// expect-stdout:\n").unwrap();
        assert_eq!(s.stderr_contains, ["a b", "c"]);
        assert!(parse("// expect-from: hand\n// expect-from: hand\n").is_err());
    }

    #[test]
    fn hand_expectations_survive_a_rewrite() {
        let text = "// About.\n// expect-from: hand (gcc 12 lacks X)\n// expect-exit: 0\n// expect-stdout:\n// | a\nint main;\n";
        let spec = parse(text).unwrap();
        assert!(spec.expect_by_hand());
        assert_eq!(spec.expect_from.as_deref(), Some("hand (gcc 12 lacks X)"));
        let again = with_expectation(text, spec.expect.as_ref().unwrap()).unwrap();
        assert_eq!(again, text);
    }

    #[test]
    fn refuses_output_it_cannot_store() {
        assert!(render_expectation(&Expectation {
            exit: 0,
            stdout: "no newline".into()
        })
        .is_err());
        assert!(render_expectation(&Expectation {
            exit: 0,
            stdout: String::new()
        })
        .is_ok());
    }
}
