//! A text form of the AST, one statement per line in s-expressions, for snapshot tests and
//! debugging. Expressions print fully parenthesised so precedence is visible.

use std::fmt::Write;

use crate::ast::*;

pub fn dump(file: &File) -> String {
    let mut d = Dumper {
        out: String::new(),
        indent: 0,
    };
    for u in &file.units {
        d.unit(u);
    }
    d.out
}

/// One expression in the dump's notation.
pub fn expr_to_string(e: &Expr) -> String {
    let mut s = String::new();
    expr(&mut s, e);
    s
}

struct Dumper {
    out: String,
    indent: usize,
}

impl Dumper {
    fn line(&mut self, text: &str) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn unit(&mut self, u: &ProgramUnit) {
        let kind = match u.kind {
            UnitKind::Program => "program",
            UnitKind::Module => "module",
            UnitKind::Subroutine => "subroutine",
            UnitKind::Function => "function",
            UnitKind::BlockData => "block-data",
        };
        let mut head = format!("({kind}");
        if let Some(n) = &u.name {
            let _ = write!(head, " {}", n.text);
        }
        for p in &u.prefix {
            let _ = write!(head, " {}", format!("{p:?}").to_ascii_lowercase());
        }
        if let Some(t) = &u.result_type {
            head.push(' ');
            type_spec(&mut head, t);
        }
        if !u.dummies.is_empty() || u.kind == UnitKind::Function {
            head.push_str(" (args");
            for a in &u.dummies {
                match a {
                    DummyArg::Name(n) => {
                        let _ = write!(head, " {}", n.text);
                    }
                    DummyArg::Star(_) => head.push_str(" *"),
                }
            }
            head.push(')');
        }
        if let Some(r) = &u.result {
            let _ = write!(head, " (result {})", r.text);
        }
        if let Some(b) = &u.bind {
            head.push(' ');
            bind(&mut head, b);
        }
        self.line(&head);
        self.indent += 1;
        self.stmts(&u.body);
        if !u.contains.is_empty() {
            self.line("(contains");
            self.indent += 1;
            for c in &u.contains {
                self.unit(c);
            }
            self.indent -= 1;
            self.line(")");
        }
        self.indent -= 1;
        self.line(")");
    }

    fn stmts(&mut self, body: &[Stmt]) {
        for s in body {
            self.stmt(s);
        }
    }

    fn block(&mut self, head: &str, body: &[Stmt]) {
        self.line(head);
        self.indent += 1;
        self.stmts(body);
        self.indent -= 1;
        self.line(")");
    }

    fn stmt(&mut self, s: &Stmt) {
        let mut pre = String::new();
        if let Some(l) = s.label {
            let _ = write!(pre, "{} ", l.value);
        }
        if let Some(n) = &s.construct_name {
            let _ = write!(pre, "{}: ", n.text);
        }
        match &s.kind {
            StmtKind::If(c) => {
                for (i, b) in c.branches.iter().enumerate() {
                    let head = match (&b.cond, i) {
                        (Some(e), 0) => format!("{pre}(if {}", expr_to_string(e)),
                        (Some(e), _) => format!("(else-if {}", expr_to_string(e)),
                        (None, _) => "(else".to_string(),
                    };
                    self.block(&head, &b.body);
                }
            }
            StmtKind::AccConstruct(c) => {
                let mut head = pre.to_string();
                acc_directive(&mut head, &c.directive);
                head.pop();
                if c.end.is_some() {
                    head.push_str(" end");
                }
                self.block(&head, &c.body);
            }
            StmtKind::Do(d) => {
                let mut head = format!("{pre}(do");
                if let Some(t) = d.terminal {
                    let _ = write!(head, " {}", t.value);
                }
                match &d.control {
                    DoControl::Forever => {}
                    DoControl::Counted {
                        var,
                        start,
                        end,
                        step,
                    } => {
                        let _ = write!(
                            head,
                            " {} {} {}",
                            var.text,
                            expr_to_string(start),
                            expr_to_string(end)
                        );
                        if let Some(s) = step {
                            let _ = write!(head, " {}", expr_to_string(s));
                        }
                    }
                    DoControl::While(c) => {
                        let _ = write!(head, " while {}", expr_to_string(c));
                    }
                    DoControl::Concurrent(h) => {
                        head.push_str(" concurrent ");
                        concurrent(&mut head, h);
                    }
                }
                self.block(&head, &d.body);
            }
            StmtKind::SelectCase(sc) => {
                self.line(&format!(
                    "{pre}(select-case {}",
                    expr_to_string(&sc.selector)
                ));
                self.indent += 1;
                for c in &sc.cases {
                    let mut head = "(case".to_string();
                    match &c.values {
                        None => head.push_str(" default"),
                        Some(vs) => {
                            for v in vs {
                                head.push(' ');
                                match v {
                                    CaseValue::Single(e) => expr(&mut head, e),
                                    CaseValue::Range { lower, upper } => {
                                        head.push_str("(:");
                                        opt_expr(&mut head, lower.as_ref());
                                        opt_expr(&mut head, upper.as_ref());
                                        head.push(')');
                                    }
                                }
                            }
                        }
                    }
                    self.block(&head, &c.body);
                }
                self.indent -= 1;
                self.line(")");
            }
            StmtKind::SelectType(st) => {
                let assoc = st
                    .assoc
                    .as_ref()
                    .map(|n| format!("{} => ", n.text))
                    .unwrap_or_default();
                self.line(&format!(
                    "{pre}(select-type {assoc}{}",
                    expr_to_string(&st.selector)
                ));
                self.indent += 1;
                for g in &st.guards {
                    let head = match &g.guard {
                        crate::ast::TypeGuard::TypeIs(n) => format!("(type-is {}", n.text),
                        crate::ast::TypeGuard::ClassIs(n) => format!("(class-is {}", n.text),
                        crate::ast::TypeGuard::Default => "(class-default".to_string(),
                    };
                    self.block(&head, &g.body);
                }
                self.indent -= 1;
                self.line(")");
            }
            StmtKind::Where(w) => {
                self.block(&format!("{pre}(where {}", expr_to_string(&w.mask)), &w.body);
                for e in &w.elsewheres {
                    let head = match &e.mask {
                        Some(m) => format!("(elsewhere {}", expr_to_string(m)),
                        None => "(elsewhere".to_string(),
                    };
                    self.block(&head, &e.body);
                }
            }
            StmtKind::Forall(f) => {
                let mut head = format!("{pre}(forall ");
                concurrent(&mut head, &f.header);
                self.block(&head, &f.body);
            }
            StmtKind::Block(body) => self.block(&format!("{pre}(block"), body),
            StmtKind::Associate { assocs, body } => {
                let mut head = format!("{pre}(associate");
                for (n, e) in assocs {
                    head.push_str(&format!(" ({} ", n.text));
                    expr(&mut head, e);
                    head.push(')');
                }
                self.block(&head, body);
            }
            StmtKind::Interface(i) => {
                let mut head = format!("{pre}(interface");
                if i.abstract_ {
                    head.push_str(" abstract");
                }
                if let Some(g) = &i.generic {
                    head.push(' ');
                    generic(&mut head, g);
                }
                if !i.procedures.is_empty() {
                    head.push_str(" (procedures");
                    for p in &i.procedures {
                        let _ = write!(head, " {}", p.text);
                    }
                    head.push(')');
                }
                self.line(&head);
                self.indent += 1;
                for b in &i.bodies {
                    self.unit(b);
                }
                self.indent -= 1;
                self.line(")");
            }
            StmtKind::DerivedType(t) => {
                let mut head = format!("{pre}(type {}", t.name.text);
                for a in &t.attrs {
                    head.push(' ');
                    attr(&mut head, a);
                }
                if !t.params.is_empty() {
                    head.push_str(" (params");
                    for p in &t.params {
                        let _ = write!(head, " {}", p.text);
                    }
                    head.push(')');
                }
                self.line(&head);
                self.indent += 1;
                self.stmts(&t.components);
                if !t.bindings.is_empty() {
                    self.block("(contains", &t.bindings);
                }
                self.indent -= 1;
                self.line(")");
            }
            StmtKind::LogicalIf { cond, stmt } => {
                self.line(&format!("{pre}(if-stmt {}", expr_to_string(cond)));
                self.indent += 1;
                self.stmt(stmt);
                self.indent -= 1;
                self.line(")");
            }
            StmtKind::WhereStmt { mask, stmt } => {
                self.line(&format!("{pre}(where-stmt {}", expr_to_string(mask)));
                self.indent += 1;
                self.stmt(stmt);
                self.indent -= 1;
                self.line(")");
            }
            StmtKind::ForallStmt { header, stmt } => {
                let mut head = format!("{pre}(forall-stmt ");
                concurrent(&mut head, header);
                self.line(&head);
                self.indent += 1;
                self.stmt(stmt);
                self.indent -= 1;
                self.line(")");
            }
            k => {
                let mut text = pre;
                simple_stmt(&mut text, k);
                self.line(&text);
            }
        }
    }
}

fn simple_stmt(o: &mut String, k: &StmtKind) {
    match k {
        StmtKind::Use(u) => {
            o.push_str("(use");
            if let Some(n) = &u.nature {
                let _ = write!(o, " {}", n.text);
            }
            let _ = write!(o, " {}", u.module.text);
            if u.only {
                o.push_str(" only");
            }
            for it in &u.items {
                o.push(' ');
                match it {
                    UseItem::Name(g) => generic(o, g),
                    UseItem::Rename { local, remote } => {
                        o.push_str("(=> ");
                        generic(o, local);
                        o.push(' ');
                        generic(o, remote);
                        o.push(')');
                    }
                }
            }
            o.push(')');
        }
        StmtKind::Import(ns) => {
            o.push_str("(import");
            names(o, ns);
            o.push(')');
        }
        StmtKind::ImplicitNone { external, type_ } => {
            o.push_str("(implicit-none");
            if *type_ {
                o.push_str(" type");
            }
            if *external {
                o.push_str(" external");
            }
            o.push(')');
        }
        StmtKind::Implicit(specs) => {
            o.push_str("(implicit");
            for s in specs {
                o.push(' ');
                type_spec(o, &s.type_spec);
                for (a, b) in &s.ranges {
                    let _ = write!(o, " {a}-{b}");
                }
            }
            o.push(')');
        }
        StmtKind::TypeDecl(d) => type_decl(o, d),
        StmtKind::AttrStmt { attr: a, entities } => {
            o.push_str("(attr ");
            attr(o, a);
            for e in entities {
                o.push(' ');
                attr_entity(o, e);
            }
            o.push(')');
        }
        StmtKind::Access { public, items } => {
            o.push_str(if *public { "(public" } else { "(private" });
            for g in items {
                o.push(' ');
                generic(o, g);
            }
            o.push(')');
        }
        StmtKind::Parameter(defs) => {
            o.push_str("(parameter");
            for (n, e) in defs {
                let _ = write!(o, " (= {} ", n.text);
                expr(o, e);
                o.push(')');
            }
            o.push(')');
        }
        StmtKind::Data(sets) => {
            o.push_str("(data");
            for s in sets {
                o.push_str(" (");
                list_items(o, &s.objects);
                o.push_str(" /");
                for v in &s.values {
                    o.push(' ');
                    if let Some(r) = &v.repeat {
                        expr(o, r);
                        o.push('*');
                    }
                    expr(o, &v.value);
                }
                o.push_str(" /)");
            }
            o.push(')');
        }
        StmtKind::Common(blocks) => {
            o.push_str("(common");
            for b in blocks {
                let _ = write!(o, " (/{}/", b.name.as_ref().map_or("", |n| n.text.as_str()));
                for e in &b.objects {
                    o.push(' ');
                    attr_entity(o, e);
                }
                o.push(')');
            }
            o.push(')');
        }
        StmtKind::Equivalence(sets) => {
            o.push_str("(equivalence");
            for s in sets {
                o.push_str(" (");
                exprs(o, s);
                o.push(')');
            }
            o.push(')');
        }
        StmtKind::Namelist(groups) => {
            o.push_str("(namelist");
            for (g, ms) in groups {
                let _ = write!(o, " (/{}/", g.text);
                names(o, ms);
                o.push(')');
            }
            o.push(')');
        }
        StmtKind::Procedure(p) => {
            o.push_str("(procedure");
            if let Some(i) = &p.interface {
                let _ = write!(o, " (interface {})", i.text);
            }
            for a in &p.attrs {
                o.push(' ');
                attr(o, a);
            }
            for (n, t) in &p.bindings {
                match t {
                    Some(t) => {
                        let _ = write!(o, " (=> {} {})", n.text, t.text);
                    }
                    None => {
                        let _ = write!(o, " {}", n.text);
                    }
                }
            }
            o.push(')');
        }
        StmtKind::Sequence => o.push_str("(sequence)"),
        StmtKind::Format { text, .. } => {
            let _ = write!(o, "(format {text})");
        }
        StmtKind::Assign { lhs, rhs } => bin(o, "=", lhs, rhs),
        StmtKind::PointerAssign { lhs, rhs } => bin(o, "=>", lhs, rhs),
        StmtKind::ArithmeticIf { expr: e, labels } => {
            o.push_str("(arithmetic-if ");
            expr(o, e);
            for l in labels {
                let _ = write!(o, " {}", l.value);
            }
            o.push(')');
        }
        StmtKind::Exit(n) | StmtKind::Cycle(n) => {
            o.push_str(if matches!(k, StmtKind::Exit(_)) {
                "(exit"
            } else {
                "(cycle"
            });
            if let Some(n) = n {
                let _ = write!(o, " {}", n.text);
            }
            o.push(')');
        }
        StmtKind::Goto(l) => {
            let _ = write!(o, "(goto {})", l.value);
        }
        StmtKind::ComputedGoto { labels, expr: e } => {
            o.push_str("(computed-goto (");
            let ls: Vec<String> = labels.iter().map(|l| l.value.to_string()).collect();
            o.push_str(&ls.join(" "));
            o.push_str(") ");
            expr(o, e);
            o.push(')');
        }
        StmtKind::Continue => o.push_str("(continue)"),
        StmtKind::Stop { error, code, quiet } => {
            o.push_str(if *error { "(error-stop" } else { "(stop" });
            if let Some(c) = code {
                o.push(' ');
                expr(o, c);
            }
            if let Some(q) = quiet {
                o.push_str(" (quiet ");
                expr(o, q);
                o.push(')');
            }
            o.push(')');
        }
        StmtKind::Return(e) => {
            o.push_str("(return");
            if let Some(e) = e {
                o.push(' ');
                expr(o, e);
            }
            o.push(')');
        }
        StmtKind::Call { proc, args: a } => {
            o.push_str("(call ");
            expr(o, proc);
            args(o, a);
            o.push(')');
        }
        StmtKind::Allocate {
            type_spec: t,
            objects,
            options,
        } => {
            o.push_str("(allocate");
            if let Some(t) = t {
                o.push(' ');
                type_spec(o, t);
                o.push_str(" ::");
            }
            o.push(' ');
            exprs(o, objects);
            args(o, options);
            o.push(')');
        }
        StmtKind::Deallocate { objects, options } => {
            o.push_str("(deallocate ");
            exprs(o, objects);
            args(o, options);
            o.push(')');
        }
        StmtKind::Nullify(objects) => {
            o.push_str("(nullify ");
            exprs(o, objects);
            o.push(')');
        }
        StmtKind::Print { format, items } => {
            o.push_str("(print ");
            io_value(o, format);
            if !items.is_empty() {
                o.push(' ');
                list_items(o, items);
            }
            o.push(')');
        }
        StmtKind::Read {
            control,
            format,
            items,
        } => {
            o.push_str("(read");
            if let Some(c) = control {
                io_specs(o, c);
            }
            if let Some(f) = format {
                o.push(' ');
                io_value(o, f);
            }
            if !items.is_empty() {
                o.push(' ');
                list_items(o, items);
            }
            o.push(')');
        }
        StmtKind::Write { control, items } => {
            o.push_str("(write");
            io_specs(o, control);
            if !items.is_empty() {
                o.push(' ');
                list_items(o, items);
            }
            o.push(')');
        }
        StmtKind::FileOp { op, specs, items } => {
            let _ = write!(o, "({}", op.name());
            io_specs(o, specs);
            if !items.is_empty() {
                o.push(' ');
                list_items(o, items);
            }
            o.push(')');
        }
        StmtKind::Directive(d) => {
            let _ = write!(o, "(directive {} \"{}\")", d.sentinel.name(), d.text.text);
        }
        StmtKind::AccDirective(d) => acc_directive(o, d),
        StmtKind::Error => o.push_str("(error)"),
        // Constructs are printed by `Dumper::stmt`.
        _ => o.push_str("(construct)"),
    }
}

fn bin(o: &mut String, op: &str, l: &Expr, r: &Expr) {
    let _ = write!(o, "({op} ");
    expr(o, l);
    o.push(' ');
    expr(o, r);
    o.push(')');
}

fn names(o: &mut String, ns: &[Name]) {
    for n in ns {
        let _ = write!(o, " {}", n.text);
    }
}

fn exprs(o: &mut String, es: &[Expr]) {
    for (i, e) in es.iter().enumerate() {
        if i > 0 {
            o.push(' ');
        }
        expr(o, e);
    }
}

fn opt_expr(o: &mut String, e: Option<&Expr>) {
    o.push(' ');
    match e {
        Some(e) => expr(o, e),
        None => o.push('_'),
    }
}

fn io_value(o: &mut String, v: &IoValue) {
    match v {
        IoValue::Star => o.push('*'),
        IoValue::Expr(e) => expr(o, e),
    }
}

fn io_specs(o: &mut String, specs: &[IoSpec]) {
    o.push_str(" (");
    for (i, s) in specs.iter().enumerate() {
        if i > 0 {
            o.push(' ');
        }
        if let Some(k) = &s.keyword {
            let _ = write!(o, "{}=", k.key);
        }
        io_value(o, &s.value);
    }
    o.push(')');
}

fn list_items(o: &mut String, items: &[ListItem]) {
    for (i, it) in items.iter().enumerate() {
        if i > 0 {
            o.push(' ');
        }
        match it {
            ListItem::Expr(e) => expr(o, e),
            ListItem::ImpliedDo(d) => {
                o.push_str("(implied-do (");
                list_items(o, &d.items);
                let _ = write!(o, ") {} ", d.var.text);
                expr(o, &d.start);
                o.push(' ');
                expr(o, &d.end);
                if let Some(s) = &d.step {
                    o.push(' ');
                    expr(o, s);
                }
                o.push(')');
            }
        }
    }
}

fn concurrent(o: &mut String, h: &ConcurrentHeader) {
    o.push('(');
    if let Some(t) = &h.type_spec {
        type_spec(o, t);
        o.push_str(" :: ");
    }
    for (i, c) in h.controls.iter().enumerate() {
        if i > 0 {
            o.push(' ');
        }
        let _ = write!(o, "({} ", c.var.text);
        expr(o, &c.lower);
        o.push(' ');
        expr(o, &c.upper);
        if let Some(s) = &c.step {
            o.push(' ');
            expr(o, s);
        }
        o.push(')');
    }
    if let Some(m) = &h.mask {
        o.push_str(" (mask ");
        expr(o, m);
        o.push(')');
    }
    o.push(')');
}

fn generic(o: &mut String, g: &GenericSpec) {
    match g {
        GenericSpec::Name(n) => o.push_str(&n.text),
        GenericSpec::Operator(op, _) => {
            let _ = write!(o, "operator({op})");
        }
        GenericSpec::Assignment(_) => o.push_str("assignment(=)"),
    }
}

fn bind(o: &mut String, b: &BindC) {
    o.push_str("bind(c");
    if let Some(n) = &b.name {
        o.push_str(", name=");
        expr(o, n);
    }
    o.push(')');
}

fn type_param_value(o: &mut String, v: &TypeParamValue) {
    match v {
        TypeParamValue::Expr(e) => expr(o, e),
        TypeParamValue::Star => o.push('*'),
        TypeParamValue::Colon => o.push(':'),
    }
}

fn type_spec(o: &mut String, t: &TypeSpec) {
    match &t.kind {
        TypeKind::Integer => o.push_str("integer"),
        TypeKind::Real => o.push_str("real"),
        TypeKind::DoublePrecision => o.push_str("double-precision"),
        TypeKind::Complex => o.push_str("complex"),
        TypeKind::DoubleComplex => o.push_str("double-complex"),
        TypeKind::Logical => o.push_str("logical"),
        TypeKind::Character => o.push_str("character"),
        TypeKind::Derived(n) => {
            let _ = write!(o, "type({})", n.text);
        }
        TypeKind::Class(n) => {
            let _ = write!(o, "class({})", n.as_ref().map_or("*", |n| n.text.as_str()));
        }
    }
    if !t.params.is_empty() {
        o.push('(');
        for (i, p) in t.params.iter().enumerate() {
            if i > 0 {
                o.push_str(", ");
            }
            if let Some(k) = &p.keyword {
                let _ = write!(o, "{}=", k.key);
            }
            type_param_value(o, &p.value);
        }
        o.push(')');
    }
    if let Some(s) = &t.star {
        o.push('*');
        type_param_value(o, s);
    }
}

fn array_spec(o: &mut String, a: &ArraySpec) {
    o.push('(');
    for (i, d) in a.dims.iter().enumerate() {
        if i > 0 {
            o.push_str(", ");
        }
        match d {
            Dim::Explicit { lower, upper } => {
                if let Some(l) = lower {
                    expr(o, l);
                    o.push(':');
                }
                expr(o, upper);
            }
            Dim::Colon { lower } => {
                if let Some(l) = lower {
                    expr(o, l);
                }
                o.push(':');
            }
            Dim::AssumedSize { lower } => {
                if let Some(l) = lower {
                    expr(o, l);
                    o.push(':');
                }
                o.push('*');
            }
            Dim::AssumedRank => o.push_str(".."),
        }
    }
    o.push(')');
}

fn attr(o: &mut String, a: &Attr) {
    match &a.kind {
        AttrKind::Dimension(s) => {
            o.push_str("dimension");
            if !s.dims.is_empty() {
                array_spec(o, s);
            }
        }
        AttrKind::Intent(i) => {
            let _ = write!(o, "intent({})", format!("{i:?}").to_ascii_lowercase());
        }
        AttrKind::Bind(b) => bind(o, b),
        AttrKind::Extends(n) => {
            let _ = write!(o, "extends({})", n.text);
        }
        AttrKind::Other(n) => o.push_str(&n.key),
        k => o.push_str(&format!("{k:?}").to_ascii_lowercase()),
    }
}

fn attr_entity(o: &mut String, e: &AttrEntity) {
    if e.common {
        let _ = write!(o, "/{}/", e.name.text);
        return;
    }
    o.push_str(&e.name.text);
    if let Some(a) = &e.array {
        array_spec(o, a);
    }
}

fn type_decl(o: &mut String, d: &TypeDecl) {
    o.push_str("(decl ");
    type_spec(o, &d.type_spec);
    if !d.attrs.is_empty() {
        o.push_str(" (attrs");
        for a in &d.attrs {
            o.push(' ');
            attr(o, a);
        }
        o.push(')');
    }
    for e in &d.entities {
        let _ = write!(o, " ({}", e.name.text);
        if let Some(a) = &e.array {
            o.push(' ');
            array_spec(o, a);
        }
        if let Some(l) = &e.char_len {
            o.push_str(" (len ");
            type_param_value(o, l);
            o.push(')');
        }
        match &e.init {
            Some(Init::Expr(x)) => {
                o.push_str(" = ");
                expr(o, x);
            }
            Some(Init::Pointer(x)) => {
                o.push_str(" => ");
                expr(o, x);
            }
            Some(Init::Data(vs)) => {
                o.push_str(" /");
                for v in vs {
                    o.push(' ');
                    if let Some(r) = &v.repeat {
                        expr(o, r);
                        o.push('*');
                    }
                    expr(o, &v.value);
                }
                o.push_str(" /");
            }
            None => {}
        }
        o.push(')');
    }
    o.push(')');
}

fn args(o: &mut String, a: &[Arg]) {
    for arg in a {
        o.push(' ');
        if let Some(k) = &arg.keyword {
            let _ = write!(o, "{}=", k.key);
        }
        match &arg.value {
            ArgValue::Expr(e) => expr(o, e),
            ArgValue::Range {
                lower,
                upper,
                stride,
            } => {
                o.push_str("(:");
                opt_expr(o, lower.as_ref());
                opt_expr(o, upper.as_ref());
                if stride.is_some() {
                    opt_expr(o, stride.as_ref());
                }
                o.push(')');
            }
            ArgValue::AltReturn(l) => {
                let _ = write!(o, "*{}", l.value);
            }
            ArgValue::Star => o.push('*'),
        }
    }
}

fn kind_suffix(o: &mut String, k: &Option<smol_str::SmolStr>) {
    if let Some(k) = k {
        let _ = write!(o, "_{k}");
    }
}

fn expr(o: &mut String, e: &Expr) {
    match &e.kind {
        ExprKind::Int { digits, kind } => {
            o.push_str(digits);
            kind_suffix(o, kind);
        }
        ExprKind::Real { text, kind } => {
            o.push_str(text);
            kind_suffix(o, kind);
        }
        ExprKind::Char { value, kind } => {
            if let Some(k) = kind {
                let _ = write!(o, "{k}_");
            }
            let _ = write!(o, "{value:?}");
        }
        ExprKind::Logical { value, kind } => {
            o.push_str(if *value { ".true." } else { ".false." });
            kind_suffix(o, kind);
        }
        ExprKind::Boz(b) => o.push_str(b),
        ExprKind::Complex(re, im) => bin(o, "complex", re, im),
        ExprKind::Name(n) => o.push_str(&n.text),
        ExprKind::CallOrIndex { base, args: a } => {
            o.push_str("(call-or-index ");
            expr(o, base);
            args(o, a);
            o.push(')');
        }
        ExprKind::Component { base, name } => {
            o.push_str("(% ");
            expr(o, base);
            let _ = write!(o, " {})", name.text);
        }
        ExprKind::Unary { op, operand } => {
            let op = match op {
                UnaryOp::Plus => "+",
                UnaryOp::Minus => "neg",
                UnaryOp::Not => ".not.",
            };
            let _ = write!(o, "({op} ");
            expr(o, operand);
            o.push(')');
        }
        ExprKind::Binary { op, lhs, rhs } => bin(o, binary_spelling(*op), lhs, rhs),
        ExprKind::DefinedUnary { op, operand } => {
            let _ = write!(o, "(.{op}. ");
            expr(o, operand);
            o.push(')');
        }
        ExprKind::DefinedBinary { op, lhs, rhs } => bin(o, &format!(".{op}."), lhs, rhs),
        ExprKind::Paren(x) => {
            o.push_str("(paren ");
            expr(o, x);
            o.push(')');
        }
        ExprKind::ArrayCtor {
            type_spec: t,
            items,
        } => {
            o.push_str("(array");
            if let Some(t) = t {
                o.push(' ');
                type_spec(o, t);
                o.push_str(" ::");
            }
            if !items.is_empty() {
                o.push(' ');
                list_items(o, items);
            }
            o.push(')');
        }
    }
}

fn binary_spelling(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Power => "**",
        BinaryOp::Mul => "*",
        BinaryOp::Div => "/",
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Concat => "//",
        BinaryOp::Eq => "==",
        BinaryOp::Ne => "/=",
        BinaryOp::Lt => "<",
        BinaryOp::Le => "<=",
        BinaryOp::Gt => ">",
        BinaryOp::Ge => ">=",
        BinaryOp::And => ".and.",
        BinaryOp::Or => ".or.",
        BinaryOp::Eqv => ".eqv.",
        BinaryOp::Neqv => ".neqv.",
    }
}

/// `(acc <directive> (<clause> args…)…)`: the clause arguments as parsed Fortran.
fn acc_directive(o: &mut String, d: &crate::ast::acc::AccDirective) {
    use crate::ast::acc::{AccArgs, AccDirArgs, AccObject};
    let objects = |o: &mut String, vs: &[AccObject]| {
        for v in vs {
            o.push(' ');
            match v {
                AccObject::Var(e) => expr(o, e),
                AccObject::Common(n) => {
                    let _ = write!(o, "/{}/", n.text);
                }
            }
        }
    };
    let _ = write!(o, "(acc {}", d.kind.name().replace(' ', "-"));
    if let Some(k) = d.atomic_kind() {
        let _ = write!(o, " {k:?}");
    }
    match &d.args {
        AccDirArgs::None => {}
        AccDirArgs::Cache { readonly, vars } => {
            o.push_str(" (cache");
            if *readonly {
                o.push_str(" readonly:");
            }
            objects(o, vars);
            o.push(')');
        }
        AccDirArgs::Wait(w) => {
            o.push_str(" (wait");
            acc_exprs(o, w.devnum.iter().chain(&w.queues));
            o.push(')');
        }
        AccDirArgs::Routine(n) => {
            let _ = write!(o, " (name {})", n.text);
        }
    }
    for c in &d.clauses {
        let _ = write!(o, " ({}", c.kind.name());
        match &c.args {
            AccArgs::None => {}
            AccArgs::Expr(e) => {
                o.push(' ');
                expr(o, e);
            }
            AccArgs::Exprs(es) => acc_exprs(o, es.iter()),
            AccArgs::Vars { modifiers, vars } => {
                for m in modifiers {
                    let _ = write!(o, " {m:?}:");
                }
                objects(o, vars);
            }
            AccArgs::Reduction { op, vars } => {
                let _ = write!(o, " {op:?}:");
                objects(o, vars);
            }
            AccArgs::Gang { num, dim, static_ } => {
                if let Some(n) = num {
                    o.push_str(" num:");
                    expr(o, n);
                }
                if let Some(n) = dim {
                    o.push_str(" dim:");
                    expr(o, n);
                }
                match static_ {
                    Some(Some(e)) => {
                        o.push_str(" static:");
                        expr(o, e);
                    }
                    Some(None) => o.push_str(" static:*"),
                    None => {}
                }
            }
            AccArgs::Wait(w) => acc_exprs(o, w.devnum.iter().chain(&w.queues)),
            AccArgs::DeviceTypes(ts) => {
                for t in ts {
                    match t {
                        oxacc_directives::DeviceTypeName::Star => o.push_str(" *"),
                        oxacc_directives::DeviceTypeName::Name(n) => {
                            let _ = write!(o, " {n}");
                        }
                    }
                }
            }
            AccArgs::Default(k) => {
                let _ = write!(o, " {k:?}");
            }
            AccArgs::Collapse { force, count } => {
                if *force {
                    o.push_str(" force:");
                }
                o.push(' ');
                expr(o, count);
            }
            AccArgs::Tile(sizes) => {
                for s in sizes {
                    match s {
                        Some(e) => {
                            o.push(' ');
                            expr(o, e);
                        }
                        None => o.push_str(" *"),
                    }
                }
            }
            AccArgs::Bind(b) => {
                let _ = write!(o, " {b:?}");
            }
        }
        o.push(')');
    }
    o.push(')');
}

fn acc_exprs<'e>(o: &mut String, es: impl Iterator<Item = &'e Expr>) {
    for e in es {
        o.push(' ');
        expr(o, e);
    }
}
