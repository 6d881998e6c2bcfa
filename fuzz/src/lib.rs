//! What the fuzz targets share: a hermetic directory of fixed headers that fuzzed input can
//! `#include`, and the options a target derives from its input's first byte.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Fixed headers reachable from fuzzed input, by `#include "fuzz.h"`, `<fuzz.h>` (the directory
/// is also an `-I` directory), `#include_next` and `__has_include`.
const HEADERS: &[(&str, &str)] = &[
    (
        "fuzz.h",
        "#pragma once\n#define F(x, ...) x(__VA_ARGS__) # x\n#define CAT(a, b) a ## b\n\
         #define OBJ 1 + OBJ\nint fuzz_h = __INCLUDE_LEVEL__;\n#include_next <fuzz.h>\n",
    ),
    (
        "guarded.h",
        "#ifndef GUARDED_H\n#define GUARDED_H\n#if defined(F) && __LINE__ > 2\n\
         int guarded;\n#endif\n#endif\n",
    ),
];

/// The directory holding [`HEADERS`], created once per process.
pub fn header_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("oxacc-fuzz-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        for (name, text) in HEADERS {
            let _ = std::fs::write(dir.join(name), text);
        }
        dir
    })
}

/// Splits fuzz input into option bits (the first byte) and source text (the rest, UTF-8 lossy:
/// the source map holds text).
pub fn split_input(data: &[u8]) -> (u8, String) {
    match data.split_first() {
        Some((&bits, rest)) => (bits, String::from_utf8_lossy(rest).into_owned()),
        None => (0, String::new()),
    }
}
