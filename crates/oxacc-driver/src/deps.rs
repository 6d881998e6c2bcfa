//! Make rules for `-M`, `-MM`, `-MD`, `-MMD` (gcc's format), so Makefiles and CMake can track
//! header dependencies.

use std::path::{Path, PathBuf};

use crate::options::DependencyFlags;

/// The make rule: targets, then every dependency, wrapped with `\` as gcc does; with `-MP`,
/// an empty rule per header so that deleting a header does not break the build.
pub fn make_rule(targets: &[String], dependencies: &[PathBuf], phony: bool) -> String {
    let mut out = String::new();
    let mut column = 0;
    let push = |out: &mut String, word: &str, column: &mut usize| {
        if *column > 0 && *column + word.len() + 1 > 75 {
            out.push_str(" \\\n ");
            *column = 1;
        } else if *column > 0 {
            out.push(' ');
            *column += 1;
        }
        out.push_str(word);
        *column += word.len();
    };
    let first = format!("{}:", targets.join(" "));
    push(&mut out, &first, &mut column);
    let deps: Vec<String> = dependencies.iter().map(|d| escape(d)).collect();
    for d in &deps {
        push(&mut out, d, &mut column);
    }
    out.push('\n');
    if phony {
        for d in deps.iter().skip(1) {
            out.push_str(&format!("{d}:\n"));
        }
    }
    out
}

/// Spaces and `#` need a backslash in make, `$` doubles.
fn escape(path: &Path) -> String {
    let mut s = String::new();
    for ch in path.display().to_string().chars() {
        match ch {
            ' ' | '#' => {
                s.push('\\');
                s.push(ch);
            }
            '$' => s.push_str("$$"),
            _ => s.push(ch),
        }
    }
    s
}

/// `-MT`/`-MQ` targets if given, else the object file the compile would produce
/// (`-o` with `-MD`, else the input's base name with `.o`).
pub fn targets(flags: &DependencyFlags, input: &Path, object: Option<&Path>) -> Vec<String> {
    if !flags.targets.is_empty() {
        return flags.targets.clone();
    }
    let object = match object {
        Some(o) => o.to_path_buf(),
        None => PathBuf::from(input.file_name().unwrap_or(input.as_os_str())).with_extension("o"),
    };
    vec![escape(&object)]
}

/// Where `-MD`/`-MMD` write the rule: `-MF`, else the object's (or input's) name with `.d`.
pub fn side_file(flags: &DependencyFlags, input: &Path, object: Option<&Path>) -> PathBuf {
    if let Some(f) = &flags.file {
        return f.clone();
    }
    match object {
        Some(o) => o.with_extension("d"),
        None => PathBuf::from(input.file_name().unwrap_or(input.as_os_str())).with_extension("d"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_wraps_and_escapes_like_gcc() {
        let deps: Vec<PathBuf> = [
            "src/main.c",
            "include/a header.h",
            "/usr/include/stdio.h",
            "/usr/include/x86_64-linux-gnu/bits/types.h",
        ]
        .iter()
        .map(PathBuf::from)
        .collect();
        let rule = make_rule(&["main.o".to_owned()], &deps, true);
        assert_eq!(
            rule,
            "main.o: src/main.c include/a\\ header.h /usr/include/stdio.h \\\n /usr/include/x86_64-linux-gnu/bits/types.h\ninclude/a\\ header.h:\n/usr/include/stdio.h:\n/usr/include/x86_64-linux-gnu/bits/types.h:\n"
        );
    }

    #[test]
    fn default_target_and_file_follow_the_object() {
        let flags = DependencyFlags::default();
        assert_eq!(targets(&flags, Path::new("dir/x.c"), None), ["x.o"]);
        assert_eq!(
            side_file(&flags, Path::new("dir/x.c"), Some(Path::new("obj/x.o"))),
            PathBuf::from("obj/x.d")
        );
    }
}
