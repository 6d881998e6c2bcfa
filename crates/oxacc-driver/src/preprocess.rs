//! `-E`, `-M` and friends: the preprocessor stage and its outputs.

use std::path::Path;

use oxacc_source::{DiagnosticsEngine, SourceMap};

use crate::driver::driver_error;
use crate::jobs::Stage;
use crate::language::Input;
use crate::options::Options;

pub fn run(
    _input: &Input,
    _stage: &Stage,
    _output: Option<&Path>,
    _options: &Options,
    _sm: &mut SourceMap,
    _diags: &mut DiagnosticsEngine,
) -> bool {
    driver_error("-E is not wired yet");
    false
}
