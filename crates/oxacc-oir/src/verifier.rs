//! The verifier: structural and type invariants of a module. Run after every
//! pass in debug builds (see [`crate::pass`]); every rule here is one a pass or
//! the back end relies on.
//!
//! Rules: every block ends in exactly one terminator; branches stay inside
//! their region and pass arguments matching the target's parameters; `ret`
//! only in the function body, `yield` only in directive regions; operand and
//! result types of every instruction; definitions dominate uses (a value of an
//! enclosing region is visible inside a nested region); aggregate values only
//! where the back end keeps them in memory (loads, stores, calls, returns,
//! function parameters); directive regions, clauses and nesting (OpenACC 3.3
//! §2.5.1 no compute construct inside another, §2.9 loop inside a compute
//! region or routine, §2.10 cache inside a loop).

use std::collections::{HashMap, HashSet};
use std::fmt;

use crate::directive::{
    AtomicKind, Clause, DataClauseKind, DirectiveKind, DirectiveOp, ReductionOp,
};
use crate::dominance::DomTree;
use crate::entity::{Block, Inst, Region, TypeId, Value};
use crate::inst::{BinOp, CastOp, InstKind, IntrinsicOp, Ordering, RmwOp};
use crate::math::MathSig;
use crate::module::{Body, ConstInit, FuncData, Module, ValueDef};
use crate::printer::type_name;
use crate::types::{AggregateKind, TypeKind};

/// One violated invariant, located as precisely as possible.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifierError {
    pub location: String,
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

/// All violations found in a module.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct VerifierErrors(pub Vec<VerifierError>);

impl fmt::Display for VerifierErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        Ok(())
    }
}

pub fn verify_module(m: &Module) -> Result<(), VerifierErrors> {
    let mut errs = Vec::new();
    let mut names = HashMap::new();
    for (id, kind) in m.types.iter() {
        verify_type(m, id, kind, &mut errs);
    }
    for g in &m.globals {
        if names.insert(g.name.clone(), ()).is_some() {
            errs.push(err(format!("@{}", g.name), "symbol defined twice"));
        }
        if let Some(init) = &g.init {
            verify_init(m, g.ty, init, &format!("@{}", g.name), &mut errs);
        }
        if let Some(k) = g.acc_declare {
            use crate::directive::DataClauseKind as D;
            if ![D::Create, D::CopyIn, D::DeviceResident, D::Link].contains(&k) {
                errs.push(err(
                    format!("@{}", g.name),
                    format!("acc_declare({}) is not allowed at file scope", k.name()),
                ));
            }
        }
    }
    for f in m.func_ids() {
        let data = m.func(f);
        if names.insert(data.name.clone(), ()).is_some() {
            errs.push(err(format!("@{}", data.name), "symbol defined twice"));
        }
        if !matches!(m.types.kind(data.sig), TypeKind::Func { .. }) {
            errs.push(err(
                format!("@{}", data.name),
                "signature is not a function type",
            ));
            continue;
        }
        if data.device == Some(crate::module::DeviceKind::Kernel) {
            let (_, ret, variadic) = m.sig_parts(data.sig);
            if !m.types.is_void(ret) || variadic {
                errs.push(err(
                    format!("@{}", data.name),
                    "a kernel returns void and is not variadic",
                ));
            }
        }
        // `pure` (GCC's `pure`/`const`, Fortran's `pure`/`elemental` functions): the value
        // is the function's only effect, so a function without one cannot be pure.
        if data.attrs.contains(&crate::module::FuncAttr::Pure)
            && m.types.is_void(m.sig_parts(data.sig).1)
        {
            errs.push(err(
                format!("@{}", data.name),
                "a pure function returns a value",
            ));
        }
        if let Some(body) = &data.body {
            FuncVerifier {
                m,
                f: data,
                body,
                errs: &mut errs,
                doms: HashMap::new(),
                pos: HashMap::new(),
            }
            .run();
        }
    }
    for (f, _) in m.ctors.iter().chain(&m.dtors) {
        let sig = m.func(*f).sig;
        let ok = matches!(m.types.kind(sig), TypeKind::Func { params, ret, variadic: false, .. }
            if params.is_empty() && m.types.is_void(*ret));
        if !ok {
            errs.push(err(
                format!("@{}", m.func(*f).name),
                "constructors and destructors must be fn() -> void",
            ));
        }
    }
    if errs.is_empty() {
        Ok(())
    } else {
        Err(VerifierErrors(errs))
    }
}

fn err(location: String, message: impl Into<String>) -> VerifierError {
    VerifierError {
        location,
        message: message.into(),
    }
}

fn verify_type(m: &Module, id: TypeId, kind: &TypeKind, errs: &mut Vec<VerifierError>) {
    if let TypeKind::Func {
        params,
        ret,
        param_ext,
        ret_ext,
        ..
    } = kind
    {
        let loc = type_name(&m.types, id);
        if param_ext.len() != params.len() {
            errs.push(err(loc.clone(), "one extension per parameter expected"));
        }
        for (p, e) in params
            .iter()
            .zip(param_ext)
            .chain(std::iter::once((ret, ret_ext)))
        {
            if *e != crate::types::Ext::None && !m.types.is_int(*p) {
                errs.push(err(loc.clone(), format!("{} on a non-integer", e.name())));
            }
        }
    }
    // Whole bytes, not only powers of two: a bit-field in a packed struct is accessed as
    // exactly the bytes it occupies (an `i24` load touches 3 bytes), never past the object.
    if let TypeKind::Int(w) = kind {
        if !(*w == 1 || (*w % 8 == 0 && (8..=128).contains(w))) {
            errs.push(err(
                format!("i{w}"),
                "integer width must be 1 or a multiple of 8 up to 128",
            ));
        }
    }
    if let TypeKind::Aggregate {
        kind: agg,
        size,
        align,
        fields,
        ..
    } = kind
    {
        let loc = type_name(&m.types, id);
        if !align.is_power_of_two() || size % align != 0 {
            errs.push(err(
                loc.clone(),
                "alignment must be a power of two dividing the size",
            ));
        }
        for (i, f) in fields.iter().enumerate() {
            let fsize = m.types.size_of(f.ty);
            if f.offset + fsize > *size {
                errs.push(err(
                    loc.clone(),
                    format!("field {i} extends past the end of the aggregate"),
                ));
            }
            if *agg == AggregateKind::Union && f.offset != 0 {
                errs.push(err(
                    loc.clone(),
                    format!("union member {i} is not at offset 0"),
                ));
            }
            if matches!(m.types.kind(f.ty), TypeKind::Void | TypeKind::Func { .. }) {
                errs.push(err(loc.clone(), format!("field {i} has no size")));
            }
        }
    }
}

fn verify_init(m: &Module, ty: TypeId, init: &ConstInit, loc: &str, errs: &mut Vec<VerifierError>) {
    let t = &m.types;
    let bad = |errs: &mut Vec<VerifierError>, what: &str| {
        errs.push(err(
            loc.to_string(),
            format!("initializer {what} does not fit type {}", type_name(t, ty)),
        ))
    };
    match (init, t.kind(ty)) {
        (ConstInit::Zero | ConstInit::Undef, _) => {}
        (ConstInit::Int(_), TypeKind::Int(_)) => {}
        (
            ConstInit::Float(_),
            TypeKind::F16 | TypeKind::F32 | TypeKind::F64 | TypeKind::F80 | TypeKind::F128,
        ) => {}
        (ConstInit::F80(bits), TypeKind::F80) if *bits >> 80 == 0 => {}
        (ConstInit::F128(_), TypeKind::F128) => {}
        (ConstInit::GlobalAddr(..) | ConstInit::FuncAddr(_), TypeKind::Ptr) => {}
        (ConstInit::Int(0), TypeKind::Ptr) => {}
        (ConstInit::Bytes(b), _) => {
            if b.len() as u64 > t.size_of(ty) {
                bad(errs, "string");
            }
        }
        (ConstInit::Aggregate(items), TypeKind::Array { elem, len }) => {
            if items.len() as u64 > *len {
                bad(errs, "element list");
            }
            for it in items {
                verify_init(m, *elem, it, loc, errs);
            }
        }
        (ConstInit::Aggregate(items), TypeKind::Aggregate { kind, fields, .. }) => {
            if items.len() > fields.len() || (*kind == AggregateKind::Union && items.len() > 1) {
                bad(errs, "field list");
            }
            for (it, f) in items.iter().zip(fields) {
                verify_init(m, f.ty, it, loc, errs);
            }
        }
        (ConstInit::Union(i, inner), TypeKind::Aggregate { fields, .. }) => {
            match fields.get(*i as usize) {
                Some(f) => verify_init(m, f.ty, inner, loc, errs),
                None => bad(errs, "union member"),
            }
        }
        _ => bad(errs, "kind"),
    }
}

struct FuncVerifier<'a> {
    m: &'a Module,
    f: &'a FuncData,
    body: &'a Body,
    errs: &'a mut Vec<VerifierError>,
    doms: HashMap<Region, DomTree>,
    pos: HashMap<Inst, usize>,
}

impl FuncVerifier<'_> {
    fn error(&mut self, inst: Option<Inst>, msg: impl Into<String>) {
        let mut loc = format!("@{}", self.f.name);
        if let Some(i) = inst {
            let d = self.body.inst(i);
            if let Some(b) = d.block {
                loc.push_str(&format!(" {b}"));
            }
            if let Some(r) = d.result {
                loc.push_str(&format!(" {r}"));
            } else {
                loc.push_str(&format!(" {i}"));
            }
        }
        self.errs.push(err(loc, msg));
    }

    fn ty(&self, v: Value) -> TypeId {
        self.body.value_type(v)
    }
    fn tname(&self, t: TypeId) -> String {
        type_name(&self.m.types, t)
    }

    /// The dimensions of `acc.loop` and `omp.loop`: integer bounds and step of one type per
    /// dimension, and one induction variable per dimension on the region's entry block.
    fn loop_dims(
        &mut self,
        inst: Inst,
        name: &str,
        dims: &[crate::directive::LoopDim],
        has_region: bool,
        entry_params: &[TypeId],
    ) {
        let t = &self.m.types;
        if dims.is_empty() {
            self.error(Some(inst), format!("{name} needs at least one dimension"));
        }
        for dim in dims {
            let ty = self.ty(dim.lower);
            self.expect(inst, dim.lower, t.is_int(ty), "an integer");
            if self.ty(dim.upper) != ty || self.ty(dim.step) != ty {
                self.error(Some(inst), "loop bounds and step must have the same type");
            }
        }
        let ivs: Vec<TypeId> = dims.iter().map(|d| self.ty(d.lower)).collect();
        if has_region && entry_params != ivs {
            self.error(
                Some(inst),
                "loop region entry must take one induction variable per dimension",
            );
        }
    }

    /// The variable table (var.rs): every entry names a placed value of the body; the address
    /// is a `ptr`, extents and lower bounds are integers, an unknown extent is the slowest
    /// varying dimension's, and no address is listed twice.
    fn vars(&mut self) {
        use crate::var::{Order, Shape};
        let body = self.body;
        let mut seen = HashSet::new();
        for var in &body.vars {
            let what = format!("variable '{}'", var.name);
            let placed = |v: Value| match body.values.get(v.index()).map(|d| &d.def) {
                Some(ValueDef::Inst(i)) => body.inst(*i).block.is_some(),
                Some(ValueDef::Param(b, _)) => body
                    .blocks
                    .get(b.index())
                    .is_some_and(|b| b.region.is_some()),
                None => false,
            };
            if let Some(v) = var.operands().into_iter().find(|&v| !placed(v)) {
                self.error(None, format!("{what} refers to {v}, which no code defines"));
                continue;
            }
            if !seen.insert(var.addr) {
                self.error(None, format!("{what}: {} is listed twice", var.addr));
            }
            if !self.m.types.is_ptr(self.ty(var.addr)) {
                self.error(
                    None,
                    format!("{what}: its address {} is not a ptr", var.addr),
                );
            }
            match &var.shape {
                Shape::Object(_) => {}
                Shape::Array { order, dims, .. } => {
                    if dims.is_empty() {
                        self.error(None, format!("{what}: an array needs a dimension"));
                    }
                    let slowest = match order {
                        Order::Row => 0,
                        Order::Column => dims.len().saturating_sub(1),
                    };
                    for (k, d) in dims.iter().enumerate() {
                        if d.extent.is_none() && k != slowest {
                            self.error(
                                None,
                                format!(
                                    "{what}: only the slowest varying dimension's extent \
                                     may be unknown"
                                ),
                            );
                        }
                        for v in d.lower.iter().chain(&d.extent) {
                            if !self.m.types.is_int(self.ty(*v)) {
                                self.error(None, format!("{what}: bound {v} is not an integer"));
                            }
                        }
                    }
                }
                Shape::Descriptor { rank, .. } => {
                    if *rank > 15 {
                        self.error(None, format!("{what}: rank {rank} is above 15"));
                    }
                }
            }
        }
    }

    fn run(&mut self) {
        let body = self.body;
        let (params, ret, _) = self.m.sig_parts(self.f.sig);
        let Some(entry) = body.entry_block() else {
            self.error(None, "function body has no blocks");
            return;
        };
        let entry_tys: Vec<TypeId> = body
            .block(entry)
            .params
            .iter()
            .map(|&p| self.ty(p))
            .collect();
        if entry_tys != params {
            self.error(None, "entry block parameters do not match the signature");
        }
        let _ = ret;
        for (i, v) in body.values.iter().enumerate() {
            if let ValueDef::Param(b, _) = v.def {
                if b.index() >= body.blocks.len() {
                    self.error(None, format!("value %{i} is never defined"));
                }
            }
        }
        for b in body.all_blocks() {
            for (i, &inst) in body.block(b).insts.iter().enumerate() {
                self.pos.insert(inst, i);
            }
        }
        self.vars();
        for (r, rd) in body.regions.iter().enumerate() {
            let region = Region(r as u32);
            if rd.blocks.is_empty() && (r == 0 || rd.parent.is_some()) {
                self.error(rd.parent, "region has no blocks");
            }
            if let Some(&entry) = rd.blocks.first() {
                let _ = entry;
                self.doms.insert(region, DomTree::compute(body, region));
            }
        }
        for b in body.all_blocks() {
            self.block(b);
        }
    }

    fn block(&mut self, b: Block) {
        let body = self.body;
        let insts = &body.block(b).insts;
        let region = body.block_region(b).unwrap_or(Body::BODY_REGION);
        let is_entry = body.region(region).blocks.first() == Some(&b);
        if !(is_entry && region == Body::BODY_REGION) {
            for &p in &body.block(b).params {
                if self.m.types.is_aggregate(self.ty(p)) {
                    self.errs.push(err(
                        format!("@{} {b}", self.f.name),
                        "aggregate block parameters are not allowed (pass them through memory)",
                    ));
                }
            }
        }
        match insts.last() {
            None => self.errs.push(err(
                format!("@{} {b}", self.f.name),
                "block has no terminator",
            )),
            Some(&last) if !body.inst(last).kind.is_terminator() => {
                self.error(Some(last), "block does not end with a terminator")
            }
            _ => {}
        }
        for (i, &inst) in insts.iter().enumerate() {
            let kind = &body.inst(inst).kind;
            if kind.is_terminator() && i + 1 != insts.len() {
                self.error(Some(inst), "terminator in the middle of a block");
            }
            for v in kind.operands() {
                self.check_dominance(inst, b, i, v);
            }
            self.inst(inst, region);
        }
    }

    /// Whether the definition of `v` dominates its use at position `pos` of `b`.
    fn check_dominance(&mut self, user: Inst, mut b: Block, mut pos: usize, v: Value) {
        let body = self.body;
        let Some(vd) = body.values.get(v.index()) else {
            self.error(Some(user), format!("use of unknown value {v}"));
            return;
        };
        let (def_block, def_pos) = match vd.def {
            ValueDef::Inst(i) => match (body.inst(i).block, self.pos.get(&i)) {
                (Some(db), Some(&p)) => (db, Some(p)),
                _ => {
                    self.error(
                        Some(user),
                        format!("use of {v} whose definition was removed"),
                    );
                    return;
                }
            },
            ValueDef::Param(db, _) if db.index() < body.blocks.len() => (db, None),
            ValueDef::Param(..) => return, // reported as undefined
        };
        let def_region = body.block_region(def_block);
        // Climb from the use to the region of the definition.
        while body.block_region(b) != def_region {
            let parent = body.block_region(b).and_then(|r| body.region_parent(r));
            match parent.and_then(|p| body.inst(p).block.map(|pb| (p, pb))) {
                Some((p, pb)) => {
                    b = pb;
                    pos = self.pos.get(&p).copied().unwrap_or(0);
                }
                None => {
                    self.error(
                        Some(user),
                        format!("{v} is defined in a region that does not enclose this use"),
                    );
                    return;
                }
            }
        }
        let ok = if b == def_block {
            def_pos.is_none_or(|dp| dp < pos)
        } else {
            let region = def_region.unwrap_or(Body::BODY_REGION);
            self.doms
                .get(&region)
                .is_some_and(|d| d.dominates(def_block, b))
        };
        if !ok {
            self.error(Some(user), format!("{v} does not dominate this use"));
        }
    }

    /// Inline asm: one argument per input constraint, one element type per indirect
    /// constraint, one stored output per direct output constraint (each a pointer).
    fn inline_asm(&mut self, inst: Inst, a: &crate::inst::InlineAsm) {
        let t = &self.m.types;
        let (mut outs, mut ins, mut indirect, mut labels) = (0usize, 0usize, 0usize, 0usize);
        for c in split_constraints(&a.constraints) {
            if c.starts_with('~') {
                continue;
            }
            if c.starts_with('!') {
                labels += 1;
                continue;
            }
            let is_out = c.starts_with('=');
            let body = c.trim_start_matches(['=', '&', '+']);
            if body.starts_with('*') {
                indirect += 1;
                ins += 1;
            } else if is_out {
                outs += 1;
            } else {
                ins += 1;
            }
        }
        if ins != a.args.len() {
            self.error(
                Some(inst),
                format!(
                    "inline_asm has {} arguments for {ins} input constraints",
                    a.args.len()
                ),
            );
        }
        if indirect != a.elem_types.len() {
            self.error(
                Some(inst),
                format!(
                    "inline_asm has {} element types for {indirect} indirect constraints",
                    a.elem_types.len()
                ),
            );
        }
        let targets = a.goto.as_ref().map_or(0, |g| g.labels.len());
        if labels != targets {
            self.error(
                Some(inst),
                format!("inline_asm has {targets} goto labels for {labels} label constraints"),
            );
        }
        if outs != a.outputs.len() {
            self.error(
                Some(inst),
                format!(
                    "inline_asm stores {} outputs for {outs} output constraints",
                    a.outputs.len()
                ),
            );
        }
        for (ty, p) in &a.outputs {
            if !t.is_scalar(*ty) {
                self.error(Some(inst), "inline_asm outputs must be scalars");
            }
            let ok = t.is_ptr(self.ty(*p));
            self.expect(inst, *p, ok, "ptr");
        }
        for &v in &a.args {
            let ok = t.is_scalar(self.ty(v));
            if !ok {
                self.expect(inst, v, ok, "a scalar");
            }
        }
    }

    fn expect(&mut self, inst: Inst, v: Value, ok: bool, what: &str) {
        if !ok {
            let t = self.tname(self.ty(v));
            self.error(
                Some(inst),
                format!("operand {v} has type {t}, expected {what}"),
            );
        }
    }

    fn inst(&mut self, inst: Inst, region: Region) {
        let m = self.m;
        let t = &m.types;
        let body = self.body;
        let data = body.inst(inst);
        let result = data.result.map(|r| self.ty(r));
        let is_int = |v: Value| t.is_int(body.value_type(v));
        let is_float = |v: Value| t.is_float(body.value_type(v));
        let is_ptr = |v: Value| t.is_ptr(body.value_type(v));
        // The result type each instruction must have (None: no result).
        let want: Option<Option<TypeId>> = match &data.kind {
            InstKind::IConst(_) => {
                if !result.is_some_and(|r| t.is_int(r)) {
                    self.error(Some(inst), "iconst must produce an integer");
                }
                None
            }
            InstKind::FConstX87(bits) => {
                if !result.is_some_and(|r| matches!(t.kind(r), TypeKind::F80)) {
                    self.error(Some(inst), "fconst 0xK… must produce an f80");
                }
                if *bits >> 80 != 0 {
                    self.error(Some(inst), "x87 constant wider than 80 bits");
                }
                None
            }
            InstKind::FConstF128(_) => {
                if !result.is_some_and(|r| matches!(t.kind(r), TypeKind::F128)) {
                    self.error(Some(inst), "fconst 0xL… must produce an f128");
                }
                None
            }
            InstKind::FConst(_) => {
                if !result.is_some_and(|r| t.is_float(r)) {
                    self.error(Some(inst), "fconst must produce a float");
                }
                None
            }
            InstKind::Undef => {
                if result.is_none_or(|r| t.is_void(r)) {
                    self.error(Some(inst), "undef must produce a value");
                }
                None
            }
            InstKind::Null | InstKind::GlobalAddr(_) | InstKind::FuncAddr(_) => {
                Some(Some(self.ptr_ty()))
            }
            InstKind::Binary { op, lhs, rhs, nsw } => {
                if *nsw && !matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul) {
                    self.error(Some(inst), format!("'nsw' on {}", op.name()));
                }
                if self.ty(*lhs) != self.ty(*rhs) {
                    self.error(
                        Some(inst),
                        format!("{} operands have different types", op.name()),
                    );
                }
                if op.is_float() {
                    self.expect(inst, *lhs, is_float(*lhs), "a float");
                } else {
                    self.expect(inst, *lhs, is_int(*lhs), "an integer");
                }
                Some(Some(self.ty(*lhs)))
            }
            InstKind::FNeg(a) => {
                self.expect(inst, *a, is_float(*a), "a float");
                Some(Some(self.ty(*a)))
            }
            InstKind::ICmp { lhs, rhs, .. } | InstKind::FCmp { lhs, rhs, .. } => {
                if self.ty(*lhs) != self.ty(*rhs) {
                    self.error(Some(inst), "comparison operands have different types");
                }
                if matches!(data.kind, InstKind::ICmp { .. }) {
                    self.expect(
                        inst,
                        *lhs,
                        is_int(*lhs) || is_ptr(*lhs),
                        "an integer or pointer",
                    );
                } else {
                    self.expect(inst, *lhs, is_float(*lhs), "a float");
                }
                Some(Some(self.i1_ty()))
            }
            InstKind::Cast { op, arg } => {
                if let Some(r) = result {
                    self.cast(inst, *op, self.ty(*arg), r);
                    None
                } else {
                    Some(Some(self.ty(*arg)))
                }
            }
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => {
                self.expect(inst, *cond, t.int_width(self.ty(*cond)) == Some(1), "i1");
                if self.ty(*then_val) != self.ty(*else_val) {
                    self.error(Some(inst), "select arms have different types");
                }
                self.expect(inst, *then_val, t.is_scalar(self.ty(*then_val)), "a scalar");
                Some(Some(self.ty(*then_val)))
            }
            InstKind::Alloca { ty, count, align } => {
                if let Some(c) = count {
                    self.expect(inst, *c, is_int(*c), "an integer");
                }
                if !align.is_power_of_two() {
                    self.error(Some(inst), "alignment must be a power of two");
                }
                if matches!(t.kind(*ty), TypeKind::Void | TypeKind::Func { .. }) {
                    self.error(Some(inst), "alloca of a type without size");
                }
                Some(Some(self.ptr_ty()))
            }
            InstKind::SharedAlloca { ty, align } => {
                if !align.is_power_of_two() {
                    self.error(Some(inst), "alignment must be a power of two");
                }
                if matches!(t.kind(*ty), TypeKind::Void | TypeKind::Func { .. }) {
                    self.error(Some(inst), "shared_alloca of a type without size");
                }
                Some(Some(self.ptr_ty()))
            }
            InstKind::Load { ptr, flags } => {
                self.expect(inst, *ptr, is_ptr(*ptr), "ptr");
                self.check_align(inst, flags.align);
                if let Some(o) = flags.atomic {
                    if matches!(o, Ordering::Release | Ordering::AcqRel) {
                        self.error(Some(inst), format!("atomic load cannot be {}", o.name()));
                    }
                    if !result.is_some_and(|r| t.is_scalar(r)) {
                        self.error(Some(inst), "atomic load of a non-scalar");
                    }
                }
                match result {
                    Some(r) if !matches!(t.kind(r), TypeKind::Void | TypeKind::Func { .. }) => None,
                    _ => {
                        self.error(Some(inst), "load must produce a sized value");
                        None
                    }
                }
            }
            InstKind::Store { value, ptr, flags } => {
                self.expect(inst, *ptr, is_ptr(*ptr), "ptr");
                self.check_align(inst, flags.align);
                if let Some(o) = flags.atomic {
                    if matches!(o, Ordering::Acquire | Ordering::AcqRel) {
                        self.error(Some(inst), format!("atomic store cannot be {}", o.name()));
                    }
                    let ok = t.is_scalar(self.ty(*value));
                    self.expect(inst, *value, ok, "a scalar for an atomic store");
                }
                let vt = self.ty(*value);
                if matches!(t.kind(vt), TypeKind::Void | TypeKind::Func { .. }) {
                    self.error(Some(inst), "stored value has no size");
                }
                Some(None)
            }
            InstKind::PtrAdd { ptr, offset }
            | InstKind::ElemAddr {
                ptr, index: offset, ..
            } => {
                self.expect(inst, *ptr, is_ptr(*ptr), "ptr");
                self.expect(inst, *offset, is_int(*offset), "an integer");
                Some(Some(self.ptr_ty()))
            }
            InstKind::FieldAddr { agg, ptr, field } => {
                self.expect(inst, *ptr, is_ptr(*ptr), "ptr");
                match t.kind(*agg) {
                    TypeKind::Aggregate { fields, .. } if (*field as usize) < fields.len() => {}
                    TypeKind::Aggregate { .. } => {
                        self.error(Some(inst), format!("field {field} out of range"))
                    }
                    _ => self.error(Some(inst), "fieldaddr needs a struct or union type"),
                }
                Some(Some(self.ptr_ty()))
            }
            InstKind::Memcpy { dst, src, len } => {
                self.expect(inst, *dst, is_ptr(*dst), "ptr");
                self.expect(inst, *src, is_ptr(*src), "ptr");
                self.expect(inst, *len, is_int(*len), "an integer");
                Some(None)
            }
            InstKind::Memset { dst, byte, len } => {
                self.expect(inst, *dst, is_ptr(*dst), "ptr");
                self.expect(inst, *byte, t.int_width(self.ty(*byte)) == Some(8), "i8");
                self.expect(inst, *len, is_int(*len), "an integer");
                Some(None)
            }
            InstKind::AtomicRmw { op, ptr, value, .. } => {
                self.expect(inst, *ptr, is_ptr(*ptr), "ptr");
                let vt = self.ty(*value);
                let ok = if op.is_float() {
                    t.is_float(vt)
                } else if *op == RmwOp::Xchg {
                    t.is_scalar(vt)
                } else {
                    t.is_int(vt)
                };
                self.expect(inst, *value, ok, "a value the operation applies to");
                Some(Some(vt))
            }
            InstKind::CmpXchg {
                ptr, expected, new, ..
            } => {
                self.expect(inst, *ptr, is_ptr(*ptr), "ptr");
                let et = self.ty(*expected);
                self.expect(
                    inst,
                    *expected,
                    t.is_int(et) || t.is_ptr(et),
                    "an integer or pointer",
                );
                if self.ty(*new) != et {
                    self.error(
                        Some(inst),
                        "cmpxchg expected and new values have different types",
                    );
                }
                Some(Some(et))
            }
            InstKind::Fence(o) => {
                if *o == Ordering::Relaxed {
                    self.error(Some(inst), "a relaxed fence orders nothing");
                }
                Some(None)
            }
            InstKind::Intrinsic { op, args } => self.intrinsic(inst, *op, args),
            InstKind::InlineAsm(a) => {
                self.inline_asm(inst, a);
                if a.goto.is_some() {
                    self.branch(inst, region);
                }
                Some(None)
            }
            InstKind::Call { callee, args } => {
                let sig = m.func(*callee).sig;
                self.call(inst, sig, args, result);
                None
            }
            InstKind::CallIndirect { sig, callee, args } => {
                self.expect(inst, *callee, is_ptr(*callee), "ptr");
                if matches!(t.kind(*sig), TypeKind::Func { .. }) {
                    self.call(inst, *sig, args, result);
                } else {
                    self.error(Some(inst), "call_indirect needs a function type");
                }
                None
            }
            InstKind::VaStart(l) => {
                self.expect(inst, *l, is_ptr(*l), "ptr");
                if !m.sig_parts(self.f.sig).2 {
                    self.error(Some(inst), "va_start in a function that is not variadic");
                }
                Some(None)
            }
            InstKind::VaEnd(l) => {
                self.expect(inst, *l, is_ptr(*l), "ptr");
                Some(None)
            }
            InstKind::VaCopy { dst, src } => {
                self.expect(inst, *dst, is_ptr(*dst), "ptr");
                self.expect(inst, *src, is_ptr(*src), "ptr");
                Some(None)
            }
            InstKind::VaArg(l) => {
                self.expect(inst, *l, is_ptr(*l), "ptr");
                if result
                    .is_none_or(|r| matches!(t.kind(r), TypeKind::Void | TypeKind::Func { .. }))
                {
                    self.error(Some(inst), "va_arg must produce a sized value");
                }
                None
            }
            InstKind::BlockAddr(b) => {
                let body = self.body;
                if b.index() >= body.blocks.len()
                    || body.block_region(*b) != Some(Body::BODY_REGION)
                    || body.region(Body::BODY_REGION).blocks.first() == Some(b)
                {
                    self.error(
                        Some(inst),
                        format!("blockaddr {b} must name a non-entry block of the function body"),
                    );
                } else if !body.block(*b).params.is_empty() {
                    self.error(Some(inst), format!("blockaddr target {b} takes parameters"));
                }
                Some(Some(self.ptr_ty()))
            }
            InstKind::Br(_)
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::IndirectBr { .. } => {
                self.branch(inst, region);
                Some(None)
            }
            InstKind::Ret(v) => {
                if region != Body::BODY_REGION {
                    self.error(
                        Some(inst),
                        "ret inside a directive region (leave it with yield)",
                    );
                }
                let ret = m.sig_parts(self.f.sig).1;
                match v {
                    None if !t.is_void(ret) => {
                        self.error(Some(inst), "ret without a value in a non-void function")
                    }
                    Some(v) if self.ty(*v) != ret => {
                        let (a, b) = (self.tname(self.ty(*v)), self.tname(ret));
                        self.error(
                            Some(inst),
                            format!("returns {a} from a function returning {b}"),
                        )
                    }
                    _ => {}
                }
                Some(None)
            }
            InstKind::Unreachable => Some(None),
            InstKind::Yield(vs) => {
                self.yield_(inst, region, vs);
                Some(None)
            }
            InstKind::Directive(d) => {
                self.directive(inst, region, d);
                Some(None)
            }
        };
        if let Some(want) = want {
            match (want, result) {
                (None, Some(_)) => self.error(Some(inst), "instruction produces no value"),
                (Some(_), None) => self.error(Some(inst), "instruction must produce a value"),
                (Some(w), Some(r)) if w != r => {
                    let (a, b) = (self.tname(r), self.tname(w));
                    self.error(Some(inst), format!("result type {a} should be {b}"))
                }
                _ => {}
            }
        }
    }

    /// Operand rules of intrinsics; returns the required result type.
    fn intrinsic(&mut self, inst: Inst, op: IntrinsicOp, args: &[Value]) -> Option<Option<TypeId>> {
        use IntrinsicOp as I;
        let t = &self.m.types;
        let tys: Vec<TypeId> = args.iter().map(|&a| self.ty(a)).collect();
        let (arity, result) = match op {
            I::Ctpop | I::Ctlz | I::Cttz | I::Bswap => (1, tys.first().copied()),
            I::Fabs | I::Sqrt | I::Floor | I::Ceil | I::Trunc | I::Round => {
                (1, tys.first().copied())
            }
            I::Copysign | I::Minnum | I::Maxnum => (2, tys.first().copied()),
            I::Fma => (3, tys.first().copied()),
            I::Trap => (0, None),
            I::StackSave => (0, Some(self.ptr_ty())),
            I::StackRestore => (1, None),
            I::Expect => (2, tys.first().copied()),
            I::Assume => (1, None),
            I::GangId(_)
            | I::NumGangs(_)
            | I::WorkerId
            | I::NumWorkers
            | I::VectorLane
            | I::VectorLength => (0, Some(self.find(TypeKind::Int(32)))),
            I::Barrier | I::WorkerBarrier | I::WarpSync => (0, None),
            I::ShuffleDown | I::ShuffleXor => (2, tys.first().copied()),
            I::SharedScratch => (0, Some(self.ptr_ty())),
            I::NoUnroll => (0, None),
            I::Libm(f) => (
                f.arity(),
                match f.sig() {
                    MathSig::ToInt => Some(self.find(TypeKind::Int(32))),
                    _ => tys.first().copied(),
                },
            ),
            I::AccOnDevice => (1, Some(self.find(TypeKind::Int(32)))),
            I::OmpQuery(q) => (q.arity(), Some(self.find(TypeKind::Int(32)))),
        };
        if let I::GangId(d) | I::NumGangs(d) = op {
            if d > 2 {
                self.error(Some(inst), format!("grid dimension {d} out of range"));
            }
        }
        if args.len() != arity {
            self.error(
                Some(inst),
                format!("intrinsic {} takes {arity} operands", op.name()),
            );
            return Some(result);
        }
        let same = tys.windows(2).all(|w| w[0] == w[1]);
        let ok = match op {
            I::Ctpop | I::Ctlz | I::Cttz => t.is_int(tys[0]),
            I::Bswap => t.int_width(tys[0]).is_some_and(|w| w >= 16 && w % 16 == 0),
            I::Fabs
            | I::Sqrt
            | I::Floor
            | I::Ceil
            | I::Trunc
            | I::Round
            | I::Copysign
            | I::Minnum
            | I::Maxnum
            | I::Fma => t.is_float(tys[0]) && same,
            I::Trap | I::StackSave => true,
            I::StackRestore => t.is_ptr(tys[0]),
            I::Expect => t.is_int(tys[0]) && same,
            I::Assume => t.int_width(tys[0]) == Some(1),
            I::GangId(_)
            | I::NumGangs(_)
            | I::WorkerId
            | I::NumWorkers
            | I::VectorLane
            | I::VectorLength
            | I::Barrier
            | I::WorkerBarrier
            | I::WarpSync
            | I::SharedScratch
            | I::NoUnroll
            | I::OmpQuery(_) => true,
            // The C library has the `double` and `float` variants.
            I::Libm(f) => {
                matches!(t.kind(tys[0]), TypeKind::F32 | TypeKind::F64)
                    && match f.sig() {
                        MathSig::ScaleInt => t.int_width(tys[1]) == Some(32),
                        _ => same,
                    }
            }
            I::AccOnDevice => t.int_width(tys[0]) == Some(32),
            // `long double` is a `double` in device registers.
            I::ShuffleDown | I::ShuffleXor => {
                matches!(
                    t.kind(tys[0]),
                    TypeKind::Int(32 | 64) | TypeKind::F32 | TypeKind::F64 | TypeKind::F80
                ) && t.int_width(tys[1]) == Some(32)
            }
        };
        if !ok {
            self.error(
                Some(inst),
                format!("operands of intrinsic {} have the wrong types", op.name()),
            );
        }
        Some(result)
    }

    fn ptr_ty(&self) -> TypeId {
        self.find(TypeKind::Ptr)
    }
    fn i1_ty(&self) -> TypeId {
        self.find(TypeKind::Int(1))
    }
    /// The id of an interned type; a type that is not in the table cannot be
    /// equal to any existing value's type, so a fresh id makes the check fail.
    fn find(&self, kind: TypeKind) -> TypeId {
        self.m
            .types
            .iter()
            .find(|(_, k)| **k == kind)
            .map(|(id, _)| id)
            .unwrap_or(TypeId(u32::MAX))
    }

    fn check_align(&mut self, inst: Inst, align: u32) {
        if align != 0 && !align.is_power_of_two() {
            self.error(Some(inst), "alignment must be a power of two");
        }
    }

    fn cast(&mut self, inst: Inst, op: CastOp, from: TypeId, to: TypeId) {
        let t = &self.m.types;
        let (fw, tw) = (t.int_width(from), t.int_width(to));
        let ok = match op {
            CastOp::Trunc => matches!((fw, tw), (Some(a), Some(b)) if a > b),
            CastOp::ZExt | CastOp::SExt => matches!((fw, tw), (Some(a), Some(b)) if a < b),
            CastOp::FpTrunc => {
                t.is_float(from) && t.is_float(to) && float_rank(t, from) > float_rank(t, to)
            }
            CastOp::FpExt => {
                t.is_float(from) && t.is_float(to) && float_rank(t, from) < float_rank(t, to)
            }
            CastOp::FpToSi | CastOp::FpToUi => t.is_float(from) && tw.is_some(),
            CastOp::SiToFp | CastOp::UiToFp => fw.is_some() && t.is_float(to),
            CastOp::PtrToInt => t.is_ptr(from) && tw.is_some(),
            CastOp::IntToPtr => fw.is_some() && t.is_ptr(to),
            CastOp::Bitcast => {
                t.is_scalar(from)
                    && t.is_scalar(to)
                    && !t.is_ptr(from)
                    && !t.is_ptr(to)
                    && t.size_of(from) == t.size_of(to)
                    && fw.is_none_or(|w| w % 8 == 0)
            }
        };
        if !ok {
            let (a, b) = (self.tname(from), self.tname(to));
            self.error(Some(inst), format!("invalid {} from {a} to {b}", op.name()));
        }
    }

    fn call(&mut self, inst: Inst, sig: TypeId, args: &[Value], result: Option<TypeId>) {
        if !matches!(self.m.types.kind(sig), TypeKind::Func { .. }) {
            self.error(Some(inst), "callee has no function type");
            return;
        }
        let (params, ret, variadic) = self.m.sig_parts(sig);
        let count_ok = if variadic {
            args.len() >= params.len()
        } else {
            args.len() == params.len()
        };
        if !count_ok {
            self.error(
                Some(inst),
                format!(
                    "call passes {} arguments, callee takes {}",
                    args.len(),
                    params.len()
                ),
            );
        }
        for (i, (&a, &p)) in args.iter().zip(params).enumerate() {
            if self.ty(a) != p {
                let (x, y) = (self.tname(self.ty(a)), self.tname(p));
                self.error(
                    Some(inst),
                    format!("argument {i} has type {x}, parameter has {y}"),
                );
            }
        }
        let void = self.m.types.is_void(ret);
        match result {
            Some(_) if void => self.error(Some(inst), "call of a void function produces a value"),
            None if !void => self.error(Some(inst), "call result is not named"),
            Some(r) if r != ret => {
                self.error(Some(inst), "call result type differs from the callee's")
            }
            _ => {}
        }
    }

    fn branch(&mut self, inst: Inst, region: Region) {
        let body = self.body;
        let kind = &body.inst(inst).kind;
        for target in kind.successors() {
            if body.block_region(target) != Some(region) {
                self.error(Some(inst), format!("branch to {target} outside the region"));
            } else if body.region(region).blocks.first() == Some(&target) {
                self.error(Some(inst), format!("branch to the entry block {target}"));
            }
        }
        for bc in kind.block_calls() {
            let params = &body.block(bc.block).params;
            if params.len() != bc.args.len() {
                self.error(
                    Some(inst),
                    format!(
                        "{} takes {} arguments, {} given",
                        bc.block,
                        params.len(),
                        bc.args.len()
                    ),
                );
                continue;
            }
            for (&a, &p) in bc.args.iter().zip(params) {
                if self.ty(a) != self.ty(p) {
                    self.error(
                        Some(inst),
                        format!("argument {a} does not match the type of {p}"),
                    );
                }
            }
        }
        match kind {
            InstKind::CondBr { cond, .. } => {
                let ok = self.m.types.int_width(self.ty(*cond)) == Some(1);
                self.expect(inst, *cond, ok, "i1");
            }
            InstKind::Switch { arg, cases, .. } => {
                let ok = self.m.types.is_int(self.ty(*arg));
                self.expect(inst, *arg, ok, "an integer");
                for (c, b) in cases {
                    if !body.block(*b).params.is_empty() {
                        self.error(
                            Some(inst),
                            format!("switch target {b} for case {c} takes parameters"),
                        );
                    }
                }
                if let InstKind::Switch { default, .. } = kind {
                    if !body.block(*default).params.is_empty() {
                        self.error(Some(inst), "switch default target takes parameters");
                    }
                }
            }
            InstKind::InlineAsm(a) => {
                for b in a
                    .goto
                    .iter()
                    .flat_map(|g| g.labels.iter().chain([&g.fallthrough]))
                {
                    if !body.block(*b).params.is_empty() {
                        self.error(Some(inst), format!("asm goto target {b} takes parameters"));
                    }
                }
            }
            InstKind::IndirectBr { addr, dests } => {
                let ok = matches!(self.m.types.kind(self.ty(*addr)), TypeKind::Ptr);
                self.expect(inst, *addr, ok, "a pointer");
                for b in dests {
                    if !body.block(*b).params.is_empty() {
                        self.error(
                            Some(inst),
                            format!("indirectbr target {b} takes parameters"),
                        );
                    }
                }
            }
            _ => {}
        }
    }

    fn enclosing_directive(&self, region: Region) -> Option<&DirectiveOp> {
        let parent = self.body.region_parent(region)?;
        match &self.body.inst(parent).kind {
            InstKind::Directive(d) => Some(d),
            _ => None,
        }
    }

    /// Directives enclosing `region`, innermost first.
    fn ancestors(&self, mut region: Region) -> Vec<&DirectiveOp> {
        let mut out = Vec::new();
        while let Some(p) = self.body.region_parent(region) {
            if let InstKind::Directive(d) = &self.body.inst(p).kind {
                out.push(&**d);
            }
            match self
                .body
                .inst(p)
                .block
                .and_then(|b| self.body.block_region(b))
            {
                Some(r) => region = r,
                None => break,
            }
        }
        out
    }

    fn yield_(&mut self, inst: Inst, region: Region, vs: &[Value]) {
        let Some(d) = self.enclosing_directive(region) else {
            self.error(Some(inst), "yield outside a directive region");
            return;
        };
        let want: Vec<TypeId> = match &d.kind {
            DirectiveKind::Atomic { ty, .. } => vec![*ty],
            _ => Vec::new(),
        };
        let got: Vec<TypeId> = vs.iter().map(|&v| self.ty(v)).collect();
        if got != want {
            self.error(
                Some(inst),
                format!(
                    "yield passes {} values, the region yields {}",
                    got.len(),
                    want.len()
                ),
            );
        }
    }

    fn directive(&mut self, inst: Inst, region: Region, d: &DirectiveOp) {
        let t = &self.m.types;
        let body = self.body;
        let name = d.kind.mnemonic();
        if d.kind.has_region() != d.region.is_some() {
            let msg = if d.region.is_some() {
                format!("{name} takes no region")
            } else {
                format!("{name} needs a region")
            };
            self.error(Some(inst), msg);
        }
        if let Some(r) = d.region {
            if body.region_parent(r) != Some(inst) {
                self.error(Some(inst), "region is not owned by this operation");
            }
        }
        for c in &d.clauses {
            if !d.kind.allows(c) {
                self.error(
                    Some(inst),
                    format!("clause {} is not allowed on {name}", c.name()),
                );
            }
            for v in c.vars() {
                if !t.is_ptr(self.ty(v.var)) {
                    self.error(
                        Some(inst),
                        format!(
                            "variable '{}' in {} must be an address (ptr)",
                            v.name,
                            c.name()
                        ),
                    );
                }
                for b in &v.bounds {
                    for x in [b.lower, b.length].into_iter().chain(b.stride) {
                        let ok = t.is_int(self.ty(x));
                        self.expect(inst, x, ok, "an integer bound");
                    }
                    // Only data clauses move sections; private copies and reductions of
                    // strided sections are not supported (a front end leaves out stride 1).
                    if b.stride.is_some() && !matches!(c, Clause::Data(_)) {
                        self.error(
                            Some(inst),
                            format!(
                                "a stride on '{}' in {}: only data clauses take strided bounds",
                                v.name,
                                c.name()
                            ),
                        );
                    }
                }
            }
            match c {
                Clause::NumGangs(vs) if vs.is_empty() || vs.len() > 3 => {
                    self.error(Some(inst), "num_gangs takes one to three values")
                }
                Clause::Gang { dim: Some(dim), .. } if !(1..=3).contains(dim) => {
                    self.error(Some(inst), "gang dim must be 1, 2 or 3")
                }
                Clause::If(v) => {
                    let ok = t.int_width(self.ty(*v)) == Some(1);
                    self.expect(inst, *v, ok, "i1");
                }
                Clause::Reduction(
                    op @ (ReductionOp::UMax
                    | ReductionOp::UMin
                    | ReductionOp::Eqv
                    | ReductionOp::Neqv),
                    vars,
                ) => {
                    // Unsigned max/min and the logical equivalences (Fortran logicals):
                    // integer variables (or arrays of integers) only.
                    for v in vars {
                        let mut ty = v.bounds.last().map_or(v.ty, |b| b.elem);
                        while let TypeKind::Array { elem, .. } = t.kind(ty) {
                            ty = *elem;
                        }
                        if !t.is_int(ty) {
                            self.error(
                                Some(inst),
                                format!(
                                    "reduction({}) on '{}', which is not an integer",
                                    op.name(),
                                    v.name
                                ),
                            );
                        }
                    }
                }
                _ => {}
            }
        }
        let ancestors = self.ancestors(region);
        let in_compute = ancestors
            .iter()
            .any(|a| matches!(a.kind, DirectiveKind::Compute(_)));
        let entry_params: Vec<TypeId> = d
            .region
            .and_then(|r| body.region(r).blocks.first().copied())
            .map(|b| body.block(b).params.iter().map(|&p| self.ty(p)).collect())
            .unwrap_or_default();
        match &d.kind {
            DirectiveKind::Compute(_) if in_compute => self.error(
                Some(inst),
                "compute construct nested inside a compute region",
            ),
            DirectiveKind::Data
            | DirectiveKind::EnterData
            | DirectiveKind::ExitData
            | DirectiveKind::Update
            | DirectiveKind::HostData
            | DirectiveKind::Wait
            | DirectiveKind::Declare
                if in_compute =>
            {
                self.error(Some(inst), format!("{name} inside a compute region"))
            }
            DirectiveKind::Cache
                if !matches!(
                    ancestors.first().map(|a| &a.kind),
                    Some(DirectiveKind::Loop { .. })
                ) =>
            {
                self.error(
                    Some(inst),
                    "acc.cache must be directly inside an acc.loop region",
                );
            }
            DirectiveKind::Loop { dims } => {
                if !in_compute && self.f.routine.is_none() {
                    self.error(
                        Some(inst),
                        "acc.loop outside a compute region and not in a routine",
                    );
                }
                self.loop_dims(inst, name, dims, d.region.is_some(), &entry_params);
            }
            DirectiveKind::Omp(crate::directive::OmpOp::Loop { dims }) => {
                self.loop_dims(inst, name, dims, d.region.is_some(), &entry_params);
            }
            DirectiveKind::HostData => {
                let n: usize = d
                    .clauses
                    .iter()
                    .filter_map(|c| match c {
                        Clause::Data(dc) if dc.kind == DataClauseKind::UseDevice => {
                            Some(dc.vars.len())
                        }
                        _ => None,
                    })
                    .sum();
                if entry_params.len() != n || entry_params.iter().any(|&p| !t.is_ptr(p)) {
                    self.error(Some(inst), "host_data region entry must take one device address per use_device variable");
                }
            }
            DirectiveKind::Atomic {
                kind,
                ty,
                x,
                v,
                expr,
            } => {
                self.expect(inst, *x, t.is_ptr(self.ty(*x)), "ptr");
                if !t.is_scalar(*ty) {
                    self.error(Some(inst), "atomic operations need a scalar type");
                }
                let (need_v, need_expr) = match kind {
                    AtomicKind::Read => (true, false),
                    AtomicKind::Write => (false, true),
                    AtomicKind::Update => (false, false),
                    AtomicKind::Capture { .. } => (true, false),
                };
                if need_v != v.is_some() {
                    self.error(
                        Some(inst),
                        format!(
                            "atomic {} {} a v(...) address",
                            kind.name(),
                            if need_v { "needs" } else { "takes no" }
                        ),
                    );
                }
                if need_expr != expr.is_some() {
                    self.error(
                        Some(inst),
                        format!(
                            "atomic {} {} an expr(...) value",
                            kind.name(),
                            if need_expr { "needs" } else { "takes no" }
                        ),
                    );
                }
                if let Some(e) = expr {
                    if self.ty(*e) != *ty {
                        self.error(Some(inst), "atomic write value has the wrong type");
                    }
                }
                if d.region.is_some() && entry_params != vec![*ty] {
                    self.error(
                        Some(inst),
                        "atomic update region entry must take the old value",
                    );
                }
            }
            _ => {}
        }
        if !matches!(
            d.kind,
            DirectiveKind::Loop { .. }
                | DirectiveKind::HostData
                | DirectiveKind::Atomic { .. }
                | DirectiveKind::Omp(crate::directive::OmpOp::Loop { .. })
        ) && !entry_params.is_empty()
        {
            self.error(
                Some(inst),
                format!("{name} region entry takes no parameters"),
            );
        }
        let _ = BinOp::Add;
    }
}

/// Order of the float types by precision (`f80` < `f128` though both take 16 bytes).
fn float_rank(t: &crate::types::TypeTable, ty: TypeId) -> u32 {
    match t.kind(ty) {
        TypeKind::F16 => 1,
        TypeKind::F32 => 2,
        TypeKind::F64 => 3,
        TypeKind::F80 => 4,
        TypeKind::F128 => 5,
        _ => 0,
    }
}

/// The comma-separated constraints of an LLVM constraint string (commas inside
/// `{…}` register names do not split).
pub fn split_constraints(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0usize);
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    if !s.is_empty() {
        out.push(&s[start..]);
    }
    out
}
