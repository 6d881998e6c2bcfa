//! OIR → LLVM IR for the host. Scalars become LLVM SSA values; aggregate
//! values live in memory (an OIR value of struct/array type is an LLVM
//! pointer to a private copy), so loads/stores of aggregates are memcpys and
//! the System V ABI lowering (see [`super::abi`]) reads and writes register
//! pieces from that memory. Block parameters become phi nodes.

use std::collections::HashMap;

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::debug_info::{
    AsDIScope, DICompileUnit, DIFile, DIFlags, DIFlagsConstants, DIScope, DWARFEmissionKind,
    DWARFSourceLanguage, DebugInfoBuilder,
};
use inkwell::intrinsics::Intrinsic;
use inkwell::module::{FlagBehavior, Linkage as LLinkage, Module};
use inkwell::targets::TargetMachine;
use inkwell::types::{
    AnyType, BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType, IntType,
};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FunctionValue, GlobalValue,
    InstructionValue, IntValue, PhiValue, PointerValue,
};
use inkwell::{
    AddressSpace, AtomicOrdering, AtomicRMWBinOp, FloatPredicate, GlobalVisibility, IntPredicate,
};

use oxacc_oir::{
    self as oir, BinOp, Block, BlockCall, Body, CastOp, ConstInit, Ext, FloatCC, FuncAttr, FuncId,
    InstKind, IntCC, IntrinsicOp, Linkage, Ordering, RmwOp, TypeId, TypeKind, Value, Visibility,
};

use super::abi::{classify_aggregate, classify_signature, piece_offsets, ArgKind, FnAbi, Piece};
use super::{CodegenOptions, DebugInfo, OptLevel};
use crate::{CodegenError, Result};

struct Debug<'ctx> {
    dib: DebugInfoBuilder<'ctx>,
    cu: DICompileUnit<'ctx>,
    files: Vec<DIFile<'ctx>>,
}

/// What the module is lowered for. The host gets every host function (device-only ones,
/// `kernel`/`device`, stay declarations); NVPTX gets the device functions and everything
/// they reach (see `crate::device`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    Host,
    Nvptx,
}

/// LLVM's `CallingConv::PTX_Kernel`: a function with it is a PTX `.entry`.
const PTX_KERNEL_CC: u32 = 71;

struct ModuleCx<'a, 'ctx> {
    ctx: &'ctx Context,
    target: Target,
    module: &'a Module<'ctx>,
    m: &'a oir::Module,
    opts: &'a CodegenOptions,
    funcs: Vec<FunctionValue<'ctx>>,
    globals: Vec<GlobalValue<'ctx>>,
    debug: Option<Debug<'ctx>>,
    cpu: String,
    features: String,
}

pub(crate) fn lower_module<'ctx>(
    ctx: &'ctx Context,
    module: &Module<'ctx>,
    m: &oir::Module,
    opts: &CodegenOptions,
    machine: &TargetMachine,
    target: Target,
) -> Result<()> {
    oir::verify_module(m).map_err(|e| CodegenError::InvalidIr(e.to_string()))?;
    let device = target == Target::Nvptx;
    // Device code has no debug information yet.
    let debug = (opts.debug != DebugInfo::None && !device).then(|| {
        let name = m
            .files
            .first()
            .map(|f| f.as_str())
            .unwrap_or(m.name.as_str());
        let (dir, file) = split_path(name, &opts.comp_dir);
        let kind = match opts.debug {
            DebugInfo::LineTables => DWARFEmissionKind::LineTablesOnly,
            _ => DWARFEmissionKind::Full,
        };
        let (dib, cu) = module.create_debug_info_builder(
            true,
            DWARFSourceLanguage::C11,
            &file,
            &dir,
            "oxacc",
            opts.opt_level != OptLevel::O0,
            "",
            0,
            "",
            kind,
            0,
            false,
            false,
            "",
            "",
        );
        let files = m
            .files
            .iter()
            .map(|f| {
                let (d, n) = split_path(f, &opts.comp_dir);
                dib.create_file(&n, &d)
            })
            .collect();
        let i32t = ctx.i32_type();
        module.add_basic_value_flag(
            "Debug Info Version",
            FlagBehavior::Warning,
            i32t.const_int(3, false),
        );
        module.add_basic_value_flag(
            "Dwarf Version",
            FlagBehavior::Warning,
            i32t.const_int(5, false),
        );
        Debug { dib, cu, files }
    });
    let mut cx = ModuleCx {
        ctx,
        target: target.clone(),
        module,
        m,
        opts,
        funcs: Vec::new(),
        globals: Vec::new(),
        debug,
        cpu: machine.get_cpu().to_string(),
        features: machine.get_feature_string().to_string_lossy().into_owned(),
    };
    for g in m.global_ids() {
        let data = m.global(g);
        let ty = cx.mem_ty(data.ty);
        let gv = module.add_global(ty, None, &data.name);
        cx.globals.push(gv);
    }
    for f in m.func_ids() {
        let fv = cx.declare_func(f);
        cx.funcs.push(fv);
    }
    let (dev_funcs, dev_globals) = if device {
        device_reachable(m)
    } else {
        Default::default()
    };
    for g in m.global_ids() {
        if !device || dev_globals.contains(&g) {
            cx.define_global(g)?;
        }
    }
    for f in m.func_ids() {
        let data = m.func(f);
        let wanted = if device {
            dev_funcs.contains(&f)
        } else {
            data.device.is_none()
        };
        if data.body.is_some() && wanted {
            cx.define_func(f)?;
        }
    }
    if device {
        // Only what device code reaches stays; the rest of the module is host code.
        for f in m.func_ids() {
            let fv = cx.funcs[f.index()];
            if !dev_funcs.contains(&f)
                && fv
                    .as_global_value()
                    .as_pointer_value()
                    .get_first_use()
                    .is_none()
            {
                // SAFETY: the function has no uses and no body.
                unsafe { fv.delete() };
            }
        }
        for g in m.global_ids() {
            let gv = cx.globals[g.index()];
            if !dev_globals.contains(&g) && gv.as_pointer_value().get_first_use().is_none() {
                // SAFETY: the global has no uses and no initializer.
                unsafe { gv.delete() };
            }
        }
        return Ok(());
    }
    cx.special_arrays();
    if !m.asm.is_empty() {
        let mut text = m.asm.join("\n");
        text.push('\n');
        module.set_inline_assembly(&text);
    }
    if let Some(d) = &cx.debug {
        d.dib.finalize();
    }
    Ok(())
}

/// The functions and globals device code reaches: the `kernel` and `device` functions and,
/// transitively, what their bodies and the initializers of reached globals refer to.
pub(crate) fn device_reachable(
    m: &oir::Module,
) -> (
    std::collections::HashSet<FuncId>,
    std::collections::HashSet<oir::GlobalId>,
) {
    use std::collections::HashSet;
    let mut funcs: HashSet<FuncId> = HashSet::new();
    let mut globals: HashSet<oir::GlobalId> = HashSet::new();
    let mut work: Vec<FuncId> = m
        .func_ids()
        .filter(|&f| m.func(f).device.is_some() || crate::device::is_exported_routine(m.func(f)))
        .collect();
    // `declare`d globals (other than `link`) have a device copy the runtime maps to the host
    // copy (the image's global table), whether device code refers to them or not.
    let mut gwork: Vec<oir::GlobalId> = device_globals(m);
    fn init_refs(i: &ConstInit, fs: &mut Vec<FuncId>, gs: &mut Vec<oir::GlobalId>) {
        match i {
            ConstInit::GlobalAddr(g, _) => gs.push(*g),
            ConstInit::FuncAddr(f) => fs.push(*f),
            ConstInit::Aggregate(v) => v.iter().for_each(|x| init_refs(x, fs, gs)),
            ConstInit::Union(_, x) => init_refs(x, fs, gs),
            _ => {}
        }
    }
    loop {
        if let Some(f) = work.pop() {
            if !funcs.insert(f) {
                continue;
            }
            let Some(body) = &m.func(f).body else {
                continue;
            };
            for inst in &body.insts {
                if inst.block.is_none() {
                    continue;
                }
                match &inst.kind {
                    InstKind::Call { callee, .. } => work.push(*callee),
                    InstKind::FuncAddr(c) => work.push(*c),
                    InstKind::GlobalAddr(g) => gwork.push(*g),
                    _ => {}
                }
            }
        } else if let Some(g) = gwork.pop() {
            if !globals.insert(g) {
                continue;
            }
            if let Some(init) = &m.global(g).init {
                init_refs(init, &mut work, &mut gwork);
            }
        } else {
            break;
        }
    }
    (funcs, globals)
}

/// The globals with a device copy in the image's global table: file-scope `declare`
/// `create`/`copyin`/`device_resident` globals defined in this module (`link` globals get
/// their device copy from a data clause).
pub(crate) fn device_globals(m: &oir::Module) -> Vec<oir::GlobalId> {
    m.global_ids()
        .filter(|&g| {
            let d = m.global(g);
            d.init.is_some()
                && d.acc_declare
                    .is_some_and(|k| k != oxacc_oir::directive::DataClauseKind::Link)
        })
        .collect()
}

/// Splits a file name into (directory, base name) for DWARF.
fn split_path(path: &str, comp_dir: &str) -> (String, String) {
    let p = std::path::Path::new(path);
    let file = p
        .file_name()
        .map(|f| f.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.to_string());
    let dir = match p.parent().filter(|d| !d.as_os_str().is_empty()) {
        Some(d) if d.is_absolute() => d.display().to_string(),
        Some(d) => format!("{comp_dir}/{}", d.display()),
        None => comp_dir.to_string(),
    };
    (dir, file)
}

fn linkage(l: Linkage) -> LLinkage {
    match l {
        Linkage::External => LLinkage::External,
        Linkage::Internal => LLinkage::Internal,
        Linkage::Private => LLinkage::Private,
        Linkage::Weak => LLinkage::WeakAny,
        Linkage::Common => LLinkage::Common,
        Linkage::LinkOnceOdr => LLinkage::LinkOnceODR,
    }
}

fn visibility(v: Visibility) -> GlobalVisibility {
    match v {
        Visibility::Default => GlobalVisibility::Default,
        Visibility::Hidden => GlobalVisibility::Hidden,
        Visibility::Protected => GlobalVisibility::Protected,
    }
}

fn enum_attr(ctx: &Context, name: &str, val: u64) -> Attribute {
    ctx.create_enum_attribute(Attribute::get_named_enum_kind_id(name), val)
}

impl<'a, 'ctx> ModuleCx<'a, 'ctx> {
    fn ptr_ty(&self) -> inkwell::types::PointerType<'ctx> {
        self.ctx.ptr_type(AddressSpace::default())
    }

    /// The LLVM type of an OIR type in memory. Aggregates are byte arrays:
    /// their layout is the front end's, addressed by byte offsets.
    fn mem_ty(&self, ty: TypeId) -> BasicTypeEnum<'ctx> {
        let t = &self.m.types;
        match t.kind(ty) {
            TypeKind::Int(w) => int_ty(self.ctx, *w).into(),
            TypeKind::F32 => self.ctx.f32_type().into(),
            TypeKind::F64 => self.ctx.f64_type().into(),
            // Device code keeps `long double` in the host's x87 format in memory.
            TypeKind::F80 if self.target == Target::Nvptx => self.ctx.i128_type().into(),
            TypeKind::F80 => self.ctx.x86_f80_type().into(),
            TypeKind::F16 => self.ctx.f16_type().into(),
            TypeKind::F128 => self.ctx.f128_type().into(),
            TypeKind::Ptr => self.ptr_ty().into(),
            TypeKind::Void | TypeKind::Func { .. } => self.ctx.i8_type().array_type(0).into(),
            TypeKind::Array { .. } | TypeKind::Aggregate { .. } => {
                self.ctx.i8_type().array_type(t.size_of(ty) as u32).into()
            }
        }
    }

    /// The LLVM type of an OIR SSA value (aggregates are pointers to memory).
    fn val_ty(&self, ty: TypeId) -> BasicTypeEnum<'ctx> {
        if self.m.types.is_aggregate(ty) {
            self.ptr_ty().into()
        } else if self.device_f80(ty) {
            // Device code computes `long double` in `double` (device_f80.rs).
            self.ctx.f64_type().into()
        } else {
            self.mem_ty(ty)
        }
    }

    /// Whether values of `ty` are `long double` in device code: `double` in registers, x87
    /// bits in memory and in signatures (device_f80.rs).
    fn device_f80(&self, ty: TypeId) -> bool {
        self.target == Target::Nvptx && matches!(self.m.types.kind(ty), TypeKind::F80)
    }

    fn piece_ty(&self, p: Piece) -> BasicTypeEnum<'ctx> {
        match p {
            Piece::Int(bytes) => int_ty(self.ctx, bytes * 8).into(),
            Piece::F32 => self.ctx.f32_type().into(),
            Piece::F64 => self.ctx.f64_type().into(),
            Piece::V2F32 => self.ctx.f32_type().vec_type(2).into(),
            Piece::X87 => self.ctx.x86_f80_type().into(),
            Piece::F16 => self.ctx.f16_type().into(),
            Piece::F128 => self.ctx.f128_type().into(),
        }
    }

    /// The LLVM function type and ABI of a signature (fixed parameters only).
    fn fn_type(&self, sig: TypeId) -> (FunctionType<'ctx>, FnAbi) {
        let (params, ret, variadic) = self.m.sig_parts(sig);
        let abi = self.classify(ret, params);
        let mut lparams: Vec<BasicMetadataTypeEnum> = Vec::new();
        if abi.has_sret() {
            lparams.push(self.ptr_ty().into());
        }
        for (&p, kind) in params.iter().zip(&abi.params) {
            match kind {
                ArgKind::Direct => lparams.push(self.mem_ty(p).into()),
                ArgKind::Pieces(ps) => lparams.extend(
                    ps.iter()
                        .map(|&x| BasicMetadataTypeEnum::from(self.piece_ty(x))),
                ),
                ArgKind::Memory { .. } => lparams.push(self.ptr_ty().into()),
                ArgKind::Ignore => {}
            }
        }
        let fty = match &abi.ret {
            ArgKind::Direct if self.m.types.is_void(ret) => {
                self.ctx.void_type().fn_type(&lparams, variadic)
            }
            ArgKind::Direct => self.mem_ty(ret).fn_type(&lparams, variadic),
            ArgKind::Pieces(ps) if ps.len() == 1 => {
                self.piece_ty(ps[0]).fn_type(&lparams, variadic)
            }
            ArgKind::Pieces(ps) => {
                let fields: Vec<BasicTypeEnum> = ps.iter().map(|&p| self.piece_ty(p)).collect();
                self.ctx
                    .struct_type(&fields, false)
                    .fn_type(&lparams, variadic)
            }
            ArgKind::Memory { .. } | ArgKind::Ignore => {
                self.ctx.void_type().fn_type(&lparams, variadic)
            }
        };
        (fty, abi)
    }

    /// The calling convention of a signature: the System V psABI on the host; on NVPTX
    /// scalars travel as themselves and aggregates `byval`/`sret` (what clang does for
    /// CUDA device functions; a kernel's `byval` parameter lives in the parameter space).
    fn classify(&self, ret: TypeId, params: &[TypeId]) -> FnAbi {
        let t = &self.m.types;
        match self.target {
            Target::Host => classify_signature(t, ret, params),
            Target::Nvptx => {
                let kind = |ty: TypeId| {
                    if !t.is_aggregate(ty) {
                        ArgKind::Direct
                    } else if t.size_of(ty) == 0 {
                        ArgKind::Ignore
                    } else {
                        ArgKind::Memory {
                            size: t.size_of(ty),
                            align: t.align_of(ty).max(1),
                        }
                    }
                };
                FnAbi {
                    ret: kind(ret),
                    params: params.iter().map(|&p| kind(p)).collect(),
                }
            }
        }
    }

    /// `sret`/`byval` attributes at the LLVM parameter positions of an ABI.
    fn abi_attrs(&self, abi: &FnAbi) -> Vec<(u32, Attribute)> {
        let mut out = Vec::new();
        let mut idx = 0u32;
        let bytes = |size: u64| {
            self.ctx
                .i8_type()
                .array_type(size as u32)
                .as_any_type_enum()
        };
        if let ArgKind::Memory { size, align } = abi.ret {
            out.push((
                0,
                self.ctx
                    .create_type_attribute(Attribute::get_named_enum_kind_id("sret"), bytes(size)),
            ));
            out.push((0, enum_attr(self.ctx, "align", align)));
            out.push((0, enum_attr(self.ctx, "noalias", 0)));
            idx = 1;
        }
        for kind in &abi.params {
            match kind {
                ArgKind::Direct => idx += 1,
                ArgKind::Pieces(ps) => idx += ps.len() as u32,
                ArgKind::Memory { size, align } => {
                    out.push((
                        idx,
                        self.ctx.create_type_attribute(
                            Attribute::get_named_enum_kind_id("byval"),
                            bytes(*size),
                        ),
                    ));
                    out.push((idx, enum_attr(self.ctx, "align", *align)));
                    idx += 1;
                }
                ArgKind::Ignore => {}
            }
        }
        out
    }

    /// `signext`/`zeroext` on the direct small-integer parameters (fixed
    /// ones) and on the result of a signature.
    fn ext_attrs(&self, sig: TypeId, abi: &FnAbi) -> Vec<(AttributeLoc, Attribute)> {
        let (exts, ret_ext) = self.m.sig_ext(sig);
        let attr = |e: Ext| match e {
            Ext::None => None,
            Ext::Sext => Some(enum_attr(self.ctx, "signext", 0)),
            Ext::Zext => Some(enum_attr(self.ctx, "zeroext", 0)),
        };
        let mut out = Vec::new();
        if let (ArgKind::Direct, Some(a)) = (&abi.ret, attr(ret_ext)) {
            out.push((AttributeLoc::Return, a));
        }
        let mut idx = u32::from(abi.has_sret());
        for (i, kind) in abi.params.iter().enumerate() {
            match kind {
                ArgKind::Direct => {
                    if let Some(a) = exts.get(i).and_then(|&e| attr(e)) {
                        out.push((AttributeLoc::Param(idx), a));
                    }
                    idx += 1;
                }
                ArgKind::Pieces(ps) => idx += ps.len() as u32,
                ArgKind::Memory { .. } => idx += 1,
                ArgKind::Ignore => {}
            }
        }
        out
    }

    fn declare_func(&self, f: FuncId) -> FunctionValue<'ctx> {
        let data = self.m.func(f);
        let (fty, abi) = self.fn_type(data.sig);
        let fv = self
            .module
            .add_function(&data.name, fty, Some(linkage(data.linkage)));
        fv.as_global_value()
            .set_visibility(visibility(data.visibility));
        if let Some(sec) = &data.section {
            fv.set_section(Some(sec));
        }
        for (i, a) in self.abi_attrs(&abi) {
            fv.add_attribute(AttributeLoc::Param(i), a);
        }
        for (loc, a) in self.ext_attrs(data.sig, &abi) {
            fv.add_attribute(loc, a);
        }
        for attr in &data.attrs {
            let name = match attr {
                FuncAttr::NoReturn => "noreturn",
                FuncAttr::NoInline => "noinline",
                FuncAttr::AlwaysInline => "alwaysinline",
                FuncAttr::InlineHint => "inlinehint",
                FuncAttr::Cold => "cold",
                FuncAttr::NoUnwind => "nounwind",
            };
            fv.add_attribute(AttributeLoc::Function, enum_attr(self.ctx, name, 0));
        }
        if self.target == Target::Nvptx {
            if data.device == Some(oir::DeviceKind::Kernel) {
                fv.set_call_conventions(PTX_KERNEL_CC);
            }
            // Barriers and warp shuffles must not be moved across control flow.
            fv.add_attribute(AttributeLoc::Function, enum_attr(self.ctx, "convergent", 0));
        }
        if data.body.is_some() {
            // C code never unwinds; unwind tables still make backtraces work.
            fv.add_attribute(AttributeLoc::Function, enum_attr(self.ctx, "nounwind", 0));
            if self.target == Target::Host {
                fv.add_attribute(AttributeLoc::Function, enum_attr(self.ctx, "uwtable", 2));
            }
            fv.add_attribute(
                AttributeLoc::Function,
                self.ctx.create_string_attribute("target-cpu", &self.cpu),
            );
            if !self.features.is_empty() {
                fv.add_attribute(
                    AttributeLoc::Function,
                    self.ctx
                        .create_string_attribute("target-features", &self.features),
                );
            }
        }
        fv
    }

    fn define_global(&mut self, g: oir::GlobalId) -> Result<()> {
        let data = self.m.global(g);
        let mut gv = self.globals[g.index()];
        if let Some(init) = &data.init {
            let value = self.const_init(data.ty, init)?;
            if value.get_type() != gv.get_value_type().try_into().unwrap_or(value.get_type()) {
                // The initializer's shape decides the LLVM type (unions,
                // strings): replace the declaration with a global of that type.
                let new = self.module.add_global(value.get_type(), None, "");
                gv.as_pointer_value()
                    .replace_all_uses_with(new.as_pointer_value());
                unsafe { gv.delete() };
                new.as_pointer_value().set_name(&data.name);
                self.globals[g.index()] = new;
                gv = new;
            }
            gv.set_initializer(&value);
        }
        gv.set_linkage(linkage(data.linkage));
        gv.set_visibility(visibility(data.visibility));
        gv.set_constant(data.constant);
        gv.set_thread_local(data.thread_local);
        if data.linkage == Linkage::Private {
            gv.set_unnamed_addr(true);
        }
        let align = if data.align != 0 {
            data.align
        } else {
            self.m.types.align_of(data.ty) as u32
        };
        gv.set_alignment(align);
        if let Some(sec) = &data.section {
            gv.set_section(Some(sec));
        }
        Ok(())
    }

    /// `llvm.used`, `llvm.global_ctors` and `llvm.global_dtors`: appending
    /// arrays the linker and code generator know.
    fn special_arrays(&self) {
        let used: Vec<_> = self
            .m
            .global_ids()
            .filter(|g| self.m.global(*g).used)
            .map(|g| self.globals[g.index()].as_pointer_value())
            .collect();
        if !used.is_empty() {
            let arr = self.ptr_ty().const_array(&used);
            let g = self.module.add_global(arr.get_type(), None, "llvm.used");
            g.set_linkage(LLinkage::Appending);
            g.set_section(Some("llvm.metadata"));
            g.set_initializer(&arr);
        }
        for (name, list) in [
            ("llvm.global_ctors", &self.m.ctors),
            ("llvm.global_dtors", &self.m.dtors),
        ] {
            if list.is_empty() {
                continue;
            }
            let (i32t, ptr) = (self.ctx.i32_type(), self.ptr_ty());
            let entry_ty = self
                .ctx
                .struct_type(&[i32t.into(), ptr.into(), ptr.into()], false);
            let entries: Vec<_> = list
                .iter()
                .map(|(f, prio)| {
                    let fp = self.funcs[f.index()].as_global_value().as_pointer_value();
                    entry_ty.const_named_struct(&[
                        i32t.const_int(u64::from(*prio), false).into(),
                        fp.into(),
                        ptr.const_null().into(),
                    ])
                })
                .collect();
            let arr = entry_ty.const_array(&entries);
            let g = self.module.add_global(arr.get_type(), None, name);
            g.set_linkage(LLinkage::Appending);
            g.set_initializer(&arr);
        }
    }

    fn const_init(&self, ty: TypeId, init: &ConstInit) -> Result<BasicValueEnum<'ctx>> {
        let t = &self.m.types;
        let i8t = self.ctx.i8_type();
        let zero_bytes = |n: u64| i8t.array_type(n as u32).const_zero().as_basic_value_enum();
        Ok(match (init, t.kind(ty)) {
            (ConstInit::Zero, _) => self.mem_ty(ty).const_zero(),
            (ConstInit::Undef, _) => undef_of(self.mem_ty(ty)),
            (ConstInit::Int(i), TypeKind::Int(w)) => int_const(int_ty(self.ctx, *w), *i).into(),
            (ConstInit::Int(0), TypeKind::Ptr) => self.ptr_ty().const_null().into(),
            (ConstInit::Float(f), TypeKind::F32) => self.ctx.f32_type().const_float(*f).into(),
            (ConstInit::Float(f), TypeKind::F64) => self.ctx.f64_type().const_float(*f).into(),
            (ConstInit::Float(f), TypeKind::F80) if self.target == Target::Nvptx => {
                i128_const(self.ctx, oir::f80::f80_from_f64(*f)).into()
            }
            (ConstInit::F80(bits), TypeKind::F80) if self.target == Target::Nvptx => {
                i128_const(self.ctx, *bits).into()
            }
            (ConstInit::Float(f), TypeKind::F80) => self.ctx.x86_f80_type().const_float(*f).into(),
            (ConstInit::F80(bits), TypeKind::F80) => x87_const(self.ctx, *bits).into(),
            (ConstInit::Float(f), TypeKind::F16) => self.ctx.f16_type().const_float(*f).into(),
            (ConstInit::Float(f), TypeKind::F128) => {
                f128_const(self.ctx, oir::f80::f128_from_f64(*f)).into()
            }
            (ConstInit::F128(bits), TypeKind::F128) => f128_const(self.ctx, *bits).into(),
            (ConstInit::GlobalAddr(g, off), _) => {
                let p = self.globals[g.index()].as_pointer_value();
                if *off == 0 {
                    p.into()
                } else {
                    let idx = self.ctx.i64_type().const_int(*off as u64, true);
                    unsafe { p.const_gep(i8t, &[idx]) }.into()
                }
            }
            (ConstInit::FuncAddr(f), _) => self.funcs[f.index()]
                .as_global_value()
                .as_pointer_value()
                .into(),
            (ConstInit::Bytes(b), _) => {
                let mut bytes = b.clone();
                bytes.resize(t.size_of(ty) as usize, 0);
                self.ctx.const_string(&bytes, false).into()
            }
            (ConstInit::Aggregate(items), TypeKind::Array { elem, len }) => {
                let mut vals = Vec::new();
                for it in items {
                    vals.push(self.const_init(*elem, it)?);
                }
                while (vals.len() as u64) < *len {
                    vals.push(self.mem_ty(*elem).const_zero());
                }
                let first = vals.first().map(|v| v.get_type());
                if first.is_some() && vals.iter().all(|v| Some(v.get_type()) == first) {
                    const_array(first.unwrap_or(i8t.into()), &vals)
                } else if vals.is_empty() {
                    zero_bytes(0)
                } else {
                    self.ctx.const_struct(&vals, true).into()
                }
            }
            (ConstInit::Aggregate(items), TypeKind::Aggregate { size, fields, .. }) => {
                // A packed struct of the initialized fields with zero padding.
                let mut vals = Vec::new();
                let mut at = 0u64;
                for (i, f) in fields.iter().enumerate() {
                    let Some(item) = items.get(i) else { break };
                    if f.offset < at {
                        continue; // overlapping member (union-like): first wins
                    }
                    if f.offset > at {
                        vals.push(zero_bytes(f.offset - at));
                    }
                    vals.push(self.const_init(f.ty, item)?);
                    at = f.offset + t.size_of(f.ty);
                }
                if *size > at {
                    vals.push(zero_bytes(size - at));
                }
                self.ctx.const_struct(&vals, true).into()
            }
            (ConstInit::Union(i, inner), TypeKind::Aggregate { size, fields, .. }) => {
                let f = fields.get(*i as usize).ok_or_else(|| {
                    CodegenError::InvalidIr("union initializer member out of range".into())
                })?;
                let mut vals = Vec::new();
                if f.offset > 0 {
                    vals.push(zero_bytes(f.offset));
                }
                vals.push(self.const_init(f.ty, inner)?);
                let end = f.offset + t.size_of(f.ty);
                if *size > end {
                    vals.push(zero_bytes(size - end));
                }
                self.ctx.const_struct(&vals, true).into()
            }
            (init, _) => {
                return Err(CodegenError::InvalidIr(format!(
                    "initializer {init:?} for type {}",
                    oir::printer::type_name(t, ty)
                )))
            }
        })
    }

    fn define_func(&mut self, f: FuncId) -> Result<()> {
        let data = self.m.func(f);
        let body = data.body.as_ref().expect("definition");
        let fv = self.funcs[f.index()];
        let (_, abi) = self.fn_type(data.sig);
        let builder = self.ctx.create_builder();
        let alloca_builder = self.ctx.create_builder();
        let scope = self.debug.as_ref().map(|d| {
            let file = d
                .files
                .get(data.loc.file as usize)
                .copied()
                .unwrap_or_else(|| d.cu.get_file());
            let sty = d.dib.create_subroutine_type(file, None, &[], DIFlags::ZERO);
            let sp = d.dib.create_function(
                d.cu.as_debug_info_scope(),
                &data.name,
                None,
                file,
                data.loc.line,
                sty,
                data.linkage != Linkage::External,
                true,
                data.loc.line,
                DIFlags::PROTOTYPED,
                self.opts.opt_level != OptLevel::O0,
            );
            fv.set_subprogram(sp);
            sp.as_debug_info_scope()
        });
        let allocas = self.ctx.append_basic_block(fv, "allocas");
        alloca_builder.position_at_end(allocas);
        let mut fx = FnCx {
            mc: self,
            body,
            fv,
            builder,
            alloca_builder,
            values: HashMap::new(),
            blocks: HashMap::new(),
            phis: HashMap::new(),
            abi,
            sret: None,
            scope,
            func_line: data.loc.line,
            func_file: data.loc.file,
            file_scopes: HashMap::new(),
            no_unroll: std::cell::Cell::new(false),
        };
        fx.set_debug_loc(data.loc);
        fx.lower_body()
    }
}

fn ordering(o: Ordering) -> AtomicOrdering {
    match o {
        Ordering::Relaxed => AtomicOrdering::Monotonic,
        Ordering::Acquire => AtomicOrdering::Acquire,
        Ordering::Release => AtomicOrdering::Release,
        Ordering::AcqRel => AtomicOrdering::AcquireRelease,
        Ordering::SeqCst => AtomicOrdering::SequentiallyConsistent,
    }
}

/// The strongest failure ordering LLVM allows for a cmpxchg (no release part).
fn failure_ordering(o: Ordering) -> AtomicOrdering {
    match o {
        Ordering::Relaxed | Ordering::Release => AtomicOrdering::Monotonic,
        Ordering::Acquire | Ordering::AcqRel => AtomicOrdering::Acquire,
        Ordering::SeqCst => AtomicOrdering::SequentiallyConsistent,
    }
}

fn undef_of(ty: BasicTypeEnum<'_>) -> BasicValueEnum<'_> {
    match ty {
        BasicTypeEnum::ArrayType(t) => t.get_undef().into(),
        BasicTypeEnum::FloatType(t) => t.get_undef().into(),
        BasicTypeEnum::IntType(t) => t.get_undef().into(),
        BasicTypeEnum::PointerType(t) => t.get_undef().into(),
        BasicTypeEnum::StructType(t) => t.get_undef().into(),
        BasicTypeEnum::VectorType(t) => t.get_undef().into(),
        BasicTypeEnum::ScalableVectorType(t) => t.get_undef().into(),
    }
}

fn const_array<'ctx>(
    elem: BasicTypeEnum<'ctx>,
    vals: &[BasicValueEnum<'ctx>],
) -> BasicValueEnum<'ctx> {
    match elem {
        BasicTypeEnum::IntType(t) => t
            .const_array(&vals.iter().map(|v| v.into_int_value()).collect::<Vec<_>>())
            .into(),
        BasicTypeEnum::FloatType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_float_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::PointerType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_pointer_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::ArrayType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_array_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::StructType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_struct_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::VectorType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_vector_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
        BasicTypeEnum::ScalableVectorType(t) => t
            .const_array(
                &vals
                    .iter()
                    .map(|v| v.into_scalable_vector_value())
                    .collect::<Vec<_>>(),
            )
            .into(),
    }
}

/// An integer type of `bits` width (the verifier guarantees 1..=128).
/// An `x86_fp80` constant with exactly these 80 bits (an `i80` bit-cast,
/// which LLVM folds to the `0xK…` constant).
fn i128_const(ctx: &Context, bits: u128) -> IntValue<'_> {
    ctx.i128_type()
        .const_int_arbitrary_precision(&[bits as u64, (bits >> 64) as u64])
}

fn x87_const(ctx: &Context, bits: u128) -> inkwell::values::FloatValue<'_> {
    use inkwell::types::AsTypeRef;
    use inkwell::values::AsValueRef;
    let i =
        int_ty(ctx, 80).const_int_arbitrary_precision(&[bits as u64, (bits >> 64) as u64 & 0xffff]);
    // SAFETY: both types are 80 bits wide and first-class, so the bit-cast is
    // a valid constant expression of type x86_fp80.
    unsafe {
        inkwell::values::FloatValue::new(inkwell::llvm_sys::core::LLVMConstBitCast(
            i.as_value_ref(),
            ctx.x86_f80_type().as_type_ref(),
        ))
    }
}

/// An `fp128` constant with exactly these bits (an `i128` bit-cast).
fn f128_const(ctx: &Context, bits: u128) -> inkwell::values::FloatValue<'_> {
    use inkwell::types::AsTypeRef;
    use inkwell::values::AsValueRef;
    let i = ctx
        .i128_type()
        .const_int_arbitrary_precision(&[bits as u64, (bits >> 64) as u64]);
    // SAFETY: both types are 128 bits wide and first-class, so the bit-cast is
    // a valid constant expression of type fp128.
    unsafe {
        inkwell::values::FloatValue::new(inkwell::llvm_sys::core::LLVMConstBitCast(
            i.as_value_ref(),
            ctx.f128_type().as_type_ref(),
        ))
    }
}

fn int_ty(ctx: &Context, bits: u32) -> IntType<'_> {
    let bits = std::num::NonZeroU32::new(bits).unwrap_or(std::num::NonZeroU32::MIN);
    ctx.custom_width_int_type(bits)
        .unwrap_or_else(|_| ctx.i64_type())
}

fn int_const(t: inkwell::types::IntType<'_>, v: i128) -> IntValue<'_> {
    if t.get_bit_width() > 64 {
        let u = v as u128;
        t.const_int_arbitrary_precision(&[u as u64, (u >> 64) as u64])
    } else {
        t.const_int(v as u64, false)
    }
}

struct FnCx<'a, 'b, 'ctx> {
    mc: &'b ModuleCx<'a, 'ctx>,
    body: &'a Body,
    fv: FunctionValue<'ctx>,
    builder: Builder<'ctx>,
    /// Positioned in the `allocas` block, which runs first and holds every
    /// fixed-size stack slot (so mem2reg/SROA see them).
    alloca_builder: Builder<'ctx>,
    values: HashMap<Value, BasicValueEnum<'ctx>>,
    blocks: HashMap<Block, BasicBlock<'ctx>>,
    phis: HashMap<Block, Vec<PhiValue<'ctx>>>,
    abi: FnAbi,
    sret: Option<PointerValue<'ctx>>,
    scope: Option<DIScope<'ctx>>,
    func_line: u32,
    func_file: u32,
    /// Lexical blocks for locations in files other than the function's.
    file_scopes: HashMap<u32, DIScope<'ctx>>,
    /// A `no_unroll` intrinsic was seen in the current block: its branch gets
    /// `llvm.loop.unroll.disable`.
    no_unroll: std::cell::Cell<bool>,
}

impl<'ctx> FnCx<'_, '_, 'ctx> {
    fn ctx(&self) -> &'ctx Context {
        self.mc.ctx
    }
    fn types(&self) -> &oir::TypeTable {
        &self.mc.m.types
    }
    /// A value of type `ty` as its register form, from its memory/signature form (they differ
    /// for `long double` in device code only).
    fn in_registers(&self, ty: TypeId, v: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        self.in_registers_with(&self.builder, ty, v)
    }
    fn in_registers_with(
        &self,
        b: &Builder<'ctx>,
        ty: TypeId,
        v: BasicValueEnum<'ctx>,
    ) -> Result<BasicValueEnum<'ctx>> {
        if !self.mc.device_f80(ty) {
            return Ok(v);
        }
        Ok(super::device_f80::from_bits(self.ctx(), b, v.into_int_value())?.into())
    }
    /// The inverse of [`Self::in_registers`].
    fn in_memory(&self, ty: TypeId, v: BasicValueEnum<'ctx>) -> Result<BasicValueEnum<'ctx>> {
        if !self.mc.device_f80(ty) {
            return Ok(v);
        }
        Ok(super::device_f80::to_bits(self.ctx(), &self.builder, v.into_float_value())?.into())
    }
    /// The `double` function that stands for long double math function `f` in device code
    /// (`sqrtl` → `sqrt`): `long double` is `double` there.
    fn long_double_math(&self, f: FuncId) -> Option<&'ctx str> {
        let data = self.mc.m.func(f);
        if self.mc.target != Target::Nvptx || data.body.is_some() {
            return None;
        }
        let base = data.name.strip_suffix('l')?;
        let (params, ret, _) = self.mc.m.sig_parts(data.sig);
        let uses_f80 = std::iter::once(&ret)
            .chain(params)
            .any(|&t| self.mc.device_f80(t));
        let known = crate::device::INTRINSIC_MATH
            .iter()
            .map(|(n, _)| *n)
            .chain(crate::device::LIBRARY_MATH.iter().copied())
            .find(|&n| n == base);
        known.filter(|_| uses_f80)
    }

    /// A call of long double math function `f` as a call of its `double` version.
    fn call_double_math(&mut self, f: FuncId, args: &[Value]) -> Result<BasicValueEnum<'ctx>> {
        let name = self.long_double_math(f).expect("checked by the caller");
        let (params, ret, _) = self.mc.m.sig_parts(self.mc.m.func(f).sig);
        let fv = match self.mc.module.get_function(name) {
            Some(fv) => fv,
            None => {
                let ps: Vec<BasicMetadataTypeEnum> =
                    params.iter().map(|&p| self.mc.val_ty(p).into()).collect();
                let fty = self.mc.val_ty(ret).fn_type(&ps, false);
                self.mc.module.add_function(name, fty, None)
            }
        };
        let mut largs: Vec<BasicMetadataValueEnum> = args
            .iter()
            .map(|&a| self.val(a).map(Into::into))
            .collect::<Result<_>>()?;
        // modfl stores the integral part as a `long double`: modf's `double` goes through a
        // slot of its own and is stored in the x87 format.
        let integral = if name == "modf" {
            let f64t = self.ctx().f64_type();
            let slot = self.slot(f64t.into(), 8)?;
            let dst = largs[1].into_pointer_value();
            largs[1] = slot.into();
            Some((slot, dst))
        } else {
            None
        };
        let site = self.builder.build_call(fv, &largs, "")?;
        if let Some((slot, dst)) = integral {
            let v = self.builder.build_load(self.ctx().f64_type(), slot, "")?;
            let bits = super::device_f80::to_bits(self.ctx(), &self.builder, v.into_float_value())?;
            self.builder
                .build_store(dst, bits)?
                .set_alignment(16)
                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
        }
        match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Ok(v),
            _ => Err(CodegenError::InvalidIr(format!("{name} returns nothing"))),
        }
    }

    fn val(&self, v: Value) -> Result<BasicValueEnum<'ctx>> {
        self.values
            .get(&v)
            .copied()
            .ok_or_else(|| CodegenError::InvalidIr(format!("{v} used before it is defined")))
    }
    fn ptr(&self, v: Value) -> Result<PointerValue<'ctx>> {
        Ok(self.val(v)?.into_pointer_value())
    }
    fn int(&self, v: Value) -> Result<IntValue<'ctx>> {
        Ok(self.val(v)?.into_int_value())
    }
    fn i64c(&self, v: u64) -> IntValue<'ctx> {
        self.ctx().i64_type().const_int(v, false)
    }

    fn set_debug_loc(&mut self, loc: oir::SrcLoc) {
        let (Some(d), Some(mut scope)) = (&self.mc.debug, self.scope) else {
            return;
        };
        // Instructions without a location get the function's line with
        // column 0, so every call carries a !dbg (LLVM requires it).
        let (line, col) = if loc.is_known() {
            (loc.line, loc.col)
        } else {
            (self.func_line, 0)
        };
        // Code from another file (a `static inline` function of a header,
        // a macro body) gets a lexical block in that file, so the line table
        // names the right file.
        if loc.is_known() && loc.file != self.func_file {
            if let Some(&file) = d.files.get(loc.file as usize) {
                scope = *self.file_scopes.entry(loc.file).or_insert_with(|| {
                    d.dib
                        .create_lexical_block(scope, file, line, col)
                        .as_debug_info_scope()
                });
            }
        }
        let l = d
            .dib
            .create_debug_location(self.ctx(), line, col, scope, None);
        self.builder.set_current_debug_location(l);
        self.alloca_builder.set_current_debug_location(l);
    }

    /// A stack slot in the `allocas` block.
    fn slot(&self, ty: BasicTypeEnum<'ctx>, align: u32) -> Result<PointerValue<'ctx>> {
        let p = self.alloca_builder.build_alloca(ty, "")?;
        if let Some(i) = p.as_instruction() {
            i.set_alignment(align.max(1))
                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
        }
        Ok(p)
    }

    /// Memory for an aggregate value of `ty`, big enough for whole register
    /// pieces (`extra` = bytes the ABI may write past the end).
    fn agg_slot(&self, ty: TypeId) -> Result<PointerValue<'ctx>> {
        let size = self.types().size_of(ty);
        let align = self.types().align_of(ty).max(8) as u32;
        self.slot(self.ctx().i8_type().array_type(size as u32).into(), align)
    }

    fn memcpy(
        &self,
        dst: PointerValue<'ctx>,
        src: PointerValue<'ctx>,
        size: u64,
        align: u32,
    ) -> Result<()> {
        if size > 0 {
            self.builder
                .build_memcpy(dst, align, src, align, self.i64c(size))
                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
        }
        Ok(())
    }

    fn byte_gep(&self, p: PointerValue<'ctx>, off: IntValue<'ctx>) -> Result<PointerValue<'ctx>> {
        Ok(unsafe {
            self.builder
                .build_gep(self.ctx().i8_type(), p, &[off], "")?
        })
    }

    fn lower_body(&mut self) -> Result<()> {
        let body = self.body;
        let entry = body
            .entry_block()
            .ok_or_else(|| CodegenError::InvalidIr("no entry block".into()))?;
        let order = oir::dominance::live_blocks(body, entry);
        for &b in &order {
            let bb = self.ctx().append_basic_block(self.fv, &format!("{b}"));
            self.blocks.insert(b, bb);
            if b != entry {
                self.builder.position_at_end(bb);
                let mut phis = Vec::new();
                for &p in &body.block(b).params {
                    let ty = self.mc.val_ty(body.value_type(p));
                    let phi = self.builder.build_phi(ty, "")?;
                    self.values.insert(p, phi.as_basic_value());
                    phis.push(phi);
                }
                self.phis.insert(b, phis);
            }
        }
        self.lower_params(entry)?;
        for &b in &order {
            self.builder.position_at_end(self.blocks[&b]);
            for &i in &body.block(b).insts {
                let data = body.inst(i);
                self.set_debug_loc(data.loc);
                self.lower_inst(&data.kind, data.result)?;
            }
        }
        self.alloca_builder
            .build_unconditional_branch(self.blocks[&entry])?;
        Ok(())
    }

    /// Rebuilds OIR parameters from their ABI form (in the `allocas` block).
    fn lower_params(&mut self, entry: Block) -> Result<()> {
        let params = self.body.block(entry).params.clone();
        let mut idx = 0u32;
        if self.abi.has_sret() {
            self.sret = Some(self.param(0)?.into_pointer_value());
            idx = 1;
        }
        let kinds = self.abi.params.clone();
        for (&p, kind) in params.iter().zip(&kinds) {
            let ty = self.body.value_type(p);
            let v = match kind {
                ArgKind::Direct => {
                    idx += 1;
                    // Parameters are converted where the function starts.
                    self.in_registers_with(&self.alloca_builder, ty, self.param(idx - 1)?)?
                }
                ArgKind::Memory { .. } => {
                    idx += 1;
                    self.param(idx - 1)?
                }
                ArgKind::Ignore => self.agg_slot(ty)?.into(),
                ArgKind::Pieces(ps) => {
                    let slot = self.agg_slot(ty)?;
                    for off in piece_offsets(ps) {
                        let piece = self.param(idx)?;
                        idx += 1;
                        let at = unsafe {
                            self.alloca_builder.build_gep(
                                self.ctx().i8_type(),
                                slot,
                                &[self.i64c(off)],
                                "",
                            )?
                        };
                        self.alloca_builder.build_store(at, piece)?;
                    }
                    slot.into()
                }
            };
            self.values.insert(p, v);
        }
        Ok(())
    }

    fn param(&self, i: u32) -> Result<BasicValueEnum<'ctx>> {
        self.fv
            .get_nth_param(i)
            .ok_or_else(|| CodegenError::InvalidIr("parameter count does not match the ABI".into()))
    }

    /// Adds the phi inputs for a branch and returns the LLVM target.
    fn branch_target(&mut self, bc: &BlockCall) -> Result<BasicBlock<'ctx>> {
        let from = self.builder.get_insert_block().expect("positioned");
        let target = self.blocks[&bc.block];
        if let Some(phis) = self.phis.get(&bc.block).cloned() {
            for (phi, &a) in phis.iter().zip(&bc.args) {
                let v = self.val(a)?;
                phi.add_incoming(&[(&v, from)]);
            }
        }
        Ok(target)
    }

    fn lower_inst(&mut self, kind: &InstKind, result: Option<Value>) -> Result<()> {
        let ctx = self.ctx();
        let b = &self.builder;
        let rty = result.map(|r| self.body.value_type(r));
        let out: Option<BasicValueEnum<'ctx>> = match kind {
            InstKind::IConst(v) => {
                let t = self.mc.mem_ty(rty.expect("typed")).into_int_type();
                Some(int_const(t, *v).into())
            }
            InstKind::FConstX87(bits) if self.mc.target == Target::Nvptx => Some(
                ctx.f64_type()
                    .const_float(oir::f80::f80_to_f64(*bits))
                    .into(),
            ),
            InstKind::FConstX87(bits) => Some(x87_const(ctx, *bits).into()),
            InstKind::FConstF128(bits) => Some(f128_const(ctx, *bits).into()),
            InstKind::FConst(v) => Some(match self.types().kind(rty.expect("typed")) {
                TypeKind::F32 => ctx.f32_type().const_float(*v).into(),
                TypeKind::F16 => ctx.f16_type().const_float(*v).into(),
                TypeKind::F128 => f128_const(ctx, oir::f80::f128_from_f64(*v)).into(),
                TypeKind::F80 if self.mc.target == Target::Host => {
                    ctx.x86_f80_type().const_float(*v).into()
                }
                _ => ctx.f64_type().const_float(*v).into(),
            }),
            InstKind::Null => Some(self.mc.ptr_ty().const_null().into()),
            InstKind::Undef => {
                let ty = rty.expect("typed");
                Some(if self.types().is_aggregate(ty) {
                    self.agg_slot(ty)?.into()
                } else {
                    undef_of(self.mc.val_ty(ty))
                })
            }
            InstKind::GlobalAddr(g) => Some(self.mc.globals[g.index()].as_pointer_value().into()),
            InstKind::BlockAddr(b) => {
                let bb = self.blocks.get(b).copied().ok_or_else(|| {
                    CodegenError::InvalidIr(format!("blockaddr of a missing block {b}"))
                })?;
                // SAFETY: `bb` belongs to the function being built and is not its
                // entry block (the `allocas` block comes first).
                let addr = unsafe { bb.get_address() }.ok_or_else(|| {
                    CodegenError::InvalidIr(format!("blockaddr {b} has no address"))
                })?;
                Some(addr.into())
            }
            InstKind::FuncAddr(f) => Some(
                self.mc.funcs[f.index()]
                    .as_global_value()
                    .as_pointer_value()
                    .into(),
            ),
            InstKind::Binary { op, lhs, rhs } => Some(self.binary(*op, *lhs, *rhs)?),
            InstKind::FNeg(a) => {
                let v = b.build_float_neg(self.val(*a)?.into_float_value(), "")?;
                self.fast_math(v.as_instruction_value());
                Some(v.into())
            }
            InstKind::ICmp { cc, lhs, rhs } => {
                let (mut l, mut r) = (self.val(*lhs)?, self.val(*rhs)?);
                if l.is_pointer_value() {
                    let i64t = ctx.i64_type();
                    l = b.build_ptr_to_int(l.into_pointer_value(), i64t, "")?.into();
                    r = b.build_ptr_to_int(r.into_pointer_value(), i64t, "")?.into();
                }
                let p = match cc {
                    IntCC::Eq => IntPredicate::EQ,
                    IntCC::Ne => IntPredicate::NE,
                    IntCC::Slt => IntPredicate::SLT,
                    IntCC::Sle => IntPredicate::SLE,
                    IntCC::Sgt => IntPredicate::SGT,
                    IntCC::Sge => IntPredicate::SGE,
                    IntCC::Ult => IntPredicate::ULT,
                    IntCC::Ule => IntPredicate::ULE,
                    IntCC::Ugt => IntPredicate::UGT,
                    IntCC::Uge => IntPredicate::UGE,
                };
                Some(
                    b.build_int_compare(p, l.into_int_value(), r.into_int_value(), "")?
                        .into(),
                )
            }
            InstKind::FCmp { cc, lhs, rhs } => {
                let p = match cc {
                    FloatCC::Oeq => FloatPredicate::OEQ,
                    FloatCC::One => FloatPredicate::ONE,
                    FloatCC::Olt => FloatPredicate::OLT,
                    FloatCC::Ole => FloatPredicate::OLE,
                    FloatCC::Ogt => FloatPredicate::OGT,
                    FloatCC::Oge => FloatPredicate::OGE,
                    FloatCC::Ord => FloatPredicate::ORD,
                    FloatCC::Uno => FloatPredicate::UNO,
                    FloatCC::Ueq => FloatPredicate::UEQ,
                    FloatCC::Une => FloatPredicate::UNE,
                    FloatCC::Ult => FloatPredicate::ULT,
                    FloatCC::Ule => FloatPredicate::ULE,
                    FloatCC::Ugt => FloatPredicate::UGT,
                    FloatCC::Uge => FloatPredicate::UGE,
                };
                let (l, r) = (
                    self.val(*lhs)?.into_float_value(),
                    self.val(*rhs)?.into_float_value(),
                );
                let v = b.build_float_compare(p, l, r, "")?;
                self.fast_math(v.as_instruction_value());
                Some(v.into())
            }
            InstKind::Cast { op, arg } => Some(self.cast(*op, *arg, rty.expect("typed"))?),
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => Some(b.build_select(
                self.int(*cond)?,
                self.val(*then_val)?,
                self.val(*else_val)?,
                "",
            )?),
            InstKind::Alloca { ty, count, align } => {
                let mty = self.mc.mem_ty(*ty);
                let p = match count {
                    None => self.slot(mty, *align)?,
                    Some(c) => {
                        let p = b.build_array_alloca(mty, self.int(*c)?, "")?;
                        if let Some(i) = p.as_instruction() {
                            i.set_alignment(*align)
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                        p
                    }
                };
                Some(p.into())
            }
            InstKind::SharedAlloca { ty, align } => Some(self.shared_alloca(*ty, *align)?.into()),
            InstKind::Load { ptr, flags } => {
                let ty = rty.expect("typed");
                let align = if flags.align != 0 {
                    flags.align
                } else {
                    self.types().align_of(ty) as u32
                };
                let src = self.ptr(*ptr)?;
                if self.types().is_aggregate(ty) {
                    let slot = self.agg_slot(ty)?;
                    self.memcpy(
                        slot,
                        src,
                        self.types().size_of(ty),
                        align.min(self.types().align_of(ty) as u32),
                    )?;
                    Some(slot.into())
                } else {
                    let v = b.build_load(self.mc.mem_ty(ty), src, "")?;
                    if let Some(i) = v.as_instruction_value() {
                        i.set_alignment(align)
                            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        if flags.volatile {
                            i.set_volatile(true)
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                        if let Some(o) = flags.atomic {
                            i.set_atomic_ordering(ordering(o))
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                        if flags.invariant && !flags.volatile && flags.atomic.is_none() {
                            // NVPTX turns such global loads into `ld.global.nc`.
                            let kind = self.ctx().get_kind_id("invariant.load");
                            i.set_metadata(self.ctx().metadata_node(&[]), kind)
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                    }
                    Some(self.in_registers(ty, v)?)
                }
            }
            InstKind::Store { value, ptr, flags } => {
                let ty = self.body.value_type(*value);
                let align = if flags.align != 0 {
                    flags.align
                } else {
                    self.types().align_of(ty) as u32
                };
                let dst = self.ptr(*ptr)?;
                if self.types().is_aggregate(ty) {
                    let src = self.ptr(*value)?;
                    self.memcpy(
                        dst,
                        src,
                        self.types().size_of(ty),
                        align.min(self.types().align_of(ty) as u32),
                    )?;
                } else {
                    let v = self.in_memory(ty, self.val(*value)?)?;
                    let i = self.builder.build_store(dst, v)?;
                    i.set_alignment(align)
                        .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                    if flags.volatile {
                        i.set_volatile(true)
                            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                    }
                    if let Some(o) = flags.atomic {
                        i.set_atomic_ordering(ordering(o))
                            .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                    }
                }
                None
            }
            InstKind::PtrAdd { ptr, offset } => {
                Some(self.byte_gep(self.ptr(*ptr)?, self.int(*offset)?)?.into())
            }
            InstKind::ElemAddr { elem, ptr, index } => {
                let mty = self.mc.mem_ty(*elem);
                Some(unsafe { b.build_gep(mty, self.ptr(*ptr)?, &[self.int(*index)?], "")? }.into())
            }
            InstKind::FieldAddr { agg, ptr, field } => {
                let off = match self.types().kind(*agg) {
                    TypeKind::Aggregate { fields, .. } => fields[*field as usize].offset,
                    _ => {
                        return Err(CodegenError::InvalidIr(
                            "fieldaddr of a non-aggregate".into(),
                        ))
                    }
                };
                let p = self.ptr(*ptr)?;
                Some(if off == 0 {
                    p.into()
                } else {
                    unsafe { b.build_in_bounds_gep(ctx.i8_type(), p, &[self.i64c(off)], "")? }
                        .into()
                })
            }
            InstKind::Memcpy { dst, src, len } => {
                b.build_memcpy(self.ptr(*dst)?, 1, self.ptr(*src)?, 1, self.int(*len)?)
                    .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                None
            }
            InstKind::Memset { dst, byte, len } => {
                b.build_memset(self.ptr(*dst)?, 1, self.int(*byte)?, self.int(*len)?)
                    .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                None
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                ordering: o,
            } => Some(self.atomic_rmw(*op, self.ptr(*ptr)?, self.val(*value)?, *o)?),
            InstKind::CmpXchg {
                ptr,
                expected,
                new,
                ordering: o,
                weak,
            } => {
                let pair = b.build_cmpxchg(
                    self.ptr(*ptr)?,
                    self.val(*expected)?,
                    self.val(*new)?,
                    ordering(*o),
                    failure_ordering(*o),
                )?;
                if *weak {
                    use inkwell::values::AsValueRef;
                    // SAFETY: a cmpxchg instruction built just above.
                    unsafe { inkwell::llvm_sys::core::LLVMSetWeak(pair.as_value_ref(), 1) };
                }
                Some(b.build_extract_value(pair, 0, "")?)
            }
            InstKind::Fence(o) => {
                b.build_fence(ordering(*o), false, "")?;
                None
            }
            InstKind::Intrinsic { op, args } => self.intrinsic(*op, args, rty)?,
            InstKind::InlineAsm(a) => {
                self.inline_asm(a)?;
                None
            }
            InstKind::Call { callee, args }
                if self.mc.target == Target::Nvptx && self.mc.m.func(*callee).name == "printf" =>
            {
                Some(self.device_printf(args)?)
            }
            InstKind::Call { callee, args } if self.long_double_math(*callee).is_some() => {
                Some(self.call_double_math(*callee, args)?)
            }
            InstKind::Call { callee, args } => {
                let sig = self.mc.m.func(*callee).sig;
                self.call(
                    Callee::Direct(self.mc.funcs[callee.index()]),
                    sig,
                    args,
                    result,
                )?
            }
            InstKind::CallIndirect { sig, callee, args } => {
                let p = self.ptr(*callee)?;
                self.call(Callee::Indirect(p), *sig, args, result)?
            }
            InstKind::VaStart(l) => {
                self.va_intrinsic("llvm.va_start", &[self.val(*l)?])?;
                None
            }
            InstKind::VaEnd(l) => {
                self.va_intrinsic("llvm.va_end", &[self.val(*l)?])?;
                None
            }
            InstKind::VaCopy { dst, src } => {
                self.va_intrinsic("llvm.va_copy", &[self.val(*dst)?, self.val(*src)?])?;
                None
            }
            InstKind::VaArg(l) => Some(self.va_arg(self.ptr(*l)?, rty.expect("typed"))?),
            InstKind::Br(bc) => {
                let t = self.branch_target(bc)?;
                let br = self.builder.build_unconditional_branch(t)?;
                if self.no_unroll.take() {
                    self.disable_unrolling(br);
                }
                None
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                let c = self.int(*cond)?;
                let t = self.branch_target(then_dest)?;
                // Both edges into one block with parameters: route the else
                // edge through its own block so each phi input has one
                // predecessor.
                let e = if then_dest.block == else_dest.block && !else_dest.args.is_empty() {
                    let cur = self.builder.get_insert_block().expect("positioned");
                    let edge = ctx.append_basic_block(self.fv, "edge");
                    self.builder.position_at_end(edge);
                    let target = self.branch_target(else_dest)?;
                    self.builder.build_unconditional_branch(target)?;
                    self.builder.position_at_end(cur);
                    edge
                } else {
                    self.branch_target(else_dest)?
                };
                self.builder.build_conditional_branch(c, t, e)?;
                None
            }
            InstKind::Switch {
                arg,
                default,
                cases,
            } => {
                let v = self.int(*arg)?;
                let ity = v.get_type();
                let cases: Vec<_> = cases
                    .iter()
                    .map(|(c, bl)| (int_const(ity, *c), self.blocks[bl]))
                    .collect();
                self.builder.build_switch(v, self.blocks[default], &cases)?;
                None
            }
            InstKind::IndirectBr { addr, dests } => {
                let a = self.ptr(*addr)?;
                let dests: Vec<_> = dests.iter().map(|d| self.blocks[d]).collect();
                self.builder.build_indirect_branch(a, &dests)?;
                None
            }
            InstKind::Ret(v) => {
                self.ret(*v)?;
                None
            }
            InstKind::Unreachable => {
                self.builder.build_unreachable()?;
                None
            }
            InstKind::Yield(_) | InstKind::Directive(_) => {
                return Err(CodegenError::Unsupported(
                    "OpenACC directive operations must be outlined before host code generation"
                        .into(),
                ))
            }
        };
        if let (Some(r), Some(v)) = (result, out) {
            self.values.insert(r, v);
        }
        Ok(())
    }

    fn atomic_rmw(
        &self,
        op: RmwOp,
        ptr: PointerValue<'ctx>,
        value: BasicValueEnum<'ctx>,
        o: Ordering,
    ) -> Result<BasicValueEnum<'ctx>> {
        let lop = match op {
            RmwOp::Xchg => AtomicRMWBinOp::Xchg,
            RmwOp::Add => AtomicRMWBinOp::Add,
            RmwOp::Sub => AtomicRMWBinOp::Sub,
            RmwOp::And => AtomicRMWBinOp::And,
            RmwOp::Or => AtomicRMWBinOp::Or,
            RmwOp::Xor => AtomicRMWBinOp::Xor,
            RmwOp::Nand => AtomicRMWBinOp::Nand,
            RmwOp::Max => AtomicRMWBinOp::Max,
            RmwOp::Min => AtomicRMWBinOp::Min,
            RmwOp::UMax => AtomicRMWBinOp::UMax,
            RmwOp::UMin => AtomicRMWBinOp::UMin,
            RmwOp::FAdd => AtomicRMWBinOp::FAdd,
            RmwOp::FSub => AtomicRMWBinOp::FSub,
            RmwOp::FMax => AtomicRMWBinOp::FMax,
            RmwOp::FMin => AtomicRMWBinOp::FMin,
        };
        // NVPTX lowers `atomicrmw` as a relaxed `atom` whatever its ordering (seen with LLVM
        // 22: a release `xchg` became a plain `atom.exch`, so a spin lock's unlock did not
        // publish the critical section's stores): explicit fences around it.
        let device = self.mc.target == Target::Nvptx;
        if device && matches!(o, Ordering::Release | Ordering::AcqRel | Ordering::SeqCst) {
            self.builder.build_fence(ordering(o), false, "")?;
        }
        // inkwell's wrapper accepts integers only; floats and pointers go
        // through the C API directly (same instruction, wider operand types).
        use inkwell::values::AsValueRef;
        let raw = unsafe {
            inkwell::llvm_sys::core::LLVMBuildAtomicRMW(
                self.builder.as_mut_ptr(),
                lop.into(),
                ptr.as_value_ref(),
                value.as_value_ref(),
                ordering(o).into(),
                0,
            )
        };
        if device && matches!(o, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst) {
            self.builder.build_fence(ordering(o), false, "")?;
        }
        // SAFETY: LLVMBuildAtomicRMW returns an instruction of the value's type.
        Ok(unsafe { BasicValueEnum::new(raw) })
    }

    fn intrinsic(
        &self,
        op: IntrinsicOp,
        args: &[Value],
        result: Option<TypeId>,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        use IntrinsicOp as I;
        if op.is_device_only() {
            return self.device_intrinsic(op, args);
        }
        if op == I::NoUnroll {
            self.no_unroll.set(true);
            return Ok(None);
        }
        let name = match op {
            I::Ctpop => "llvm.ctpop",
            I::Ctlz => "llvm.ctlz",
            I::Cttz => "llvm.cttz",
            I::Bswap => "llvm.bswap",
            I::Fabs => "llvm.fabs",
            I::Sqrt => "llvm.sqrt",
            I::Floor => "llvm.floor",
            I::Ceil => "llvm.ceil",
            I::Trunc => "llvm.trunc",
            I::Round => "llvm.round",
            I::Copysign => "llvm.copysign",
            I::Minnum => "llvm.minnum",
            I::Maxnum => "llvm.maxnum",
            I::Fma => "llvm.fma",
            I::Trap => "llvm.trap",
            I::StackSave => "llvm.stacksave",
            I::StackRestore => "llvm.stackrestore",
            I::Expect => "llvm.expect",
            I::Assume => "llvm.assume",
            _ => unreachable!("device intrinsic {op:?}"),
        };
        let mut vals: Vec<BasicMetadataValueEnum> = Vec::new();
        for &a in args {
            vals.push(self.val(a)?.into());
        }
        // Overloaded on the first operand's type (or the pointer type for
        // the stack intrinsics); non-overloaded ones take no type list.
        let overload: Vec<BasicTypeEnum> = match op {
            I::Trap | I::Assume => vec![],
            I::StackSave | I::StackRestore => vec![self.mc.ptr_ty().into()],
            _ => vec![self.val(args[0])?.get_type()],
        };
        if matches!(op, I::Ctlz | I::Cttz) {
            // is_zero_poison = false: a zero input gives the bit width.
            vals.push(self.ctx().bool_type().const_zero().into());
        }
        let intr = Intrinsic::find(name)
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))?;
        let decl = intr
            .get_declaration(self.mc.module, &overload)
            .or_else(|| intr.get_declaration(self.mc.module, &[]))
            .ok_or_else(|| CodegenError::Llvm(format!("cannot declare {name}")))?;
        let site = self.builder.build_call(decl, &vals, "")?;
        Ok(match (result, site.try_as_basic_value()) {
            (Some(_), inkwell::values::ValueKind::Basic(v)) => Some(v),
            _ => None,
        })
    }

    /// A call of an LLVM inline asm (AT&T dialect); register outputs come back as
    /// the call's result (a literal struct when there are several) and are stored
    /// to their addresses; indirect operands get their `elementtype`.
    fn inline_asm(&mut self, a: &oir::InlineAsm) -> Result<()> {
        let ctx = self.ctx();
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = Vec::new();
        let mut arg_tys: Vec<BasicMetadataTypeEnum<'ctx>> = Vec::new();
        for &v in &a.args {
            let x = self.val(v)?;
            arg_tys.push(x.get_type().into());
            args.push(x.into());
        }
        let outs: Vec<BasicTypeEnum<'ctx>> =
            a.outputs.iter().map(|(t, _)| self.mc.mem_ty(*t)).collect();
        let fn_ty = match outs.len() {
            0 => ctx.void_type().fn_type(&arg_tys, false),
            1 => outs[0].fn_type(&arg_tys, false),
            _ => ctx.struct_type(&outs, false).fn_type(&arg_tys, false),
        };
        let asm = ctx.create_inline_asm(
            fn_ty,
            a.template.to_string(),
            a.constraints.to_string(),
            a.side_effects,
            a.align_stack,
            Some(inkwell::InlineAsmDialect::ATT),
            false,
        );
        // `asm goto`: a `callbr` whose every edge goes through a block of its own, which
        // stores the outputs and branches on to the OIR target.
        let edges: Option<(BasicBlock<'ctx>, Vec<BasicBlock<'ctx>>)> = a.goto.as_ref().map(|g| {
            let fall = ctx.append_basic_block(self.fv, "asm.fallthrough");
            let labels = g
                .labels
                .iter()
                .map(|_| ctx.append_basic_block(self.fv, "asm.indirect"))
                .collect();
            (fall, labels)
        });
        let call = match &edges {
            None => self.builder.build_indirect_call(fn_ty, asm, &args, "")?,
            Some((fall, labels)) => {
                use inkwell::llvm_sys::core::LLVMBuildCallBr;
                use inkwell::types::AsTypeRef;
                use inkwell::values::AsValueRef;
                let mut raw_args = a
                    .args
                    .iter()
                    .map(|&v| Ok(self.val(v)?.as_value_ref()))
                    .collect::<Result<Vec<_>>>()?;
                let mut dests: Vec<_> = labels.iter().map(|b| b.as_mut_ptr()).collect();
                // SAFETY: every reference comes from this context and module; the callee is
                // an inline asm of type `fn_ty`, and the builder is positioned in a block.
                unsafe {
                    let v = LLVMBuildCallBr(
                        self.builder.as_mut_ptr(),
                        fn_ty.as_type_ref(),
                        asm.as_value_ref(),
                        fall.as_mut_ptr(),
                        dests.as_mut_ptr(),
                        dests.len() as u32,
                        raw_args.as_mut_ptr(),
                        raw_args.len() as u32,
                        std::ptr::null_mut(),
                        0,
                        c"".as_ptr(),
                    );
                    inkwell::values::CallSiteValue::new(v)
                }
            }
        };
        call.add_attribute(AttributeLoc::Function, enum_attr(ctx, "nounwind", 0));
        let (mut arg, mut elem) = (0u32, 0usize);
        for c in oir::split_constraints(&a.constraints) {
            if c.starts_with(['~', '!']) {
                continue;
            }
            let body = c.trim_start_matches(['=', '&', '+']);
            if body.starts_with('*') {
                if let Some(&t) = a.elem_types.get(elem) {
                    let kind = Attribute::get_named_enum_kind_id("elementtype");
                    let attr =
                        ctx.create_type_attribute(kind, self.mc.mem_ty(t).as_any_type_enum());
                    call.add_attribute(AttributeLoc::Param(arg), attr);
                }
                elem += 1;
                arg += 1;
            } else if !c.starts_with('=') {
                arg += 1;
            }
        }
        let result = call.try_as_basic_value().basic();
        match (&edges, a.goto.as_ref()) {
            (Some((fall, labels)), Some(g)) => {
                let succ = std::iter::once((*fall, g.fallthrough))
                    .chain(labels.iter().copied().zip(g.labels.iter().copied()));
                for (edge, target) in succ {
                    self.builder.position_at_end(edge);
                    self.store_asm_outputs(a, result)?;
                    self.builder
                        .build_unconditional_branch(self.blocks[&target])?;
                }
            }
            _ => self.store_asm_outputs(a, result)?,
        }
        Ok(())
    }

    /// Stores the register outputs of an inline asm (its result) to their addresses.
    fn store_asm_outputs(
        &mut self,
        a: &oir::InlineAsm,
        result: Option<BasicValueEnum<'ctx>>,
    ) -> Result<()> {
        if let Some(r) = result {
            if a.outputs.len() == 1 {
                self.builder.build_store(self.ptr(a.outputs[0].1)?, r)?;
            } else {
                let sv = r.into_struct_value();
                for (i, (_, p)) in a.outputs.iter().enumerate() {
                    let x = self.builder.build_extract_value(sv, i as u32, "")?;
                    self.builder.build_store(self.ptr(*p)?, x)?;
                }
            }
        }
        Ok(())
    }

    fn fast_math(&self, inst: Option<InstructionValue<'ctx>>) {
        let Some(i) = inst else { return };
        if self.mc.opts.opt_level == OptLevel::Ofast {
            let _ = i.set_fast_math_flags(inkwell::values::FastMathFlags::all());
        } else if self.mc.target == Target::Nvptx {
            // Device code contracts a*b+c into fma, as nvcc (--fmad=true) and gcc's nvptx
            // offloading (-ffp-contract=fast) do: twice the multiply-add throughput.
            let _ = i.set_fast_math_flags(inkwell::values::FastMathFlags::AllowContract);
        }
    }

    fn binary(&mut self, op: BinOp, lhs: Value, rhs: Value) -> Result<BasicValueEnum<'ctx>> {
        let b = &self.builder;
        if op.is_float() {
            let (l, r) = (
                self.val(lhs)?.into_float_value(),
                self.val(rhs)?.into_float_value(),
            );
            let v = match op {
                BinOp::FAdd => b.build_float_add(l, r, "")?,
                BinOp::FSub => b.build_float_sub(l, r, "")?,
                BinOp::FMul => b.build_float_mul(l, r, "")?,
                BinOp::FDiv => b.build_float_div(l, r, "")?,
                _ => b.build_float_rem(l, r, "")?,
            };
            self.fast_math(v.as_instruction_value());
            return Ok(v.into());
        }
        let (l, r) = (self.int(lhs)?, self.int(rhs)?);
        Ok(match op {
            BinOp::Add => b.build_int_add(l, r, "")?,
            BinOp::Sub => b.build_int_sub(l, r, "")?,
            BinOp::Mul => b.build_int_mul(l, r, "")?,
            BinOp::SDiv => b.build_int_signed_div(l, r, "")?,
            BinOp::UDiv => b.build_int_unsigned_div(l, r, "")?,
            BinOp::SRem => b.build_int_signed_rem(l, r, "")?,
            BinOp::URem => b.build_int_unsigned_rem(l, r, "")?,
            BinOp::And => b.build_and(l, r, "")?,
            BinOp::Or => b.build_or(l, r, "")?,
            BinOp::Xor => b.build_xor(l, r, "")?,
            BinOp::Shl => b.build_left_shift(l, r, "")?,
            BinOp::LShr => b.build_right_shift(l, r, false, "")?,
            _ => b.build_right_shift(l, r, true, "")?,
        }
        .into())
    }

    fn cast(&mut self, op: CastOp, arg: Value, to: TypeId) -> Result<BasicValueEnum<'ctx>> {
        let b = &self.builder;
        let v = self.val(arg)?;
        let lt = self.mc.val_ty(to);
        let from = self.body.value_type(arg);
        if self.mc.device_f80(from) || self.mc.device_f80(to) {
            // `long double` is `double` in device code: widening to it or narrowing from it
            // to `double` is the value itself; its bits are the x87 image.
            match op {
                CastOp::FpExt | CastOp::FpTrunc if v.get_type() == lt => return Ok(v),
                CastOp::Bitcast if self.mc.device_f80(to) => return self.in_registers(to, v),
                CastOp::Bitcast => return self.in_memory(from, v),
                _ => {}
            }
        }
        Ok(match op {
            CastOp::Trunc => b
                .build_int_truncate(v.into_int_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::ZExt => b
                .build_int_z_extend(v.into_int_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::SExt => b
                .build_int_s_extend(v.into_int_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::FpTrunc => b
                .build_float_trunc(v.into_float_value(), lt.into_float_type(), "")?
                .into(),
            CastOp::FpExt => b
                .build_float_ext(v.into_float_value(), lt.into_float_type(), "")?
                .into(),
            CastOp::FpToSi => b
                .build_float_to_signed_int(v.into_float_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::FpToUi => b
                .build_float_to_unsigned_int(v.into_float_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::SiToFp => b
                .build_signed_int_to_float(v.into_int_value(), lt.into_float_type(), "")?
                .into(),
            CastOp::UiToFp => b
                .build_unsigned_int_to_float(v.into_int_value(), lt.into_float_type(), "")?
                .into(),
            CastOp::PtrToInt => b
                .build_ptr_to_int(v.into_pointer_value(), lt.into_int_type(), "")?
                .into(),
            CastOp::IntToPtr => b
                .build_int_to_ptr(v.into_int_value(), lt.into_pointer_type(), "")?
                .into(),
            CastOp::Bitcast => b.build_bit_cast(v, lt, "")?,
        })
    }

    /// `printf(fmt, ...)` in device code: CUDA's `vprintf(fmt, buf)`, where `buf` holds the
    /// (already promoted) variadic arguments, each at the next multiple of its size.
    fn device_printf(&mut self, args: &[Value]) -> Result<BasicValueEnum<'ctx>> {
        let ctx = self.ctx();
        let ptr = self.mc.ptr_ty();
        let vprintf = self.mc.module.get_function("vprintf").unwrap_or_else(|| {
            let fty = ctx.i32_type().fn_type(&[ptr.into(), ptr.into()], false);
            self.mc.module.add_function("vprintf", fty, None)
        });
        let fmt = *args
            .first()
            .ok_or_else(|| CodegenError::InvalidIr("printf without a format".into()))?;
        let mut offsets = Vec::new();
        let mut size = 0u64;
        for &a in &args[1..] {
            let ty = self.body.value_type(a);
            let n = self.types().size_of(ty);
            if self.types().is_aggregate(ty) || !matches!(n, 4 | 8) {
                return Err(CodegenError::Unsupported(format!(
                    "printf argument of type {} in device code",
                    oir::printer::type_name(self.types(), ty)
                )));
            }
            size = size.next_multiple_of(n);
            offsets.push(size);
            size += n;
        }
        let buf = if size == 0 {
            ptr.const_null()
        } else {
            let slot = self.slot(ctx.i8_type().array_type(size as u32).into(), 8)?;
            for (&a, &off) in args[1..].iter().zip(&offsets) {
                let at = self.byte_gep(slot, self.i64c(off))?;
                self.builder.build_store(at, self.val(a)?)?;
            }
            slot
        };
        let site = self
            .builder
            .build_call(vprintf, &[self.val(fmt)?.into(), buf.into()], "")?;
        match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Ok(v),
            _ => Err(CodegenError::Llvm("vprintf returns nothing".into())),
        }
    }

    /// Marks `br` as a loop back edge LLVM must not unroll: `!llvm.loop !0` with
    /// `!0 = !{!0, !{!"llvm.loop.unroll.disable"}}` (a loop ID refers to itself).
    fn disable_unrolling(&self, br: inkwell::values::InstructionValue<'ctx>) {
        use inkwell::context::AsContextRef;
        use inkwell::llvm_sys::{core, debuginfo};
        use inkwell::values::AsValueRef;
        let cx = self.ctx().as_ctx_ref();
        let key = "llvm.loop.unroll.disable";
        // SAFETY: every reference belongs to this context; the temporary node is replaced
        // (and so freed) before the call returns.
        unsafe {
            let s = core::LLVMMDStringInContext2(cx, key.as_ptr().cast(), key.len());
            let mut ops = [s];
            let hint = core::LLVMMDNodeInContext2(cx, ops.as_mut_ptr(), 1);
            let temp = debuginfo::LLVMTemporaryMDNode(cx, std::ptr::null_mut(), 0);
            let mut ops = [temp, hint];
            let id = core::LLVMMDNodeInContext2(cx, ops.as_mut_ptr(), 2);
            debuginfo::LLVMMetadataReplaceAllUsesWith(temp, id);
            let kind = core::LLVMGetMDKindIDInContext(cx, c"llvm.loop".as_ptr(), 9);
            core::LLVMSetMetadata(br.as_value_ref(), kind, core::LLVMMetadataAsValue(cx, id));
        }
    }

    /// A device intrinsic: a special-register read or a barrier/shuffle (NVPTX only).
    fn device_intrinsic(
        &self,
        op: IntrinsicOp,
        args: &[Value],
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        use IntrinsicOp as I;
        if self.mc.target != Target::Nvptx {
            return Err(CodegenError::Unsupported(format!(
                "device intrinsic {} in host code",
                op.name()
            )));
        }
        let xyz = |d: u8| ["x", "y", "z"][usize::from(d.min(2))];
        let sreg = match op {
            I::GangId(d) => Some(format!("llvm.nvvm.read.ptx.sreg.ctaid.{}", xyz(d))),
            I::NumGangs(d) => Some(format!("llvm.nvvm.read.ptx.sreg.nctaid.{}", xyz(d))),
            I::WorkerId => Some("llvm.nvvm.read.ptx.sreg.tid.y".to_owned()),
            I::NumWorkers => Some("llvm.nvvm.read.ptx.sreg.ntid.y".to_owned()),
            I::VectorLane => Some("llvm.nvvm.read.ptx.sreg.tid.x".to_owned()),
            I::VectorLength => Some("llvm.nvvm.read.ptx.sreg.ntid.x".to_owned()),
            _ => None,
        };
        let i32t = self.ctx().i32_type();
        let declare = |name: &str, overload: &[BasicTypeEnum<'ctx>]| {
            let intr = Intrinsic::find(name)
                .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))?;
            intr.get_declaration(self.mc.module, overload)
                .ok_or_else(|| CodegenError::Llvm(format!("cannot declare {name}")))
        };
        let basic = |site: inkwell::values::CallSiteValue<'ctx>| match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Some(v),
            _ => None,
        };
        if let Some(name) = sreg {
            let site = self.builder.build_call(declare(&name, &[])?, &[], "")?;
            return Ok(basic(site));
        }
        match op {
            I::Barrier => {
                let f = declare("llvm.nvvm.barrier.cta.sync.aligned.all", &[])?;
                self.builder
                    .build_call(f, &[i32t.const_zero().into()], "")?;
                Ok(None)
            }
            I::WarpSync => {
                let f = declare("llvm.nvvm.bar.warp.sync", &[])?;
                self.builder
                    .build_call(f, &[i32t.const_all_ones().into()], "")?;
                Ok(None)
            }
            I::WorkerBarrier => {
                // Named barrier 1 + tid.y for the ntid.x threads of the worker.
                let sreg = |op| -> Result<IntValue<'ctx>> {
                    Ok(self
                        .device_intrinsic(op, &[])?
                        .expect("special register")
                        .into_int_value())
                };
                let y = sreg(I::WorkerId)?;
                let n = sreg(I::VectorLength)?;
                let id = self
                    .builder
                    .build_int_add(y, i32t.const_int(1, false), "")?;
                let f = declare("llvm.nvvm.barrier.cta.sync.count", &[])?;
                self.builder.build_call(f, &[id.into(), n.into()], "")?;
                Ok(None)
            }
            I::ShuffleDown | I::ShuffleXor => {
                // shfl.sync.{down,bfly}.b32 with all 32 lanes; 64-bit values as two halves.
                let (name, clamp) = if op == I::ShuffleDown {
                    ("llvm.nvvm.shfl.sync.down.i32", 0x1f)
                } else {
                    ("llvm.nvvm.shfl.sync.bfly.i32", 0x1f)
                };
                let f = declare(name, &[])?;
                let v = self.val(args[0])?;
                let delta = self.val(args[1])?;
                let mask = i32t.const_all_ones();
                let b = &self.builder;
                let shfl = |x: IntValue<'ctx>| -> Result<IntValue<'ctx>> {
                    let site = b.build_call(
                        f,
                        &[
                            mask.into(),
                            x.into(),
                            delta.into(),
                            i32t.const_int(clamp, false).into(),
                        ],
                        "",
                    )?;
                    Ok(basic(site)
                        .ok_or_else(|| CodegenError::Llvm("shfl returns nothing".into()))?
                        .into_int_value())
                };
                let ty = v.get_type();
                let bits = if ty.is_float_type() {
                    if ty.into_float_type() == self.ctx().f32_type() {
                        32
                    } else {
                        64
                    }
                } else {
                    ty.into_int_type().get_bit_width()
                };
                let it = int_ty(self.ctx(), bits);
                let x = b.build_bit_cast(v, it, "")?.into_int_value();
                let r = if bits == 32 {
                    shfl(x)?
                } else {
                    let lo = b.build_int_truncate(x, i32t, "")?;
                    let hi = b.build_right_shift(x, it.const_int(32, false), false, "")?;
                    let hi = b.build_int_truncate(hi, i32t, "")?;
                    let (lo, hi) = (shfl(lo)?, shfl(hi)?);
                    let lo = b.build_int_z_extend(lo, it, "")?;
                    let hi = b.build_int_z_extend(hi, it, "")?;
                    let hi = b.build_left_shift(hi, it.const_int(32, false), "")?;
                    b.build_or(lo, hi, "")?
                };
                Ok(Some(b.build_bit_cast(r, ty, "")?))
            }
            I::SharedScratch => {
                // One `.shared` array per module, a slot per warp of up to 32 bytes (a `long
                // double _Complex`; kernels run one at a time per block, so they may share
                // it), seen through a generic pointer; aligned for a `long double`'s 16-byte
                // image.
                const NAME: &str = "__oxacc_shared_scratch";
                let g = match self.mc.module.get_global(NAME) {
                    Some(g) => g,
                    None => self.new_shared_global(
                        NAME,
                        oxacc_oir::acc::spmd::SHARED_SCRATCH_BYTES as u32,
                        16,
                    ),
                };
                Ok(Some(self.generic_ptr(g)?.into()))
            }
            _ => unreachable!("not a device intrinsic: {op:?}"),
        }
    }

    /// A `.shared` variable of its own (kernels that do not use it get none of its bytes),
    /// seen through a generic pointer.
    fn shared_alloca(&self, ty: oxacc_oir::TypeId, align: u32) -> Result<PointerValue<'ctx>> {
        if self.mc.target != Target::Nvptx {
            return Err(CodegenError::Unsupported(
                "shared memory outside device code".into(),
            ));
        }
        let size = self.types().size_of(ty).max(1) as u32;
        let name = (0..)
            .map(|n| format!("__oxacc_shared.{n}"))
            .find(|n| self.mc.module.get_global(n).is_none())
            .expect("a free name");
        let g = self.new_shared_global(&name, size, align);
        self.generic_ptr(g)
    }

    /// A new internal `.shared` variable of `bytes` bytes, contents undefined (only the size
    /// and the alignment matter to its users).
    fn new_shared_global(&self, name: &str, bytes: u32, align: u32) -> GlobalValue<'ctx> {
        let ty = self.ctx().i8_type().array_type(bytes);
        let g = self
            .mc
            .module
            .add_global(ty, Some(AddressSpace::from(3u16)), name);
        g.set_linkage(inkwell::module::Linkage::Internal);
        g.set_initializer(&ty.get_undef());
        g.set_alignment(align);
        g
    }

    /// Global `g` (of any address space) through a generic pointer.
    fn generic_ptr(&self, g: GlobalValue<'ctx>) -> Result<PointerValue<'ctx>> {
        Ok(self
            .builder
            .build_address_space_cast(g.as_pointer_value(), self.mc.ptr_ty(), "")?)
    }

    fn va_intrinsic(&self, name: &str, args: &[BasicValueEnum<'ctx>]) -> Result<()> {
        if self.mc.target == Target::Nvptx {
            return Err(CodegenError::Unsupported(
                "variable argument lists in device code".into(),
            ));
        }
        let intr = Intrinsic::find(name)
            .ok_or_else(|| CodegenError::Llvm(format!("no intrinsic {name}")))?;
        let ptr: BasicTypeEnum = self.mc.ptr_ty().into();
        let decl = intr
            .get_declaration(self.mc.module, &[ptr])
            .or_else(|| intr.get_declaration(self.mc.module, &[]))
            .ok_or_else(|| CodegenError::Llvm(format!("cannot declare {name}")))?;
        let args: Vec<BasicMetadataValueEnum> = args.iter().map(|&a| a.into()).collect();
        self.builder.build_call(decl, &args, "")?;
        Ok(())
    }

    /// `va_arg` by the psABI algorithm (§3.5.7): from the register save
    /// area while enough registers remain, else from the overflow area. The
    /// value is assembled in a stack slot (aggregates stay there).
    fn va_arg(&mut self, list: PointerValue<'ctx>, ty: TypeId) -> Result<BasicValueEnum<'ctx>> {
        if self.mc.target == Target::Nvptx {
            return Err(CodegenError::Unsupported(
                "variable argument lists in device code".into(),
            ));
        }
        let ctx = self.ctx();
        let t = self.types();
        let (i32t, i64t, ptrt) = (ctx.i32_type(), ctx.i64_type(), self.mc.ptr_ty());
        let size = t.size_of(ty);
        let align = t.align_of(ty);
        let pieces: Option<Vec<Piece>> = match t.kind(ty) {
            TypeKind::F16 => Some(vec![Piece::F16]),
            TypeKind::F32 => Some(vec![Piece::F32]),
            TypeKind::F64 => Some(vec![Piece::F64]),
            TypeKind::F128 => Some(vec![Piece::F128]),
            TypeKind::Int(128) => Some(vec![Piece::Int(8), Piece::Int(8)]),
            TypeKind::Int(_) | TypeKind::Ptr => Some(vec![Piece::Int(size as u32)]),
            _ => classify_aggregate(t, ty),
        };
        let slot = self.slot(
            ctx.i8_type().array_type(size.max(1) as u32).into(),
            align.max(8) as u32,
        )?;
        let field = |this: &Self, off: u64| -> Result<PointerValue<'ctx>> {
            Ok(unsafe {
                this.builder
                    .build_in_bounds_gep(ctx.i8_type(), list, &[this.i64c(off)], "")?
            })
        };
        let join = ctx.append_basic_block(self.fv, "va.join");
        let mem = ctx.append_basic_block(self.fv, "va.mem");
        if let Some(pieces) = pieces.filter(|p| !p.is_empty()) {
            let ngp = pieces.iter().filter(|p| !p.is_sse()).count() as u64;
            let nsse = pieces.len() as u64 - ngp;
            let gp_ptr = list;
            let fp_ptr = field(self, 4)?;
            let gp = self
                .builder
                .build_load(i32t, gp_ptr, "gp_offset")?
                .into_int_value();
            let fp = self
                .builder
                .build_load(i32t, fp_ptr, "fp_offset")?
                .into_int_value();
            let mut fits = ctx.bool_type().const_int(1, false);
            if ngp > 0 {
                let c = self.builder.build_int_compare(
                    IntPredicate::ULE,
                    gp,
                    i32t.const_int(48 - 8 * ngp, false),
                    "",
                )?;
                fits = self.builder.build_and(fits, c, "")?;
            }
            if nsse > 0 {
                let c = self.builder.build_int_compare(
                    IntPredicate::ULE,
                    fp,
                    i32t.const_int(176 - 16 * nsse, false),
                    "",
                )?;
                fits = self.builder.build_and(fits, c, "")?;
            }
            let regs = ctx.append_basic_block(self.fv, "va.regs");
            self.builder.build_conditional_branch(fits, regs, mem)?;
            self.builder.position_at_end(regs);
            let save = self
                .builder
                .build_load(ptrt, field(self, 16)?, "reg_save_area")?
                .into_pointer_value();
            let (mut gi, mut si) = (0u64, 0u64);
            for (k, p) in pieces.iter().enumerate() {
                let bytes = if *p == Piece::F128 {
                    16
                } else {
                    (size - 8 * k as u64).min(8)
                };
                let off = if p.is_sse() {
                    let o = self
                        .builder
                        .build_int_add(fp, i32t.const_int(16 * si, false), "")?;
                    si += 1;
                    o
                } else {
                    let o = self
                        .builder
                        .build_int_add(gp, i32t.const_int(8 * gi, false), "")?;
                    gi += 1;
                    o
                };
                let off = self.builder.build_int_z_extend(off, i64t, "")?;
                let src = self.byte_gep(save, off)?;
                let dst = self.byte_gep(slot, self.i64c(8 * k as u64))?;
                self.memcpy(dst, src, bytes, 1)?;
            }
            if ngp > 0 {
                let n = self
                    .builder
                    .build_int_add(gp, i32t.const_int(8 * ngp, false), "")?;
                self.builder.build_store(gp_ptr, n)?;
            }
            if nsse > 0 {
                let n = self
                    .builder
                    .build_int_add(fp, i32t.const_int(16 * nsse, false), "")?;
                self.builder.build_store(fp_ptr, n)?;
            }
            self.builder.build_unconditional_branch(join)?;
        } else {
            self.builder.build_unconditional_branch(mem)?;
        }
        // Overflow area: 8-byte slots, realigned for over-aligned types.
        self.builder.position_at_end(mem);
        let area_ptr = field(self, 8)?;
        let mut area = self
            .builder
            .build_load(ptrt, area_ptr, "overflow_arg_area")?
            .into_pointer_value();
        if align > 8 {
            let a = self.builder.build_ptr_to_int(area, i64t, "")?;
            let a = self.builder.build_int_add(a, self.i64c(align - 1), "")?;
            let a = self
                .builder
                .build_and(a, i64t.const_int(!(align - 1), false), "")?;
            area = self.builder.build_int_to_ptr(a, ptrt, "")?;
        }
        self.memcpy(slot, area, size, 1)?;
        let next = self.byte_gep(area, self.i64c(size.next_multiple_of(8)))?;
        self.builder.build_store(area_ptr, next)?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        if t.is_aggregate(ty) {
            Ok(slot.into())
        } else {
            Ok(self.builder.build_load(self.mc.mem_ty(ty), slot, "")?)
        }
    }

    fn call(
        &mut self,
        callee: Callee<'ctx>,
        sig: TypeId,
        args: &[Value],
        result: Option<Value>,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let (fty, _) = self.mc.fn_type(sig);
        let ret = self.mc.m.sig_parts(sig).1;
        let arg_tys: Vec<TypeId> = args.iter().map(|&a| self.body.value_type(a)).collect();
        // Classify the actual arguments, variadic ones included.
        let abi = self.mc.classify(ret, &arg_tys);
        let mut largs: Vec<BasicMetadataValueEnum> = Vec::new();
        let mut sret_slot = None;
        if abi.has_sret() {
            let slot = self.agg_slot(ret)?;
            sret_slot = Some(slot);
            largs.push(slot.into());
        }
        for (&a, kind) in args.iter().zip(&abi.params) {
            match kind {
                ArgKind::Direct => {
                    let ty = self.body.value_type(a);
                    largs.push(self.in_memory(ty, self.val(a)?)?.into())
                }
                ArgKind::Memory { .. } => largs.push(self.val(a)?.into()),
                ArgKind::Ignore => {}
                ArgKind::Pieces(ps) => {
                    let base = self.ptr(a)?;
                    let align = self.types().align_of(self.body.value_type(a)).min(8) as u32;
                    for (&p, off) in ps.iter().zip(piece_offsets(ps)) {
                        let at = self.byte_gep(base, self.i64c(off))?;
                        let v = self.builder.build_load(self.mc.piece_ty(p), at, "")?;
                        if let Some(i) = v.as_instruction_value() {
                            i.set_alignment(align)
                                .map_err(|e| CodegenError::Llvm(e.to_string()))?;
                        }
                        largs.push(v.into());
                    }
                }
            }
        }
        let site = match callee {
            Callee::Direct(f) => self.builder.build_call(f, &largs, "")?,
            Callee::Indirect(p) => self.builder.build_indirect_call(fty, p, &largs, "")?,
        };
        for (i, a) in self.mc.abi_attrs(&abi) {
            site.add_attribute(AttributeLoc::Param(i), a);
        }
        for (loc, a) in self.mc.ext_attrs(sig, &abi) {
            site.add_attribute(loc, a);
        }
        let ret_val = match site.try_as_basic_value() {
            inkwell::values::ValueKind::Basic(v) => Some(v),
            _ => None,
        };
        if result.is_none() {
            return Ok(None);
        }
        Ok(Some(match &abi.ret {
            ArgKind::Direct => self.in_registers(
                ret,
                ret_val
                    .ok_or_else(|| CodegenError::InvalidIr("call result of a void call".into()))?,
            )?,
            ArgKind::Memory { .. } => sret_slot.expect("sret").into(),
            ArgKind::Ignore => self.agg_slot(ret)?.into(),
            ArgKind::Pieces(ps) => {
                let slot = self.agg_slot(ret)?;
                let rv =
                    ret_val.ok_or_else(|| CodegenError::Llvm("missing aggregate return".into()))?;
                for (k, off) in piece_offsets(ps).into_iter().enumerate() {
                    let piece = if ps.len() == 1 {
                        rv
                    } else {
                        self.builder
                            .build_extract_value(rv.into_struct_value(), k as u32, "")?
                    };
                    let at = self.byte_gep(slot, self.i64c(off))?;
                    self.builder.build_store(at, piece)?;
                }
                slot.into()
            }
        }))
    }

    fn ret(&mut self, v: Option<Value>) -> Result<()> {
        let abi_ret = self.abi.ret.clone();
        match (v, abi_ret) {
            (None, _) | (Some(_), ArgKind::Ignore) => {
                self.builder.build_return(None)?;
            }
            (Some(v), ArgKind::Direct) => {
                let x = self.in_memory(self.body.value_type(v), self.val(v)?)?;
                self.builder.build_return(Some(&x))?;
            }
            (Some(v), ArgKind::Memory { size, align }) => {
                let dst = self.sret.expect("sret parameter");
                self.memcpy(dst, self.ptr(v)?, size, align.min(8) as u32)?;
                self.builder.build_return(None)?;
            }
            (Some(v), ArgKind::Pieces(ps)) => {
                let base = self.ptr(v)?;
                let mut vals = Vec::new();
                for (&p, off) in ps.iter().zip(piece_offsets(&ps)) {
                    let at = self.byte_gep(base, self.i64c(off))?;
                    vals.push(self.builder.build_load(self.mc.piece_ty(p), at, "")?);
                }
                if vals.len() == 1 {
                    self.builder.build_return(Some(&vals[0]))?;
                } else {
                    self.builder.build_aggregate_return(&vals)?;
                }
            }
        }
        Ok(())
    }
}

enum Callee<'ctx> {
    Direct(FunctionValue<'ctx>),
    Indirect(PointerValue<'ctx>),
}
