//! OIR types, signatures and function declarations in LLVM: the LLVM type and attributes
//! (`sret`, `byval`, `signext`/`zeroext`) of a signature as the target's calling convention
//! classifies it, linkage and visibility.

use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage as LLinkage;
use inkwell::types::{AnyType, BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use inkwell::values::FunctionValue;
use inkwell::GlobalVisibility;

use oxacc_oir::{Ext, FuncAttr, FuncId, Linkage, TypeId, Visibility};

use crate::target::abi::{ArgKind, FnAbi, Piece};
use crate::target::emit::{self, enum_attr};

use super::ModuleCx;

pub(super) fn linkage(l: Linkage) -> LLinkage {
    match l {
        Linkage::External => LLinkage::External,
        Linkage::Internal => LLinkage::Internal,
        Linkage::Private => LLinkage::Private,
        Linkage::Weak => LLinkage::WeakAny,
        Linkage::Common => LLinkage::Common,
        Linkage::LinkOnceOdr => LLinkage::LinkOnceODR,
    }
}

pub(super) fn visibility(v: Visibility) -> GlobalVisibility {
    match v {
        Visibility::Default => GlobalVisibility::Default,
        Visibility::Hidden => GlobalVisibility::Hidden,
        Visibility::Protected => GlobalVisibility::Protected,
    }
}

impl<'ctx> ModuleCx<'_, 'ctx> {
    pub(super) fn ptr_ty(&self) -> inkwell::types::PointerType<'ctx> {
        emit::ptr_ty(self.ctx)
    }

    /// The LLVM type of an OIR type in memory.
    pub(super) fn mem_ty(&self, ty: TypeId) -> BasicTypeEnum<'ctx> {
        emit::mem_ty(self.ctx, &self.m.types, self.target, ty)
    }

    /// The LLVM type of an OIR SSA value (aggregates are pointers to memory).
    pub(super) fn val_ty(&self, ty: TypeId) -> BasicTypeEnum<'ctx> {
        emit::val_ty(self.ctx, &self.m.types, self.target, ty)
    }

    /// Whether values of `ty` differ in registers and in memory (`long double` computed in
    /// `double` in device code).
    pub(super) fn converts(&self, ty: TypeId) -> bool {
        emit::converts(self.ctx, &self.m.types, self.target, ty)
    }

    pub(super) fn piece_ty(&self, p: Piece) -> BasicTypeEnum<'ctx> {
        emit::piece_ty(self.ctx, p)
    }

    /// The LLVM function type and ABI of a signature (fixed parameters only).
    pub(super) fn fn_type(&self, sig: TypeId) -> (FunctionType<'ctx>, FnAbi) {
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

    /// The calling convention of a signature (the target's).
    pub(super) fn classify(&self, ret: TypeId, params: &[TypeId]) -> FnAbi {
        self.target.classify(&self.m.types, ret, params)
    }

    /// `sret`/`byval` attributes at the LLVM parameter positions of an ABI.
    pub(super) fn abi_attrs(&self, abi: &FnAbi) -> Vec<(u32, Attribute)> {
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

    /// The LLVM positions of the OIR pointer parameters `params` (passed directly, as every
    /// pointer is).
    fn noalias_positions(&self, sig: TypeId, abi: &FnAbi, params: &[u32]) -> Vec<u32> {
        let (tys, _, _) = self.m.sig_parts(sig);
        let mut out = Vec::new();
        let mut idx = u32::from(abi.has_sret());
        for (i, kind) in abi.params.iter().enumerate() {
            match kind {
                ArgKind::Direct => {
                    if params.contains(&(i as u32)) && self.m.types.is_ptr(tys[i]) {
                        out.push(idx);
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

    /// `signext`/`zeroext` on the direct small-integer parameters (fixed
    /// ones) and on the result of a signature.
    pub(super) fn ext_attrs(&self, sig: TypeId, abi: &FnAbi) -> Vec<(AttributeLoc, Attribute)> {
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

    pub(super) fn declare_func(&self, f: FuncId) -> FunctionValue<'ctx> {
        self.declare_func_for(f, &self.m.func(f).name, &self.cpu)
    }

    /// Declares function `f` as symbol `name`, its code for `cpu` (a multiversioned region's
    /// second version, decision 93, is `f` for another CPU).
    pub(super) fn declare_func_for(&self, f: FuncId, name: &str, cpu: &str) -> FunctionValue<'ctx> {
        let data = self.m.func(f);
        let (fty, abi) = self.fn_type(data.sig);
        let fv = self
            .module
            .add_function(name, fty, Some(linkage(data.linkage)));
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
        if data.body.is_some() {
            for i in self.noalias_positions(data.sig, &abi, &data.noalias_params) {
                fv.add_attribute(AttributeLoc::Param(i), enum_attr(self.ctx, "noalias", 0));
            }
        }
        for attr in &data.attrs {
            let name = match attr {
                FuncAttr::NoReturn => "noreturn",
                FuncAttr::NoInline => "noinline",
                FuncAttr::AlwaysInline => "alwaysinline",
                FuncAttr::InlineHint => "inlinehint",
                FuncAttr::Cold => "cold",
                FuncAttr::NoUnwind => "nounwind",
                // A fact for the OpenACC passes; LLVM is not told (objects stay as they were).
                FuncAttr::Pure => continue,
            };
            fv.add_attribute(AttributeLoc::Function, enum_attr(self.ctx, name, 0));
        }
        self.target.declaration_attributes(self.ctx, fv, data);
        if data.body.is_some() {
            // C code never unwinds.
            fv.add_attribute(AttributeLoc::Function, enum_attr(self.ctx, "nounwind", 0));
            self.target.definition_attributes(self.ctx, fv);
            fv.add_attribute(
                AttributeLoc::Function,
                self.ctx.create_string_attribute("target-cpu", cpu),
            );
            if !self.tune.is_empty() {
                fv.add_attribute(
                    AttributeLoc::Function,
                    self.ctx.create_string_attribute("tune-cpu", &self.tune),
                );
            }
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
}
