//! Module files (Fortran 2018 §14.2: a module's public entities are available to every
//! scoping unit that USEs it, also in another file compiled separately).
//!
//! As flang's are, oxacc's module files are Fortran text: the module's specification part
//! as written, followed by each module procedure's header and specification part (its
//! interface: dummies, result, `use`, types, parameters) closed by an END without the
//! execution part. Reading one back is parsing and resolving that text with a flag that makes
//! its variables and procedures references to the object that defined them (module data under
//! gfortran's `__mod_MOD_var`, procedures `__mod_MOD_proc`). The format is in docs/fortran.md
//! ("Module files"); its first line carries the version, a later line the hash of the text,
//! which the reader checks and the writer compares so that an unchanged module is not
//! rewritten (Make does not rebuild its users).

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use oxacc_source::{Diagnostic, DiagnosticsEngine, SourceMap, Span};
use smol_str::SmolStr;

use crate::ast::{self, StmtKind};
use crate::{FortranOptions, SourceForm};

/// The first line of every module file; the number is the format version.
pub const MAGIC: &str = "!oxacc module file, version 1";

/// FNV-1a, 64 bits: stable across builds and platforms (unlike `DefaultHasher`).
fn hash(text: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

fn line_start(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].rfind('\n').map_or(0, |i| i + 1)
}

fn line_end(text: &str, at: usize) -> usize {
    let at = at.min(text.len());
    text[at..].find('\n').map_or(text.len(), |i| at + i + 1)
}

/// Statements that may stay in a module file: those of a specification part (§5.1), with
/// the declarative directives, which tell the USE-ing file about the procedure (OpenACC 3.3
/// §2.15.1 `routine`, §2.13 `declare`; OpenMP 4.5 §2.10.6 `declare target`, §2.14.2, §2.16,
/// §2.8.2). A FORMAT or an executable statement ends the part that is kept.
fn is_spec(kind: &StmtKind) -> bool {
    use oxacc_directives::omp::OmpDirectiveKind as K;
    if let StmtKind::AccDirective(d) = kind {
        return matches!(
            d.kind,
            oxacc_directives::DirectiveKind::Routine | oxacc_directives::DirectiveKind::Declare
        );
    }
    if let StmtKind::OmpDirective(d) = kind {
        return matches!(
            d.kind,
            K::DeclareTarget
                | K::Threadprivate
                | K::DeclareReduction
                | K::DeclareSimd
                | K::Requires
        );
    }
    matches!(
        kind,
        StmtKind::Use(_)
            | StmtKind::Import(_)
            | StmtKind::ImplicitNone { .. }
            | StmtKind::Implicit(_)
            | StmtKind::TypeDecl(_)
            | StmtKind::AttrStmt { .. }
            | StmtKind::Access { .. }
            | StmtKind::Parameter(_)
            | StmtKind::Data(_)
            | StmtKind::Common(_)
            | StmtKind::Equivalence(_)
            | StmtKind::Namelist(_)
            | StmtKind::DerivedType(_)
            | StmtKind::Interface(_)
            | StmtKind::Procedure(_)
            | StmtKind::Directive(_)
            | StmtKind::Error
    )
}

/// Where the statement whose first line ends at `at` ends: a statement's span covers its
/// first line only (diagnostics point there), so the continuation lines that follow it
/// (Fortran 2018 §6.3.2.4 free form `&`, §6.3.3.3 fixed form column 6), with the comment
/// lines among them, belong to the kept text too. `REAL :: a, b &` / `, c` as a procedure's
/// last declaration lost its second line and the module file could not be read back.
fn statement_end(text: &str, mut at: usize, form: SourceForm) -> usize {
    let mut prev = &text[line_start(text, at.saturating_sub(1))..at];
    while at < text.len() {
        let next_end = line_end(text, at);
        let next = &text[at..next_end];
        let goes_on = match form {
            SourceForm::Free => {
                free_line_continues(prev)
                    && (is_comment_line(next, form) || !next.trim().is_empty())
            }
            SourceForm::Fixed => {
                is_fixed_continuation(next)
                    || (is_comment_line(next, form) && fixed_continuation_follows(text, next_end))
            }
        };
        if !goes_on {
            break;
        }
        if !is_comment_line(next, form) {
            prev = next;
        }
        at = next_end;
    }
    at
}

/// A free-form line whose code (before a `!` comment outside character literals) ends with `&`.
fn free_line_continues(line: &str) -> bool {
    let mut quote = None;
    let mut code_end = line.len();
    for (i, c) in line.char_indices() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => {}
            None if c == '\'' || c == '"' => quote = Some(c),
            None if c == '!' => {
                code_end = i;
                break;
            }
            None => {}
        }
    }
    line[..code_end].trim_end().ends_with('&')
}

fn is_comment_line(line: &str, form: SourceForm) -> bool {
    let t = line.trim_start();
    if form == SourceForm::Fixed && matches!(line.chars().next(), Some('c' | 'C' | '*')) {
        return true;
    }
    t.is_empty() || t.starts_with('!')
}

fn is_fixed_continuation(line: &str) -> bool {
    let b = line.as_bytes();
    if is_comment_line(line, SourceForm::Fixed) || b.len() < 6 || b[..5].contains(&b'\t') {
        return false;
    }
    b[..5].iter().all(|c| *c == b' ') && b[5] != b' ' && b[5] != b'0'
}

fn fixed_continuation_follows(text: &str, mut at: usize) -> bool {
    while at < text.len() {
        let end = line_end(text, at);
        let line = &text[at..end];
        if !is_comment_line(line, SourceForm::Fixed) {
            return is_fixed_continuation(line);
        }
        at = end;
    }
    false
}

/// The header and specification part of a module procedure, closed by an END.
fn procedure_text(unit: &ast::ProgramUnit, text: &str, form: SourceForm, out: &mut String) {
    let start = line_start(text, unit.span.lo as usize);
    let file = unit.span.file;
    let mut cut = unit
        .end_span
        .filter(|s| s.file == file)
        .map_or(text.len(), |s| s.lo as usize);
    let first_other = unit
        .body
        .iter()
        .position(|s| !is_spec(&s.kind) && s.span.file == file);
    if let Some(i) = first_other {
        cut = cut.min(unit.body[i].span.lo as usize);
    }
    if let Some(c) = unit.contains.first() {
        cut = cut.min(c.span.lo as usize);
    }
    let mut cut = line_start(text, cut);
    // The part kept ends with the line of its last statement: the comment lines before the
    // first statement not kept go with it. A directive line of an OpenACC or OpenMP build is
    // a comment in a build without (`!$acc kernels`), and a user compiled with the option
    // would read it as a directive, without the statements it applies to.
    let kept = &unit.body[..first_other.unwrap_or(unit.body.len())];
    let last_end = kept
        .iter()
        .filter(|s| s.span.file == file)
        .map(|s| s.span.hi as usize)
        .max()
        .unwrap_or(unit.span.hi as usize);
    if last_end >= start {
        cut = cut.min(statement_end(text, line_end(text, last_end), form));
    }
    if cut > start {
        out.push_str(&text[start..cut]);
    } else {
        // Header and body on one line (`subroutine s; x = 1; end`): the header alone.
        out.push_str(&text[start..unit.span.hi as usize]);
        out.push('\n');
    }
    let indent = if form == SourceForm::Fixed {
        "      "
    } else {
        ""
    };
    let word = match unit.kind {
        ast::UnitKind::Function => "function",
        _ => "subroutine",
    };
    out.push_str(&format!("{indent}end {word}\n"));
}

/// The module file text of `unit` (a module of a file of `sm`), header included.
pub fn module_text(unit: &ast::ProgramUnit, sm: &SourceMap, options: &FortranOptions) -> String {
    let file = sm.file(unit.span.file);
    let text: &str = &file.text;
    let start = line_start(text, unit.span.lo as usize);
    let mut body = String::new();
    match unit.contains.first() {
        Some(first) => {
            // The specification part and the CONTAINS line.
            body.push_str(&text[start..line_start(text, first.span.lo as usize)]);
            for c in &unit.contains {
                procedure_text(c, text, options.form, &mut body);
            }
            let indent = if options.form == SourceForm::Fixed {
                "      "
            } else {
                ""
            };
            let name = unit.name.as_ref().map_or("", |n| n.text.as_str());
            body.push_str(&format!("{indent}end module {name}\n"));
        }
        None => {
            let end = unit
                .end_span
                .filter(|s| s.file == unit.span.file)
                .map_or(text.len(), |s| line_end(text, s.hi as usize));
            body.push_str(&text[start..end]);
            if !body.ends_with('\n') {
                body.push('\n');
            }
        }
    }
    let length = |l: Option<u32>| l.map_or("none".to_owned(), |n| n.to_string());
    let (form, len) = match options.form {
        SourceForm::Free => ("free", length(options.free_line_length)),
        SourceForm::Fixed => ("fixed", length(options.fixed_line_length)),
    };
    // INCLUDE lines inside the module are read again from the original directory.
    let source = std::fs::canonicalize(&file.name).unwrap_or_else(|_| PathBuf::from(&file.name));
    let dir = source
        .parent()
        .map(|d| d.display().to_string())
        .unwrap_or_default();
    format!(
        "{MAGIC}\n!form: {form}\n!line-length: {len}\n!include-dir: {dir}\n!hash: {:016x}\n{body}",
        hash(&body)
    )
}

/// Writes `name.mod` for every module of `file` into `dir` (gfortran's `-J`; the current
/// directory without it). A file whose content would not change is left alone.
pub fn write_modules(
    file: &ast::File,
    sm: &SourceMap,
    options: &FortranOptions,
    dir: &Path,
) -> Result<(), String> {
    for unit in &file.units {
        if unit.kind != ast::UnitKind::Module {
            continue;
        }
        let Some(name) = &unit.name else { continue };
        let path = dir.join(format!("{}.mod", name.key));
        let text = module_text(unit, sm, options);
        if std::fs::read_to_string(&path).is_ok_and(|old| old == text) {
            continue;
        }
        std::fs::write(&path, text)
            .map_err(|e| format!("cannot write module file '{}': {e}", path.display()))?;
    }
    Ok(())
}

/// A module file's header, checked.
struct Header {
    form: SourceForm,
    line_length: Option<u32>,
    include_dir: PathBuf,
}

fn parse_header(text: &str) -> Result<(Header, &str), &'static str> {
    let mut rest = text;
    let mut field = |key: &str| -> Option<String> {
        let (line, tail) = rest.split_once('\n')?;
        let v = line.strip_prefix(key)?.trim().to_owned();
        rest = tail;
        Some(v)
    };
    const NOT_OURS: &str = "is not an oxacc module file";
    if field(MAGIC).is_none() {
        return Err(if text.starts_with("!oxacc module file") {
            "was written by another version of oxacc"
        } else {
            NOT_OURS
        });
    }
    let form = match field("!form:").as_deref() {
        Some("free") => SourceForm::Free,
        Some("fixed") => SourceForm::Fixed,
        _ => return Err(NOT_OURS),
    };
    let line_length = match field("!line-length:").as_deref() {
        Some("none") => None,
        Some(n) => Some(n.parse().map_err(|_| NOT_OURS)?),
        None => return Err(NOT_OURS),
    };
    let include_dir = PathBuf::from(field("!include-dir:").ok_or(NOT_OURS)?);
    let h = field("!hash:").ok_or(NOT_OURS)?;
    if u64::from_str_radix(&h, 16).ok() != Some(hash(rest)) {
        return Err("is corrupt (its hash does not match its contents)");
    }
    Ok((
        Header {
            form,
            line_length,
            include_dir,
        },
        rest,
    ))
}

/// The USE statements of a file (also of contained procedures and interface bodies).
fn uses(units: &[ast::ProgramUnit], out: &mut Vec<ast::UseStmt>) {
    for u in units {
        for s in &u.body {
            match &s.kind {
                StmtKind::Use(us) => out.push(us.clone()),
                StmtKind::Interface(b) => uses(&b.bodies, out),
                _ => {}
            }
        }
        uses(&u.contains, out);
    }
}

/// Finds, reads and parses the module files of the modules `file` uses that it does not define,
/// and theirs in turn; a module comes after the modules it uses. `dirs` are searched in order
/// (the driver passes the current directory, the `-I` directories and the `-J` directory, as
/// gfortran searches). A module not found is left to semantic analysis, which reports it at
/// the USE.
pub fn load_used_modules(
    file: &ast::File,
    sm: &mut SourceMap,
    options: &FortranOptions,
    dirs: &[PathBuf],
    diags: &mut DiagnosticsEngine,
) -> Vec<ast::File> {
    let mut seen: HashSet<SmolStr> = file
        .units
        .iter()
        .filter(|u| u.kind == ast::UnitKind::Module)
        .filter_map(|u| u.name.as_ref().map(|n| n.key.clone()))
        .collect();
    let mut out = Vec::new();
    let mut list = Vec::new();
    uses(&file.units, &mut list);
    for u in list {
        load(&u, sm, options, dirs, diags, &mut seen, &mut out);
    }
    out
}

fn load(
    u: &ast::UseStmt,
    sm: &mut SourceMap,
    options: &FortranOptions,
    dirs: &[PathBuf],
    diags: &mut DiagnosticsEngine,
    seen: &mut HashSet<SmolStr>,
    out: &mut Vec<ast::File>,
) {
    let intrinsic = u
        .nature
        .as_ref()
        .is_some_and(|n| n.key.as_str() == "intrinsic");
    if intrinsic || !seen.insert(u.module.key.clone()) {
        return;
    }
    let name = format!("{}.mod", u.module.key);
    let Some(path) = dirs.iter().map(|d| d.join(&name)).find(|p| p.is_file()) else {
        return;
    };
    let error = |diags: &mut DiagnosticsEngine, sm: &SourceMap, span: Span, why: &str| {
        diags.emit(
            sm,
            Diagnostic::error(
                span,
                format!("File '{}' opened at (1) {why}", path.display()),
            ),
        );
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(_) => {
            error(diags, sm, u.module.span, "is not an oxacc module file");
            return;
        }
    };
    let header = match parse_header(&text) {
        Ok((h, _)) => h,
        Err(why) => {
            error(diags, sm, u.module.span, why);
            return;
        }
    };
    let id = sm.add_file(&path.display().to_string(), &text);
    let mut fo = options.clone();
    fo.form = header.form;
    match header.form {
        SourceForm::Free => fo.free_line_length = header.line_length,
        SourceForm::Fixed => fo.fixed_line_length = header.line_length,
    }
    fo.include_dirs.insert(0, header.include_dir);
    let ast = crate::parse_file(sm, id, &fo, diags);
    let mut list = Vec::new();
    uses(&ast.units, &mut list);
    for inner in list {
        load(&inner, sm, options, dirs, diags, seen, out);
    }
    out.push(ast);
}
