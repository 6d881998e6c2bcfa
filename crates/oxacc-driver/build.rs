//! Builds the device math library once: `devicelib/math.c` through oxacc's C front end to OIR
//! (`src/devmath.rs`, shared with the crate) and on to NVPTX bitcode, for every compile to
//! link instead of running the C front end each time (docs/design.md decision 25).

#[path = "src/devmath.rs"]
mod devmath;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/devmath.rs");
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("OUT_DIR"));
    let lib = devmath::math_library().unwrap_or_else(|e| panic!("{e}"));
    for (fast, name) in [(false, "devmath.bc"), (true, "devmath-fast.bc")] {
        let bc = oxacc_codegen::device::math_library_bitcode(&lib, fast)
            .unwrap_or_else(|e| panic!("the device math library: {e}"));
        std::fs::write(out.join(name), bc).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}
