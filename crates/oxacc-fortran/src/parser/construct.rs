//! Nesting flat statements into program units and constructs (Fortran 2018 §11.1, §14,
//! §15): IF, DO (block and labelled, with shared terminal statements), SELECT CASE, WHERE,
//! FORALL, BLOCK, interface blocks and derived-type definitions. Mismatched or missing END
//! statements are reported once, at the construct they belong to.

use oxacc_source::Span;

use super::acc::{self, AccShape};

mod omp_pairing;
use super::flat::UnitHeader;
use super::{EndWord, Flat, FlatStmt};
use crate::ast::{
    CaseBlock, DerivedTypeDef, DoConstruct, ElseWhere, File, ForallConstruct, IfBranch,
    IfConstruct, InterfaceBlock, Label, Name, ProgramUnit, SelectCase, SelectType, Stmt, StmtKind,
    TypeGuardBlock, UnitKind, WhereConstruct,
};
use crate::lexer::SyntaxError;

/// Constructs nested deeper than this are reported instead of built, so that hostile input
/// cannot overflow the stack (the standard sets no limit; real code stays far below it).
const MAX_NESTING: usize = 100;

/// What ends the block being collected.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Until {
    Unit,
    /// A block construct closed by this END word (its middle statements included).
    End(EndWord),
    /// A labelled DO: the statement with this label.
    Label(u32),
    /// An OpenACC construct closed by an `!$acc end` line (see `acc_open`).
    Acc,
    /// An OpenMP construct closed by an `!$omp end` line (see `omp_open`).
    Omp,
}

pub(crate) struct Builder {
    stmts: Vec<FlatStmt>,
    pos: usize,
    /// Errors with the index of the statement they are about (for ordering).
    pub errors: Vec<(usize, SyntaxError)>,
    /// Constructs and units open around the current position.
    open: Vec<EndWord>,
    /// OpenACC constructs open around the current position, by their `end` directive.
    acc_open: Vec<oxacc_directives::EndKind>,
    /// OpenMP constructs open around the current position.
    omp_open: Vec<oxacc_directives::omp::Construct>,
    /// The name on the `end critical` just consumed (checked against its construct's).
    omp_end_name: Option<(Span, Option<smol_str::SmolStr>)>,
}

fn unit_word(kind: UnitKind) -> EndWord {
    match kind {
        UnitKind::Program => EndWord::Program,
        UnitKind::Module => EndWord::Module,
        UnitKind::Subroutine => EndWord::Subroutine,
        UnitKind::Function => EndWord::Function,
        UnitKind::BlockData => EndWord::BlockData,
    }
}

impl Builder {
    pub fn new(stmts: Vec<FlatStmt>) -> Builder {
        Builder {
            stmts,
            pos: 0,
            errors: Vec::new(),
            open: Vec::new(),
            acc_open: Vec::new(),
            omp_open: Vec::new(),
            omp_end_name: None,
        }
    }

    fn error(&mut self, span: Span, message: impl Into<String>) {
        let index = self
            .stmts
            .iter()
            .position(|s| s.span.file == span.file && s.span.lo <= span.lo && span.lo <= s.span.hi)
            .unwrap_or(self.pos);
        self.errors.push((index, SyntaxError::new(span, message)));
    }

    fn peek(&self) -> Option<&FlatStmt> {
        self.stmts.get(self.pos)
    }

    pub fn file(&mut self) -> File {
        let mut units = Vec::new();
        while let Some(s) = self.peek() {
            let span = s.span;
            match &s.flat {
                Flat::UnitStart(h) => {
                    let h = (**h).clone();
                    self.pos += 1;
                    units.push(self.unit(h, span, false));
                }
                Flat::ErrorOpen(w) if w.ends_unit() => {
                    let h = recovered_header(*w);
                    self.pos += 1;
                    units.push(self.unit(h, span, false));
                }
                _ => {
                    // §14.1: a main program may omit its PROGRAM statement.
                    let h = UnitHeader {
                        kind: UnitKind::Program,
                        name: None,
                        prefix: Vec::new(),
                        result_type: None,
                        dummies: Vec::new(),
                        result: None,
                        bind: None,
                        recovered: false,
                    };
                    let before = self.pos;
                    let u = self.unit(h, span, true);
                    if self.pos == before {
                        // Nothing could be taken (a stray statement): skip it.
                        self.pos += 1;
                    }
                    units.push(u);
                }
            }
        }
        units.retain(|u| {
            !(u.name.is_none()
                && u.body.is_empty()
                && u.contains.is_empty()
                && u.end_span.is_none())
        });
        File { units }
    }

    fn unit(&mut self, h: UnitHeader, span: Span, implicit_main: bool) -> ProgramUnit {
        let word = unit_word(h.kind);
        self.open.push(word);
        let body = self.block(Until::Unit);
        let mut contains = Vec::new();
        if matches!(self.peek().map(|s| &s.flat), Some(Flat::Contains)) {
            if h.kind == UnitKind::BlockData {
                let sp = self.stmts[self.pos].span;
                self.error(sp, "a block data unit cannot contain procedures");
            }
            self.pos += 1;
            while let Some(s) = self.peek() {
                let sspan = s.span;
                match &s.flat {
                    Flat::UnitStart(inner)
                        if inner.kind != UnitKind::Program
                            && inner.kind != UnitKind::Module
                            && inner.kind != UnitKind::BlockData =>
                    {
                        let inner = (**inner).clone();
                        self.pos += 1;
                        contains.push(self.unit(inner, sspan, false));
                    }
                    Flat::ErrorOpen(w @ (EndWord::Subroutine | EndWord::Function)) => {
                        let inner = recovered_header(*w);
                        self.pos += 1;
                        contains.push(self.unit(inner, sspan, false));
                    }
                    Flat::End { word: None, .. } => break,
                    Flat::End { word: Some(w), .. } if w.ends_unit() => break,
                    Flat::UnitStart(_) => break,
                    Flat::Simple(StmtKind::Error) => self.pos += 1,
                    _ => {
                        self.error(sspan, "only subroutines and functions may follow CONTAINS");
                        self.pos += 1;
                    }
                }
            }
        }
        let mut end_span = None;
        let what = match h.kind {
            UnitKind::Program => "program",
            UnitKind::Module => "module",
            UnitKind::Subroutine => "subroutine",
            UnitKind::Function => "function",
            UnitKind::BlockData => "block data",
        };
        match self.peek().map(|s| (s.span, s.flat.clone())) {
            Some((espan, Flat::End { word: w, name }))
                if w.is_none() || w.is_some_and(|w| w.ends_unit()) =>
            {
                if let Some(w) = w.filter(|_| !h.recovered) {
                    if w != word {
                        self.error(
                            espan,
                            format!("expected '{}' to end this {what}", word.spelling()),
                        );
                    }
                }
                if !h.recovered {
                    self.check_end_name(h.name.as_ref(), name.as_ref(), espan, word);
                }
                self.pos += 1;
                end_span = Some(espan);
            }
            _ => {
                if !(h.recovered || implicit_main && body.is_empty()) {
                    self.error(
                        span,
                        format!("this {what} has no '{}' statement", word.spelling()),
                    );
                }
            }
        }
        self.open.pop();
        ProgramUnit {
            kind: h.kind,
            name: h.name,
            prefix: h.prefix,
            result_type: h.result_type,
            dummies: h.dummies,
            result: h.result,
            bind: h.bind,
            body,
            contains,
            span,
            end_span,
        }
    }

    /// `end … name` must repeat the unit's or construct's name when it has one.
    fn check_end_name(
        &mut self,
        expected: Option<&Name>,
        got: Option<&Name>,
        span: Span,
        word: EndWord,
    ) {
        match (expected, got) {
            (Some(e), Some(g)) if e.key != g.key => self.error(
                g.span,
                format!("'{}' does not match the name '{}'", g.text, e.text),
            ),
            (None, Some(g)) => self.error(
                g.span,
                format!("'{}' names nothing: the construct has no name", g.text),
            ),
            _ => {
                let _ = (span, word);
            }
        }
    }

    /// Like [`Self::check_end_name`], but a named construct's END must repeat the name
    /// (§11.1.1).
    fn check_construct_end(
        &mut self,
        name: Option<&Name>,
        got: Option<&Name>,
        span: Span,
        word: EndWord,
    ) {
        if let (Some(n), None) = (name, got) {
            self.error(span, format!("expected '{} {}'", word.spelling(), n.text));
            return;
        }
        self.check_end_name(name, got, span, word);
    }

    fn terminates(&self, until: Until, s: &FlatStmt) -> bool {
        match &s.flat {
            Flat::UnitStart(_) | Flat::Contains => true,
            Flat::ErrorOpen(w) if w.ends_unit() => true,
            Flat::End { word: None, .. } => true,
            Flat::End { word: Some(w), .. } => {
                if w.ends_unit() {
                    return true;
                }
                if let Until::Label(l) = until {
                    if *w == EndWord::Do && s.label.is_some_and(|x| x.value == l) {
                        return true;
                    }
                }
                self.open.contains(w)
            }
            Flat::ElseIf(_) | Flat::Else => self.open.contains(&EndWord::If),
            Flat::Case(_) | Flat::TypeGuard(_) => self.open.contains(&EndWord::Select),
            Flat::ElseWhere(_) => self.open.contains(&EndWord::Where),
            Flat::AccEnd(k, _) => self.acc_open.contains(k),
            Flat::OmpEnd(c, _) => self.omp_open.contains(c),
            _ => false,
        }
    }

    fn block(&mut self, until: Until) -> Vec<Stmt> {
        let mut out = Vec::new();
        while let Some(s) = self.peek() {
            if self.terminates(until, s) {
                break;
            }
            let s = s.clone();
            let opens = matches!(
                s.flat,
                Flat::IfThen(_)
                    | Flat::DoStart { .. }
                    | Flat::SelectCase(_)
                    | Flat::SelectType(..)
                    | Flat::WhereStart(_)
                    | Flat::ForallStart(_)
                    | Flat::BlockStart
                    | Flat::AssociateStart(_)
                    | Flat::InterfaceStart { .. }
                    | Flat::ErrorOpen(_)
                    | Flat::AccBegin(..)
                    | Flat::OmpBegin(..)
            );
            if opens && self.open.len() >= MAX_NESTING {
                self.error(
                    s.span,
                    format!("constructs nested more than {MAX_NESTING} deep"),
                );
                self.pos += 1;
                continue;
            }
            let stmt = match s.flat.clone() {
                Flat::Simple(kind) => {
                    self.pos += 1;
                    Some(make(&s, kind))
                }
                Flat::IfThen(_) => Some(self.if_construct()),
                Flat::DoStart { .. } => Some(self.do_construct()),
                Flat::SelectCase(_) => Some(self.select_construct()),
                Flat::SelectType(..) => Some(self.select_type_construct()),
                Flat::WhereStart(_) => Some(self.where_construct()),
                Flat::ForallStart(_) => Some(self.simple_construct(EndWord::Forall)),
                Flat::BlockStart => Some(self.simple_construct(EndWord::Block)),
                Flat::AssociateStart(_) => Some(self.simple_construct(EndWord::Associate)),
                Flat::InterfaceStart { .. } => Some(self.interface_block()),
                Flat::TypeStart { .. } => Some(self.type_definition()),
                Flat::ErrorOpen(w) => Some(self.recovered_construct(w)),
                Flat::AccBegin(..) => Some(self.acc_construct()),
                Flat::OmpBegin(..) => Some(self.omp_construct()),
                Flat::OmpEnd(c, d) => {
                    // OpenMP 4.5 §2.1: an end directive closes the construct it names.
                    let end = super::omp::end_spelling(c);
                    self.error(
                        d.name_span,
                        format!("'{end}' without a matching '!$omp {}'", &end[10..]),
                    );
                    self.pos += 1;
                    None
                }
                Flat::AccEnd(k, span) => {
                    // OpenACC 3.3 §2.17: an end directive closes the construct it names.
                    self.error(
                        span,
                        format!(
                            "'{}' without a matching '!$acc {}'",
                            acc::end_spelling(k),
                            &acc::end_spelling(k)[10..]
                        ),
                    );
                    self.pos += 1;
                    None
                }
                Flat::End { word: Some(w), .. } => {
                    self.error(
                        s.span,
                        format!("'{}' without a matching construct", w.spelling()),
                    );
                    self.pos += 1;
                    None
                }
                _ => {
                    let what = match s.flat {
                        Flat::ElseIf(_) => "'else if' outside an IF construct",
                        Flat::Else => "'else' outside an IF construct",
                        Flat::Case(_) => "'case' outside a SELECT CASE construct",
                        Flat::TypeGuard(_) => {
                            "type guard statement outside a SELECT TYPE construct"
                        }
                        Flat::ElseWhere(_) => "'elsewhere' outside a WHERE construct",
                        Flat::ModuleProcedure(_) => "'module procedure' outside an interface block",
                        _ => "unexpected statement",
                    };
                    self.error(s.span, what);
                    self.pos += 1;
                    None
                }
            };
            if let Some(stmt) = stmt {
                let ends = match until {
                    Until::Label(l) => ends_with_label(&stmt, l),
                    _ => false,
                };
                out.push(stmt);
                if ends {
                    break;
                }
            }
        }
        out
    }

    /// Consumes the END statement `word` of a construct opened at `start`, or reports that
    /// it is missing. Returns the END statement's label.
    fn construct_end(&mut self, word: EndWord, name: Option<&Name>, start: Span) -> Option<Label> {
        match self.peek().map(|s| (s.span, s.label, s.flat.clone())) {
            Some((
                span,
                label,
                Flat::End {
                    word: Some(w),
                    name: got,
                },
            )) if w == word => {
                self.check_construct_end(name, got.as_ref(), span, word);
                self.pos += 1;
                label
            }
            _ => {
                self.error(
                    start,
                    format!("missing '{}' for this construct", word.spelling()),
                );
                None
            }
        }
    }

    fn if_construct(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::IfThen(cond) = head.flat.clone() else {
            return make(&head, StmtKind::Error);
        };
        self.open.push(EndWord::If);
        let body = self.block(Until::End(EndWord::If));
        let mut branches = vec![IfBranch {
            cond: Some(cond),
            label: head.label,
            span: head.span,
            body,
        }];
        let mut seen_else = false;
        while let Some(s) = self.peek().cloned() {
            let cond = match s.flat {
                Flat::ElseIf(c) => Some(c),
                Flat::Else => None,
                _ => break,
            };
            if seen_else {
                self.error(
                    s.span,
                    "no 'else' or 'else if' may follow 'else' in an IF construct",
                );
            }
            seen_else |= cond.is_none();
            self.pos += 1;
            let body = self.block(Until::End(EndWord::If));
            branches.push(IfBranch {
                cond,
                label: s.label,
                span: s.span,
                body,
            });
        }
        self.open.pop();
        let end_label = self.construct_end(EndWord::If, head.construct_name.as_ref(), head.span);
        make(
            &head,
            StmtKind::If(IfConstruct {
                branches,
                end_label,
            }),
        )
    }

    fn do_construct(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::DoStart { terminal, control } = head.flat.clone() else {
            return make(&head, StmtKind::Error);
        };
        self.open.push(EndWord::Do);
        let body = match terminal {
            Some(l) => self.block(Until::Label(l.value)),
            None => self.block(Until::End(EndWord::Do)),
        };
        self.open.pop();
        match terminal {
            Some(l) => {
                let ended = body.last().is_some_and(|s| ends_with_label(s, l.value));
                let end_do = self.peek().is_some_and(|s| {
                    s.label.is_some_and(|x| x.value == l.value)
                        && matches!(
                            s.flat,
                            Flat::End {
                                word: Some(EndWord::Do),
                                ..
                            }
                        )
                });
                if end_do {
                    self.pos += 1;
                } else if !ended {
                    self.error(
                        l.span,
                        format!("no statement labelled {} ends this DO loop", l.value),
                    );
                }
            }
            None => {
                self.construct_end(EndWord::Do, head.construct_name.as_ref(), head.span);
            }
        }
        make(
            &head,
            StmtKind::Do(DoConstruct {
                terminal,
                control,
                body,
            }),
        )
    }

    /// SELECT TYPE (§11.1.11): its type guards and their blocks.
    fn select_type_construct(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::SelectType(assoc, selector) = head.flat.clone() else {
            return make(&head, StmtKind::Error);
        };
        let guards = self.select_arms(
            &head,
            |flat| match flat {
                Flat::TypeGuard(guard) => Some(guard.clone()),
                _ => None,
            },
            "expected a type guard in a SELECT TYPE construct",
        );
        let guards = guards
            .into_iter()
            .map(|(guard, span, body)| TypeGuardBlock { guard, span, body })
            .collect();
        make(
            &head,
            StmtKind::SelectType(SelectType {
                assoc,
                selector,
                guards,
            }),
        )
    }

    /// The arms of a SELECT CASE or SELECT TYPE construct up to its END SELECT: each arm's
    /// head (what `arm` takes from it), span and block; directives between arms are skipped.
    fn select_arms<T>(
        &mut self,
        head: &FlatStmt,
        arm: impl Fn(&Flat) -> Option<T>,
        expected: &str,
    ) -> Vec<(T, Span, Vec<Stmt>)> {
        self.open.push(EndWord::Select);
        let mut arms = Vec::new();
        while let Some(s) = self.peek().cloned() {
            if let Some(value) = arm(&s.flat) {
                self.pos += 1;
                let body = self.block(Until::End(EndWord::Select));
                arms.push((value, s.span, body));
                continue;
            }
            match s.flat {
                Flat::Simple(StmtKind::Directive(_)) | Flat::Simple(StmtKind::Error) => {
                    self.pos += 1;
                }
                Flat::End { .. } | Flat::UnitStart(_) | Flat::Contains => break,
                _ => {
                    self.error(s.span, expected);
                    self.pos += 1;
                }
            }
        }
        self.open.pop();
        self.construct_end(EndWord::Select, head.construct_name.as_ref(), head.span);
        arms
    }

    fn select_construct(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::SelectCase(selector) = head.flat.clone() else {
            return make(&head, StmtKind::Error);
        };
        let cases = self.select_arms(
            &head,
            |flat| match flat {
                Flat::Case(values) => Some(values.clone()),
                _ => None,
            },
            "expected 'case' in a SELECT CASE construct",
        );
        let cases = cases
            .into_iter()
            .map(|(values, span, body)| CaseBlock { values, span, body })
            .collect();
        make(&head, StmtKind::SelectCase(SelectCase { selector, cases }))
    }

    fn where_construct(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::WhereStart(mask) = head.flat.clone() else {
            return make(&head, StmtKind::Error);
        };
        self.open.push(EndWord::Where);
        let body = self.block(Until::End(EndWord::Where));
        let mut elsewheres = Vec::new();
        while let Some(s) = self.peek().cloned() {
            let Flat::ElseWhere(mask) = s.flat else { break };
            self.pos += 1;
            let body = self.block(Until::End(EndWord::Where));
            elsewheres.push(ElseWhere {
                mask,
                span: s.span,
                body,
            });
        }
        self.open.pop();
        self.construct_end(EndWord::Where, head.construct_name.as_ref(), head.span);
        make(
            &head,
            StmtKind::Where(WhereConstruct {
                mask,
                body,
                elsewheres,
            }),
        )
    }

    /// FORALL, BLOCK and ASSOCIATE: a body and an END.
    fn simple_construct(&mut self, word: EndWord) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        self.open.push(word);
        let body = self.block(Until::End(word));
        self.open.pop();
        self.construct_end(word, head.construct_name.as_ref(), head.span);
        let kind = match head.flat.clone() {
            Flat::ForallStart(header) => StmtKind::Forall(ForallConstruct { header, body }),
            Flat::AssociateStart(assocs) => StmtKind::Associate { assocs, body },
            _ => StmtKind::Block(body),
        };
        make(&head, kind)
    }

    fn interface_block(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::InterfaceStart { generic, abstract_ } = head.flat.clone() else {
            return make(&head, StmtKind::Error);
        };
        self.open.push(EndWord::Interface);
        let mut bodies = Vec::new();
        let mut procedures = Vec::new();
        while let Some(s) = self.peek().cloned() {
            match s.flat {
                Flat::UnitStart(h)
                    if matches!(h.kind, UnitKind::Subroutine | UnitKind::Function) =>
                {
                    self.pos += 1;
                    bodies.push(self.unit(*h, s.span, false));
                }
                Flat::ModuleProcedure(names) => {
                    self.pos += 1;
                    procedures.extend(names);
                }
                Flat::Simple(StmtKind::Procedure(p)) if p.interface.is_none() => {
                    self.pos += 1;
                    procedures.extend(p.bindings.into_iter().map(|(n, _)| n));
                }
                Flat::Simple(StmtKind::Directive(_)) | Flat::Simple(StmtKind::Error) => {
                    self.pos += 1;
                }
                Flat::ErrorOpen(w @ (EndWord::Subroutine | EndWord::Function)) => {
                    self.pos += 1;
                    bodies.push(self.unit(recovered_header(w), s.span, false));
                }
                Flat::End {
                    word: Some(EndWord::Interface),
                    ..
                } => break,
                Flat::End { .. } | Flat::UnitStart(_) | Flat::Contains => break,
                _ => {
                    self.error(
                        s.span,
                        "only interface bodies and procedure statements may appear in an interface block",
                    );
                    self.pos += 1;
                }
            }
        }
        self.open.pop();
        match self.peek().map(|s| (s.span, s.flat.clone())) {
            Some((
                span,
                Flat::End {
                    word: Some(EndWord::Interface),
                    name,
                },
            )) => {
                let expected = match &generic {
                    Some(crate::ast::GenericSpec::Name(n)) => Some(n),
                    _ => None,
                };
                if name.is_some() {
                    self.check_end_name(expected, name.as_ref(), span, EndWord::Interface);
                }
                self.pos += 1;
            }
            _ => self.error(
                head.span,
                "missing 'end interface' for this interface block",
            ),
        }
        make(
            &head,
            StmtKind::Interface(InterfaceBlock {
                generic,
                abstract_,
                bodies,
                procedures,
            }),
        )
    }

    fn type_definition(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::TypeStart {
            name,
            attrs,
            params,
        } = head.flat.clone()
        else {
            return make(&head, StmtKind::Error);
        };
        let mut components = Vec::new();
        let mut bindings = Vec::new();
        let mut in_bindings = false;
        let mut closed = false;
        while let Some(s) = self.peek().cloned() {
            match s.flat.clone() {
                Flat::End {
                    word: Some(EndWord::Type),
                    name: got,
                } => {
                    self.check_end_name(Some(&name), got.as_ref(), s.span, EndWord::Type);
                    self.pos += 1;
                    closed = true;
                    break;
                }
                Flat::Contains if !in_bindings && self.bindings_follow() => {
                    in_bindings = true;
                    self.pos += 1;
                }
                Flat::Simple(kind) => {
                    let allowed = matches!(
                        kind,
                        StmtKind::TypeDecl(_)
                            | StmtKind::Access { .. }
                            | StmtKind::Sequence
                            | StmtKind::Procedure(_)
                            | StmtKind::Directive(_)
                            | StmtKind::Error
                    );
                    self.pos += 1;
                    if !allowed {
                        self.error(
                            s.span,
                            "this statement is not allowed in a derived-type definition",
                        );
                        continue;
                    }
                    let stmt = make(&s, kind);
                    if in_bindings {
                        bindings.push(stmt);
                    } else {
                        components.push(stmt);
                    }
                }
                _ => break,
            }
        }
        if !closed {
            self.error(
                head.span,
                "missing 'end type' for this derived-type definition",
            );
        }
        make(
            &head,
            StmtKind::DerivedType(DerivedTypeDef {
                name,
                attrs,
                params,
                components,
                bindings,
            }),
        )
    }
}

impl Builder {
    /// After a CONTAINS inside a type: type-bound procedures follow (or END TYPE). Anything
    /// else means the type lacks its END TYPE and the CONTAINS belongs to the module.
    fn bindings_follow(&self) -> bool {
        matches!(
            self.stmts.get(self.pos + 1).map(|s| &s.flat),
            Some(
                Flat::Simple(StmtKind::Procedure(_) | StmtKind::Access { .. })
                    | Flat::End {
                        word: Some(EndWord::Type),
                        ..
                    }
            )
        )
    }

    /// A construct whose opening statement had an error: its body and END are consumed
    /// without further complaint about the pairing.
    fn recovered_construct(&mut self, word: EndWord) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        self.open.push(word);
        self.block(Until::End(word));
        while let Some(s) = self.peek() {
            let middle = match word {
                EndWord::If => matches!(s.flat, Flat::ElseIf(_) | Flat::Else),
                EndWord::Select => matches!(s.flat, Flat::Case(_) | Flat::TypeGuard(_)),
                _ => false,
            };
            if !middle {
                break;
            }
            self.pos += 1;
            self.block(Until::End(word));
        }
        self.open.pop();
        if matches!(self.peek().map(|s| &s.flat), Some(Flat::End { word: Some(w), .. }) if *w == word)
        {
            self.pos += 1;
        }
        make(&head, StmtKind::Error)
    }
}

fn recovered_header(word: EndWord) -> UnitHeader {
    let kind = match word {
        EndWord::Module => UnitKind::Module,
        EndWord::Subroutine => UnitKind::Subroutine,
        EndWord::Function => UnitKind::Function,
        EndWord::BlockData => UnitKind::BlockData,
        _ => UnitKind::Program,
    };
    UnitHeader {
        kind,
        name: None,
        prefix: Vec::new(),
        result_type: None,
        dummies: Vec::new(),
        result: None,
        bind: None,
        recovered: true,
    }
}

fn make(s: &FlatStmt, kind: StmtKind) -> Stmt {
    Stmt {
        id: s.id,
        label: s.label,
        construct_name: s.construct_name.clone(),
        kind,
        span: s.span,
    }
}

/// Whether `stmt` is, or (as a labelled DO sharing it) ends with, the statement labelled `l`.
fn ends_with_label(stmt: &Stmt, l: u32) -> bool {
    if stmt.label.is_some_and(|x| x.value == l) {
        return true;
    }
    matches!(&stmt.kind, StmtKind::Do(d) if d.terminal.is_some_and(|t| t.value == l))
}

impl Builder {
    /// An OpenACC construct (OpenACC 3.3 §2.5–§2.12 with the Fortran `end` forms): a block
    /// up to its required `end` directive, the DO loop after a `loop` or combined directive
    /// (combined ones take an optional `end`, §2.11), or the statement after an `atomic`
    /// (two statements and a required `end atomic` for `capture`, §2.12).
    fn acc_construct(&mut self) -> Stmt {
        let head = self.stmts[self.pos].clone();
        self.pos += 1;
        let Flat::AccBegin(d, recovered) = head.flat.clone() else {
            return make(&head, StmtKind::Error);
        };
        let Some(shape) = acc::shape(d.kind) else {
            return make(&head, StmtKind::Error);
        };
        let what = format!("'!$acc {}'", d.kind.name());
        let (body, end) = match shape {
            AccShape::Block(_)
            | AccShape::Atomic(
                oxacc_directives::AtomicKind::Capture
                | oxacc_directives::AtomicKind::Compare { capture: true, .. },
            ) => {
                let k = match shape {
                    AccShape::Block(k) => k,
                    _ => oxacc_directives::EndKind::Atomic,
                };
                self.acc_open.push(k);
                let body = self.block(Until::Acc);
                self.acc_open.pop();
                let end = self.acc_end(k);
                if end.is_none() && !recovered {
                    self.error(
                        d.name_span,
                        format!(
                            "missing '{}' for this {what} construct",
                            acc::end_spelling(k)
                        ),
                    );
                }
                (body, end)
            }
            AccShape::Loop(end_kind) => {
                // §2.9: a loop directive applies to the DO loop that immediately follows.
                let body = match self.peek().map(|s| s.flat.clone()) {
                    Some(Flat::DoStart { .. }) => vec![self.do_construct()],
                    Some(Flat::ErrorOpen(EndWord::Do)) => {
                        vec![self.recovered_construct(EndWord::Do)]
                    }
                    _ => {
                        if !recovered {
                            let at = self.peek().map_or(d.name_span, |s| s.span);
                            self.error(at, format!("a DO loop must follow the {what} directive"));
                        }
                        Vec::new()
                    }
                };
                let end = self
                    .acc_end(end_kind)
                    .or_else(|| self.compute_end(end_kind));
                (body, end)
            }
            AccShape::Atomic(_) => {
                // §2.12: read, write and update apply to the one statement that follows.
                let body = match self.peek().map(|s| (s.clone(), s.flat.clone())) {
                    // OpenMP 5.1 §2.19.7: the IF construct of an `atomic compare`.
                    Some((_, Flat::IfThen(_)))
                        if matches!(
                            shape,
                            AccShape::Atomic(oxacc_directives::AtomicKind::Compare { .. })
                        ) =>
                    {
                        vec![self.if_construct()]
                    }
                    Some((s, Flat::Simple(kind))) if !matches!(kind, StmtKind::AccDirective(_)) => {
                        self.pos += 1;
                        vec![make(&s, kind)]
                    }
                    other => {
                        if !recovered {
                            let at = other.map_or(d.name_span, |(s, _)| s.span);
                            self.error(
                                at,
                                format!("an assignment statement must follow the {what} directive"),
                            );
                        }
                        Vec::new()
                    }
                };
                let end = self.acc_end(oxacc_directives::EndKind::Atomic);
                (body, end)
            }
        };
        if recovered {
            return make(&head, StmtKind::Error);
        }
        make(&head, acc::construct(*d, body, end))
    }

    /// After a combined construct, `!$acc end parallel` (`kernels`, `serial`) for its optional
    /// `end parallel loop` when no open construct of that kind could own it: not OpenACC 3.3
    /// (§2.11), but flang-22 accepts it as the combined construct's end, and OpenACCV-V's
    /// `kernels_num_workers` uses it.
    fn compute_end(&mut self, combined: oxacc_directives::EndKind) -> Option<Span> {
        use oxacc_directives::EndKind as E;
        let k = match combined {
            E::ParallelLoop => E::Parallel,
            E::KernelsLoop => E::Kernels,
            E::SerialLoop => E::Serial,
            _ => return None,
        };
        if self.acc_open.contains(&k) {
            return None;
        }
        self.acc_end(k)
    }

    /// Consumes `!$acc end <k>` if it is next.
    fn acc_end(&mut self, k: oxacc_directives::EndKind) -> Option<Span> {
        match self.peek().map(|s| &s.flat) {
            Some(Flat::AccEnd(got, _)) if *got == k => {
                let span = self.stmts[self.pos].span;
                self.pos += 1;
                Some(span)
            }
            _ => None,
        }
    }
}
