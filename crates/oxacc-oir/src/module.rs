//! Modules, functions, globals and function bodies: the dense tables that
//! entities index into.

use smol_str::SmolStr;

use crate::directive::Routine;
use crate::entity::{Block, FileId, FuncId, GlobalId, Inst, Region, TypeId, Value};
use crate::inst::{InstKind, SrcLoc};
use crate::types::{Ext, TypeKind, TypeTable};
use crate::var::VarData;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Linkage {
    /// Visible to other objects (C `extern`).
    #[default]
    External,
    /// Local to the object (C `static`).
    Internal,
    /// Local and unnamed in the symbol table (string literals).
    Private,
    /// Overridable definition (`__attribute__((weak))`).
    Weak,
    /// Tentative definition merged by the linker (`-fcommon`).
    Common,
    /// Inline definition that may be discarded if unused (C99 `inline`).
    LinkOnceOdr,
}

impl Linkage {
    pub const ALL: [Linkage; 6] = [
        Linkage::External,
        Linkage::Internal,
        Linkage::Private,
        Linkage::Weak,
        Linkage::Common,
        Linkage::LinkOnceOdr,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Linkage::External => "external",
            Linkage::Internal => "internal",
            Linkage::Private => "private",
            Linkage::Weak => "weak",
            Linkage::Common => "common",
            Linkage::LinkOnceOdr => "linkonce_odr",
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

impl Visibility {
    pub const ALL: [Visibility; 3] = [
        Visibility::Default,
        Visibility::Hidden,
        Visibility::Protected,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Visibility::Default => "default",
            Visibility::Hidden => "hidden",
            Visibility::Protected => "protected",
        }
    }
}

/// Function attributes that change code generation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FuncAttr {
    NoReturn,
    NoInline,
    AlwaysInline,
    InlineHint,
    Cold,
    /// Functions that do not unwind (all of C).
    NoUnwind,
    /// No effect but the returned value (GCC's `pure` and `const`, the C library's math
    /// functions, Fortran's `pure` and `elemental` functions): the OpenACC passes may run a
    /// call of it in every thread, or drop it. It changes no generated code by itself.
    Pure,
}

impl FuncAttr {
    pub const ALL: [FuncAttr; 7] = [
        FuncAttr::NoReturn,
        FuncAttr::NoInline,
        FuncAttr::AlwaysInline,
        FuncAttr::InlineHint,
        FuncAttr::Cold,
        FuncAttr::NoUnwind,
        FuncAttr::Pure,
    ];
    pub fn name(self) -> &'static str {
        match self {
            FuncAttr::NoReturn => "noreturn",
            FuncAttr::NoInline => "noinline",
            FuncAttr::AlwaysInline => "alwaysinline",
            FuncAttr::InlineHint => "inlinehint",
            FuncAttr::Cold => "cold",
            FuncAttr::NoUnwind => "nounwind",
            FuncAttr::Pure => "pure",
        }
    }
}

/// Where a function's code runs when the module is compiled for an accelerator
/// (docs/gpu.md). Functions without it are host functions; a host function that
/// device code calls is compiled for the device too (an implicit `routine seq`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum DeviceKind {
    /// A device entry point (`__global__`, PTX `.entry`): launched from the host through
    /// `__oxacc_launch`, returns `void`; compiled only for the device.
    Kernel,
    /// A function that exists only on the device (a `routine nohost`, a device clone).
    Func,
}

impl DeviceKind {
    pub const ALL: [DeviceKind; 2] = [DeviceKind::Kernel, DeviceKind::Func];
    /// The attribute word in the text form.
    pub fn name(self) -> &'static str {
        match self {
            DeviceKind::Kernel => "kernel",
            DeviceKind::Func => "device",
        }
    }
}

/// A constant initializer of a global. Aggregate initializers list one entry
/// per field (structs) or element (arrays); a union is initialized through one
/// of its members. Bytes beyond the initialized members are zero.
#[derive(Clone, PartialEq, Debug)]
pub enum ConstInit {
    Zero,
    Undef,
    Int(i128),
    Float(f64),
    /// An `f80` as its x87 bit pattern (`0xK…`), exact.
    F80(u128),
    /// An `f128` as its IEEE binary128 bit pattern (`0xL…`), exact.
    F128(u128),
    /// Raw bytes (string literals, including their terminating NUL).
    Bytes(Vec<u8>),
    /// Address of a global plus a byte offset.
    GlobalAddr(GlobalId, i64),
    FuncAddr(FuncId),
    Aggregate(Vec<ConstInit>),
    Union(u32, Box<ConstInit>),
}

#[derive(Clone, PartialEq, Debug)]
pub struct GlobalData {
    pub name: SmolStr,
    pub ty: TypeId,
    /// `None` declares a global defined elsewhere (C `extern int x;`).
    pub init: Option<ConstInit>,
    pub linkage: Linkage,
    pub visibility: Visibility,
    pub constant: bool,
    pub thread_local: bool,
    /// 0 means the ABI alignment of `ty`.
    pub align: u32,
    /// Object-file section (e.g. `.oxacc.offload` for embedded device code).
    pub section: Option<SmolStr>,
    /// Kept even if nothing refers to it (`__attribute__((used))`).
    pub used: bool,
    /// File-scope `#pragma acc declare` (OpenACC §2.13): `create`, `copyin`,
    /// `device_resident` or `link`.
    pub acc_declare: Option<crate::directive::DataClauseKind>,
}

impl GlobalData {
    /// A global with default attributes.
    pub fn new(name: &str, ty: TypeId, init: Option<ConstInit>) -> Self {
        GlobalData {
            name: name.into(),
            ty,
            init,
            linkage: Linkage::External,
            visibility: Visibility::Default,
            constant: false,
            thread_local: false,
            align: 0,
            section: None,
            used: false,
            acc_declare: None,
        }
    }
}

#[derive(Clone, PartialEq, Debug)]
pub struct FuncData {
    pub name: SmolStr,
    /// A `Func` type.
    pub sig: TypeId,
    pub linkage: Linkage,
    pub visibility: Visibility,
    pub attrs: Vec<FuncAttr>,
    pub routine: Option<Routine>,
    /// Device-only code (`kernel` or `device` in the text form); `None` for host functions.
    pub device: Option<DeviceKind>,
    pub loc: SrcLoc,
    pub section: Option<SmolStr>,
    /// Parameters (by position) through which alone the memory they point to is reached while
    /// the function runs (LLVM `noalias`): a Fortran dummy that is not TARGET, POINTER,
    /// VOLATILE or ASYNCHRONOUS (F2018 §15.5.2.13). `noalias(0, 2)` in the text form.
    pub noalias_params: Vec<u32>,
    /// `None` for declarations.
    pub body: Option<Body>,
    /// The procedure's name as the program writes it, where the symbol name differs (a
    /// Fortran module procedure's `__m_MOD_f`, an external procedure's `f_`): what remarks
    /// show ([`FuncData::user_name`]). Not part of the text form.
    pub source_name: Option<SmolStr>,
}

/// The tag in the name of a compute construct's host body, `f.acc.N` (acc-outline).
pub const ACC_REGION_TAG: &str = "acc";
/// The tag in the name of an OpenMP parallel or teams region's microtask,
/// `f.omp_outlined.N` (omp-lower).
pub const OMP_REGION_TAG: &str = "omp_outlined";

/// The name of the `n`th outlined region of function `f`: `f.TAG.n`. No C or Fortran name
/// holds a dot, so the name is the compiler's.
pub fn outlined_region_name(f: &str, tag: &str, n: usize) -> String {
    format!("{f}.{tag}.{n}")
}

impl FuncData {
    /// The name to show the user: [`FuncData::source_name`], else the symbol name.
    pub fn user_name(&self) -> &str {
        self.source_name.as_deref().unwrap_or(&self.name)
    }

    /// Whether this is the host body of a compute construct or of an OpenMP parallel/teams
    /// region ([`outlined_region_name`]): code a team of host threads runs, where the loops
    /// of a program spend their time (the host back end builds it twice, decision 93).
    pub fn is_outlined_region(&self) -> bool {
        if self.device.is_some() || self.linkage != Linkage::Internal {
            return false;
        }
        let mut parts = self.name.rsplitn(3, '.');
        let (Some(n), Some(tag), Some(_)) = (parts.next(), parts.next(), parts.next()) else {
            return false;
        };
        (tag == ACC_REGION_TAG || tag == OMP_REGION_TAG)
            && !n.is_empty()
            && n.bytes().all(|b| b.is_ascii_digit())
    }
}

#[derive(Clone, PartialEq, Debug)]
pub enum ValueDef {
    Inst(Inst),
    Param(Block, u32),
}

#[derive(Clone, PartialEq, Debug)]
pub struct ValueData {
    pub ty: TypeId,
    pub def: ValueDef,
}

#[derive(Clone, PartialEq, Debug)]
pub struct InstData {
    pub kind: InstKind,
    pub result: Option<Value>,
    pub loc: SrcLoc,
    /// The block holding the instruction; `None` once it has been removed.
    pub block: Option<Block>,
}

#[derive(Clone, PartialEq, Debug, Default)]
pub struct BlockData {
    pub params: Vec<Value>,
    pub insts: Vec<Inst>,
    pub region: Option<Region>,
}

#[derive(Clone, PartialEq, Debug, Default)]
pub struct RegionData {
    /// In layout order; the first is the entry block.
    pub blocks: Vec<Block>,
    /// The operation owning this region; `None` for the function body.
    pub parent: Option<Inst>,
}

/// A function body: all values, instructions, blocks and regions of one
/// function, including those nested in directive regions. Region 0 is the
/// body; the parameters of its entry block are the function's parameters.
#[derive(Clone, PartialEq, Debug)]
pub struct Body {
    pub values: Vec<ValueData>,
    pub insts: Vec<InstData>,
    pub blocks: Vec<BlockData>,
    pub regions: Vec<RegionData>,
    /// The source variables whose storage values of this body hold (`var.rs`).
    pub vars: Vec<VarData>,
}

impl Default for Body {
    fn default() -> Self {
        Body {
            values: Vec::new(),
            insts: Vec::new(),
            blocks: Vec::new(),
            regions: vec![RegionData::default()],
            vars: Vec::new(),
        }
    }
}

impl Body {
    pub const BODY_REGION: Region = Region(0);

    /// The variable whose storage is at `addr`, if `addr` is a variable's address.
    pub fn var_at(&self, addr: Value) -> Option<&VarData> {
        self.vars.iter().rev().find(|v| v.addr == addr)
    }
    /// The source name of the variable whose storage is at `addr`.
    pub fn var_name(&self, addr: Value) -> Option<&SmolStr> {
        self.var_at(addr).map(|v| &v.name)
    }
    /// Drops the variables whose address or extents are no longer computed by code of the
    /// body (an instruction that was removed, a block that is not laid out).
    pub fn prune_vars(&mut self) {
        let live = |body: &Body, v: Value| match body.values.get(v.index()).map(|d| &d.def) {
            Some(ValueDef::Inst(i)) => body.insts[i.index()].block.is_some(),
            Some(ValueDef::Param(b, _)) => body
                .blocks
                .get(b.index())
                .is_some_and(|b| b.region.is_some()),
            None => false,
        };
        let vars = std::mem::take(&mut self.vars);
        self.vars = vars
            .into_iter()
            .filter(|var| var.operands().into_iter().all(|v| live(self, v)))
            .collect();
    }

    /// The values a variable table entry of `from` needs besides its address (a run-time
    /// array's bounds), for each entry whose address is in `caps`: an outliner passes them
    /// along so that the outlined body can describe the variable too.
    pub fn var_operands_of(from: &Body, caps: &[Value]) -> Vec<Value> {
        let mut out = Vec::new();
        for var in &from.vars {
            if caps.contains(&var.addr) {
                for v in var.operands().into_iter().skip(1) {
                    if !caps.contains(&v) && !out.contains(&v) {
                        out.push(v);
                    }
                }
            }
        }
        out
    }

    /// Copies into this body the variable table entries of `from` whose values `vmap` maps
    /// (an outlined region's captured addresses): without them a compute construct inside an
    /// OpenMP parallel region or task sees a bare pointer where the source names a variable,
    /// and gives it no implicit data attribute (OpenACC 3.3 §2.6.2, OpenMP 4.5 §2.15.5).
    pub fn import_vars(&mut self, from: &Body, vmap: &std::collections::HashMap<Value, Value>) {
        for var in &from.vars {
            if !var.operands().iter().all(|v| vmap.contains_key(v)) {
                continue;
            }
            let mut v = var.clone();
            v.visit_operands_mut(|x| *x = vmap[x]);
            if self.var_at(v.addr).is_none() {
                self.vars.push(v);
            }
        }
    }

    /// Records a variable (a later entry for the same address replaces an earlier one).
    pub fn add_var(&mut self, var: VarData) {
        self.vars.retain(|v| v.addr != var.addr);
        self.vars.push(var);
    }

    pub fn entry_block(&self) -> Option<Block> {
        self.regions[0].blocks.first().copied()
    }
    pub fn value_type(&self, v: Value) -> TypeId {
        self.values[v.index()].ty
    }
    pub fn inst(&self, i: Inst) -> &InstData {
        &self.insts[i.index()]
    }
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r.index()]
    }
    pub fn terminator(&self, b: Block) -> Option<Inst> {
        let last = *self.blocks[b.index()].insts.last()?;
        self.insts[last.index()]
            .kind
            .is_terminator()
            .then_some(last)
    }

    pub fn new_value(&mut self, ty: TypeId, def: ValueDef) -> Value {
        let v = Value::new(self.values.len());
        self.values.push(ValueData { ty, def });
        v
    }

    pub fn new_block(&mut self) -> Block {
        let b = Block::new(self.blocks.len());
        self.blocks.push(BlockData::default());
        b
    }

    pub fn new_region(&mut self, parent: Option<Inst>) -> Region {
        let r = Region::new(self.regions.len());
        self.regions.push(RegionData {
            blocks: Vec::new(),
            parent,
        });
        r
    }

    /// Appends `block` to the layout of `region`.
    pub fn attach_block(&mut self, region: Region, block: Block) {
        self.blocks[block.index()].region = Some(region);
        self.regions[region.index()].blocks.push(block);
    }

    pub fn add_block_param(&mut self, block: Block, ty: TypeId) -> Value {
        let idx = self.blocks[block.index()].params.len() as u32;
        let v = self.new_value(ty, ValueDef::Param(block, idx));
        self.blocks[block.index()].params.push(v);
        v
    }

    /// Creates an instruction (not yet placed in a block).
    pub fn new_inst(&mut self, kind: InstKind, result_ty: Option<TypeId>, loc: SrcLoc) -> Inst {
        let inst = Inst::new(self.insts.len());
        let result = result_ty.map(|ty| self.new_value(ty, ValueDef::Inst(inst)));
        self.insts.push(InstData {
            kind,
            result,
            loc,
            block: None,
        });
        inst
    }

    pub fn append_inst(&mut self, block: Block, inst: Inst) {
        self.insts[inst.index()].block = Some(block);
        self.blocks[block.index()].insts.push(inst);
    }

    /// The region that directly contains `block`.
    pub fn block_region(&self, block: Block) -> Option<Region> {
        self.blocks[block.index()].region
    }

    /// The directive operation enclosing `region`, if any.
    pub fn region_parent(&self, region: Region) -> Option<Inst> {
        self.regions[region.index()].parent
    }

    /// Blocks in depth-first order of regions: every block of the body,
    /// nested regions right after the block holding their operation.
    pub fn all_blocks(&self) -> Vec<Block> {
        let mut out = Vec::new();
        self.collect_region_blocks(Region(0), &mut out);
        out
    }

    fn collect_region_blocks(&self, region: Region, out: &mut Vec<Block>) {
        for &b in &self.regions[region.index()].blocks {
            out.push(b);
            for &i in &self.blocks[b.index()].insts {
                if let InstKind::Directive(d) = &self.insts[i.index()].kind {
                    if let Some(r) = d.region {
                        self.collect_region_blocks(r, out);
                    }
                }
            }
        }
    }
}

/// A translation unit in OIR.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub name: SmolStr,
    pub types: TypeTable,
    pub funcs: Vec<FuncData>,
    pub globals: Vec<GlobalData>,
    /// Source file names referenced by [`SrcLoc::file`].
    pub files: Vec<SmolStr>,
    /// Functions run before `main` / at exit, with their priority (65535 is
    /// the default of `__attribute__((constructor))`).
    pub ctors: Vec<(FuncId, u32)>,
    pub dtors: Vec<(FuncId, u32)>,
    /// Module-level assembly (GNU file-scope `asm("…")`), emitted in order.
    pub asm: Vec<SmolStr>,
    /// Remarks and errors reported by passes (`-Minfo=accel`), in the order found; not
    /// part of the text form.
    pub diagnostics: Vec<crate::pass::PassDiagnostic>,
    /// Fortran: the fields of a derived type's struct that hold an allocatable component's
    /// descriptor (not a pointer component's), by field index. A descriptor's words look
    /// like an `integer(8)` array's, so the full deep copy of a structure whose uses are not
    /// seen (decision 108) takes its components from here. Not part of the text form.
    pub allocatable_fields: std::collections::HashMap<TypeId, Vec<u32>>,
    /// Fortran: the fields that hold an array pointer component's descriptor, by field index
    /// (`type(tile_t), pointer :: tiles(:)`): its elements may be a strided section. Not part
    /// of the text form.
    pub pointer_fields: std::collections::HashMap<TypeId, Vec<u32>>,
}

impl Module {
    pub fn new(name: &str) -> Self {
        Module {
            name: name.into(),
            ..Default::default()
        }
    }

    pub fn func(&self, f: FuncId) -> &FuncData {
        &self.funcs[f.index()]
    }
    pub fn func_mut(&mut self, f: FuncId) -> &mut FuncData {
        &mut self.funcs[f.index()]
    }
    pub fn global(&self, g: GlobalId) -> &GlobalData {
        &self.globals[g.index()]
    }
    pub fn func_ids(&self) -> impl Iterator<Item = FuncId> {
        (0..self.funcs.len()).map(FuncId::new)
    }
    pub fn global_ids(&self) -> impl Iterator<Item = GlobalId> {
        (0..self.globals.len()).map(GlobalId::new)
    }
    pub fn func_by_name(&self, name: &str) -> Option<FuncId> {
        self.funcs
            .iter()
            .position(|f| f.name == name)
            .map(FuncId::new)
    }
    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.globals
            .iter()
            .position(|g| g.name == name)
            .map(GlobalId::new)
    }

    pub fn add_file(&mut self, name: &str) -> FileId {
        if let Some(i) = self.files.iter().position(|f| f == name) {
            return FileId::new(i);
        }
        self.files.push(name.into());
        FileId::new(self.files.len() - 1)
    }

    /// Adds a function declaration; give it a body with [`crate::FunctionBuilder`].
    pub fn declare_func(&mut self, name: &str, sig: TypeId) -> FuncId {
        self.funcs.push(FuncData {
            name: name.into(),
            sig,
            linkage: Linkage::External,
            visibility: Visibility::Default,
            attrs: Vec::new(),
            routine: None,
            device: None,
            loc: SrcLoc::default(),
            section: None,
            noalias_params: Vec::new(),
            body: None,
            source_name: None,
        });
        FuncId::new(self.funcs.len() - 1)
    }

    /// A string literal: a private, constant, NUL-terminated byte array
    /// (`bytes` without the terminator).
    pub fn add_string(&mut self, name: &str, bytes: &[u8]) -> GlobalId {
        let mut data = bytes.to_vec();
        data.push(0);
        let i8t = self.i8();
        let ty = self.array(i8t, data.len() as u64);
        let mut g = GlobalData::new(name, ty, Some(ConstInit::Bytes(data)));
        g.linkage = Linkage::Private;
        g.constant = true;
        g.align = 1;
        self.add_global(g)
    }

    pub fn add_global(&mut self, data: GlobalData) -> GlobalId {
        self.globals.push(data);
        GlobalId::new(self.globals.len() - 1)
    }

    /// Parameter types, return type and variadic flag of a function.
    pub fn signature(&self, f: FuncId) -> (&[TypeId], TypeId, bool) {
        self.sig_parts(self.funcs[f.index()].sig)
    }

    pub fn sig_parts(&self, sig: TypeId) -> (&[TypeId], TypeId, bool) {
        match self.types.kind(sig) {
            TypeKind::Func {
                params,
                ret,
                variadic,
                ..
            } => (params, *ret, *variadic),
            other => panic!("not a function type: {other:?}"),
        }
    }

    // Type shorthands.
    pub fn void(&mut self) -> TypeId {
        self.types.intern(TypeKind::Void)
    }
    pub fn int(&mut self, bits: u32) -> TypeId {
        self.types.intern(TypeKind::Int(bits))
    }
    pub fn i1(&mut self) -> TypeId {
        self.int(1)
    }
    pub fn i8(&mut self) -> TypeId {
        self.int(8)
    }
    pub fn i16(&mut self) -> TypeId {
        self.int(16)
    }
    pub fn i32(&mut self) -> TypeId {
        self.int(32)
    }
    pub fn i64(&mut self) -> TypeId {
        self.int(64)
    }
    pub fn f32(&mut self) -> TypeId {
        self.types.intern(TypeKind::F32)
    }
    pub fn f64(&mut self) -> TypeId {
        self.types.intern(TypeKind::F64)
    }
    pub fn f80(&mut self) -> TypeId {
        self.types.intern(TypeKind::F80)
    }
    pub fn f16(&mut self) -> TypeId {
        self.types.intern(TypeKind::F16)
    }
    pub fn f128(&mut self) -> TypeId {
        self.types.intern(TypeKind::F128)
    }
    /// C `_Complex long double`: the reserved nominal aggregate
    /// [`COMPLEX_F80`](crate::types::COMPLEX_F80) of two `f80` parts.
    pub fn complex_f80(&mut self) -> TypeId {
        let f80 = self.f80();
        self.c_struct(Some(crate::types::COMPLEX_F80), &[f80, f80])
    }
    /// A complex number of two `part`s (a float type): the nominal aggregate of
    /// [`COMPLEX_NAMES`](crate::types::COMPLEX_NAMES) for it, laid out as a structure of two
    /// `part`s (C11 §6.2.5p13, Fortran's complex storage).
    pub fn complex(&mut self, part: TypeId) -> TypeId {
        let name = match self.types.kind(part) {
            TypeKind::F16 => "complex.f16",
            TypeKind::F32 => "complex.f32",
            TypeKind::F80 => crate::types::COMPLEX_F80,
            TypeKind::F128 => "complex.f128",
            _ => "complex.f64",
        };
        self.c_struct(Some(name), &[part, part])
    }
    pub fn ptr(&mut self) -> TypeId {
        self.types.intern(TypeKind::Ptr)
    }
    pub fn array(&mut self, elem: TypeId, len: u64) -> TypeId {
        self.types.intern(TypeKind::Array { elem, len })
    }
    pub fn func_type(&mut self, params: &[TypeId], ret: TypeId, variadic: bool) -> TypeId {
        self.types.intern(TypeKind::Func {
            params: params.to_vec(),
            ret,
            variadic,
            param_ext: vec![Ext::None; params.len()],
            ret_ext: Ext::None,
        })
    }
    /// A signature with small-integer extension on parameters and result.
    pub fn func_type_ext(
        &mut self,
        params: &[(TypeId, Ext)],
        ret: (TypeId, Ext),
        variadic: bool,
    ) -> TypeId {
        self.types.intern(TypeKind::Func {
            params: params.iter().map(|p| p.0).collect(),
            ret: ret.0,
            variadic,
            param_ext: params.iter().map(|p| p.1).collect(),
            ret_ext: ret.1,
        })
    }
    /// Extension of each parameter and of the result of a signature.
    pub fn sig_ext(&self, sig: TypeId) -> (&[Ext], Ext) {
        match self.types.kind(sig) {
            TypeKind::Func {
                param_ext, ret_ext, ..
            } => (param_ext, *ret_ext),
            other => panic!("not a function type: {other:?}"),
        }
    }
    /// A struct laid out with C rules (each field at the next multiple of its
    /// alignment) — a convenience for tests and simple front-end cases.
    pub fn c_struct(&mut self, name: Option<&str>, field_types: &[TypeId]) -> TypeId {
        let mut off = 0u64;
        let mut align = 1u64;
        let mut fields = Vec::new();
        for &ty in field_types {
            let a = self.types.align_of(ty);
            off = off.next_multiple_of(a);
            fields.push(crate::types::Field { ty, offset: off });
            off += self.types.size_of(ty);
            align = align.max(a);
        }
        self.types.intern(TypeKind::Aggregate {
            name: name.map(Into::into),
            kind: crate::types::AggregateKind::Struct,
            size: off.next_multiple_of(align),
            align,
            fields,
        })
    }
    /// A C union of the given members.
    pub fn c_union(&mut self, name: Option<&str>, member_types: &[TypeId]) -> TypeId {
        let size = member_types
            .iter()
            .map(|&t| self.types.size_of(t))
            .max()
            .unwrap_or(0);
        let align = member_types
            .iter()
            .map(|&t| self.types.align_of(t))
            .max()
            .unwrap_or(1);
        self.types.intern(TypeKind::Aggregate {
            name: name.map(Into::into),
            kind: crate::types::AggregateKind::Union,
            size: size.next_multiple_of(align),
            align,
            fields: member_types
                .iter()
                .map(|&ty| crate::types::Field { ty, offset: 0 })
                .collect(),
        })
    }
}
