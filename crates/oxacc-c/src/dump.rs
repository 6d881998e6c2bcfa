//! The typed AST as indented text (`-ast-dump`), in the spirit of clang's: one node per line,
//! its kind, name, type in quotes and value category, children indented below.

use std::fmt::Write;

use crate::ast::*;
use crate::sema::TypedUnit;
use crate::types::TypeId;

struct Dumper<'a> {
    u: &'a TypedUnit,
    out: String,
    depth: usize,
}

pub fn dump(unit: &TypedUnit) -> String {
    let mut d = Dumper {
        u: unit,
        out: String::new(),
        depth: 0,
    };
    d.line("TranslationUnit");
    d.depth += 1;
    for item in &unit.items {
        d.item(item);
    }
    d.out
}

impl Dumper<'_> {
    fn line(&mut self, text: impl AsRef<str>) {
        // Indentation stops growing at 100 levels so that pathological trees do not make the
        // dump quadratic in size.
        for _ in 0..self.depth.min(100) {
            self.out.push_str("  ");
        }
        self.out.push_str(text.as_ref());
        self.out.push('\n');
    }

    fn ty(&self, t: TypeId) -> String {
        format!("'{}'", self.u.types.display(t))
    }

    fn nested(&mut self, f: impl FnOnce(&mut Self)) {
        self.depth += 1;
        f(self);
        self.depth -= 1;
    }

    fn item(&mut self, item: &BlockItem) {
        match item {
            BlockItem::Decl(g) => {
                if g.decls.is_empty() {
                    let specs = &self.u.ast[g.specs];
                    if let TypeSpec::Record(r) = &specs.ty {
                        self.record(*r);
                    } else if let TypeSpec::Enum(e) = &specs.ty {
                        self.enum_(*e);
                    }
                }
                for &d in &g.decls {
                    self.decl(d);
                }
            }
            BlockItem::Stmt(s) => self.stmt(*s),
            BlockItem::StaticAssert { cond, message, .. } => {
                self.line(format!(
                    "StaticAssert {:?}",
                    message.as_deref().unwrap_or("")
                ));
                self.nested(|d| d.expr(*cond));
            }
            BlockItem::Directive(id) => self.directive(*id),
            BlockItem::Asm { text, .. } => self.line(format!("FileScopeAsm {text:?}")),
        }
    }

    fn directive(&mut self, id: DirectiveId) {
        let dir = &self.u.ast[id];
        let text: Vec<&str> = dir.tokens.iter().map(|t| t.text.as_str()).collect();
        self.line(format!(
            "Directive #pragma {} {}",
            dir.namespace,
            text.join(" ")
        ));
    }

    fn record(&mut self, r: RecordId) {
        let spec = &self.u.ast[r];
        let Some(rid) = self.u.types.record_of(spec.ty) else {
            return;
        };
        let info = self.u.types.record(rid);
        let kw = if spec.kind == RecordKind::Struct {
            "struct"
        } else {
            "union"
        };
        if spec.fields.is_none() {
            return;
        }
        self.line(format!(
            "RecordDecl {kw} {} size={} align={}",
            spec.tag.as_ref().map_or("(anonymous)", |t| t.0.as_str()),
            info.size,
            info.align
        ));
        let fields = info.fields.clone();
        self.nested(|d| {
            for f in &fields {
                let bits = f
                    .bit_field
                    .map_or(String::new(), |(b, w)| format!(" bits={b}+{w}"));
                d.line(format!(
                    "FieldDecl {} {} offset={}{bits}",
                    f.name.as_deref().unwrap_or("(anonymous)"),
                    d.ty(f.ty),
                    f.offset
                ));
            }
        });
    }

    fn enum_(&mut self, e: EnumId) {
        let spec = &self.u.ast[e];
        let Some(list) = &spec.enumerators else {
            return;
        };
        self.line(format!(
            "EnumDecl {}",
            spec.tag.as_ref().map_or("(anonymous)", |t| t.0.as_str())
        ));
        let list = list.clone();
        self.nested(|d| {
            for c in list {
                let decl = &d.u.ast[c];
                d.line(format!(
                    "EnumConstantDecl {} {} = {}",
                    decl.name().map_or("", |n| n.as_str()),
                    d.ty(decl.ty),
                    decl.const_value.unwrap_or(0)
                ));
            }
        });
    }

    fn decl(&mut self, id: DeclId) {
        let d = &self.u.ast[id];
        let specs = &self.u.ast[d.specs];
        if let TypeSpec::Record(r) = &specs.ty {
            if self.u.ast[*r].fields.is_some() {
                self.record(*r);
            }
        }
        let name = d.name().map_or("(anonymous)", |n| n.as_str());
        let kind = match d.kind {
            DeclKind::Typedef => "TypedefDecl",
            DeclKind::Param => "ParmVarDecl",
            DeclKind::Field => "FieldDecl",
            DeclKind::EnumConstant => "EnumConstantDecl",
            DeclKind::Ordinary if self.u.types.is_function(d.ty) => "FunctionDecl",
            DeclKind::Ordinary => "VarDecl",
        };
        let mut extra = String::new();
        match d.linkage {
            Linkage::External => extra.push_str(" extern"),
            Linkage::Internal => extra.push_str(" static"),
            Linkage::None => {}
        }
        match (d.kind, d.storage) {
            (DeclKind::Ordinary, StorageDuration::Static) if d.linkage == Linkage::None => {
                extra.push_str(" static-local")
            }
            (_, StorageDuration::Thread) => extra.push_str(" thread"),
            _ => {}
        }
        if let Some(label) = &d.declarator.asm_label {
            let _ = write!(extra, " asm({label:?})");
        }
        self.line(format!("{kind} {name} {}{extra}", self.ty(d.ty)));
        let (init, body) = (d.init, d.body);
        let params: Vec<DeclId> = match d.declarator.derived.first() {
            Some(Derived::Function { params, .. }) if body.is_some() => params.clone(),
            _ => Vec::new(),
        };
        self.nested(|dd| {
            for p in params {
                let pd = &dd.u.ast[p];
                dd.line(format!(
                    "ParmVarDecl {} {}",
                    pd.name().map_or("", |n| n.as_str()),
                    dd.ty(pd.ty)
                ));
            }
            if let Some(i) = init {
                dd.init(i);
            }
            if let Some(b) = body {
                dd.stmt(b);
            }
        });
    }

    fn init(&mut self, id: InitId) {
        let init = &self.u.ast[id];
        match &init.kind {
            InitKind::Expr(e) => self.expr(*e),
            InitKind::List(items) => {
                self.line(format!("InitList {}", self.ty(init.ty)));
                let items = items.clone();
                self.nested(|d| {
                    for it in items {
                        let path: Vec<String> = it.path.iter().map(|p| p.to_string()).collect();
                        d.line(format!("at [{}]", path.join(".")));
                        d.nested(|d2| d2.init(it.init));
                    }
                });
            }
        }
    }

    fn stmt(&mut self, id: StmtId) {
        let s = &self.u.ast[id];
        match &s.kind {
            StmtKind::Compound(items) => {
                self.line("CompoundStmt");
                let items = items.clone();
                self.nested(|d| {
                    for it in &items {
                        if let BlockItem::Decl(_) = it {
                            d.line("DeclStmt");
                            d.nested(|d2| d2.item(it));
                        } else {
                            d.item(it);
                        }
                    }
                });
            }
            StmtKind::Expr(None) => self.line("NullStmt"),
            StmtKind::Expr(Some(e)) => self.expr(*e),
            StmtKind::If { cond, then, els } => {
                let (c, t, e) = (*cond, *then, *els);
                self.line("IfStmt");
                self.nested(|d| {
                    d.expr(c);
                    d.stmt(t);
                    if let Some(e) = e {
                        d.stmt(e);
                    }
                });
            }
            StmtKind::While { cond, body } => {
                let (c, b) = (*cond, *body);
                self.line("WhileStmt");
                self.nested(|d| {
                    d.expr(c);
                    d.stmt(b);
                });
            }
            StmtKind::DoWhile { body, cond } => {
                let (c, b) = (*cond, *body);
                self.line("DoStmt");
                self.nested(|d| {
                    d.stmt(b);
                    d.expr(c);
                });
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let (init, c, st, b) = (init.clone(), *cond, *step, *body);
                self.line("ForStmt");
                self.nested(|d| {
                    match init {
                        ForInit::None => d.line("<no init>"),
                        ForInit::Expr(e) => d.expr(e),
                        ForInit::Decl(g) => {
                            d.line("DeclStmt");
                            d.nested(|d2| d2.item(&BlockItem::Decl(g)));
                        }
                    }
                    match c {
                        Some(c) => d.expr(c),
                        None => d.line("<no cond>"),
                    }
                    match st {
                        Some(s) => d.expr(s),
                        None => d.line("<no step>"),
                    }
                    d.stmt(b);
                });
            }
            StmtKind::Switch { cond, body } => {
                let (c, b) = (*cond, *body);
                self.line("SwitchStmt");
                self.nested(|d| {
                    d.expr(c);
                    d.stmt(b);
                });
            }
            StmtKind::Case { value, high, body } => {
                let (v, h, b) = (*value, *high, *body);
                self.line("CaseStmt");
                self.nested(|d| {
                    d.expr(v);
                    if let Some(h) = h {
                        d.expr(h);
                    }
                    d.stmt(b);
                });
            }
            StmtKind::Default { body } => {
                let b = *body;
                self.line("DefaultStmt");
                self.nested(|d| d.stmt(b));
            }
            StmtKind::Label { name, body } => {
                let b = *body;
                self.line(format!("LabelStmt {name}"));
                self.nested(|d| d.stmt(b));
            }
            StmtKind::Goto { label, .. } => self.line(format!("GotoStmt {label}")),
            StmtKind::GotoIndirect(e) => {
                let e = *e;
                self.line("IndirectGotoStmt");
                self.nested(|d| d.expr(e));
            }
            StmtKind::Continue => self.line("ContinueStmt"),
            StmtKind::Break => self.line("BreakStmt"),
            StmtKind::Return(v) => {
                let v = *v;
                self.line("ReturnStmt");
                if let Some(v) = v {
                    self.nested(|d| d.expr(v));
                }
            }
            StmtKind::Directive { directive, body } => {
                let (dir, b) = (*directive, *body);
                self.directive(dir);
                if let Some(b) = b {
                    self.nested(|d| d.stmt(b));
                }
            }
            StmtKind::Asm(a) => {
                let mut head = format!("AsmStmt {:?}", a.template);
                if a.volatile {
                    head.push_str(" volatile");
                }
                if a.goto {
                    head.push_str(" goto");
                }
                self.line(head);
                let a = a.clone();
                self.nested(|d| {
                    for (kind, ops) in [("output", &a.outputs), ("input", &a.inputs)] {
                        for op in ops {
                            let name = op
                                .name
                                .as_ref()
                                .map_or(String::new(), |n| format!("[{n}] "));
                            d.line(format!("{kind} {name}{:?}", op.constraint));
                            d.nested(|d| d.expr(op.expr));
                        }
                    }
                    for (c, _) in &a.clobbers {
                        d.line(format!("clobber {c:?}"));
                    }
                    for (l, _) in &a.labels {
                        d.line(format!("label {l}"));
                    }
                });
            }
            StmtKind::Error => self.line("ErrorStmt"),
        }
    }

    fn expr(&mut self, id: ExprId) {
        let e = &self.u.ast[id];
        let ty = self.ty(e.ty);
        let vk = match e.value_kind {
            ValueKind::LValue => " lvalue",
            ValueKind::Function => " function",
            ValueKind::RValue => "",
        };
        let head = match &e.kind {
            ExprKind::IntLit { value, .. } => format!("IntegerLiteral {ty} {value}"),
            ExprKind::FloatLit { value, .. } => format!("FloatingLiteral {ty} {value:?}"),
            ExprKind::ImaginaryLit { value, .. } => format!("ImaginaryLiteral {ty} {value:?}i"),
            ExprKind::CharLit { value, .. } => format!("CharacterLiteral {ty} {value}"),
            ExprKind::StringLit { units, .. } => {
                let s: String = units
                    .iter()
                    .map(|&u| char::from_u32(u).unwrap_or('?'))
                    .collect();
                format!("StringLiteral {ty}{vk} {s:?}")
            }
            ExprKind::Ident { name, res } => {
                let r = match res {
                    Resolution::Decl(d) => format!(" #{}", d.0),
                    Resolution::Builtin => " builtin".to_string(),
                    Resolution::Unresolved => " unresolved".to_string(),
                };
                format!("DeclRefExpr {ty}{vk} {name}{r}")
            }
            ExprKind::Unary { op, .. } => format!("UnaryOperator {ty}{vk} {op:?}"),
            ExprKind::Binary { op, .. } => format!("BinaryOperator {ty} '{}'", op.spelling()),
            ExprKind::Assign { op: None, .. } => format!("BinaryOperator {ty} '='"),
            ExprKind::Assign {
                op: Some(op),
                compute_ty,
                ..
            } => {
                format!(
                    "CompoundAssignOperator {ty} '{}=' compute={}",
                    op.spelling(),
                    self.ty(*compute_ty)
                )
            }
            ExprKind::Conditional { .. } => format!("ConditionalOperator {ty}"),
            ExprKind::Call { .. } => format!("CallExpr {ty}"),
            ExprKind::Index { .. } => format!("ArraySubscriptExpr {ty}{vk}"),
            ExprKind::Member { name, arrow, .. } => {
                let n = if name.is_empty() {
                    "(anonymous)"
                } else {
                    name.as_str()
                };
                format!("MemberExpr {ty}{vk} {}{n}", if *arrow { "->" } else { "." })
            }
            ExprKind::Cast { .. } => format!("CStyleCastExpr {ty}"),
            ExprKind::SizeofExpr(_) | ExprKind::SizeofType(_) => format!("SizeOf {ty}"),
            ExprKind::AlignofExpr(_) | ExprKind::AlignofType(_) => format!("AlignOf {ty}"),
            ExprKind::CompoundLiteral { .. } => format!("CompoundLiteralExpr {ty}{vk}"),
            ExprKind::StmtExpr(_) => format!("StmtExpr {ty}"),
            ExprKind::Generic { selected, .. } => {
                format!("GenericSelectionExpr {ty}{vk} selected={selected:?}")
            }
            ExprKind::VaArg { .. } => format!("VAArgExpr {ty}"),
            ExprKind::Offsetof { .. } => format!("OffsetOfExpr {ty}"),
            ExprKind::TypesCompatible(..) => format!("TypesCompatibleExpr {ty}"),
            ExprKind::LabelAddr(l) => format!("AddrLabelExpr {ty} {l}"),
            ExprKind::ImplicitCast { kind, .. } => format!("ImplicitCastExpr {ty} <{kind:?}>"),
            ExprKind::Error => "ErrorExpr".to_string(),
        };
        self.line(head);
        let kind = e.kind.clone();
        self.nested(|d| match kind {
            ExprKind::Unary { operand, .. }
            | ExprKind::Cast { operand, .. }
            | ExprKind::ImplicitCast { operand, .. } => d.expr(operand),
            ExprKind::Binary { lhs, rhs, .. } | ExprKind::Assign { lhs, rhs, .. } => {
                d.expr(lhs);
                d.expr(rhs);
            }
            ExprKind::Conditional { cond, then, els } => {
                d.expr(cond);
                if let Some(t) = then {
                    d.expr(t);
                }
                d.expr(els);
            }
            ExprKind::Call { callee, args } => {
                d.expr(callee);
                for a in args {
                    d.expr(a);
                }
            }
            ExprKind::Index { base, index } => {
                d.expr(base);
                d.expr(index);
            }
            ExprKind::Member { base, .. } => d.expr(base),
            ExprKind::SizeofExpr(x) | ExprKind::AlignofExpr(x) => d.expr(x),
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => {
                let t = d.u.ast[t].ty;
                d.line(format!("type {}", d.ty(t)));
            }
            ExprKind::CompoundLiteral { init, .. } => d.init(init),
            ExprKind::StmtExpr(s) => d.stmt(s),
            ExprKind::Generic {
                ctrl,
                assocs,
                selected,
            } => {
                d.expr(ctrl);
                if let Some(x) = selected.and_then(|i| assocs.get(i)) {
                    d.expr(x.1);
                }
            }
            ExprKind::VaArg { ap, .. } => d.expr(ap),
            _ => {}
        });
    }
}
