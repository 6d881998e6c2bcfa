//! Input languages, chosen by file extension or `-x`, as gcc does.

use std::path::PathBuf;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// `.c`: C, to be preprocessed.
    C,
    /// `.i`: C already preprocessed.
    CPreprocessed,
    /// `.h`: a C header (gcc would precompile it).
    CHeader,
    /// `.f .for .ftn` (`preprocess`: `.F .FOR .FTN`): fixed-form Fortran.
    FortranFixed { preprocess: bool },
    /// `.f90 .f95 .f03 .f08` (`preprocess`: upper case): free-form Fortran.
    FortranFree { preprocess: bool },
    /// `.oir`: OIR text (docs/oir.md), compiled from the OIR passes on.
    Oir,
    /// Objects, archives, shared libraries and anything unrecognised: passed to the linker.
    Object,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    /// `-` is standard input.
    pub path: PathBuf,
    pub language: Language,
}

impl Input {
    pub fn is_stdin(&self) -> bool {
        self.path.as_os_str() == "-"
    }
}

fn by_extension(path: &str) -> Language {
    let ext = path.rsplit_once('.').map_or("", |(_, e)| e);
    match ext {
        "c" => Language::C,
        "i" => Language::CPreprocessed,
        "h" => Language::CHeader,
        "oir" => Language::Oir,
        "f" | "for" | "ftn" => Language::FortranFixed { preprocess: false },
        "F" | "FOR" | "FTN" | "fpp" | "FPP" => Language::FortranFixed { preprocess: true },
        "f90" | "f95" | "f03" | "f08" => Language::FortranFree { preprocess: false },
        "F90" | "F95" | "F03" | "F08" => Language::FortranFree { preprocess: true },
        _ => Language::Object,
    }
}

fn by_name(name: &str) -> Option<Option<Language>> {
    Some(Some(match name {
        "none" => return Some(None),
        "c" => Language::C,
        "cpp-output" => Language::CPreprocessed,
        "c-header" => Language::CHeader,
        "oir" => Language::Oir,
        "f77" => Language::FortranFixed { preprocess: false },
        "f77-cpp-input" => Language::FortranFixed { preprocess: true },
        "f95" => Language::FortranFree { preprocess: false },
        "f95-cpp-input" => Language::FortranFree { preprocess: true },
        _ => return None,
    }))
}

/// Assigns each input its language: the last `-x` before it, else its extension. Standard
/// input needs `-x`, as with gcc. Returns the bad `-x` value on error.
pub fn classify_inputs(
    inputs: &[String],
    languages: &[(usize, String)],
) -> Result<Vec<Input>, String> {
    let mut out = Vec::new();
    for (i, path) in inputs.iter().enumerate() {
        let forced = match languages.iter().rev().find(|(at, _)| *at <= i) {
            Some((_, name)) => by_name(name).ok_or_else(|| name.clone())?,
            None => None,
        };
        let language = match forced {
            Some(l) => l,
            None if path == "-" => {
                return Err("(none: '-x' is required with standard input)".into())
            }
            None => by_extension(path),
        };
        out.push(Input {
            path: PathBuf::from(path),
            language,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extensions_pick_languages() {
        let inputs: Vec<String> = ["a.c", "b.F90", "c.f", "d.o", "e.a", "f.i", "g.f08"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let langs: Vec<Language> = classify_inputs(&inputs, &[])
            .unwrap()
            .into_iter()
            .map(|i| i.language)
            .collect();
        assert_eq!(
            langs,
            [
                Language::C,
                Language::FortranFree { preprocess: true },
                Language::FortranFixed { preprocess: false },
                Language::Object,
                Language::Object,
                Language::CPreprocessed,
                Language::FortranFree { preprocess: false },
            ]
        );
    }

    #[test]
    fn x_overrides_until_none() {
        let inputs: Vec<String> = ["k.txt", "-", "z.o"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let got = classify_inputs(&inputs, &[(0, "c".into()), (2, "none".into())]).unwrap();
        assert_eq!(got[0].language, Language::C);
        assert!(got[1].is_stdin());
        assert_eq!(got[2].language, Language::Object);
        assert!(classify_inputs(&inputs, &[(0, "cobol".into())]).is_err());
    }
}
