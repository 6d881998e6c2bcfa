//! `oxacc`: the compiler driver users type. See the library's documentation for how it
//! shares its work with `oxacc-cc1`.

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    ExitCode::from(oxacc_driver::run(&argv, oxacc_driver::SUBPROCESS))
}
