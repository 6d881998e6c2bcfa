//! The compile stages of a C input: preprocess → parse and check → lower to OIR → OIR passes →
//! LLVM → object, assembly or IR. Each stage reports through the diagnostics engine; the driver
//! stops at the first stage that reported an error.

use std::io::Write;
use std::path::Path;

use oxacc_codegen::host::{CodegenOptions, DebugInfo, OptLevel as LlvmOpt};
use oxacc_oir::phase_time::phase;
use oxacc_source::{DiagnosticsEngine, SourceMap};

use crate::driver::driver_error;
use crate::jobs::Stage;
use crate::language::Input;
use crate::options::{OptLevel, Options};
use crate::preprocess::{load_input, preprocess_options, write_dependency_file};

/// The OIR passes every compilation runs, in order.
const PIPELINE: &str = "verify,dead-blocks";

/// The OpenACC passes, run after [`PIPELINE`] when the module contains an `acc.*` operation
/// (docs/openacc-lowering.md §2).
const ACC_PIPELINE: &str = oxacc_oir::acc::ACC_PIPELINE;

pub fn run(
    input: &Input,
    stage: &Stage,
    output: Option<&Path>,
    options: &Options,
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
) -> bool {
    // `OXACC_TIME_PHASES=1`: where this compile's time went, on stderr (docs/gpu.md).
    let t = phase("compile");
    let ok = run_stages(input, stage, output, options, sm, diags);
    drop(t);
    oxacc_oir::phase_time::report(&input.path.display().to_string());
    ok
}

fn run_stages(
    input: &Input,
    stage: &Stage,
    output: Option<&Path>,
    options: &Options,
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
) -> bool {
    if options.pp.keep_comments {
        // Comments kept as tokens mean nothing to the parser (gcc refuses this too).
        driver_error("-C is only supported with -E");
        return false;
    }
    if let Err(e) = oxacc_codegen::set_llvm_options(&options.llvm_args) {
        driver_error(&e.to_string());
        return false;
    }
    if input.language == crate::language::Language::Oir {
        return run_oir(input, stage, output, options);
    }
    if crate::fortran::is_fortran(input.language) {
        let t = phase("Fortran front end (to OIR)");
        let lowered = crate::fortran::lower(input, stage, options, sm, diags);
        drop(t);
        return match lowered {
            Ok(Some(module)) => finish_module(module, input, stage, output, options),
            Ok(None) => true,
            Err(()) => false,
        };
    }
    let Some(main) = load_input(input, sm) else {
        return false;
    };
    let t = phase("preprocess");
    let pp = oxacc_cpp::preprocess(sm, diags, main, &preprocess_options(options, diags));
    drop(t);
    if diags.has_errors() {
        return false;
    }
    if options.deps.wanted && !write_dependency_file(&pp, input, output, options, sm) {
        return false;
    }
    let c_options = oxacc_c::Options {
        openacc: options.openacc,
        openmp: options.openmp,
        offload_arch: options.offload_arch.first().cloned(),
    };
    let t = phase("parse and check (C)");
    let unit = oxacc_c::parse_and_check_with(&pp.tokens, sm, diags, &c_options);
    drop(t);
    if diags.has_errors() {
        return false;
    }
    if *stage == Stage::SyntaxOnly {
        if options.ast_dump {
            print!("{}", oxacc_c::dump(&unit));
        }
        return true;
    }
    let t = phase("lower to OIR (C)");
    let mut module = oxacc_c::lower::lower(&unit, sm, diags);
    drop(t);
    if diags.has_errors() {
        return false;
    }
    if options.safeptr {
        assume_safe_pointers(&mut module);
    }
    finish_module(module, input, stage, output, options)
}

/// An `.oir` input: parsed, then the same passes and code generation as a C input.
fn run_oir(input: &Input, stage: &Stage, output: Option<&Path>, options: &Options) -> bool {
    let text = if input.is_stdin() {
        let mut s = String::new();
        match std::io::Read::read_to_string(&mut std::io::stdin(), &mut s) {
            Ok(_) => s,
            Err(e) => {
                driver_error(&format!("cannot read standard input: {e}"));
                return false;
            }
        }
    } else {
        match std::fs::read_to_string(&input.path) {
            Ok(s) => s,
            Err(e) => {
                driver_error(&format!("{}: {e}", input.path.display()));
                return false;
            }
        }
    };
    let module = match oxacc_oir::parse_module(&text) {
        Ok(m) => m,
        Err(e) => {
            driver_error(&format!("{}: {e}", input.path.display()));
            return false;
        }
    };
    if *stage == Stage::SyntaxOnly {
        return match oxacc_oir::verify_module(&module) {
            Ok(()) => true,
            Err(e) => {
                driver_error(&format!("{}: {e}", input.path.display()));
                false
            }
        };
    }
    finish_module(module, input, stage, output, options)
}

/// What every input language shares once it is OIR: the passes, then `--emit-oir` text or
/// code generation.
fn finish_module(
    mut module: oxacc_oir::Module,
    input: &Input,
    stage: &Stage,
    output: Option<&Path>,
    options: &Options,
) -> bool {
    if wraps_signed_overflow(options) {
        forget_no_signed_wrap(&mut module);
    }
    if !run_passes(&mut module, options, &input.path) {
        return false;
    }
    if options.emit_oir {
        let text = oxacc_oir::print_module(&module);
        return write_text(options.output.as_deref(), &text);
    }
    let Some(output) = output else {
        driver_error("no output file for code generation");
        return false;
    };
    emit(&module, stage, output, options, &input.path)
}

fn run_passes(module: &mut oxacc_oir::Module, options: &Options, input: &Path) -> bool {
    // OpenACC operations are lowered only with -fopenacc, or -fopenmp whose device constructs
    // become them (docs/openmp.md); without either the front ends drop the directives.
    let acc = (options.openacc || options.openmp) && oxacc_oir::acc::module_has_acc(module);
    let mut pipeline = PIPELINE.to_owned();
    // OpenMP host constructs become libomp calls first (the OpenACC passes never see them).
    if oxacc_oir::omp::module_has_omp(module) {
        pipeline.push_str(",omp-lower");
    }
    if acc {
        pipeline = format!("{pipeline},{ACC_PIPELINE}");
        if !fuses_kernels_loops(options) {
            pipeline = pipeline.replace("acc-fuse,", "");
        }
    }
    let mut pm = match oxacc_oir::PassManager::from_pipeline(&pipeline) {
        Ok(pm) => pm,
        Err(e) => return internal_error(input, &e.to_string()),
    };
    pm.print_after.extend(options.print_after.iter().cloned());
    let t = phase("OIR passes");
    let result = pm.run(module);
    drop(t);
    // Like LLVM's -print-after, dumps go to stderr so that they never mix with output files.
    let mut err = std::io::stderr().lock();
    for (pass, text) in &pm.dumps {
        let _ = writeln!(err, "; *** OIR after {pass} ***\n{text}");
    }
    // Remarks (-Minfo=accel) and the errors the passes found in the program, with locations.
    let mut reported_error = false;
    let mut diags: Vec<&oxacc_oir::PassDiagnostic> = module.diagnostics.iter().collect();
    diags.sort_by_key(|d| (d.loc.file, d.loc.line, d.loc.col));
    for d in diags {
        match d.level {
            oxacc_oir::DiagLevel::Remark if options.minfo_accel => {
                let _ = writeln!(err, "{} [-Minfo=accel]", d.render(module));
            }
            oxacc_oir::DiagLevel::Remark => {}
            oxacc_oir::DiagLevel::Warning if options.diag.suppress_warnings => {}
            oxacc_oir::DiagLevel::Warning => {
                let _ = writeln!(err, "{}", d.render(module));
            }
            oxacc_oir::DiagLevel::Error => {
                reported_error = true;
                let _ = writeln!(err, "{}", d.render(module));
            }
        }
    }
    match result {
        Ok(()) => true,
        Err(_) if reported_error => false,
        Err(e) => internal_error(input, &e.to_string()),
    }
}

fn codegen_options(options: &Options) -> CodegenOptions {
    let opt_level = match options.opt {
        OptLevel::O0 => LlvmOpt::O0,
        OptLevel::O1 => LlvmOpt::O1,
        OptLevel::O2 => LlvmOpt::O2,
        OptLevel::O3 => LlvmOpt::O3,
        OptLevel::Os => LlvmOpt::Os,
        OptLevel::Oz => LlvmOpt::Oz,
        OptLevel::Ofast => LlvmOpt::Ofast,
    };
    CodegenOptions {
        opt_level,
        cpu: options
            .march
            .clone()
            .unwrap_or_else(|| oxacc_codegen::host::DEFAULT_HOST_CPU.to_owned()),
        // clang's choice: the default CPU is tuned for `generic` (today's common processors),
        // a `-march=` CPU for itself.
        tune: match (&options.mtune, &options.march) {
            (Some(t), _) => t.clone(),
            (None, None) => "generic".to_owned(),
            (None, Some(_)) => String::new(),
        },
        features: options.target_features.join(","),
        // Decision 93: the second version only where the driver chose the instruction set
        // (an explicit `-march=`/`-mavx2` is the user's) and the code is optimised.
        multiversion: options.host_multiversion.unwrap_or(true)
            && options.march.is_none()
            && options.target_features.is_empty()
            && matches!(options.opt, OptLevel::O2 | OptLevel::O3 | OptLevel::Ofast),
        fp_contract_fast: options.fp_contract_fast,
        debug: if options.debug {
            DebugInfo::LineTables
        } else {
            DebugInfo::None
        },
        ..CodegenOptions::default()
    }
}

fn emit(
    module: &oxacc_oir::Module,
    stage: &Stage,
    output: &Path,
    options: &Options,
    input: &Path,
) -> bool {
    let cg = codegen_options(options);
    // Device code (docs/gpu.md) is compiled first and embedded in the host module.
    let t = phase("device code (PTX image)");
    let prepared = crate::device::prepare_host_module(module, options, cg.opt_level);
    drop(t);
    let module = match prepared {
        Ok(m) => m,
        Err(e) => {
            driver_error(&format!("{}: {e}", input.display()));
            return false;
        }
    };
    let ctx = oxacc_codegen::Context::create();
    let t = phase("host: to LLVM IR and LLVM's pipeline");
    let compiled = oxacc_codegen::host::compile(&ctx, &module, &cg);
    drop(t);
    let artifact = match compiled {
        Ok(a) => a,
        Err(e) => return internal_error(input, &e.to_string()),
    };
    let _t = phase("host: code generation (object/assembly)");
    let result = match (stage, options.emit_llvm) {
        (Stage::Assemble, true) => artifact.emit_llvm(output),
        (Stage::Assemble, false) => artifact.emit_asm(output),
        (_, true) => artifact.emit_bitcode(output),
        (_, false) => artifact.emit_object(output),
    };
    match result {
        Ok(()) => true,
        Err(e) => {
            driver_error(&e.to_string());
            false
        }
    }
}

/// A failure inside the compiler, not in the user's program: said as such, with the input.
fn internal_error(input: &Path, message: &str) -> bool {
    driver_error(&format!(
        "{}: internal compiler error: {message}",
        input.display()
    ));
    false
}

fn write_text(path: Option<&Path>, text: &str) -> bool {
    let result = match path {
        Some(p) if p.as_os_str() != "-" => std::fs::write(p, text),
        _ => std::io::stdout().lock().write_all(text.as_bytes()),
    };
    result
        .map_err(|e| driver_error(&format!("cannot write output: {e}")))
        .is_ok()
}

/// `-fwrapv` (gcc, clang, gfortran): signed integer overflow wraps, so no arithmetic keeps
/// the front ends' `nsw` (the last of `-fwrapv` and `-fno-wrapv` counts).
fn wraps_signed_overflow(options: &Options) -> bool {
    options
        .codegen_flags
        .iter()
        .rev()
        .find(|f| *f == "-fwrapv" || *f == "-fno-wrapv")
        .is_some_and(|f| f == "-fwrapv")
}

/// `-fno-acc-fusion` leaves out the fusion of loop nests in `kernels` regions (`acc-fuse`,
/// decision 45); the last of `-facc-fusion` and `-fno-acc-fusion` counts.
fn fuses_kernels_loops(options: &Options) -> bool {
    options
        .codegen_flags
        .iter()
        .rev()
        .find(|f| *f == "-facc-fusion" || *f == "-fno-acc-fusion")
        .is_none_or(|f| f == "-facc-fusion")
}

fn forget_no_signed_wrap(module: &mut oxacc_oir::Module) {
    for f in &mut module.funcs {
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for inst in &mut body.insts {
            if let oxacc_oir::InstKind::Binary { nsw, .. } = &mut inst.kind {
                *nsw = false;
            }
        }
    }
}

/// `-Msafeptr` (nvc): every C pointer variable is treated as declared `restrict`, so the
/// `kernels` dependence test takes distinct pointers not to overlap.
fn assume_safe_pointers(module: &mut oxacc_oir::Module) {
    for f in &mut module.funcs {
        let Some(body) = f.body.as_mut() else {
            continue;
        };
        for var in &mut body.vars {
            if matches!(var.shape, oxacc_oir::Shape::Object(ty) if module.types.is_ptr(ty)) {
                var.restrict = true;
            }
        }
    }
}
