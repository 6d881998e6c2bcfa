//! gcc/clang-style command lines, made parseable by clap.
//!
//! gcc's flags are single-dash words (`-fopenacc`, `-std=gnu17`, `-MF file`, `-Wl,-rpath,x`),
//! which clap cannot express directly. Each argument is first matched against [`SPELLINGS`],
//! a table in the spirit of clang's `Options.td`, and rewritten to the long form clap knows
//! (`--fopenacc`, `--std=gnu17`, `--MF file`, `--Wl=-rpath,x`). Anything that starts with `-`
//! and matches no row is reported as unknown and dropped (a warning, as DESIGN.md asks), so a
//! Makefile that passes an exotic flag still builds.

/// How a gcc spelling takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Shape {
    /// `-shared`: no value.
    Flag,
    /// `-std=gnu17`, `-Wl,-z`: value attached after the prefix.
    Joined,
    /// `-MF file`: value in the next argument.
    Separate,
    /// `-I dir` or `-Idir`.
    JoinedOrSeparate,
}

/// One row: the gcc spelling (a prefix for joined shapes), its shape, the clap long name.
struct Spelling {
    gcc: &'static str,
    shape: Shape,
    long: &'static str,
}

const fn row(gcc: &'static str, shape: Shape, long: &'static str) -> Spelling {
    Spelling { gcc, shape, long }
}

use Shape::*;

/// Longest prefix wins among joined shapes, so `-MMD` is tried before `-M`, and `-Wl,` before
/// `-W`. Exact flags are matched before any prefix.
const SPELLINGS: &[Spelling] = &[
    row("-###", Flag, "print-commands"),
    row("-c", Flag, "c"),
    row("-E", Flag, "E"),
    row("-S", Flag, "S"),
    row("-P", Flag, "P"),
    row("-C", Flag, "keep-comments"),
    row("-dM", Flag, "dM"),
    row("-dD", Flag, "dD"),
    row("-M", Flag, "M"),
    row("-MM", Flag, "MM"),
    row("-MD", Flag, "MD"),
    row("-MMD", Flag, "MMD"),
    row("-MP", Flag, "MP"),
    row("-MF", JoinedOrSeparate, "MF"),
    row("-MT", JoinedOrSeparate, "MT"),
    row("-MQ", JoinedOrSeparate, "MQ"),
    row("-v", Flag, "verbose"),
    row("-w", Flag, "no-warnings"),
    row("-g", Joined, "g"),
    row("-O", Joined, "O"),
    row("-o", JoinedOrSeparate, "output"),
    row("-I", JoinedOrSeparate, "I"),
    // -D and -U share one option so that their relative order survives clap (gcc applies them
    // left to right); the value keeps the letter: `--macro=DX=1`, `--macro=UX`.
    row("-D", JoinedOrSeparate, "macro=D"),
    row("-U", JoinedOrSeparate, "macro=U"),
    row("-L", JoinedOrSeparate, "L"),
    row("-l", JoinedOrSeparate, "l"),
    row("-isystem", JoinedOrSeparate, "isystem"),
    row("-iquote", JoinedOrSeparate, "iquote"),
    row("-idirafter", JoinedOrSeparate, "idirafter"),
    row("-include", JoinedOrSeparate, "include"),
    row("-imacros", JoinedOrSeparate, "imacros"),
    row("-nostdinc", Flag, "nostdinc"),
    row("-nostdlib", Flag, "nostdlib"),
    row("-std=", Joined, "std"),
    row("-ansi", Flag, "ansi"),
    row("-pedantic", Flag, "pedantic"),
    row("-pedantic-errors", Flag, "pedantic-errors"),
    row("-shared", Flag, "shared"),
    row("-static", Flag, "static"),
    row("-pthread", Flag, "pthread"),
    row("-rdynamic", Flag, "rdynamic"),
    row("-pie", Flag, "pie"),
    row("-no-pie", Flag, "no-pie"),
    row("-Wl,", Joined, "Wl"),
    row("-Wp,", Joined, "Wp"),
    row("-Wa,", Joined, "Wa"),
    row("-Xlinker", Separate, "Xlinker"),
    row("-W", Joined, "W"),
    row("-f", Joined, "f"),
    row("-mllvm", Separate, "mllvm"),
    row("-m", Joined, "m"),
    row("-emit-llvm", Flag, "emit-llvm"),
    row("-ast-dump", Flag, "ast-dump"),
    row("-acc", Flag, "acc"),
    row("-acc=", Joined, "acc-target"),
    row("-gpu=", Joined, "gpu"),
    row("-Minfo", Flag, "Minfo-all"),
    row("-Msafeptr", Flag, "Msafeptr"),
    row("-Minfo=", Joined, "Minfo"),
    row("-Rpass=", Joined, "Rpass"),
    // gfortran and flang.
    row("-cpp", Flag, "cpp"),
    row("-nocpp", Flag, "nocpp"),
    row("-J", JoinedOrSeparate, "module-dir"),
    row("-module", Separate, "module-dir"),
    row("-r8", Flag, "r8"),
    row("-i8", Flag, "i8"),
];

#[derive(Debug, PartialEq, Eq)]
pub struct Normalized {
    /// Arguments clap can parse.
    pub args: Vec<String>,
    /// Arguments that matched no known spelling.
    pub unknown: Vec<String>,
    /// Flags that want a value but were last on the line.
    pub missing_value: Vec<String>,
    /// `-x LANG` settings with the number of inputs before them: `-x` applies to the inputs
    /// after it, an order clap cannot keep.
    pub languages: Vec<(usize, String)>,
    /// `-lLIB`, `-Wl,…` and `-Xlinker ARG` as the linker must see them (`-lm`, `-Wl,-z,now`,
    /// `-Xlinker`, `ARG`), with the number of inputs before them: the linker resolves
    /// archives in command-line order, so they must stay where they were among the objects.
    pub linker_items: Vec<(usize, String)>,
}

/// Rewrites a gcc-style argv (without the program name) into clap's long forms.
pub fn normalize(argv: &[String]) -> Normalized {
    let mut out = Normalized {
        args: Vec::new(),
        unknown: Vec::new(),
        missing_value: Vec::new(),
        languages: Vec::new(),
        linker_items: Vec::new(),
    };
    let mut inputs = 0;
    let mut i = 0;
    while i < argv.len() {
        let arg = &argv[i];
        i += 1;
        if arg == "-" || !arg.starts_with('-') {
            inputs += 1;
            out.args.push(arg.clone());
            continue;
        }
        if arg.starts_with("--") {
            out.args.push(arg.clone());
            continue;
        }
        if let Some(lang) = arg.strip_prefix("-x") {
            match (lang.is_empty(), argv.get(i)) {
                (false, _) => out.languages.push((inputs, lang.to_owned())),
                (true, Some(lang)) => {
                    out.languages.push((inputs, lang.clone()));
                    i += 1;
                }
                (true, None) => out.missing_value.push(arg.clone()),
            }
            continue;
        }
        let linker_item = match lookup(arg) {
            Some((s, _)) => matches!(s.long, "l" | "Wl" | "Xlinker"),
            None => false,
        };
        if linker_item {
            let separate = arg == "-l" || arg == "-Xlinker";
            match (separate, argv.get(i)) {
                (false, _) => out.linker_items.push((inputs, arg.clone())),
                (true, Some(value)) => {
                    let items = match arg.as_str() {
                        "-l" => vec![format!("-l{value}")],
                        _ => vec![arg.clone(), value.clone()],
                    };
                    out.linker_items
                        .extend(items.into_iter().map(|item| (inputs, item)));
                    i += 1;
                }
                (true, None) => out.missing_value.push(arg.clone()),
            }
            continue;
        }
        match lookup(arg) {
            Some((spelling, Some(value))) => out.args.push(with_value(spelling, &value)),
            Some((spelling, None)) if spelling.shape == Flag => {
                out.args.push(format!("--{}", spelling.long));
            }
            Some((spelling, None)) if spelling.gcc == "-g" || spelling.gcc == "-O" => {
                // `-g` and `-O` alone: the default level (`-g2`, `-O1`, as gcc).
                let level = if spelling.gcc == "-g" { "2" } else { "1" };
                out.args.push(format!("--{}={level}", spelling.long));
            }
            Some((spelling, None)) => match argv.get(i) {
                Some(value) => {
                    out.args.push(with_value(spelling, value));
                    i += 1;
                }
                None => out.missing_value.push(arg.clone()),
            },
            None => out.unknown.push(arg.clone()),
        }
    }
    out
}

fn with_value(spelling: &Spelling, value: &str) -> String {
    // A long name that already holds `=` (`macro=D`) carries a value prefix.
    match spelling.long.contains('=') {
        true => format!("--{}{}", spelling.long, value),
        false => format!("--{}={}", spelling.long, value),
    }
}

/// The row an argument matches, with its attached value when it has one.
fn lookup(arg: &str) -> Option<(&'static Spelling, Option<String>)> {
    if let Some(exact) = SPELLINGS.iter().find(|s| s.gcc == arg && s.shape != Joined) {
        return Some((exact, None));
    }
    SPELLINGS
        .iter()
        .filter(|s| matches!(s.shape, Joined | JoinedOrSeparate) && arg.starts_with(s.gcc))
        .max_by_key(|s| s.gcc.len())
        .map(|s| {
            let value = &arg[s.gcc.len()..];
            (
                s,
                if value.is_empty() {
                    None
                } else {
                    Some(value.to_owned())
                },
            )
        })
        .or_else(|| SPELLINGS.iter().find(|s| s.gcc == arg).map(|s| (s, None)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(args: &[&str]) -> Normalized {
        normalize(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn gcc_spellings_become_long_options() {
        let n = norm(&[
            "-O2",
            "-fopenacc",
            "-std=gnu17",
            "-Ifoo",
            "-I",
            "bar",
            "-DX=1",
            "-MF",
            "d.d",
            "-Wall",
            "-MMD",
            "-g",
            "-###",
            "-o",
            "a.out",
            "x.c",
        ]);
        assert_eq!(
            n.args,
            [
                "--O=2",
                "--f=openacc",
                "--std=gnu17",
                "--I=foo",
                "--I=bar",
                "--macro=DX=1",
                "--MF=d.d",
                "--W=all",
                "--MMD",
                "--g=2",
                "--print-commands",
                "--output=a.out",
                "x.c",
            ]
        );
        assert!(n.unknown.is_empty());
    }

    #[test]
    fn language_applies_to_later_inputs() {
        let n = norm(&["a.c", "-x", "c", "-", "b", "-xnone", "c.o"]);
        assert_eq!(n.args, ["a.c", "-", "b", "c.o"]);
        assert_eq!(n.languages, [(1, "c".to_owned()), (3, "none".to_owned())]);
    }

    #[test]
    fn linker_items_keep_their_place_among_inputs() {
        let n = norm(&[
            "a.o",
            "-lm",
            "b.o",
            "-l",
            "z",
            "-Wl,-rpath,/x",
            "-Xlinker",
            "-s",
            "c.o",
        ]);
        assert_eq!(n.args, ["a.o", "b.o", "c.o"]);
        let items: Vec<(usize, &str)> = n
            .linker_items
            .iter()
            .map(|(i, s)| (*i, s.as_str()))
            .collect();
        assert_eq!(
            items,
            [
                (1, "-lm"),
                (2, "-lz"),
                (2, "-Wl,-rpath,/x"),
                (2, "-Xlinker"),
                (2, "-s")
            ]
        );
    }

    #[test]
    fn nvc_aliases() {
        let n = norm(&["-acc=gpu", "-gpu=cc90", "-Minfo=accel", "-acc", "-Minfo"]);
        assert_eq!(
            n.args,
            [
                "--acc-target=gpu",
                "--gpu=cc90",
                "--Minfo=accel",
                "--acc",
                "--Minfo-all"
            ]
        );
    }

    #[test]
    fn unknown_and_missing_values_are_reported() {
        let n = norm(&["-qsmp", "x.c", "-o"]);
        assert_eq!(n.unknown, ["-qsmp"]);
        assert_eq!(n.missing_value, ["-o"]);
    }

    #[test]
    fn prefix_flags_do_not_swallow_exact_ones() {
        let n = norm(&[
            "-MD", "-M", "-MT", "t", "-static", "-shared", "-E", "-P", "-dM",
        ]);
        assert_eq!(
            n.args,
            ["--MD", "--M", "--MT=t", "--static", "--shared", "--E", "--P", "--dM"]
        );
    }
}
