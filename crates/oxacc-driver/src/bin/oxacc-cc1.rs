//! `oxacc-cc1`: one source file through one compile stage, in-process (started by `oxacc`;
//! its command line is the single-stage `oxacc` command that `oxacc -###` prints).

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    ExitCode::from(oxacc_driver::run(&argv, oxacc_driver::IN_PROCESS))
}
