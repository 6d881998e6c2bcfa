//! Running one source file through the pipeline stages that exist.

use std::path::Path;

use oxacc_source::{DiagnosticsEngine, SourceMap};

use crate::driver::driver_error;
use crate::jobs::Stage;
use crate::language::{Input, Language};
use crate::options::Options;

/// Runs the compile stages (`-fsyntax-only`, `-S`, `-c`) of one C input: in this process, or
/// by starting `oxacc-cc1` (so that the `oxacc` executable never loads LLVM).
pub type CompileStage =
    fn(&Input, &Stage, Option<&Path>, &Options, &mut SourceMap, &mut DiagnosticsEngine) -> bool;

pub fn run_source(
    input: &Input,
    stage: &Stage,
    output: Option<&Path>,
    options: &Options,
    sm: &mut SourceMap,
    diags: &mut DiagnosticsEngine,
    compile: CompileStage,
) -> bool {
    let name = input.path.display();
    match input.language {
        Language::FortranFixed { .. } | Language::FortranFree { .. } => {
            return match stage {
                Stage::Preprocess | Stage::Dependencies => {
                    driver_error(&format!(
                        "{name}: -E and -M are not supported for Fortran yet"
                    ));
                    false
                }
                _ => compile(input, stage, output, options, sm, diags),
            };
        }
        Language::Object => return true,
        Language::C | Language::CPreprocessed | Language::CHeader => {}
        Language::Oir => {
            return match stage {
                Stage::Preprocess | Stage::Dependencies => {
                    driver_error(&format!("{name}: OIR input cannot be preprocessed"));
                    false
                }
                _ => compile(input, stage, output, options, sm, diags),
            }
        }
    }
    match stage {
        Stage::Preprocess | Stage::Dependencies => {
            crate::preprocess::run(input, stage, output, options, sm, diags)
        }
        Stage::SyntaxOnly | Stage::Assemble | Stage::Compile => {
            compile(input, stage, output, options, sm, diags)
        }
    }
}
