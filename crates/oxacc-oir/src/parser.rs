//! Parser for the OIR text form written by [`crate::printer`]. Malformed input
//! gives a [`ParseError`] with line:column, never a panic. Values and blocks
//! may be used before their definition (the verifier checks dominance).
//! Block labels start with `bb`; `loc` is reserved after an instruction.

use std::collections::HashMap;

use smol_str::SmolStr;

use crate::directive::*;
use crate::entity::{Block, FuncId, GlobalId, Region, TypeId, Value};
use crate::inst::*;
use crate::lexer::{tokenize, Tok, Token};
use crate::module::*;
use crate::types::{AggregateKind, Ext, Field, TypeKind};

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {msg}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub msg: String,
}

type PResult<T> = Result<T, ParseError>;

/// Parses a module in the text form.
pub fn parse_module(src: &str) -> PResult<Module> {
    let toks = tokenize(src)?;
    let mut p = Parser {
        toks,
        pos: 0,
        m: Module::default(),
        funcs: HashMap::new(),
        globals: HashMap::new(),
    };
    p.prescan()?;
    p.module()?;
    Ok(p.m)
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    m: Module,
    funcs: HashMap<String, FuncId>,
    globals: HashMap<String, GlobalId>,
}

/// Per-function name tables.
#[derive(Default)]
struct FnCtx {
    body: Body,
    values: HashMap<String, Value>,
    /// First use of a value not yet defined (for the error message).
    pending: HashMap<Value, (u32, u32, String)>,
    blocks: HashMap<String, Block>,
    block_use: HashMap<Block, (u32, u32, String)>,
}

const PLACEHOLDER: Block = Block(u32::MAX);

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }
    fn peek_at(&self, n: usize) -> &Tok {
        &self.toks[(self.pos + n).min(self.toks.len() - 1)].tok
    }
    fn here(&self) -> (u32, u32) {
        let t = &self.toks[self.pos];
        (t.line, t.col)
    }
    fn err<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let (line, col) = self.here();
        Err(ParseError {
            line,
            col,
            msg: msg.into(),
        })
    }
    fn next(&mut self) -> Tok {
        let t = self.toks[self.pos].tok.clone();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }
    fn is_punct(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }
    fn eat_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.next();
            true
        } else {
            false
        }
    }
    fn expect_punct(&mut self, p: &str) -> PResult<()> {
        if self.eat_punct(p) {
            Ok(())
        } else {
            self.err(format!("expected '{p}', found {}", describe(self.peek())))
        }
    }
    fn is_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == kw)
    }
    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.is_kw(kw) {
            self.next();
            true
        } else {
            false
        }
    }
    fn expect_kw(&mut self, kw: &str) -> PResult<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            self.err(format!("expected '{kw}', found {}", describe(self.peek())))
        }
    }
    fn ident(&mut self) -> PResult<String> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                self.next();
                Ok(s)
            }
            t => self.err(format!("expected an identifier, found {}", describe(&t))),
        }
    }
    fn int(&mut self) -> PResult<i128> {
        match self.peek().clone() {
            Tok::Int(v) => {
                self.next();
                Ok(v)
            }
            Tok::Hex(v) => {
                self.next();
                Ok(v as i128)
            }
            t => self.err(format!("expected an integer, found {}", describe(&t))),
        }
    }
    fn uint<T: TryFrom<i128>>(&mut self) -> PResult<T> {
        let v = self.int()?;
        match T::try_from(v) {
            Ok(v) => Ok(v),
            Err(_) => {
                self.pos -= 1;
                self.err(format!("integer {v} out of range"))
            }
        }
    }
    fn string(&mut self) -> PResult<Vec<u8>> {
        match self.peek().clone() {
            Tok::Str(s) => {
                self.next();
                Ok(s)
            }
            t => self.err(format!("expected a string, found {}", describe(&t))),
        }
    }
    fn utf8_string(&mut self) -> PResult<SmolStr> {
        let s = self.string()?;
        match String::from_utf8(s) {
            Ok(s) => Ok(s.into()),
            Err(_) => self.err("string is not UTF-8"),
        }
    }

    /// Reserves every function and global name so bodies may refer forward.
    fn prescan(&mut self) -> PResult<()> {
        let void = self.m.void();
        for i in 0..self.toks.len().saturating_sub(1) {
            let (Tok::Ident(kw), Tok::Symbol(name)) = (&self.toks[i].tok, &self.toks[i + 1].tok)
            else {
                continue;
            };
            let at_line_start = i == 0 || self.toks[i - 1].line != self.toks[i].line;
            if !at_line_start {
                continue;
            }
            let dup = self.funcs.contains_key(name) || self.globals.contains_key(name);
            let known = matches!(kw.as_str(), "func" | "declare" | "global");
            if known && dup {
                let t = &self.toks[i + 1];
                return Err(ParseError {
                    line: t.line,
                    col: t.col,
                    msg: format!("redefinition of @{name}"),
                });
            }
            match kw.as_str() {
                "func" | "declare" => {
                    let id = self.m.declare_func(name, void);
                    self.funcs.insert(name.clone(), id);
                }
                "global" => {
                    let id = self.m.add_global(GlobalData::new(name, void, None));
                    self.globals.insert(name.clone(), id);
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn module(&mut self) -> PResult<()> {
        loop {
            match self.peek().clone() {
                Tok::Eof => return Ok(()),
                Tok::Ident(kw) => match kw.as_str() {
                    "module" => {
                        self.next();
                        self.m.name = self.utf8_string()?;
                    }
                    "file" => {
                        self.next();
                        let n = match self.next() {
                            Tok::File(n) => n,
                            _ => {
                                self.pos -= 1;
                                return self.err("expected a file number like #0");
                            }
                        };
                        if n as usize != self.m.files.len() {
                            self.pos -= 1;
                            return self.err(format!(
                                "files must be numbered in order; expected #{}",
                                self.m.files.len()
                            ));
                        }
                        let name = self.utf8_string()?;
                        self.m.files.push(name);
                    }
                    "type" => self.type_def()?,
                    "global" => self.global()?,
                    "func" | "declare" => self.func()?,
                    "asm" => {
                        self.next();
                        let text = self.utf8_string()?;
                        self.m.asm.push(text);
                    }
                    "ctor" | "dtor" => {
                        self.next();
                        let f = self.func_ref()?;
                        let prio = self.uint()?;
                        if kw == "ctor" {
                            self.m.ctors.push((f, prio));
                        } else {
                            self.m.dtors.push((f, prio));
                        }
                    }
                    _ => return self.err(format!("expected a top-level item, found '{kw}'")),
                },
                t => return self.err(format!("expected a top-level item, found {}", describe(&t))),
            }
        }
    }

    fn type_def(&mut self) -> PResult<()> {
        self.expect_kw("type")?;
        let name = match self.next() {
            Tok::TypeName(n) => n,
            _ => {
                self.pos -= 1;
                return self.err("expected a type name like $pair");
            }
        };
        if self.m.types.by_name(&name).is_some() {
            self.pos -= 1;
            return self.err(format!("redefinition of type ${name}"));
        }
        self.expect_punct("=")?;
        self.aggregate(Some(name.into()))?;
        Ok(())
    }

    fn aggregate(&mut self, name: Option<SmolStr>) -> PResult<TypeId> {
        let kind = if self.eat_kw("struct") {
            AggregateKind::Struct
        } else if self.eat_kw("union") {
            AggregateKind::Union
        } else {
            return self.err("expected 'struct' or 'union'");
        };
        self.expect_kw("size")?;
        let size = self.uint()?;
        self.expect_kw("align")?;
        let align: u64 = self.uint()?;
        if !align.is_power_of_two() {
            self.pos -= 1;
            return self.err("alignment must be a power of two");
        }
        self.expect_punct("{")?;
        let mut fields = Vec::new();
        if !self.eat_punct("}") {
            loop {
                let ty = self.ty()?;
                let offset = match self.next() {
                    Tok::Symbol(s) => match s.parse() {
                        Ok(o) => o,
                        Err(_) => {
                            self.pos -= 1;
                            return self.err("expected a field offset like @8");
                        }
                    },
                    _ => {
                        self.pos -= 1;
                        return self.err("expected a field offset like @8");
                    }
                };
                fields.push(Field { ty, offset });
                if self.eat_punct("}") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        Ok(self.m.types.intern(TypeKind::Aggregate {
            name,
            kind,
            size,
            align,
            fields,
        }))
    }

    fn ty(&mut self) -> PResult<TypeId> {
        match self.peek().clone() {
            Tok::Ident(s) => {
                let kind = match s.as_str() {
                    "void" => TypeKind::Void,
                    "f32" => TypeKind::F32,
                    "f64" => TypeKind::F64,
                    "f80" => TypeKind::F80,
                    "f16" => TypeKind::F16,
                    "f128" => TypeKind::F128,
                    "ptr" => TypeKind::Ptr,
                    "struct" | "union" => return self.aggregate(None),
                    "fn" => return self.fn_type(),
                    s if s.starts_with('i') => match s[1..].parse::<u32>() {
                        Ok(w @ (1 | 8 | 16 | 32 | 64 | 128)) => TypeKind::Int(w),
                        _ => return self.err(format!("unknown type '{s}'")),
                    },
                    s => return self.err(format!("unknown type '{s}'")),
                };
                self.next();
                Ok(self.m.types.intern(kind))
            }
            Tok::TypeName(n) => match self.m.types.by_name(&n) {
                Some(t) => {
                    self.next();
                    Ok(t)
                }
                None => self.err(format!("unknown type ${n}")),
            },
            Tok::Punct("[") => {
                self.next();
                let len = self.uint()?;
                self.expect_kw("x")?;
                let elem = self.ty()?;
                self.expect_punct("]")?;
                Ok(self.m.types.intern(TypeKind::Array { elem, len }))
            }
            t => self.err(format!("expected a type, found {}", describe(&t))),
        }
    }

    fn fn_type(&mut self) -> PResult<TypeId> {
        self.expect_kw("fn")?;
        self.expect_punct("(")?;
        let mut params = Vec::new();
        let mut param_ext = Vec::new();
        let mut variadic = false;
        if !self.eat_punct(")") {
            loop {
                if self.eat_punct("...") {
                    variadic = true;
                    self.expect_punct(")")?;
                    break;
                }
                params.push(self.ty()?);
                param_ext.push(self.ext());
                if self.eat_punct(")") {
                    break;
                }
                self.expect_punct(",")?;
            }
        }
        self.expect_punct("->")?;
        let ret = self.ty()?;
        let ret_ext = self.ext();
        Ok(self.m.types.intern(TypeKind::Func {
            params,
            ret,
            variadic,
            param_ext,
            ret_ext,
        }))
    }

    fn ext(&mut self) -> Ext {
        if self.eat_kw("sext") {
            Ext::Sext
        } else if self.eat_kw("zext") {
            Ext::Zext
        } else {
            Ext::None
        }
    }

    fn linkage_and_visibility(&mut self) -> (Linkage, Visibility) {
        let mut linkage = Linkage::External;
        let mut vis = Visibility::Default;
        while let Tok::Ident(s) = self.peek() {
            if let Some(l) = Linkage::ALL.iter().find(|l| l.name() == s) {
                linkage = *l;
            } else if let Some(v) = Visibility::ALL.iter().find(|v| v.name() == s) {
                vis = *v;
            } else {
                break;
            }
            self.next();
        }
        (linkage, vis)
    }

    fn symbol(&mut self) -> PResult<String> {
        match self.next() {
            Tok::Symbol(s) => Ok(s),
            t => {
                self.pos -= 1;
                self.err(format!(
                    "expected a symbol like @name, found {}",
                    describe(&t)
                ))
            }
        }
    }

    fn global(&mut self) -> PResult<()> {
        self.expect_kw("global")?;
        let name = self.symbol()?;
        let id = self.globals[&name];
        self.expect_punct(":")?;
        let ty = self.ty()?;
        let (linkage, visibility) = self.linkage_and_visibility();
        let constant = self.eat_kw("const");
        let thread_local = self.eat_kw("thread_local");
        let align = if self.eat_kw("align") {
            self.uint()?
        } else {
            0
        };
        let section = if self.eat_kw("section") {
            Some(self.utf8_string()?)
        } else {
            None
        };
        let used = self.eat_kw("used");
        let acc_declare = if self.eat_kw("acc_declare") {
            self.expect_punct("(")?;
            let k = self.ident()?;
            let Some(kind) = DataClauseKind::ALL.iter().copied().find(|d| d.name() == k) else {
                self.pos -= 1;
                return self.err(format!("unknown data clause '{k}'"));
            };
            self.expect_punct(")")?;
            Some(kind)
        } else {
            None
        };
        let init = if self.eat_punct("=") {
            Some(self.init()?)
        } else {
            None
        };
        self.m.globals[id.index()] = GlobalData {
            name: name.into(),
            ty,
            init,
            linkage,
            visibility,
            constant,
            thread_local,
            align,
            section,
            used,
            acc_declare,
        };
        Ok(())
    }

    fn init(&mut self) -> PResult<ConstInit> {
        match self.peek().clone() {
            Tok::Ident(s) if s == "zero" => {
                self.next();
                Ok(ConstInit::Zero)
            }
            Tok::Ident(s) if s == "undef" => {
                self.next();
                Ok(ConstInit::Undef)
            }
            Tok::Ident(s) if s == "union" => {
                self.next();
                let field = self.uint()?;
                Ok(ConstInit::Union(field, Box::new(self.init()?)))
            }
            Tok::Int(v) => {
                self.next();
                Ok(ConstInit::Int(v))
            }
            Tok::Float(f) => {
                self.next();
                Ok(ConstInit::Float(f))
            }
            Tok::HexK(bits) => {
                self.next();
                Ok(ConstInit::F80(bits))
            }
            Tok::HexL(bits) => {
                self.next();
                Ok(ConstInit::F128(bits))
            }
            // Non-finite floats are written as their bit pattern.
            Tok::Hex(bits) => {
                self.next();
                match u64::try_from(bits) {
                    Ok(b) => Ok(ConstInit::Float(f64::from_bits(b))),
                    Err(_) => self.err("float bit pattern wider than 64 bits"),
                }
            }
            Tok::CStr(b) => {
                self.next();
                Ok(ConstInit::Bytes(b))
            }
            Tok::Symbol(s) => {
                self.next();
                if let Some(&g) = self.globals.get(&s) {
                    let off = if self.eat_punct("+") {
                        match i64::try_from(self.int()?) {
                            Ok(o) => o,
                            Err(_) => return self.err("offset out of range"),
                        }
                    } else {
                        0
                    };
                    Ok(ConstInit::GlobalAddr(g, off))
                } else if let Some(&f) = self.funcs.get(&s) {
                    Ok(ConstInit::FuncAddr(f))
                } else {
                    self.pos -= 1;
                    self.err(format!("unknown symbol @{s}"))
                }
            }
            Tok::Punct("{") => {
                self.next();
                let mut items = Vec::new();
                if !self.eat_punct("}") {
                    loop {
                        items.push(self.init()?);
                        if self.eat_punct("}") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                Ok(ConstInit::Aggregate(items))
            }
            t => self.err(format!("expected an initializer, found {}", describe(&t))),
        }
    }

    fn loc(&mut self) -> PResult<SrcLoc> {
        if !(self.is_kw("loc") && matches!(self.peek_at(1), Tok::Punct("("))) {
            return Ok(SrcLoc::default());
        }
        self.next();
        self.expect_punct("(")?;
        let file = match self.next() {
            Tok::File(f) => f,
            _ => {
                self.pos -= 1;
                return self.err("expected a file number like #0");
            }
        };
        self.expect_punct(":")?;
        let line = self.uint()?;
        self.expect_punct(":")?;
        let col = self.uint()?;
        self.expect_punct(")")?;
        Ok(SrcLoc { file, line, col })
    }

    fn func(&mut self) -> PResult<()> {
        let is_def = self.ident()? == "func";
        let name = self.symbol()?;
        let id = self.funcs[&name];
        self.expect_punct(":")?;
        let sig_at = self.here();
        let sig = self.ty()?;
        if !matches!(self.m.types.kind(sig), TypeKind::Func { .. }) {
            return Err(ParseError {
                line: sig_at.0,
                col: sig_at.1,
                msg: "expected a function type fn(...) -> T".into(),
            });
        }
        let (linkage, visibility) = self.linkage_and_visibility();
        let mut attrs = Vec::new();
        let mut routine = None;
        let mut device = None;
        let mut noalias_params = Vec::new();
        loop {
            if let Tok::Ident(s) = self.peek() {
                if let Some(a) = FuncAttr::ALL.iter().find(|a| a.name() == s) {
                    attrs.push(*a);
                    self.next();
                    continue;
                }
            }
            if let Tok::Ident(s) = self.peek() {
                if let Some(d) = DeviceKind::ALL.iter().find(|d| d.name() == s) {
                    device = Some(*d);
                    self.next();
                    continue;
                }
            }
            if self.is_kw("routine") {
                self.next();
                routine = Some(self.routine()?);
                continue;
            }
            if self.eat_kw("noalias") {
                self.expect_punct("(")?;
                loop {
                    noalias_params.push(self.int()? as u32);
                    if !self.eat_punct(",") {
                        break;
                    }
                }
                self.expect_punct(")")?;
                continue;
            }
            break;
        }
        let section = if self.eat_kw("section") {
            Some(self.utf8_string()?)
        } else {
            None
        };
        let loc = self.loc()?;
        {
            let f = self.m.func_mut(id);
            f.section = section;
            f.sig = sig;
            f.linkage = linkage;
            f.visibility = visibility;
            f.attrs = attrs;
            f.routine = routine;
            f.device = device;
            f.noalias_params = noalias_params;
            f.loc = loc;
        }
        if !is_def {
            return Ok(());
        }
        self.expect_punct("{")?;
        let mut cx = FnCtx::default();
        self.prescan_body(&mut cx);
        while self.is_kw("var") {
            self.next();
            let var = self.var(&mut cx)?;
            cx.body.vars.push(var);
        }
        self.region_body(&mut cx, Body::BODY_REGION)?;
        if let Some((v, (line, col, name))) =
            cx.pending.iter().min_by_key(|(_, (l, c, _))| (*l, *c))
        {
            let _ = v;
            return Err(ParseError {
                line: *line,
                col: *col,
                msg: format!("use of undefined value %{name}"),
            });
        }
        for (b, (line, col, name)) in &cx.block_use {
            if cx.body.block(*b).region.is_none() {
                return Err(ParseError {
                    line: *line,
                    col: *col,
                    msg: format!("branch to undefined block {name}"),
                });
            }
        }
        if cx.body.entry_block().is_none() {
            return self.err("function body has no blocks");
        }
        self.m.func_mut(id).body = Some(cx.body);
        Ok(())
    }

    /// An entry of the variable table after `var`: `"NAME" %ADDR: SHAPE` (docs/oir.md).
    fn var(&mut self, cx: &mut FnCtx) -> PResult<crate::var::VarData> {
        use crate::var::{Dim, Order, Shape};
        let name = self.utf8_string()?;
        let addr = self.value(cx)?;
        self.expect_punct(":")?;
        let indirect =
            self.is_kw("ptr") && matches!(self.peek_at(1), Tok::Ident(s) if s == "array");
        if indirect {
            self.next();
        }
        let shape = if self.eat_kw("array") {
            let elem = self.ty()?;
            let order = match self.ident()?.as_str() {
                "row" => Order::Row,
                "col" => Order::Column,
                other => {
                    self.pos -= 1;
                    return self.err(format!("expected 'row' or 'col', found '{other}'"));
                }
            };
            self.expect_punct("[")?;
            let mut dims = Vec::new();
            loop {
                let mut dim = Dim {
                    lower: None,
                    extent: None,
                };
                if !self.eat_punct("*") {
                    let first = self.value(cx)?;
                    if self.eat_punct(":") {
                        dim.lower = Some(first);
                        if !self.eat_punct("*") {
                            dim.extent = Some(self.value(cx)?);
                        }
                    } else {
                        dim.extent = Some(first);
                    }
                }
                dims.push(dim);
                if self.eat_punct("]") {
                    break;
                }
                self.expect_punct(",")?;
            }
            Shape::Array {
                elem,
                indirect,
                order,
                dims,
            }
        } else if self.eat_kw("descriptor") {
            let elem = self.ty()?;
            self.expect_kw("rank")?;
            let rank = self.uint::<u8>()?;
            Shape::Descriptor { elem, rank }
        } else {
            Shape::Object(self.ty()?)
        };
        let restrict = self.eat_kw("restrict");
        Ok(crate::var::VarData {
            name,
            addr,
            shape,
            restrict,
        })
    }

    fn routine(&mut self) -> PResult<Routine> {
        self.expect_punct("(")?;
        let lvl = self.ident()?;
        let Some(level) = RoutineLevel::ALL.iter().copied().find(|l| l.name() == lvl) else {
            self.pos -= 1;
            return self.err(format!("unknown routine level '{lvl}'"));
        };
        let mut r = Routine {
            level,
            bind: None,
            nohost: false,
        };
        while self.eat_punct(",") {
            if self.eat_kw("nohost") {
                r.nohost = true;
            } else if self.eat_kw("bind") {
                r.bind = Some(self.utf8_string()?);
            } else {
                return self.err("expected 'bind' or 'nohost'");
            }
        }
        self.expect_punct(")")?;
        Ok(r)
    }

    /// Creates the blocks and values of a body in the order their labels and
    /// definitions appear, so that entity numbers follow the text (and a
    /// printed module keeps the block names it was written with).
    fn prescan_body(&mut self, cx: &mut FnCtx) {
        let void = self.m.void();
        let mut depth = 1usize;
        let mut in_label = false;
        let mut i = self.pos;
        while i < self.toks.len() && depth > 0 {
            let line_start = self.toks[i - 1].line != self.toks[i].line;
            let next = self.toks.get(i + 1).map(|t| &t.tok);
            match &self.toks[i].tok {
                Tok::Punct("{") => depth += 1,
                Tok::Punct("}") => depth -= 1,
                Tok::Ident(name)
                    if line_start
                        && name.starts_with("bb")
                        && matches!(next, Some(Tok::Punct(":" | "("))) =>
                {
                    if !cx.blocks.contains_key(name) {
                        let b = cx.body.new_block();
                        cx.blocks.insert(name.clone(), b);
                    }
                    in_label = matches!(next, Some(Tok::Punct("(")));
                }
                Tok::Punct(")") => in_label = false,
                Tok::Value(name)
                    if (line_start || in_label)
                        && matches!(next, Some(Tok::Punct(":")))
                        && !cx.values.contains_key(name) =>
                {
                    let v = cx.body.new_value(void, ValueDef::Param(PLACEHOLDER, 0));
                    cx.values.insert(name.clone(), v);
                    let t = &self.toks[i];
                    cx.pending.insert(v, (t.line, t.col, name.clone()));
                }
                _ => {}
            }
            i += 1;
        }
    }

    fn is_label(&self) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s.starts_with("bb"))
            && matches!(self.peek_at(1), Tok::Punct(":") | Tok::Punct("("))
    }

    fn block_ref(&mut self, cx: &mut FnCtx) -> PResult<Block> {
        let (line, col) = self.here();
        let name = self.ident()?;
        if !name.starts_with("bb") {
            self.pos -= 1;
            return self.err(format!("expected a block label like bb1, found '{name}'"));
        }
        if let Some(&b) = cx.blocks.get(&name) {
            return Ok(b);
        }
        let b = cx.body.new_block();
        cx.blocks.insert(name.clone(), b);
        cx.block_use.insert(b, (line, col, name));
        Ok(b)
    }

    /// Blocks up to and including the closing `}`.
    fn region_body(&mut self, cx: &mut FnCtx, region: Region) -> PResult<()> {
        while !self.eat_punct("}") {
            if !self.is_label() {
                return self.err(format!(
                    "expected a block label like bb0:, found {}",
                    describe(self.peek())
                ));
            }
            let b = self.block_ref(cx)?;
            if cx.body.block(b).region.is_some() {
                self.pos -= 1;
                return self.err("block defined twice");
            }
            cx.body.attach_block(region, b);
            if self.eat_punct("(") {
                loop {
                    let at = self.here();
                    let name = self.value_name()?;
                    self.expect_punct(":")?;
                    let ty = self.ty()?;
                    let idx = cx.body.block(b).params.len() as u32;
                    let v = self.define_value(cx, at, &name, ty, ValueDef::Param(b, idx))?;
                    cx.body.blocks[b.index()].params.push(v);
                    if self.eat_punct(")") {
                        break;
                    }
                    self.expect_punct(",")?;
                }
            }
            self.expect_punct(":")?;
            while !self.is_label() && !self.is_punct("}") {
                if matches!(self.peek(), Tok::Eof) {
                    return self.err("unexpected end of input inside a region");
                }
                self.inst(cx, b)?;
            }
        }
        Ok(())
    }

    fn value_name(&mut self) -> PResult<String> {
        match self.next() {
            Tok::Value(s) => Ok(s),
            t => {
                self.pos -= 1;
                self.err(format!("expected a value like %1, found {}", describe(&t)))
            }
        }
    }

    fn define_value(
        &mut self,
        cx: &mut FnCtx,
        (line, col): (u32, u32),
        name: &str,
        ty: TypeId,
        def: ValueDef,
    ) -> PResult<Value> {
        if let Some(&v) = cx.values.get(name) {
            if cx.pending.remove(&v).is_none() {
                return Err(ParseError {
                    line,
                    col,
                    msg: format!("value %{name} defined twice"),
                });
            }
            cx.body.values[v.index()] = ValueData { ty, def };
            return Ok(v);
        }
        let v = cx.body.new_value(ty, def);
        cx.values.insert(name.to_string(), v);
        Ok(v)
    }

    fn value(&mut self, cx: &mut FnCtx) -> PResult<Value> {
        let (line, col) = self.here();
        let name = self.value_name()?;
        if let Some(&v) = cx.values.get(&name) {
            return Ok(v);
        }
        let void = self.m.void();
        let v = cx.body.new_value(void, ValueDef::Param(PLACEHOLDER, 0));
        cx.values.insert(name.clone(), v);
        cx.pending.insert(v, (line, col, name));
        Ok(v)
    }

    fn value_list(&mut self, cx: &mut FnCtx, close: &str) -> PResult<Vec<Value>> {
        let mut vs = Vec::new();
        if self.eat_punct(close) {
            return Ok(vs);
        }
        loop {
            vs.push(self.value(cx)?);
            if self.eat_punct(close) {
                return Ok(vs);
            }
            self.expect_punct(",")?;
        }
    }

    fn block_call(&mut self, cx: &mut FnCtx) -> PResult<BlockCall> {
        let block = self.block_ref(cx)?;
        let args = if self.eat_punct("(") {
            self.value_list(cx, ")")?
        } else {
            Vec::new()
        };
        Ok(BlockCall { block, args })
    }

    fn mem_flags(&mut self) -> PResult<MemFlags> {
        let mut f = MemFlags::default();
        if self.eat_kw("volatile") {
            f.volatile = true;
        }
        if self.eat_kw("atomic") {
            f.atomic = Some(self.ordering()?);
        }
        if self.eat_kw("align") {
            f.align = self.uint()?;
        }
        if self.eat_kw("invariant") {
            f.invariant = true;
        }
        Ok(f)
    }

    fn ordering(&mut self) -> PResult<Ordering> {
        let name = self.ident()?;
        match Ordering::ALL.iter().copied().find(|o| o.name() == name) {
            Some(o) => Ok(o),
            None => {
                self.pos -= 1;
                self.err(format!("unknown memory ordering '{name}'"))
            }
        }
    }

    fn func_ref(&mut self) -> PResult<FuncId> {
        let name = self.symbol()?;
        match self.funcs.get(&name) {
            Some(&f) => Ok(f),
            None => {
                self.pos -= 1;
                self.err(format!("unknown function @{name}"))
            }
        }
    }

    fn inst(&mut self, cx: &mut FnCtx, block: Block) -> PResult<()> {
        let result = if matches!(self.peek(), Tok::Value(_)) {
            let at = self.here();
            let name = self.value_name()?;
            self.expect_punct(":")?;
            let ty = self.ty()?;
            self.expect_punct("=")?;
            Some((at, name, ty))
        } else {
            None
        };
        let at = self.here();
        let mnemonic = self.ident()?;
        let kind = self.inst_kind(cx, &mnemonic)?;
        let loc = self.loc()?;
        let inst = cx.body.new_inst(kind, None, loc);
        cx.body.append_inst(block, inst);
        if let Some((at, name, ty)) = result {
            let v = self.define_value(cx, at, &name, ty, ValueDef::Inst(inst))?;
            cx.body.insts[inst.index()].result = Some(v);
        }
        let has_region =
            matches!(&cx.body.inst(inst).kind, InstKind::Directive(d) if d.kind.has_region());
        if self.eat_punct("{") {
            if !has_region {
                return Err(ParseError {
                    line: at.0,
                    col: at.1,
                    msg: format!("'{mnemonic}' does not take a region"),
                });
            }
            let region = cx.body.new_region(Some(inst));
            if let InstKind::Directive(d) = &mut cx.body.insts[inst.index()].kind {
                d.region = Some(region);
            }
            self.region_body(cx, region)?;
        } else if has_region {
            return self.err(format!("'{mnemonic}' needs a region {{ ... }}"));
        }
        Ok(())
    }

    fn inst_kind(&mut self, cx: &mut FnCtx, mnemonic: &str) -> PResult<InstKind> {
        let line = self.toks[self.pos - 1].line;
        if let Some(op) = BinOp::ALL.iter().copied().find(|o| o.name() == mnemonic) {
            let nsw = self.eat_kw("nsw");
            let lhs = self.value(cx)?;
            self.expect_punct(",")?;
            let rhs = self.value(cx)?;
            return Ok(InstKind::Binary { op, lhs, rhs, nsw });
        }
        if let Some(op) = CastOp::ALL.iter().copied().find(|o| o.name() == mnemonic) {
            let arg = self.value(cx)?;
            return Ok(InstKind::Cast { op, arg });
        }
        Ok(match mnemonic {
            "iconst" => InstKind::IConst(self.int()?),
            "fconst" => match self.next() {
                Tok::Float(f) => InstKind::FConst(f),
                Tok::HexK(bits) => InstKind::FConstX87(bits),
                Tok::HexL(bits) => InstKind::FConstF128(bits),
                // Integers are exact floats; hex is the raw bit pattern.
                Tok::Int(i) => InstKind::FConst(i as f64),
                Tok::Hex(bits) => match u64::try_from(bits) {
                    Ok(bits) => InstKind::FConst(f64::from_bits(bits)),
                    Err(_) => {
                        self.pos -= 1;
                        return self.err("float bit pattern wider than 64 bits");
                    }
                },
                t => {
                    self.pos -= 1;
                    return self.err(format!("expected a float, found {}", describe(&t)));
                }
            },
            "null" => InstKind::Null,
            "undef" => InstKind::Undef,
            "global_addr" => {
                let name = self.symbol()?;
                match self.globals.get(&name) {
                    Some(&g) => InstKind::GlobalAddr(g),
                    None => {
                        self.pos -= 1;
                        return self.err(format!("unknown global @{name}"));
                    }
                }
            }
            "func_addr" => InstKind::FuncAddr(self.func_ref()?),
            "blockaddr" => InstKind::BlockAddr(self.block_ref(cx)?),
            "fneg" => InstKind::FNeg(self.value(cx)?),
            "icmp" | "fcmp" => {
                let cc = self.ident()?;
                let lhs = self.value(cx)?;
                self.expect_punct(",")?;
                let rhs = self.value(cx)?;
                if mnemonic == "icmp" {
                    match IntCC::ALL.iter().copied().find(|c| c.name() == cc) {
                        Some(cc) => InstKind::ICmp { cc, lhs, rhs },
                        None => return self.err(format!("unknown integer condition '{cc}'")),
                    }
                } else {
                    match FloatCC::ALL.iter().copied().find(|c| c.name() == cc) {
                        Some(cc) => InstKind::FCmp { cc, lhs, rhs },
                        None => return self.err(format!("unknown float condition '{cc}'")),
                    }
                }
            }
            "select" => {
                let cond = self.value(cx)?;
                self.expect_punct(",")?;
                let then_val = self.value(cx)?;
                self.expect_punct(",")?;
                let else_val = self.value(cx)?;
                InstKind::Select {
                    cond,
                    then_val,
                    else_val,
                }
            }
            "alloca" => {
                let ty = self.ty()?;
                let count = if self.eat_punct(",") {
                    Some(self.value(cx)?)
                } else {
                    None
                };
                let align = if self.eat_kw("align") {
                    self.uint()?
                } else {
                    self.m.types.align_of(ty) as u32
                };
                InstKind::Alloca { ty, count, align }
            }
            "shared_alloca" => {
                let ty = self.ty()?;
                let align = if self.eat_kw("align") {
                    self.uint()?
                } else {
                    self.m.types.align_of(ty) as u32
                };
                InstKind::SharedAlloca { ty, align }
            }
            "load" => {
                let ptr = self.value(cx)?;
                InstKind::Load {
                    ptr,
                    flags: self.mem_flags()?,
                }
            }
            "store" => {
                let value = self.value(cx)?;
                self.expect_punct(",")?;
                let ptr = self.value(cx)?;
                InstKind::Store {
                    value,
                    ptr,
                    flags: self.mem_flags()?,
                }
            }
            "ptradd" => {
                let ptr = self.value(cx)?;
                self.expect_punct(",")?;
                let offset = self.value(cx)?;
                InstKind::PtrAdd { ptr, offset }
            }
            "elemaddr" => {
                let elem = self.ty()?;
                self.expect_punct(",")?;
                let ptr = self.value(cx)?;
                self.expect_punct(",")?;
                let index = self.value(cx)?;
                InstKind::ElemAddr { elem, ptr, index }
            }
            "fieldaddr" => {
                let agg = self.ty()?;
                self.expect_punct(",")?;
                let ptr = self.value(cx)?;
                self.expect_punct(",")?;
                let field = self.uint()?;
                InstKind::FieldAddr { agg, ptr, field }
            }
            "memcpy" | "memset" => {
                let a = self.value(cx)?;
                self.expect_punct(",")?;
                let b = self.value(cx)?;
                self.expect_punct(",")?;
                let len = self.value(cx)?;
                if mnemonic == "memcpy" {
                    InstKind::Memcpy {
                        dst: a,
                        src: b,
                        len,
                    }
                } else {
                    InstKind::Memset {
                        dst: a,
                        byte: b,
                        len,
                    }
                }
            }
            "atomicrmw" => {
                let name = self.ident()?;
                let Some(op) = RmwOp::ALL.iter().copied().find(|o| o.name() == name) else {
                    self.pos -= 1;
                    return self.err(format!("unknown atomicrmw operation '{name}'"));
                };
                let ptr = self.value(cx)?;
                self.expect_punct(",")?;
                let value = self.value(cx)?;
                let ordering = self.ordering()?;
                InstKind::AtomicRmw {
                    op,
                    ptr,
                    value,
                    ordering,
                }
            }
            "cmpxchg" => {
                let ptr = self.value(cx)?;
                self.expect_punct(",")?;
                let expected = self.value(cx)?;
                self.expect_punct(",")?;
                let new = self.value(cx)?;
                let ordering = self.ordering()?;
                let weak = self.on_line(line) && self.eat_kw("weak");
                InstKind::CmpXchg {
                    ptr,
                    expected,
                    new,
                    ordering,
                    weak,
                }
            }
            "fence" => InstKind::Fence(self.ordering()?),
            "intrinsic" => {
                let name = self.ident()?;
                let Some(op) = IntrinsicOp::from_name(&name) else {
                    self.pos -= 1;
                    return self.err(format!("unknown intrinsic '{name}'"));
                };
                self.expect_punct("(")?;
                let args = self.value_list(cx, ")")?;
                InstKind::Intrinsic { op, args }
            }
            "inline_asm" => {
                let template = self.utf8_string()?;
                self.expect_punct(",")?;
                let constraints = self.utf8_string()?;
                let side_effects = self.eat_kw("sideeffect");
                let align_stack = self.eat_kw("alignstack");
                self.expect_punct("(")?;
                let args = self.value_list(cx, ")")?;
                let mut elem_types = Vec::new();
                if self.eat_kw("elementtype") {
                    self.expect_punct("(")?;
                    loop {
                        elem_types.push(self.ty()?);
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                    self.expect_punct(")")?;
                }
                let mut outputs = Vec::new();
                if self.eat_kw("outputs") {
                    self.expect_punct("(")?;
                    loop {
                        let t = self.ty()?;
                        let p = self.value(cx)?;
                        outputs.push((t, p));
                        if !self.eat_punct(",") {
                            break;
                        }
                    }
                    self.expect_punct(")")?;
                }
                let mut goto = None;
                if self.eat_kw("goto") {
                    let fallthrough = self.block_ref(cx)?;
                    self.expect_punct(",")?;
                    self.expect_punct("[")?;
                    let mut labels = Vec::new();
                    if !self.eat_punct("]") {
                        loop {
                            labels.push(self.block_ref(cx)?);
                            if self.eat_punct("]") {
                                break;
                            }
                            self.expect_punct(",")?;
                        }
                    }
                    goto = Some(crate::inst::AsmGoto {
                        fallthrough,
                        labels,
                    });
                }
                InstKind::InlineAsm(Box::new(crate::inst::InlineAsm {
                    template,
                    constraints,
                    side_effects,
                    align_stack,
                    args,
                    elem_types,
                    outputs,
                    goto,
                }))
            }
            "call" => {
                let callee = self.func_ref()?;
                self.expect_punct("(")?;
                let args = self.value_list(cx, ")")?;
                InstKind::Call { callee, args }
            }
            "call_indirect" => {
                let sig = self.ty()?;
                self.expect_punct(",")?;
                let callee = self.value(cx)?;
                self.expect_punct("(")?;
                let args = self.value_list(cx, ")")?;
                InstKind::CallIndirect { sig, callee, args }
            }
            "va_start" => InstKind::VaStart(self.value(cx)?),
            "va_end" => InstKind::VaEnd(self.value(cx)?),
            "va_arg" => InstKind::VaArg(self.value(cx)?),
            "va_copy" => {
                let dst = self.value(cx)?;
                self.expect_punct(",")?;
                let src = self.value(cx)?;
                InstKind::VaCopy { dst, src }
            }
            "br" => InstKind::Br(self.block_call(cx)?),
            "condbr" => {
                let cond = self.value(cx)?;
                self.expect_punct(",")?;
                let then_dest = self.block_call(cx)?;
                self.expect_punct(",")?;
                let else_dest = self.block_call(cx)?;
                InstKind::CondBr {
                    cond,
                    then_dest,
                    else_dest,
                }
            }
            "indirectbr" => {
                let addr = self.value(cx)?;
                self.expect_punct(",")?;
                self.expect_punct("[")?;
                let mut dests = Vec::new();
                if !self.eat_punct("]") {
                    loop {
                        dests.push(self.block_ref(cx)?);
                        if self.eat_punct("]") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                InstKind::IndirectBr { addr, dests }
            }
            "switch" => {
                let arg = self.value(cx)?;
                self.expect_punct(",")?;
                let default = self.block_ref(cx)?;
                self.expect_punct("[")?;
                let mut cases = Vec::new();
                if !self.eat_punct("]") {
                    loop {
                        let v = self.int()?;
                        self.expect_punct(":")?;
                        cases.push((v, self.block_ref(cx)?));
                        if self.eat_punct("]") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                InstKind::Switch {
                    arg,
                    default,
                    cases,
                }
            }
            "ret" => {
                if matches!(self.peek(), Tok::Value(_)) && self.on_line(line) {
                    InstKind::Ret(Some(self.value(cx)?))
                } else {
                    InstKind::Ret(None)
                }
            }
            "unreachable" => InstKind::Unreachable,
            "yield" => {
                let mut vs = Vec::new();
                if matches!(self.peek(), Tok::Value(_)) && self.on_line(line) {
                    vs.push(self.value(cx)?);
                    while self.eat_punct(",") {
                        vs.push(self.value(cx)?);
                    }
                }
                InstKind::Yield(vs)
            }
            m if m.starts_with("acc.") || m.starts_with("omp.") => {
                InstKind::Directive(Box::new(self.directive(cx, m, line)?))
            }
            m => {
                self.pos -= 1;
                return self.err(format!("unknown instruction '{m}'"));
            }
        })
    }

    /// Whether the next token is on `line` (operands and clauses never
    /// continue on the next line, so optional ones end there).
    fn on_line(&self, line: u32) -> bool {
        self.toks[self.pos].line == line
    }

    fn directive(&mut self, cx: &mut FnCtx, mnemonic: &str, line: u32) -> PResult<DirectiveOp> {
        let kind = match mnemonic {
            "acc.compute" => {
                let k = self.ident()?;
                match ComputeKind::ALL.iter().copied().find(|c| c.name() == k) {
                    Some(c) => DirectiveKind::Compute(c),
                    None => {
                        self.pos -= 1;
                        return self.err(format!("unknown compute kind '{k}'"));
                    }
                }
            }
            "acc.data" => DirectiveKind::Data,
            "acc.enter_data" => DirectiveKind::EnterData,
            "acc.exit_data" => DirectiveKind::ExitData,
            "acc.update" => DirectiveKind::Update,
            "acc.host_data" => DirectiveKind::HostData,
            "acc.wait" => DirectiveKind::Wait,
            "acc.declare" => DirectiveKind::Declare,
            "acc.cache" => DirectiveKind::Cache,
            "acc.loop" => DirectiveKind::Loop {
                dims: self.loop_dims(cx)?,
            },
            "omp.parallel" => DirectiveKind::Omp(OmpOp::Parallel),
            "omp.loop" => DirectiveKind::Omp(OmpOp::Loop {
                dims: self.loop_dims(cx)?,
            }),
            "omp.barrier" => DirectiveKind::Omp(OmpOp::Barrier),
            "omp.single" => DirectiveKind::Omp(OmpOp::Single),
            "omp.master" => DirectiveKind::Omp(OmpOp::Master),
            "omp.critical" => {
                let name = if matches!(self.peek(), Tok::Str(_)) {
                    Some(self.utf8_string()?)
                } else {
                    None
                };
                DirectiveKind::Omp(OmpOp::Critical(name))
            }
            "omp.flush" => DirectiveKind::Omp(OmpOp::Flush),
            "omp.taskwait" => DirectiveKind::Omp(OmpOp::Taskwait),
            "omp.task" => {
                let untied = self.eat_kw("untied");
                let mergeable = self.eat_kw("mergeable");
                DirectiveKind::Omp(OmpOp::Task { untied, mergeable })
            }
            "omp.taskgroup" => DirectiveKind::Omp(OmpOp::Taskgroup),
            "omp.taskyield" => DirectiveKind::Omp(OmpOp::Taskyield),
            "omp.ordered" => DirectiveKind::Omp(OmpOp::Ordered),
            "omp.teams" => DirectiveKind::Omp(OmpOp::Teams),
            "acc.atomic" => {
                let k = self.ident()?;
                let kind = match k.as_str() {
                    "read" => AtomicKind::Read,
                    "write" => AtomicKind::Write,
                    "update" => AtomicKind::Update,
                    "capture_old" => AtomicKind::Capture { old: true },
                    "capture_new" => AtomicKind::Capture { old: false },
                    _ => {
                        self.pos -= 1;
                        return self.err(format!("unknown atomic kind '{k}'"));
                    }
                };
                self.expect_punct(":")?;
                let ty = self.ty()?;
                self.expect_kw("x")?;
                self.expect_punct("(")?;
                let x = self.value(cx)?;
                self.expect_punct(")")?;
                let mut v = None;
                let mut expr = None;
                if self.eat_kw("v") {
                    self.expect_punct("(")?;
                    v = Some(self.value(cx)?);
                    self.expect_punct(")")?;
                }
                if self.eat_kw("expr") {
                    self.expect_punct("(")?;
                    expr = Some(self.value(cx)?);
                    self.expect_punct(")")?;
                }
                DirectiveKind::Atomic {
                    kind,
                    ty,
                    x,
                    v,
                    expr,
                }
            }
            m => {
                self.pos -= 1;
                return self.err(format!("unknown directive '{m}'"));
            }
        };
        let mut clauses = Vec::new();
        while let Tok::Ident(name) = self.peek().clone() {
            if name == "loc" || !self.on_line(line) {
                break;
            }
            self.next();
            clauses.push(self.clause(cx, &name)?);
        }
        Ok(DirectiveOp {
            kind,
            clauses,
            region: None,
        })
    }

    /// `(lo, hi, step), …`: the dimensions of a loop operation.
    fn loop_dims(&mut self, cx: &mut FnCtx) -> PResult<Vec<LoopDim>> {
        let mut dims = Vec::new();
        while self.is_punct("(") || (!dims.is_empty() && self.is_punct(",")) {
            if !dims.is_empty() {
                self.expect_punct(",")?;
            }
            self.expect_punct("(")?;
            let lower = self.value(cx)?;
            self.expect_punct(",")?;
            let upper = self.value(cx)?;
            self.expect_punct(",")?;
            let step = self.value(cx)?;
            self.expect_punct(")")?;
            dims.push(LoopDim { lower, upper, step });
        }
        Ok(dims)
    }

    fn paren_value(&mut self, cx: &mut FnCtx) -> PResult<Value> {
        self.expect_punct("(")?;
        let v = self.value(cx)?;
        self.expect_punct(")")?;
        Ok(v)
    }

    fn opt_paren_value(&mut self, cx: &mut FnCtx) -> PResult<Option<Value>> {
        if self.is_punct("(") {
            Ok(Some(self.paren_value(cx)?))
        } else {
            Ok(None)
        }
    }

    fn var_list(&mut self, cx: &mut FnCtx) -> PResult<Vec<VarRef>> {
        let mut vars = Vec::new();
        loop {
            let var = self.value(cx)?;
            let name = self.utf8_string()?;
            self.expect_punct(":")?;
            let ty = self.ty()?;
            let mut bounds = Vec::new();
            while self.eat_punct("[") {
                let lower = self.value(cx)?;
                self.expect_punct(":")?;
                let length = self.value(cx)?;
                let stride = if self.eat_punct(":") {
                    Some(self.value(cx)?)
                } else {
                    None
                };
                self.expect_kw("of")?;
                let elem = self.ty()?;
                self.expect_punct("]")?;
                bounds.push(Bound {
                    lower,
                    length,
                    elem,
                    stride,
                });
            }
            vars.push(VarRef {
                var,
                name,
                ty,
                bounds,
            });
            if self.eat_punct(")") {
                return Ok(vars);
            }
            self.expect_punct(",")?;
        }
    }

    fn clause(&mut self, cx: &mut FnCtx, name: &str) -> PResult<Clause> {
        if let Some(kind) = DataClauseKind::ALL
            .iter()
            .copied()
            .find(|k| k.name() == name)
        {
            self.expect_punct("(")?;
            let mut modifiers = Vec::new();
            // Modifiers are identifiers before a ':'; variables start with '%'.
            while let Tok::Ident(m) = self.peek().clone() {
                match DataModifier::ALL.iter().copied().find(|d| d.name() == m) {
                    Some(d) => modifiers.push(d),
                    None => return self.err(format!("unknown modifier '{m}'")),
                }
                self.next();
                if self.eat_punct(":") {
                    break;
                }
                self.expect_punct(",")?;
            }
            let vars = self.var_list(cx)?;
            return Ok(Clause::Data(DataClause {
                kind,
                modifiers,
                vars,
            }));
        }
        Ok(match name {
            "private"
            | "firstprivate"
            | "shared"
            | "lastprivate"
            | "lastprivate_conditional"
            | "copyprivate"
            | "detach" => {
                self.expect_punct("(")?;
                let vars = self.var_list(cx)?;
                match name {
                    "private" => Clause::Private(vars),
                    "firstprivate" => Clause::FirstPrivate(vars),
                    "shared" => Clause::Shared(vars),
                    "copyprivate" => Clause::CopyPrivate(vars),
                    "detach" => Clause::Detach(vars),
                    "lastprivate_conditional" => Clause::LastPrivateConditional(vars),
                    _ => Clause::LastPrivate(vars),
                }
            }
            "final" => Clause::Final(self.paren_value(cx)?),
            "allocate" => {
                self.expect_punct("(")?;
                let allocator = if self.eat_kw("allocator") {
                    let a = self.value(cx)?;
                    self.expect_punct(":")?;
                    Some(a)
                } else {
                    None
                };
                Clause::Allocate(allocator, self.var_list(cx)?)
            }
            "ordered" => Clause::Ordered,
            "proc_bind" => {
                self.expect_punct("(")?;
                let k: u8 = self.uint()?;
                self.expect_punct(")")?;
                Clause::ProcBind(k)
            }
            "depend" => {
                self.expect_punct("(")?;
                let k = self.ident()?;
                let Some(kind) = DependKind::ALL.iter().copied().find(|d| d.name() == k) else {
                    self.pos -= 1;
                    return self.err(format!("unknown dependence type '{k}'"));
                };
                self.expect_punct(":")?;
                if kind == DependKind::AllMemory {
                    self.expect_punct(")")?;
                    return Ok(Clause::Depend(kind, Vec::new()));
                }
                Clause::Depend(kind, self.var_list(cx)?)
            }
            "num_threads" => Clause::NumThreads(self.paren_value(cx)?),
            "thread_limit" => Clause::ThreadLimit(self.paren_value(cx)?),
            "num_teams" => Clause::NumTeams(self.paren_value(cx)?),
            "dist_parallel" => Clause::DistParallel,
            "dist_schedule" => Clause::DistSchedule(self.opt_paren_value(cx)?),
            "nowait" => Clause::NoWait,
            "schedule" => {
                self.expect_punct("(")?;
                let k = self.ident()?;
                let Some(kind) = ScheduleKind::ALL.iter().copied().find(|s| s.name() == k) else {
                    self.pos -= 1;
                    return self.err(format!("unknown schedule kind '{k}'"));
                };
                let chunk = if self.eat_punct(",") {
                    Some(self.value(cx)?)
                } else {
                    None
                };
                self.expect_punct(")")?;
                Clause::Schedule(kind, chunk)
            }
            "reduction" => {
                self.expect_punct("(")?;
                let op = self.ident()?;
                let Some(op) = ReductionOp::ALL.iter().copied().find(|o| o.name() == op) else {
                    self.pos -= 1;
                    return self.err(format!("unknown reduction operator '{op}'"));
                };
                self.expect_punct(":")?;
                Clause::Reduction(op, self.var_list(cx)?)
            }
            "num_gangs" => {
                self.expect_punct("(")?;
                Clause::NumGangs(self.value_list(cx, ")")?)
            }
            "wait" => {
                if self.eat_punct("(") {
                    Clause::Wait(self.value_list(cx, ")")?)
                } else {
                    Clause::Wait(Vec::new())
                }
            }
            "num_workers" => Clause::NumWorkers(self.paren_value(cx)?),
            "vector_length" => Clause::VectorLength(self.paren_value(cx)?),
            "if" => Clause::If(self.paren_value(cx)?),
            "devnum" => Clause::DevNum(self.paren_value(cx)?),
            "async" => Clause::Async(self.opt_paren_value(cx)?),
            "self" => Clause::SelfCond(self.opt_paren_value(cx)?),
            "worker" => Clause::Worker(self.opt_paren_value(cx)?),
            "vector" => Clause::Vector(self.opt_paren_value(cx)?),
            "if_present" => Clause::IfPresent,
            "finalize" => Clause::Finalize,
            "seq" => Clause::Seq,
            "auto" => Clause::Auto,
            "independent" => Clause::Independent,
            "in_order" => Clause::InOrder,
            "team_redundant" => Clause::TeamRedundant,
            "wide_rows" => Clause::WideRows,
            "omp_implicit" => {
                self.expect_punct("(")?;
                let k = self.ident()?;
                self.expect_punct(")")?;
                match crate::directive::OmpImplicitRule::ALL
                    .into_iter()
                    .find(|r| r.name() == k.as_str())
                {
                    Some(r) => Clause::OmpImplicit(r),
                    None => return self.err("unknown omp_implicit rule"),
                }
            }
            "defaultmap" => {
                self.expect_punct("(")?;
                let k = self.ident()?;
                self.expect_punct(")")?;
                match k.as_str() {
                    "tofrom_scalar" => Clause::DefaultMapScalarTofrom,
                    "firstprivate_scalar" => Clause::DefaultMapScalarFirstprivate,
                    _ => {
                        return self.err(
                            "expected defaultmap(tofrom_scalar) or defaultmap(firstprivate_scalar)",
                        )
                    }
                }
            }
            "default" => {
                self.expect_punct("(")?;
                let k = self.ident()?;
                self.expect_punct(")")?;
                match k.as_str() {
                    "none" => Clause::DefaultNone,
                    "present" => Clause::DefaultPresent,
                    _ => return self.err("expected default(none) or default(present)"),
                }
            }
            "device_type" => {
                self.expect_punct("(")?;
                let mut names = Vec::new();
                loop {
                    if self.eat_punct("*") {
                        names.push(SmolStr::new("*"));
                    } else {
                        names.push(self.ident()?.into());
                    }
                    if self.eat_punct(")") {
                        break;
                    }
                    self.expect_punct(",")?;
                }
                Clause::DeviceType(names)
            }
            "gang" => {
                let (mut num, mut dim, mut static_) = (None, None, None);
                if self.eat_punct("(") {
                    loop {
                        let k = self.ident()?;
                        self.expect_punct(":")?;
                        match k.as_str() {
                            "num" => num = Some(self.value(cx)?),
                            "dim" => dim = Some(self.uint()?),
                            "static" => static_ = Some(self.value(cx)?),
                            _ => return self.err(format!("unknown gang argument '{k}'")),
                        }
                        if self.eat_punct(")") {
                            break;
                        }
                        self.expect_punct(",")?;
                    }
                }
                Clause::Gang { num, dim, static_ }
            }
            "tile" => {
                self.expect_punct("(")?;
                let mut ts = Vec::new();
                loop {
                    if self.eat_punct("*") {
                        ts.push(None);
                    } else {
                        ts.push(Some(self.value(cx)?));
                    }
                    if self.eat_punct(")") {
                        break;
                    }
                    self.expect_punct(",")?;
                }
                Clause::Tile(ts)
            }
            _ => {
                self.pos -= 1;
                return self.err(format!("unknown clause '{name}'"));
            }
        })
    }
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Ident(s) => format!("'{s}'"),
        Tok::Value(s) => format!("'%{s}'"),
        Tok::Symbol(s) => format!("'@{s}'"),
        Tok::TypeName(s) => format!("'${s}'"),
        Tok::File(n) => format!("'#{n}'"),
        Tok::Int(i) => format!("'{i}'"),
        Tok::Hex(i) => format!("'0x{i:x}'"),
        Tok::HexK(i) => format!("'0xK{i:020X}'"),
        Tok::HexL(i) => format!("'0xL{i:032X}'"),
        Tok::Float(f) => format!("'{f}'"),
        Tok::Str(_) | Tok::CStr(_) => "a string".into(),
        Tok::Punct(p) => format!("'{p}'"),
        Tok::Eof => "end of input".into(),
    }
}
