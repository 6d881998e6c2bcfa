//! The preprocessor's state and main loop: the include stack of files, the stack of macro
//! expansions being rescanned, and the dispatch of directives (C17 §6.10).

use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::rc::Rc;

use oxacc_source::{Diagnostic, DiagnosticsEngine, FileId, SourceMap, Span};
use smol_str::SmolStr;

use crate::conditional::{CondState, GuardState};
use crate::lex::{canonical_punct, is_comment, FileLexer};
use crate::macro_def::{parse_define, Builtin, MacroDef};
use crate::predefined;
use crate::token::{PpToken, PpTokenKind, TokenFlags};
use crate::{PreprocessOptions, PreprocessOutput};

/// The Fx hash (rustc's): macro tables are hashed on every identifier, and SipHash's
/// denial-of-service resistance buys nothing for a compiler's own symbol table.
#[derive(Default, Clone, Copy)]
pub(crate) struct FxHasher(u64);

impl std::hash::Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut buf = [0u8; 8];
            buf[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(buf));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.write_u64(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

pub(crate) type FxMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;

/// Deepest `#include` nesting, as gcc's default `-fmax-include-depth=200`.
pub(crate) const MAX_INCLUDE_DEPTH: usize = 200;

/// One file being read.
pub(crate) struct FileFrame {
    pub file: FileId,
    /// Tokens are made as they are read (see [`FileLexer`]).
    pub lexer: FileLexer,
    pub conds: Vec<CondState>,
    /// Index in the search list where the file was found (for `#include_next`).
    pub dir_index: Option<usize>,
    pub path: PathBuf,
    pub guard: GuardState,
    pub system: bool,
    /// Read for its macros only (`-imacros`, and what it includes): its tokens are dropped.
    pub discard: bool,
}

/// A list of tokens being rescanned: a macro's replacement (`macro_name` is disabled while it is
/// on the stack, C17 §6.10.3.4p2), a pushed-back token, or a barrier that ends an isolated
/// expansion (a macro argument or a `#if` line).
pub(crate) struct ExpFrame {
    pub tokens: Vec<PpToken>,
    pub pos: usize,
    pub macro_name: Option<SmolStr>,
    pub barrier: bool,
}

pub(crate) struct Preprocessor<'a> {
    pub sm: &'a mut SourceMap,
    pub diags: &'a mut DiagnosticsEngine,
    pub opts: &'a PreprocessOptions,
    pub macros: FxMap<SmolStr, Rc<MacroDef>>,
    /// Definition order of macros, for `-dM`.
    pub macro_order: HashMap<SmolStr, u64>,
    pub pushed_macros: HashMap<SmolStr, Vec<Option<Rc<MacroDef>>>>,
    pub next_order: u64,
    pub files: Vec<FileFrame>,
    pub frames: Vec<ExpFrame>,
    pub out: Vec<PpToken>,
    pub counter: u64,
    pub once_files: HashSet<PathBuf>,
    pub guards: HashMap<PathBuf, SmolStr>,
    pub dependencies: Vec<PathBuf>,
    pub seen_deps: HashSet<PathBuf>,
    pub system_files: Vec<FileId>,
    pub search: crate::include::SearchPath,
    /// Nesting of isolated expansions (arguments, #if lines): bounds the Rust recursion.
    pub expansion_depth: usize,
    pub base_file: FileId,
    pub date_time: (String, String),
    /// Expanding a `#if` line: `defined` protects its operand.
    pub in_if: bool,
    /// Set when a fatal error ends the run.
    pub stop: bool,
    /// Files still to read before the main file's text, the next one last.
    pending: Vec<CommandLineFile>,
}

/// A file read before the main file's first line.
enum CommandLineFile {
    /// `-imacros`.
    Macros(PathBuf),
    /// The implicit `<stdc-predef.h>`.
    StdcPredef,
    /// `-include`.
    Include(PathBuf),
}

impl<'a> Preprocessor<'a> {
    pub fn new(
        sm: &'a mut SourceMap,
        diags: &'a mut DiagnosticsEngine,
        opts: &'a PreprocessOptions,
    ) -> Preprocessor<'a> {
        let mut pp = Preprocessor {
            sm,
            diags,
            opts,
            macros: FxMap::default(),
            macro_order: HashMap::new(),
            pushed_macros: HashMap::new(),
            next_order: 0,
            files: Vec::new(),
            frames: Vec::new(),
            out: Vec::new(),
            counter: 0,
            once_files: HashSet::new(),
            guards: HashMap::new(),
            dependencies: Vec::new(),
            seen_deps: HashSet::new(),
            system_files: Vec::new(),
            search: crate::include::SearchPath::new(opts),
            expansion_depth: 0,
            base_file: FileId(0),
            date_time: crate::expand::date_time(),
            in_if: false,
            stop: false,
            pending: Vec::new(),
        };
        let builtins: [(&str, Builtin); 14] = [
            ("__FILE__", Builtin::File),
            ("__LINE__", Builtin::Line),
            ("__COUNTER__", Builtin::Counter),
            ("__DATE__", Builtin::Date),
            ("__TIME__", Builtin::Time),
            ("__BASE_FILE__", Builtin::BaseFile),
            ("__INCLUDE_LEVEL__", Builtin::IncludeLevel),
            ("_Pragma", Builtin::Pragma),
            ("__has_include", Builtin::HasFeature),
            ("__has_include_next", Builtin::HasFeature),
            ("__has_attribute", Builtin::HasFeature),
            ("__has_cpp_attribute", Builtin::HasFeature),
            ("__has_c_attribute", Builtin::HasFeature),
            ("__has_builtin", Builtin::HasFeature),
        ];
        for (name, b) in builtins {
            let def = MacroDef {
                name: name.into(),
                params: None,
                variadic: false,
                body: Vec::new(),
                def_span: None,
                builtin: Some(b),
            };
            pp.macros.insert(name.into(), Rc::new(def));
        }
        pp
    }

    pub fn run(mut self, main: FileId) -> PreprocessOutput {
        self.base_file = main;
        let main_path = self.sm.file(main).path.clone();
        self.push_file(main, None, false);
        self.note_dependency(main_path);
        // gcc reads, after the <built-in> and <command-line> buffers: the -imacros files, the
        // implicit <stdc-predef.h>, the -include files, then the main file. Each is opened
        // when the one before has ended, so -M lists files in the order they were read.
        let opts = self.opts;
        self.pending = opts
            .macro_includes
            .iter()
            .map(|p| CommandLineFile::Macros(p.clone()))
            .chain((!opts.no_std_inc).then_some(CommandLineFile::StdcPredef))
            .chain(
                opts.force_includes
                    .iter()
                    .map(|p| CommandLineFile::Include(p.clone())),
            )
            .rev()
            .collect();
        let cmdline = predefined::command_line_buffer(self.opts);
        let cmdline = self.sm.add_file("<command-line>", &cmdline);
        self.push_file(cmdline, None, false);
        let builtin = predefined::builtin_buffer(self.opts);
        let id = self.sm.add_file("<built-in>", &builtin);
        self.push_file(id, None, true);

        loop {
            let tok = self.next_expanded();
            if tok.kind == PpTokenKind::Eof {
                if self.stop || !self.pop_file() {
                    break;
                }
                if self.files.len() == 1 {
                    self.open_command_line_file();
                }
                continue;
            }
            if !self.files.last().is_some_and(|f| f.discard) {
                self.out.push(tok);
            }
        }
        let end = self.sm.file(main).text.len() as u32;
        self.out.push(PpToken {
            kind: PpTokenKind::Eof,
            text: SmolStr::default(),
            span: Span::new(main, end, end),
            flags: TokenFlags::AT_LINE_START,
        });
        // Moved out, not cloned: a header like <immintrin.h> defines thousands of macros.
        self.pushed_macros.clear();
        let order = std::mem::take(&mut self.macro_order);
        let mut macros: Vec<(u64, MacroDef)> = std::mem::take(&mut self.macros)
            .into_values()
            .filter(|m| m.builtin.is_none())
            .map(|m| {
                let rank = order.get(&m.name).copied().unwrap_or(0);
                (rank, Rc::try_unwrap(m).unwrap_or_else(|m| (*m).clone()))
            })
            .collect();
        macros.sort_by_key(|(order, _)| *order);
        PreprocessOutput {
            tokens: self.out,
            macros: macros.into_iter().map(|(_, m)| m).collect(),
            dependencies: self.dependencies,
            system_files: self.system_files,
        }
    }

    /// Opens the next file that comes before the main file's text, if any is left.
    fn open_command_line_file(&mut self) {
        while let Some(next) = self.pending.pop() {
            let opened = match next {
                CommandLineFile::Macros(path) => self.command_line_include(&path, true),
                CommandLineFile::Include(path) => self.command_line_include(&path, false),
                CommandLineFile::StdcPredef => self.stdc_predef(),
            };
            if opened || self.stop {
                return;
            }
        }
    }

    /// The implicit `#include <stdc-predef.h>` (silently none when it does not exist).
    fn stdc_predef(&mut self) -> bool {
        let Some((path, index)) = self.search.find_angle("stdc-predef.h", 0) else {
            return false;
        };
        let name = path.display().to_string();
        let Ok(id) = self.sm.load_file(&path, &name, None) else {
            return false;
        };
        self.note_dependency(path);
        self.push_file(id, Some(index), true);
        true
    }

    /// Finds and opens an `-include` / `-imacros` file: the working directory first, then the
    /// `#include "…"` chain (gcc's rule).
    fn command_line_include(&mut self, path: &std::path::Path, discard: bool) -> bool {
        let name = path.to_string_lossy().into_owned();
        let found = if path.is_absolute() || path.is_file() {
            path.is_file().then(|| (path.to_path_buf(), None))
        } else {
            self.search
                .find_from_pub(&name, 0)
                .map(|(p, i)| (p, Some(i)))
        };
        // The file was named on the command line: there is no source line to point at.
        let fatal = |msg: String| Diagnostic::new(oxacc_source::Severity::Fatal, msg);
        let Some((found, index)) = found else {
            let flag = if discard { "-imacros" } else { "-include" };
            self.emit(fatal(format!("'{name}' file not found (from {flag})")));
            return false;
        };
        let display = found.display().to_string();
        match self.sm.load_file(&found, &display, None) {
            Ok(id) => {
                self.note_dependency(found);
                let system = index.is_some_and(|i| self.search.is_system(i));
                self.push_file(id, index, system);
                if let Some(f) = self.files.last_mut() {
                    f.discard = discard;
                }
                true
            }
            Err(e) => {
                self.emit(fatal(format!("{name}: {e}")));
                false
            }
        }
    }

    pub fn note_dependency(&mut self, path: PathBuf) {
        if self.seen_deps.insert(path.clone()) {
            self.dependencies.push(path);
        }
    }

    pub fn push_file(&mut self, file: FileId, dir_index: Option<usize>, system: bool) {
        let text = self.sm.file(file).text.clone();
        let lexer = FileLexer::new(file, text).keep_comments(self.opts.keep_comments);
        // What an -imacros file includes is read for its macros only, too.
        let discard = self.files.last().is_some_and(|f| f.discard);
        if system {
            self.system_files.push(file);
        }
        let path = self.sm.file(file).path.clone();
        self.files.push(FileFrame {
            file,
            lexer,
            conds: Vec::new(),
            dir_index,
            path,
            guard: GuardState::Start,
            system,
            discard,
        });
    }

    /// Ends the innermost file: reports unterminated conditionals, records an include guard.
    /// Returns false when it was the main file.
    fn pop_file(&mut self) -> bool {
        let Some(mut frame) = self.files.pop() else {
            return false;
        };
        // Found when the lexer reached it; an unterminated literal is warned about where it is
        // read, and only in live code, as gcc does.
        for e in frame.lexer.errors.drain(..) {
            if e.message == "unterminated comment" {
                self.diags
                    .emit(self.sm, Diagnostic::error(e.span, e.message));
            }
        }
        for c in frame.conds.iter().rev() {
            let msg = format!("unterminated #{}", c.directive);
            self.diags.emit(self.sm, Diagnostic::error(c.span, msg));
        }
        if let GuardState::Closed(name) = frame.guard {
            self.guards.insert(frame.path, name);
        }
        !self.files.is_empty()
    }

    pub fn emit(&mut self, d: Diagnostic) {
        if d.severity >= oxacc_source::Severity::Fatal {
            self.stop = true;
        }
        self.diags.emit(self.sm, d);
    }

    pub fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.emit(Diagnostic::error(span, msg));
    }

    pub fn warning(&mut self, span: Span, group: &'static str, msg: impl Into<String>) {
        let d = if group.is_empty() {
            Diagnostic::new(oxacc_source::Severity::Warning, msg).at(span)
        } else {
            Diagnostic::warning(span, group, msg)
        };
        self.emit(d);
    }

    /// Pushes `tokens` to be read next.
    pub fn push_tokens(&mut self, tokens: Vec<PpToken>, macro_name: Option<SmolStr>) {
        self.frames.push(ExpFrame {
            tokens,
            pos: 0,
            macro_name,
            barrier: false,
        });
    }

    pub fn unget(&mut self, tok: PpToken) {
        self.push_tokens(vec![tok], None);
    }

    /// The next token before macro expansion: from the innermost expansion, else from the file,
    /// where directives are executed on the way. Returns `Eof` at the end of a barrier frame
    /// or of the current file (the caller decides whether to leave the file).
    pub fn next_raw(&mut self) -> PpToken {
        loop {
            if let Some(t) = self.next_raw_once() {
                return t;
            }
        }
    }

    /// One step of [`Self::next_raw`]: `None` after executing a directive (which may have
    /// pushed tokens, so the caller starts over).
    fn next_raw_once(&mut self) -> Option<PpToken> {
        while let Some(frame) = self.frames.last_mut() {
            if let Some(t) = frame.tokens.get(frame.pos) {
                frame.pos += 1;
                return Some(t.clone());
            }
            if frame.barrier {
                let span = frame
                    .tokens
                    .last()
                    .map_or(Span::new(FileId(0), 0, 0), |t| t.span);
                return Some(PpToken {
                    kind: PpTokenKind::Eof,
                    text: SmolStr::default(),
                    span,
                    flags: TokenFlags::default(),
                });
            }
            self.frames.pop();
        }
        if self.stop {
            return Some(self.file_eof());
        }
        let Some(f) = self.files.last_mut() else {
            return Some(self.file_eof());
        };
        let tok = f.lexer.next();
        if tok.kind == PpTokenKind::Eof {
            return Some(tok);
        }
        if tok.flags.contains(TokenFlags::AT_LINE_START)
            && tok.kind == PpTokenKind::Punct
            && canonical_punct(&tok.text) == "#"
        {
            self.directive(tok);
            return None;
        }
        if is_comment(&tok) {
            // -C: a comment is kept for the output but is white space to everything else.
            return Some(tok);
        }
        f.guard.saw_token();
        if tok.kind == PpTokenKind::Other && tok.text.contains(['\'', '"']) && !self.opts.fortran {
            // An unterminated literal in live code (C17 §6.4p3); gcc warns, and so do we.
            let msg = if tok
                .text
                .find(['\'', '"'])
                .is_some_and(|i| tok.text.as_bytes()[i] == b'\'')
            {
                "missing terminating ' character"
            } else {
                "missing terminating \" character"
            };
            self.warning(tok.span, "", msg);
        }
        Some(tok)
    }

    fn file_eof(&self) -> PpToken {
        PpToken {
            kind: PpTokenKind::Eof,
            text: SmolStr::default(),
            span: Span::new(FileId(0), 0, 0),
            flags: TokenFlags::AT_LINE_START,
        }
    }

    /// The rest of the current directive line, raw.
    pub fn read_line(&mut self) -> Vec<PpToken> {
        let mut line = Vec::new();
        let Some(f) = self.files.last_mut() else {
            return line;
        };
        loop {
            let t = f.lexer.peek();
            if t.kind == PpTokenKind::Eof || t.flags.contains(TokenFlags::AT_LINE_START) {
                break;
            }
            line.push(f.lexer.next());
        }
        line
    }

    /// Executes the directive whose `#` is `hash` (C17 §6.10).
    fn directive(&mut self, hash: PpToken) {
        let line = self.read_line();
        let Some(name) = line.first() else { return }; // the null directive, §6.10.7
        let name = name.clone();
        let rest = &line[1..];
        if name.kind == PpTokenKind::Number {
            // GNU line marker `# 33 "file" flags`.
            self.line_directive(&line, &hash);
            return;
        }
        if let Some(f) = self.files.last_mut() {
            f.guard.saw_directive(&name.text, rest);
        }
        match name.text.as_str() {
            "define" => match parse_define(rest, name.span) {
                Ok(def) => self.define(def),
                Err((span, msg)) => self.error(span, msg),
            },
            "undef" => match rest.first() {
                Some(t) if t.kind == PpTokenKind::Ident => {
                    if t.text == "defined" {
                        self.error(t.span, "\"defined\" cannot be used as a macro name");
                    } else {
                        self.macros.remove(&t.text);
                    }
                    if rest.len() > 1 {
                        self.warning(rest[1].span, "", "extra tokens at end of #undef directive");
                    }
                }
                Some(t) => self.error(t.span, "macro names must be identifiers"),
                None => self.error(name.span, "no macro name given in #undef directive"),
            },
            "include" | "include_next" | "import" => self.include(&name, rest),
            "if" | "ifdef" | "ifndef" | "elif" | "else" | "endif" | "elifdef" | "elifndef" => {
                self.conditional(&name, rest)
            }
            "line" => self.line_directive(&line, &hash),
            "error" => {
                let msg = format!("#error {}", self.line_text(rest));
                self.error(name.span, msg.trim_end().to_owned());
            }
            "warning" => {
                let msg = format!("#warning {}", self.line_text(rest));
                self.warning(name.span, "cpp", msg.trim_end().to_owned());
            }
            "pragma" => self.pragma_directive(&name, rest.to_vec()),
            "ident" | "sccs" | "assert" | "unassert" => {}
            _ => {
                let msg = format!("invalid preprocessing directive #{}", name.text);
                self.error(name.span, msg);
            }
        }
    }

    /// The source text of a directive's operands, as written.
    pub fn line_text(&self, rest: &[PpToken]) -> String {
        let mut s = String::new();
        for (i, t) in rest.iter().enumerate() {
            if i > 0 && t.flags.contains(TokenFlags::LEADING_SPACE) {
                s.push(' ');
            }
            s.push_str(&t.text);
        }
        s
    }

    pub fn define(&mut self, def: MacroDef) {
        if let Some(old) = self.macros.get(&def.name) {
            if old.builtin.is_some() {
                if let Some(span) = def.def_span {
                    let msg = format!("redefining builtin macro \"{}\"", def.name);
                    self.warning(span, "builtin-macro-redefined", msg);
                }
            } else if !old.same_definition(&def) {
                let old_span = old.def_span;
                if let Some(span) = def.def_span {
                    let d = Diagnostic::new(
                        oxacc_source::Severity::Warning,
                        format!("\"{}\" redefined", def.name),
                    )
                    .at(span)
                    .with_note(old_span, "this is the location of the previous definition");
                    self.emit(d);
                }
            } else {
                return;
            }
        }
        self.next_order += 1;
        self.macro_order.insert(def.name.clone(), self.next_order);
        self.macros.insert(def.name.clone(), Rc::new(def));
    }

    /// `#line` (C17 §6.10.4) and the GNU `# 33 "file"` marker.
    fn line_directive(&mut self, line: &[PpToken], hash: &PpToken) {
        let directive = line[0].clone();
        let operands: Vec<PpToken> = if directive.kind == PpTokenKind::Number {
            line.to_vec()
        } else {
            self.expand_line(line[1..].to_vec())
        };
        let Some(num) = operands.first() else {
            self.error(
                directive.span,
                "#line directive requires a simple digit sequence",
            );
            return;
        };
        let value =
            if num.kind == PpTokenKind::Number && num.text.bytes().all(|b| b.is_ascii_digit()) {
                num.text.parse::<u32>().ok()
            } else {
                None
            };
        let Some(value) = value else {
            let msg = format!("\"{}\" after #line is not a positive integer", num.text);
            self.error(num.span, msg);
            return;
        };
        let name = match operands.get(1) {
            Some(t) if t.kind == PpTokenKind::StringLit && t.text.starts_with('"') => Some(
                t.text[1..t.text.len() - 1]
                    .replace("\\\\", "\\")
                    .replace("\\\"", "\""),
            ),
            Some(t) if directive.kind != PpTokenKind::Number => {
                let msg = format!("invalid filename \"{}\"", t.text);
                self.error(t.span, msg);
                return;
            }
            _ => None,
        };
        if directive.kind == PpTokenKind::Number && operands.iter().skip(2).any(|t| t.text == "2") {
            // A "returning to file" marker with no file to return to (gcc ignores it too).
            if let (Some(n), Some(t)) = (&name, operands.get(1)) {
                let msg = format!("file \"{n}\" linemarker ignored due to incorrect nesting");
                self.warning(t.span, "", msg);
                return;
            }
        }
        let file = hash.span.file;
        let text = self.sm.file(file).text.clone();
        let end = line.last().map_or(hash.span.hi, |t| t.span.hi) as usize;
        let end = end.min(text.len());
        let next_line = text.as_bytes()[end..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(text.len(), |i| end + i + 1);
        self.sm
            .add_line_directive(file, next_line as u32, value, name.as_deref());
    }
}
