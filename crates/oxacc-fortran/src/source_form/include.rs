//! `INCLUDE` lines (Fortran 2018 §6.4): `INCLUDE char-literal-constant`, on a line of its
//! own, replaced by the lines of the named file. The file is looked for next to the including
//! file, then in each `-I` directory; it is read in the same source form.

use std::path::{Path, PathBuf};

use oxacc_source::FileId;

use super::{byte_span, Prescanner};

/// Deep enough for any real code; stops a file that includes itself through a cycle.
const MAX_INCLUDE_DEPTH: usize = 64;

impl Prescanner<'_> {
    /// If `line[from..]` is an INCLUDE line, processes it and returns true.
    pub(super) fn include_line(
        &mut self,
        file: FileId,
        start: u32,
        line: &str,
        from: usize,
    ) -> bool {
        let rest = &line[from..];
        let trimmed = rest.trim_start_matches([' ', '\t']);
        let Some(head) = trimmed.get(..7) else {
            return false;
        };
        if !head.eq_ignore_ascii_case("include") {
            return false;
        }
        let after = trimmed[7..].trim_start_matches([' ', '\t']);
        let Some(quote) = after.chars().next().filter(|c| *c == '\'' || *c == '"') else {
            return false;
        };
        let Some(close) = after[1..].find(quote) else {
            return false;
        };
        let tail = after[close + 2..].trim();
        if !(tail.is_empty() || tail.starts_with('!')) {
            return false;
        }
        let name = after[1..close + 1].to_string();
        let name_at = line.len() - after.len();
        let span = byte_span(file, start, name_at, close + 2);
        if self.include_stack.len() >= MAX_INCLUDE_DEPTH {
            self.error(
                span,
                format!("include nested too deeply (more than {MAX_INCLUDE_DEPTH} levels)"),
            );
            return true;
        }
        let Some(path) = self.resolve_include(file, &name) else {
            self.error(span, format!("cannot find include file '{name}'"));
            return true;
        };
        if self.include_stack.contains(&path) {
            self.error(span, format!("include file '{name}' includes itself"));
            return true;
        }
        let display = path.display().to_string();
        match self.sm.load_file(&path, &display, Some(span)) {
            Ok(id) => {
                self.include_stack.push(path);
                self.scan_file(id);
                self.include_stack.pop();
            }
            Err(e) => self.error(span, format!("cannot read include file '{name}': {e}")),
        }
        true
    }

    fn resolve_include(&self, current: FileId, name: &str) -> Option<PathBuf> {
        let named = Path::new(name);
        if named.is_absolute() {
            return named.is_file().then(|| named.to_path_buf());
        }
        let here = self.sm.file(current).path.parent().map(Path::to_path_buf);
        here.into_iter()
            .chain(self.options.include_dirs.iter().cloned())
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    }
}
