//! The text form of OIR (`--emit-oir`). [`crate::parser`] reads back exactly
//! what this writes; `docs/oir.md` describes the grammar.

use std::fmt::{self, Write};

use crate::directive::{Clause, DirectiveKind, DirectiveOp, VarRef};
use crate::entity::{Block, TypeId, Value};
use crate::inst::{BlockCall, InstKind, MemFlags, SrcLoc};
use crate::module::{Body, ConstInit, FuncData, GlobalData, Linkage, Module, Visibility};
use crate::types::{AggregateKind, TypeKind, TypeTable};

/// Prints a whole module.
pub fn print_module(m: &Module) -> String {
    let mut s = String::new();
    write_module(&mut s, m).expect("writing to a String cannot fail");
    s
}

pub fn write_module(w: &mut impl Write, m: &Module) -> fmt::Result {
    writeln!(w, "module {}", quote(m.name.as_bytes()))?;
    for (i, f) in m.files.iter().enumerate() {
        writeln!(w, "file #{i} {}", quote(f.as_bytes()))?;
    }
    for (id, kind) in m.types.iter() {
        if let TypeKind::Aggregate { name: Some(n), .. } = kind {
            write!(w, "type ${n} = ")?;
            write_aggregate_body(w, &m.types, id)?;
            writeln!(w)?;
        }
    }
    for g in &m.globals {
        write_global(w, m, g)?;
    }
    for f in &m.funcs {
        write_func(w, m, f)?;
    }
    for a in &m.asm {
        writeln!(w, "asm {}", quote(a.as_bytes()))?;
    }
    for (kw, list) in [("ctor", &m.ctors), ("dtor", &m.dtors)] {
        for (f, prio) in list {
            writeln!(w, "{kw} @{} {prio}", m.func(*f).name)?;
        }
    }
    Ok(())
}

pub fn type_name(types: &TypeTable, ty: TypeId) -> String {
    let mut s = String::new();
    write_type(&mut s, types, ty).expect("String");
    s
}

pub fn write_type(w: &mut impl Write, types: &TypeTable, ty: TypeId) -> fmt::Result {
    // Messages about invalid IR may name a type that was never interned.
    let Some(kind) = types.get(ty) else {
        return write!(w, "<unknown type {}>", ty.0);
    };
    match kind {
        TypeKind::Void => w.write_str("void"),
        TypeKind::Int(b) => write!(w, "i{b}"),
        TypeKind::F32 => w.write_str("f32"),
        TypeKind::F64 => w.write_str("f64"),
        TypeKind::F80 => w.write_str("f80"),
        TypeKind::F16 => w.write_str("f16"),
        TypeKind::F128 => w.write_str("f128"),
        TypeKind::Ptr => w.write_str("ptr"),
        TypeKind::Array { elem, len } => {
            write!(w, "[{len} x ")?;
            write_type(w, types, *elem)?;
            w.write_str("]")
        }
        TypeKind::Aggregate { name: Some(n), .. } => write!(w, "${n}"),
        TypeKind::Aggregate { name: None, .. } => write_aggregate_body(w, types, ty),
        TypeKind::Func {
            params,
            ret,
            variadic,
            param_ext,
            ret_ext,
        } => {
            w.write_str("fn(")?;
            for (i, p) in params.iter().enumerate() {
                if i > 0 {
                    w.write_str(", ")?;
                }
                write_type(w, types, *p)?;
                if let Some(e) = param_ext.get(i).filter(|e| **e != crate::types::Ext::None) {
                    write!(w, " {}", e.name())?;
                }
            }
            if *variadic {
                w.write_str(if params.is_empty() { "..." } else { ", ..." })?;
            }
            w.write_str(") -> ")?;
            write_type(w, types, *ret)?;
            if *ret_ext != crate::types::Ext::None {
                write!(w, " {}", ret_ext.name())?;
            }
            Ok(())
        }
    }
}

fn write_aggregate_body(w: &mut impl Write, types: &TypeTable, ty: TypeId) -> fmt::Result {
    let TypeKind::Aggregate {
        kind,
        size,
        align,
        fields,
        ..
    } = types.kind(ty)
    else {
        unreachable!("aggregate expected")
    };
    let kw = match kind {
        AggregateKind::Struct => "struct",
        AggregateKind::Union => "union",
    };
    write!(w, "{kw} size {size} align {align} {{")?;
    for (i, f) in fields.iter().enumerate() {
        w.write_str(if i > 0 { ", " } else { " " })?;
        write_type(w, types, f.ty)?;
        write!(w, " @{}", f.offset)?;
    }
    w.write_str(if fields.is_empty() { "}" } else { " }" })
}

/// Quotes bytes as a string literal; non-printable bytes as `\xx` hex.
pub fn quote(bytes: &[u8]) -> String {
    let mut s = String::from("\"");
    for &b in bytes {
        match b {
            b'"' | b'\\' => {
                s.push('\\');
                s.push(b as char)
            }
            0x20..=0x7e => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:02x}");
            }
        }
    }
    s.push('"');
    s
}

fn write_linkage(w: &mut impl Write, linkage: Linkage, vis: Visibility) -> fmt::Result {
    if linkage != Linkage::External {
        write!(w, " {}", linkage.name())?;
    }
    if vis != Visibility::Default {
        write!(w, " {}", vis.name())?;
    }
    Ok(())
}

fn write_global(w: &mut impl Write, m: &Module, g: &GlobalData) -> fmt::Result {
    write!(w, "global @{}: ", g.name)?;
    write_type(w, &m.types, g.ty)?;
    write_linkage(w, g.linkage, g.visibility)?;
    if g.constant {
        w.write_str(" const")?;
    }
    if g.thread_local {
        w.write_str(" thread_local")?;
    }
    if g.align != 0 {
        write!(w, " align {}", g.align)?;
    }
    if let Some(sec) = &g.section {
        write!(w, " section {}", quote(sec.as_bytes()))?;
    }
    if g.used {
        w.write_str(" used")?;
    }
    if let Some(k) = g.acc_declare {
        write!(w, " acc_declare({})", k.name())?;
    }
    if let Some(init) = &g.init {
        w.write_str(" = ")?;
        write_init(w, m, init)?;
    }
    writeln!(w)
}

fn write_init(w: &mut impl Write, m: &Module, init: &ConstInit) -> fmt::Result {
    match init {
        ConstInit::Zero => w.write_str("zero"),
        ConstInit::Undef => w.write_str("undef"),
        ConstInit::Int(i) => write!(w, "{i}"),
        ConstInit::Float(f) => write_float(w, *f),
        ConstInit::F80(bits) => w.write_str(&crate::f80::f80_hex(*bits)),
        ConstInit::F128(bits) => write!(w, "0xL{bits:032X}"),
        ConstInit::Bytes(b) => write!(w, "c{}", quote(b)),
        ConstInit::GlobalAddr(g, 0) => write!(w, "@{}", m.global(*g).name),
        ConstInit::GlobalAddr(g, off) => write!(w, "@{} + {off}", m.global(*g).name),
        ConstInit::FuncAddr(f) => write!(w, "@{}", m.func(*f).name),
        ConstInit::Aggregate(items) => {
            w.write_str("{")?;
            for (i, it) in items.iter().enumerate() {
                w.write_str(if i > 0 { ", " } else { " " })?;
                write_init(w, m, it)?;
            }
            w.write_str(if items.is_empty() { "}" } else { " }" })
        }
        ConstInit::Union(field, inner) => {
            write!(w, "union {field} ")?;
            write_init(w, m, inner)
        }
    }
}

/// Floats print in Rust's shortest round-tripping form; non-finite values as
/// raw bits so that the text form is exact.
fn write_float(w: &mut impl Write, f: f64) -> fmt::Result {
    if f.is_finite() {
        write!(w, "{f:?}")
    } else {
        write!(w, "0x{:016x}", f.to_bits())
    }
}

fn write_loc(w: &mut impl Write, loc: SrcLoc) -> fmt::Result {
    if loc.is_known() {
        write!(w, " loc(#{}:{}:{})", loc.file, loc.line, loc.col)?;
    }
    Ok(())
}

fn write_func(w: &mut impl Write, m: &Module, f: &FuncData) -> fmt::Result {
    let kw = if f.body.is_some() { "func" } else { "declare" };
    write!(w, "{kw} @{}: ", f.name)?;
    write_type(w, &m.types, f.sig)?;
    write_linkage(w, f.linkage, f.visibility)?;
    for a in &f.attrs {
        write!(w, " {}", a.name())?;
    }
    if !f.noalias_params.is_empty() {
        let list: Vec<String> = f.noalias_params.iter().map(|i| i.to_string()).collect();
        write!(w, " noalias({})", list.join(", "))?;
    }
    if let Some(d) = f.device {
        write!(w, " {}", d.name())?;
    }
    if let Some(r) = &f.routine {
        write!(w, " routine({}", r.level.name())?;
        if let Some(b) = &r.bind {
            write!(w, ", bind {}", quote(b.as_bytes()))?;
        }
        if r.nohost {
            w.write_str(", nohost")?;
        }
        w.write_str(")")?;
    }
    if let Some(sec) = &f.section {
        write!(w, " section {}", quote(sec.as_bytes()))?;
    }
    write_loc(w, f.loc)?;
    match &f.body {
        None => writeln!(w),
        Some(body) => {
            writeln!(w, " {{")?;
            // Blocks and values are numbered in layout order, so the printed
            // form is canonical and parses back to the same numbering.
            let body = &crate::renumber::renumbered(body);
            let p = FuncPrinter { m, body };
            for var in &body.vars {
                p.var(w, var)?;
            }
            p.region(w, Body::BODY_REGION, 0)?;
            writeln!(w, "}}")
        }
    }
}

struct FuncPrinter<'a> {
    m: &'a Module,
    body: &'a Body,
}

impl FuncPrinter<'_> {
    fn ty(&self, w: &mut impl Write, ty: TypeId) -> fmt::Result {
        write_type(w, &self.m.types, ty)
    }

    /// `var "NAME" %ADDR: SHAPE`, one line per entry of the variable table (docs/oir.md).
    fn var(&self, w: &mut impl Write, var: &crate::var::VarData) -> fmt::Result {
        use crate::var::Shape;
        write!(w, "  var {} {}: ", quote(var.name.as_bytes()), var.addr)?;
        match &var.shape {
            Shape::Object(ty) => self.ty(w, *ty)?,
            Shape::Array {
                elem,
                indirect,
                order,
                dims,
            } => {
                if *indirect {
                    w.write_str("ptr ")?;
                }
                w.write_str("array ")?;
                self.ty(w, *elem)?;
                write!(w, " {} [", order.name())?;
                for (i, d) in dims.iter().enumerate() {
                    if i > 0 {
                        w.write_str(", ")?;
                    }
                    if let Some(lo) = d.lower {
                        write!(w, "{lo}:")?;
                    }
                    match d.extent {
                        Some(e) => write!(w, "{e}")?,
                        None => w.write_str("*")?,
                    }
                }
                w.write_str("]")?;
            }
            Shape::Descriptor { elem, rank } => {
                w.write_str("descriptor ")?;
                self.ty(w, *elem)?;
                write!(w, " rank {rank}")?;
            }
        }
        if var.restrict {
            w.write_str(" restrict")?;
        }
        writeln!(w)
    }

    fn region(
        &self,
        w: &mut impl Write,
        region: crate::entity::Region,
        depth: usize,
    ) -> fmt::Result {
        let pad = "  ".repeat(depth);
        for &b in &self.body.region(region).blocks {
            write!(w, "{pad}{b}")?;
            let params = &self.body.block(b).params;
            if !params.is_empty() {
                w.write_str("(")?;
                for (i, p) in params.iter().enumerate() {
                    if i > 0 {
                        w.write_str(", ")?;
                    }
                    write!(w, "{p}: ")?;
                    self.ty(w, self.body.value_type(*p))?;
                }
                w.write_str(")")?;
            }
            writeln!(w, ":")?;
            for &i in &self.body.block(b).insts {
                let data = self.body.inst(i);
                write!(w, "{pad}  ")?;
                if let Some(r) = data.result {
                    write!(w, "{r}: ")?;
                    self.ty(w, self.body.value_type(r))?;
                    w.write_str(" = ")?;
                }
                self.inst(w, &data.kind)?;
                write_loc(w, data.loc)?;
                if let InstKind::Directive(d) = &data.kind {
                    if let Some(r) = d.region {
                        writeln!(w, " {{")?;
                        self.region(w, r, depth + 1)?;
                        write!(w, "{pad}  }}")?;
                    }
                }
                writeln!(w)?;
            }
        }
        Ok(())
    }

    fn values(&self, w: &mut impl Write, vs: &[Value]) -> fmt::Result {
        for (i, v) in vs.iter().enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            write!(w, "{v}")?;
        }
        Ok(())
    }

    fn block_call(&self, w: &mut impl Write, bc: &BlockCall) -> fmt::Result {
        write!(w, "{}", bc.block)?;
        if !bc.args.is_empty() {
            w.write_str("(")?;
            self.values(w, &bc.args)?;
            w.write_str(")")?;
        }
        Ok(())
    }

    fn flags(&self, w: &mut impl Write, flags: MemFlags) -> fmt::Result {
        if flags.volatile {
            w.write_str(" volatile")?;
        }
        if let Some(o) = flags.atomic {
            write!(w, " atomic {}", o.name())?;
        }
        if flags.align != 0 {
            write!(w, " align {}", flags.align)?;
        }
        if flags.invariant {
            w.write_str(" invariant")?;
        }
        Ok(())
    }

    fn inst(&self, w: &mut impl Write, kind: &InstKind) -> fmt::Result {
        match kind {
            InstKind::IConst(i) => write!(w, "iconst {i}"),
            InstKind::FConst(f) => {
                w.write_str("fconst ")?;
                write_float(w, *f)
            }
            InstKind::FConstX87(bits) => write!(w, "fconst {}", crate::f80::f80_hex(*bits)),
            InstKind::FConstF128(bits) => write!(w, "fconst 0xL{bits:032X}"),
            InstKind::Null => w.write_str("null"),
            InstKind::Undef => w.write_str("undef"),
            InstKind::GlobalAddr(g) => write!(w, "global_addr @{}", self.m.global(*g).name),
            InstKind::FuncAddr(f) => write!(w, "func_addr @{}", self.m.func(*f).name),
            InstKind::BlockAddr(b) => write!(w, "blockaddr {b}"),
            InstKind::Binary { op, lhs, rhs, nsw } => {
                let flag = if *nsw { " nsw" } else { "" };
                write!(w, "{}{flag} {lhs}, {rhs}", op.name())
            }
            InstKind::FNeg(a) => write!(w, "fneg {a}"),
            InstKind::ICmp { cc, lhs, rhs } => write!(w, "icmp {} {lhs}, {rhs}", cc.name()),
            InstKind::FCmp { cc, lhs, rhs } => write!(w, "fcmp {} {lhs}, {rhs}", cc.name()),
            InstKind::Cast { op, arg } => write!(w, "{} {arg}", op.name()),
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => write!(w, "select {cond}, {then_val}, {else_val}"),
            InstKind::Alloca { ty, count, align } => {
                w.write_str("alloca ")?;
                self.ty(w, *ty)?;
                if let Some(c) = count {
                    write!(w, ", {c}")?;
                }
                write!(w, " align {align}")
            }
            InstKind::SharedAlloca { ty, align } => {
                w.write_str("shared_alloca ")?;
                self.ty(w, *ty)?;
                write!(w, " align {align}")
            }
            InstKind::Load { ptr, flags } => {
                write!(w, "load {ptr}")?;
                self.flags(w, *flags)
            }
            InstKind::Store { value, ptr, flags } => {
                write!(w, "store {value}, {ptr}")?;
                self.flags(w, *flags)
            }
            InstKind::PtrAdd { ptr, offset } => write!(w, "ptradd {ptr}, {offset}"),
            InstKind::ElemAddr { elem, ptr, index } => {
                w.write_str("elemaddr ")?;
                self.ty(w, *elem)?;
                write!(w, ", {ptr}, {index}")
            }
            InstKind::FieldAddr { agg, ptr, field } => {
                w.write_str("fieldaddr ")?;
                self.ty(w, *agg)?;
                write!(w, ", {ptr}, {field}")
            }
            InstKind::Memcpy { dst, src, len } => write!(w, "memcpy {dst}, {src}, {len}"),
            InstKind::Memset { dst, byte, len } => write!(w, "memset {dst}, {byte}, {len}"),
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                ordering,
            } => write!(
                w,
                "atomicrmw {} {ptr}, {value} {}",
                op.name(),
                ordering.name()
            ),
            InstKind::CmpXchg {
                ptr,
                expected,
                new,
                ordering,
                weak,
            } => {
                write!(w, "cmpxchg {ptr}, {expected}, {new} {}", ordering.name())?;
                if *weak {
                    w.write_str(" weak")?;
                }
                Ok(())
            }
            InstKind::Fence(o) => write!(w, "fence {}", o.name()),
            InstKind::Intrinsic { op, args } => {
                write!(w, "intrinsic {}(", op.name())?;
                self.values(w, args)?;
                w.write_str(")")
            }
            InstKind::InlineAsm(a) => {
                write!(
                    w,
                    "inline_asm {}, {}",
                    quote(a.template.as_bytes()),
                    quote(a.constraints.as_bytes())
                )?;
                if a.side_effects {
                    w.write_str(" sideeffect")?;
                }
                if a.align_stack {
                    w.write_str(" alignstack")?;
                }
                w.write_str(" (")?;
                self.values(w, &a.args)?;
                w.write_str(")")?;
                if !a.elem_types.is_empty() {
                    w.write_str(" elementtype(")?;
                    for (i, t) in a.elem_types.iter().enumerate() {
                        if i > 0 {
                            w.write_str(", ")?;
                        }
                        self.ty(w, *t)?;
                    }
                    w.write_str(")")?;
                }
                if !a.outputs.is_empty() {
                    w.write_str(" outputs(")?;
                    for (i, (t, p)) in a.outputs.iter().enumerate() {
                        if i > 0 {
                            w.write_str(", ")?;
                        }
                        self.ty(w, *t)?;
                        write!(w, " {p}")?;
                    }
                    w.write_str(")")?;
                }
                if let Some(g) = &a.goto {
                    write!(w, " goto {}, [", g.fallthrough)?;
                    for (i, b) in g.labels.iter().enumerate() {
                        if i > 0 {
                            w.write_str(", ")?;
                        }
                        write!(w, "{b}")?;
                    }
                    w.write_str("]")?;
                }
                Ok(())
            }
            InstKind::Call { callee, args } => {
                write!(w, "call @{}(", self.m.func(*callee).name)?;
                self.values(w, args)?;
                w.write_str(")")
            }
            InstKind::CallIndirect { sig, callee, args } => {
                w.write_str("call_indirect ")?;
                self.ty(w, *sig)?;
                write!(w, ", {callee}(")?;
                self.values(w, args)?;
                w.write_str(")")
            }
            InstKind::VaStart(l) => write!(w, "va_start {l}"),
            InstKind::VaEnd(l) => write!(w, "va_end {l}"),
            InstKind::VaCopy { dst, src } => write!(w, "va_copy {dst}, {src}"),
            InstKind::VaArg(l) => write!(w, "va_arg {l}"),
            InstKind::Br(bc) => {
                w.write_str("br ")?;
                self.block_call(w, bc)
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                write!(w, "condbr {cond}, ")?;
                self.block_call(w, then_dest)?;
                w.write_str(", ")?;
                self.block_call(w, else_dest)
            }
            InstKind::Switch {
                arg,
                default,
                cases,
            } => {
                write!(w, "switch {arg}, {default} [")?;
                for (i, (v, b)) in cases.iter().enumerate() {
                    if i > 0 {
                        w.write_str(", ")?;
                    }
                    write!(w, "{v}: {b}")?;
                }
                w.write_str("]")
            }
            InstKind::IndirectBr { addr, dests } => {
                write!(w, "indirectbr {addr}, [")?;
                for (i, b) in dests.iter().enumerate() {
                    if i > 0 {
                        w.write_str(", ")?;
                    }
                    write!(w, "{b}")?;
                }
                w.write_str("]")
            }
            InstKind::Ret(None) => w.write_str("ret"),
            InstKind::Ret(Some(v)) => write!(w, "ret {v}"),
            InstKind::Unreachable => w.write_str("unreachable"),
            InstKind::Yield(vs) => {
                w.write_str("yield")?;
                if !vs.is_empty() {
                    w.write_str(" ")?;
                    self.values(w, vs)?;
                }
                Ok(())
            }
            InstKind::Directive(d) => self.directive(w, d),
        }
    }

    fn directive(&self, w: &mut impl Write, d: &DirectiveOp) -> fmt::Result {
        w.write_str(d.kind.mnemonic())?;
        match &d.kind {
            DirectiveKind::Compute(k) => write!(w, " {}", k.name())?,
            DirectiveKind::Omp(crate::directive::OmpOp::Critical(Some(name))) => {
                write!(w, " {}", quote(name.as_bytes()))?
            }
            DirectiveKind::Omp(crate::directive::OmpOp::Task { untied, mergeable }) => {
                if *untied {
                    w.write_str(" untied")?;
                }
                if *mergeable {
                    w.write_str(" mergeable")?;
                }
            }
            DirectiveKind::Loop { dims }
            | DirectiveKind::Omp(crate::directive::OmpOp::Loop { dims }) => {
                for (i, dim) in dims.iter().enumerate() {
                    let sep = if i > 0 { ", " } else { " " };
                    write!(w, "{sep}({}, {}, {})", dim.lower, dim.upper, dim.step)?;
                }
            }
            DirectiveKind::Atomic {
                kind,
                ty,
                x,
                v,
                expr,
            } => {
                write!(w, " {}: ", kind.name())?;
                self.ty(w, *ty)?;
                write!(w, " x({x})")?;
                if let Some(v) = v {
                    write!(w, " v({v})")?;
                }
                if let Some(e) = expr {
                    write!(w, " expr({e})")?;
                }
            }
            _ => {}
        }
        for c in &d.clauses {
            w.write_str(" ")?;
            self.clause(w, c)?;
        }
        Ok(())
    }

    fn var_list(&self, w: &mut impl Write, vars: &[VarRef]) -> fmt::Result {
        for (i, v) in vars.iter().enumerate() {
            if i > 0 {
                w.write_str(", ")?;
            }
            write!(w, "{} {}: ", v.var, quote(v.name.as_bytes()))?;
            self.ty(w, v.ty)?;
            for b in &v.bounds {
                write!(w, " [{}:{}", b.lower, b.length)?;
                if let Some(st) = b.stride {
                    write!(w, ":{st}")?;
                }
                w.write_str(" of ")?;
                self.ty(w, b.elem)?;
                w.write_str("]")?;
            }
        }
        Ok(())
    }

    fn opt_value(&self, w: &mut impl Write, name: &str, v: &Option<Value>) -> fmt::Result {
        w.write_str(name)?;
        if let Some(v) = v {
            write!(w, "({v})")?;
        }
        Ok(())
    }

    fn clause(&self, w: &mut impl Write, c: &Clause) -> fmt::Result {
        match c {
            Clause::Data(d) => {
                write!(w, "{}(", d.kind.name())?;
                if !d.modifiers.is_empty() {
                    let names: Vec<_> = d.modifiers.iter().map(|m| m.name()).collect();
                    write!(w, "{}: ", names.join(", "))?;
                }
                self.var_list(w, &d.vars)?;
                w.write_str(")")
            }
            Clause::Private(vs)
            | Clause::FirstPrivate(vs)
            | Clause::Shared(vs)
            | Clause::LastPrivate(vs)
            | Clause::LastPrivateConditional(vs)
            | Clause::CopyPrivate(vs)
            | Clause::Detach(vs) => {
                write!(w, "{}(", c.name())?;
                self.var_list(w, vs)?;
                w.write_str(")")
            }
            Clause::Reduction(op, vs) => {
                write!(w, "reduction({}: ", op.name())?;
                self.var_list(w, vs)?;
                w.write_str(")")
            }
            Clause::NumGangs(vs) | Clause::Wait(vs) => {
                w.write_str(c.name())?;
                if !vs.is_empty() || matches!(c, Clause::NumGangs(_)) {
                    w.write_str("(")?;
                    self.values(w, vs)?;
                    w.write_str(")")?;
                }
                Ok(())
            }
            Clause::NumWorkers(v)
            | Clause::VectorLength(v)
            | Clause::If(v)
            | Clause::DevNum(v)
            | Clause::NumThreads(v)
            | Clause::ThreadLimit(v)
            | Clause::NumTeams(v)
            | Clause::Final(v) => write!(w, "{}({v})", c.name()),
            Clause::DistSchedule(chunk) => self.opt_value(w, c.name(), chunk),
            Clause::Depend(kind, vs) => {
                write!(w, "depend({}: ", kind.name())?;
                self.var_list(w, vs)?;
                w.write_str(")")
            }
            Clause::ProcBind(k) => write!(w, "proc_bind({k})"),
            Clause::Allocate(a, vs) => {
                w.write_str("allocate(")?;
                if let Some(a) = a {
                    write!(w, "allocator {a}: ")?;
                }
                self.var_list(w, vs)?;
                w.write_str(")")
            }
            Clause::Ordered => w.write_str("ordered"),
            Clause::Schedule(kind, chunk) => {
                write!(w, "schedule({}", kind.name())?;
                if let Some(ch) = chunk {
                    write!(w, ", {ch}")?;
                }
                w.write_str(")")
            }
            Clause::Async(v) | Clause::SelfCond(v) | Clause::Worker(v) | Clause::Vector(v) => {
                self.opt_value(w, c.name(), v)
            }
            Clause::IfPresent
            | Clause::Finalize
            | Clause::Seq
            | Clause::Auto
            | Clause::Independent
            | Clause::InOrder
            | Clause::TeamRedundant
            | Clause::WideRows
            | Clause::DistParallel
            | Clause::NoWait => w.write_str(c.name()),
            Clause::DefaultNone => w.write_str("default(none)"),
            Clause::DefaultMapScalarTofrom => w.write_str("defaultmap(tofrom_scalar)"),
            Clause::DefaultMapScalarFirstprivate => w.write_str("defaultmap(firstprivate_scalar)"),
            Clause::OmpImplicit(r) => write!(w, "omp_implicit({})", r.name()),
            Clause::DefaultPresent => w.write_str("default(present)"),
            Clause::DeviceType(names) => write!(w, "device_type({})", names.join(", ")),
            Clause::Gang { num, dim, static_ } => {
                w.write_str("gang")?;
                let mut parts = Vec::new();
                if let Some(n) = num {
                    parts.push(format!("num: {n}"));
                }
                if let Some(d) = dim {
                    parts.push(format!("dim: {d}"));
                }
                if let Some(s) = static_ {
                    parts.push(format!("static: {s}"));
                }
                if !parts.is_empty() {
                    write!(w, "({})", parts.join(", "))?;
                }
                Ok(())
            }
            Clause::Tile(ts) => {
                let parts: Vec<String> = ts
                    .iter()
                    .map(|t| t.map_or("*".to_string(), |v| v.to_string()))
                    .collect();
                write!(w, "tile({})", parts.join(", "))
            }
        }
    }
}

/// Prints one block label (used in verifier messages).
pub fn block_name(b: Block) -> String {
    b.to_string()
}
