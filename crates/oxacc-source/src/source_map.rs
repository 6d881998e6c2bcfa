//! Every file a compilation reads, each inclusion of it, `#line` remappings, and the table of
//! macro expansions. Files are read once and shared: including a header twice creates two
//! [`FileId`]s (two inclusions with different include sites) over the same text.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::span::{ExpnId, FileId, Span};

#[derive(Debug, thiserror::Error)]
pub enum SourceError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

/// One inclusion of one file.
#[derive(Debug)]
pub struct SourceFile {
    /// The name diagnostics print: the path as the user or the `#include` spelled it.
    pub name: String,
    pub path: PathBuf,
    pub text: Arc<str>,
    /// Byte offset of the start of each line.
    line_starts: Vec<u32>,
    /// The `#include` directive that brought this file in, if any.
    pub included_from: Option<Span>,
    /// `#line` remappings, sorted by offset: from `offset` on, the line after the directive is
    /// line `line`, and the file name is `name` when given.
    line_directives: Vec<LineDirective>,
}

#[derive(Debug, Clone)]
struct LineDirective {
    offset: u32,
    line: u32,
    name: Option<Arc<str>>,
}

/// A macro expansion: the macro `name`, used at `call_site`, defined at `def_site`
/// (`None` for built-in macros such as `__LINE__`).
#[derive(Debug, Clone)]
pub struct Expansion {
    pub name: Arc<str>,
    pub call_site: Span,
    pub def_site: Option<Span>,
}

/// A presumed location, as diagnostics and `__LINE__` show it (after `#line`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineCol {
    pub name: Arc<str>,
    /// 1-based line number.
    pub line: u32,
    /// 1-based byte column.
    pub col: u32,
}

#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
    expansions: Vec<Expansion>,
    text_cache: HashMap<PathBuf, Arc<str>>,
}

impl SourceMap {
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Reads `path` (once per compilation; later inclusions reuse the text) and records a new
    /// inclusion of it. `name` is what diagnostics print for it.
    pub fn load_file(
        &mut self,
        path: &Path,
        name: &str,
        included_from: Option<Span>,
    ) -> Result<FileId, SourceError> {
        let text = match self.text_cache.get(path) {
            Some(text) => text.clone(),
            None => {
                let bytes = std::fs::read(path).map_err(|source| SourceError::Io {
                    path: path.to_owned(),
                    source,
                })?;
                let text: Arc<str> = String::from_utf8_lossy(&bytes).into();
                self.text_cache.insert(path.to_owned(), text.clone());
                text
            }
        };
        Ok(self.add_inclusion(path.to_owned(), name.to_owned(), text, included_from))
    }

    /// Adds a file whose text is already in memory (standard input, tests, built-in buffers).
    pub fn add_file(&mut self, name: &str, text: &str) -> FileId {
        self.add_inclusion(PathBuf::from(name), name.to_owned(), text.into(), None)
    }

    fn add_inclusion(
        &mut self,
        path: PathBuf,
        name: String,
        text: Arc<str>,
        included_from: Option<Span>,
    ) -> FileId {
        let line_starts = std::iter::once(0)
            .chain(
                text.bytes()
                    .enumerate()
                    .filter(|&(_, b)| b == b'\n')
                    .map(|(i, _)| i as u32 + 1),
            )
            .collect();
        let id = FileId(self.files.len() as u32);
        self.files.push(SourceFile {
            name,
            path,
            text,
            line_starts,
            included_from,
            line_directives: Vec::new(),
        });
        id
    }

    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    /// The source text a span covers (its spelling).
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.file(span.file).text;
        text.get(span.lo as usize..span.hi as usize).unwrap_or("")
    }

    pub fn add_expansion(&mut self, expansion: Expansion) -> ExpnId {
        self.expansions.push(expansion);
        ExpnId(self.expansions.len() as u32)
    }

    pub fn expansion(&self, id: ExpnId) -> Option<&Expansion> {
        id.0.checked_sub(1)
            .and_then(|i| self.expansions.get(i as usize))
    }

    /// Follows macro call sites outwards until the span is one written in a file: where a
    /// diagnostic about a macro-produced token is reported.
    pub fn expansion_root(&self, mut span: Span) -> Span {
        while let Some(e) = self.expansion(span.expn) {
            span = e.call_site;
        }
        span
    }

    /// Records `#line line "name"` at `offset` of `file` (the directive applies to the next
    /// line, so `offset` is the start of that line).
    pub fn add_line_directive(&mut self, file: FileId, offset: u32, line: u32, name: Option<&str>) {
        let f = &mut self.files[file.0 as usize];
        f.line_directives.push(LineDirective {
            offset,
            line,
            name: name.map(Arc::from),
        });
    }

    /// The physical 1-based line and column of `offset` in `file`, ignoring `#line`.
    pub fn physical_line_col(&self, file: FileId, offset: u32) -> (u32, u32) {
        let f = self.file(file);
        let line_idx = f.line_starts.partition_point(|&s| s <= offset) - 1;
        (line_idx as u32 + 1, offset - f.line_starts[line_idx] + 1)
    }

    /// The location as the user sees it: `#line` directives applied.
    pub fn presumed(&self, file: FileId, offset: u32) -> LineCol {
        let f = self.file(file);
        let (line, col) = self.physical_line_col(file, offset);
        let directive = f.line_directives.iter().rev().find(|d| d.offset <= offset);
        match directive {
            None => LineCol {
                name: f.name.as_str().into(),
                line,
                col,
            },
            Some(d) => {
                let (directive_line, _) = self.physical_line_col(file, d.offset);
                let name = d.name.clone().or_else(|| {
                    f.line_directives
                        .iter()
                        .rev()
                        .filter(|e| e.offset <= d.offset)
                        .find_map(|e| e.name.clone())
                });
                LineCol {
                    name: name.unwrap_or_else(|| f.name.as_str().into()),
                    line: d.line + (line - directive_line),
                    col,
                }
            }
        }
    }

    /// The text of the physical line containing `offset`, without its newline.
    pub fn line_text(&self, file: FileId, offset: u32) -> &str {
        let f = self.file(file);
        let line_idx = f.line_starts.partition_point(|&s| s <= offset) - 1;
        let start = f.line_starts[line_idx] as usize;
        let end = f
            .line_starts
            .get(line_idx + 1)
            .map_or(f.text.len(), |&e| e as usize);
        f.text[start..end].trim_end_matches(['\n', '\r'])
    }

    /// The chain of `#include` sites that led to `file`, innermost first.
    pub fn include_stack(&self, file: FileId) -> Vec<Span> {
        let mut stack = Vec::new();
        let mut current = self.file(file).included_from;
        while let Some(site) = current {
            stack.push(site);
            current = self.file(site.file).included_from;
        }
        stack
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column_are_one_based_bytes() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("a.c", "int x;\n  y = 1;\nz");
        assert_eq!(sm.physical_line_col(f, 0), (1, 1));
        assert_eq!(sm.physical_line_col(f, 9), (2, 3));
        assert_eq!(sm.physical_line_col(f, 16), (3, 1));
        assert_eq!(sm.line_text(f, 9), "  y = 1;");
    }

    #[test]
    fn line_directive_renames_and_renumbers() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("a.c", "a\n#line 100 \"b.c\"\nx\ny\n");
        sm.add_line_directive(f, 18, 100, Some("b.c"));
        let at_y = sm.presumed(f, 20);
        assert_eq!((&*at_y.name, at_y.line), ("b.c", 101));
        assert_eq!(&*sm.presumed(f, 0).name, "a.c");
    }

    #[test]
    fn expansion_root_follows_call_sites() {
        let mut sm = SourceMap::new();
        let f = sm.add_file("a.c", "#define A 1\nA\n");
        let call = Span::new(f, 12, 13);
        let e = sm.add_expansion(Expansion {
            name: "A".into(),
            call_site: call,
            def_site: None,
        });
        let token = Span::new(f, 10, 11).with_expn(e);
        assert_eq!(sm.expansion_root(token), call);
    }
}
