//! The `#include <…>` search list of the installed gcc (C17 §6.10.2p2 leaves "the places" to the
//! implementation; ours are gcc's, so that `<stddef.h>` and the x86 intrinsics headers are the
//! ones gcc itself uses).
//!
//! The list is discovered at run time by running `gcc -xc -E -v /dev/null`, never hard-coded.
//! That spawn costs about as much as preprocessing a small file, so the answer is cached across
//! processes in `$XDG_CACHE_HOME/oxacc/` (else `~/.cache/oxacc/`), one file per gcc executable,
//! keyed by its resolved path, size and modification time: upgrading or replacing gcc changes
//! the key. The cache can only save time, never change an answer:
//! - it is not used when an environment variable that changes gcc's list is set (`CPATH`, …);
//! - an entry is used only if its key matches exactly and every directory in it still exists;
//! - anything unreadable, malformed or stale is ignored and rewritten;
//! - it is written atomically (a temporary file renamed over the entry), so a concurrent reader
//!   sees the old entry or the new one, never half of one;
//! - every failure (no HOME, read-only HOME, full disk) is silent: we just run gcc.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::UNIX_EPOCH;

/// First line of a cache entry; bump the version when the format or the gcc command changes.
const CACHE_MAGIC: &str = "oxacc include-dirs v1";

/// Environment variables that add to or move gcc's search list; with any of them set the
/// answer depends on more than the executable, so we ask gcc every time.
const SEARCH_ENV: [&str; 5] = [
    "CPATH",
    "C_INCLUDE_PATH",
    "GCC_EXEC_PREFIX",
    "COMPILER_PATH",
    "GCC_ROOT",
];

/// The `#include <…>` search list of the installed gcc (the `OXACC_GCC` environment variable
/// names another gcc), discovered once per process and cached across processes (see the module
/// documentation). Empty when no gcc can be run.
pub fn system_include_dirs() -> &'static [PathBuf] {
    static DIRS: OnceLock<Vec<PathBuf>> = OnceLock::new();
    DIRS.get_or_init(|| {
        let gcc = std::env::var("OXACC_GCC").unwrap_or_else(|_| "gcc".to_owned());
        let cache = if SEARCH_ENV.iter().any(|v| std::env::var_os(v).is_some()) {
            None
        } else {
            cache_dir()
        };
        discover(&gcc, cache.as_deref())
    })
}

/// `$XDG_CACHE_HOME/oxacc`, else `$HOME/.cache/oxacc` (the XDG base directory rules: a relative
/// `XDG_CACHE_HOME` is ignored).
fn cache_dir() -> Option<PathBuf> {
    let xdg = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute());
    let base = xdg.or_else(|| {
        std::env::var_os("HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .map(|h| h.join(".cache"))
    })?;
    Some(base.join("oxacc"))
}

/// The search list of `gcc`, through the cache in `cache_dir` when there is one.
pub(crate) fn discover(gcc: &str, cache_dir: Option<&Path>) -> Vec<PathBuf> {
    let entry = cache_dir.and_then(|dir| CacheEntry::for_gcc(gcc, dir));
    if let Some(dirs) = entry.as_ref().and_then(CacheEntry::read) {
        return dirs;
    }
    let dirs = ask_gcc(gcc);
    if let Some(entry) = &entry {
        entry.write(&dirs);
    }
    dirs
}

fn ask_gcc(gcc: &str) -> Vec<PathBuf> {
    let output = std::process::Command::new(gcc)
        .args(["-xc", "-E", "-v", "/dev/null"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .output();
    match output {
        Ok(o) => parse_search_list(&String::from_utf8_lossy(&o.stderr)),
        Err(_) => Vec::new(),
    }
}

pub(crate) fn parse_search_list(verbose: &str) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let mut inside = false;
    for line in verbose.lines() {
        if line.starts_with("#include <...> search starts here:") {
            inside = true;
        } else if line.starts_with("End of search list.") {
            break;
        } else if inside {
            let dir = line.trim();
            // Darwin-style "(framework directory)" suffixes do not occur on Linux.
            dirs.push(PathBuf::from(
                dir.trim_end_matches(" (framework directory)"),
            ));
        }
    }
    dirs
}

/// One gcc executable's cache file and the key it must carry.
struct CacheEntry {
    file: PathBuf,
    /// The lines before the directory list: magic, resolved path, `size mtime_ns`.
    key: String,
}

impl CacheEntry {
    /// None when the executable cannot be found or its path cannot be written on one line.
    fn for_gcc(gcc: &str, cache_dir: &Path) -> Option<CacheEntry> {
        let exe = std::fs::canonicalize(find_executable(gcc)?).ok()?;
        let meta = std::fs::metadata(&exe).ok()?;
        let mtime = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
        let exe = exe.to_str()?;
        if exe.contains('\n') {
            return None;
        }
        let key = format!(
            "{CACHE_MAGIC}\n{exe}\n{} {}\n",
            meta.len(),
            mtime.as_nanos()
        );
        let file = cache_dir.join(format!("include-dirs-{:016x}", fnv1a(exe.as_bytes())));
        Some(CacheEntry { file, key })
    }

    /// The cached list, if the entry exists, has our key and every directory is still there.
    fn read(&self) -> Option<Vec<PathBuf>> {
        let text = std::fs::read_to_string(&self.file).ok()?;
        let list = text.strip_prefix(&self.key)?;
        let dirs: Vec<PathBuf> = list.lines().map(PathBuf::from).collect();
        if dirs.is_empty() || !list.ends_with('\n') || !dirs.iter().all(|d| d.is_dir()) {
            return None;
        }
        Some(dirs)
    }

    /// Writes the entry through a temporary file and a rename; gives up silently on any error.
    fn write(&self, dirs: &[PathBuf]) {
        // An empty list means gcc could not be run: ask again next time rather than remember.
        if dirs.is_empty() {
            return;
        }
        let mut text = self.key.clone();
        for d in dirs {
            match d.to_str() {
                Some(s) if !s.contains('\n') && !s.is_empty() => {
                    text.push_str(s);
                    text.push('\n');
                }
                _ => return,
            }
        }
        let Some(dir) = self.file.parent() else {
            return;
        };
        if std::fs::create_dir_all(dir).is_err() {
            return;
        }
        let Some(name) = self.file.file_name().and_then(|n| n.to_str()) else {
            return;
        };
        let tmp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
        let written = std::fs::File::create(&tmp)
            .and_then(|mut f| f.write_all(text.as_bytes()))
            .and_then(|()| std::fs::rename(&tmp, &self.file));
        if written.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
    }
}

/// Where `Command::new(name)` would find `name`: itself when it has a `/`, else the first
/// regular file of that name in `$PATH`.
fn find_executable(name: &str) -> Option<PathBuf> {
    if name.contains('/') {
        return Some(PathBuf::from(name));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// 64-bit FNV-1a: a stable file name per executable path (std's hashers are not stable across
/// Rust versions, and the name must be the same for every oxacc build).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_gcc_verbose_output() {
        let text = "ignoring nonexistent directory \"/x\"\n#include \"...\" search starts here:\n#include <...> search starts here:\n /usr/lib/gcc/x86_64-linux-gnu/12/include\n /usr/include\nEnd of search list.\n";
        assert_eq!(
            parse_search_list(text),
            vec![
                PathBuf::from("/usr/lib/gcc/x86_64-linux-gnu/12/include"),
                PathBuf::from("/usr/include")
            ]
        );
    }

    fn temp_dir(tag: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("oxacc-cpp-cache-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn cache_is_written_reused_and_repaired() {
        let uncached = discover("gcc", None);
        if uncached.is_empty() {
            return; // no gcc here: nothing to cache
        }
        let dir = temp_dir("reuse");
        assert_eq!(discover("gcc", Some(&dir)), uncached);
        let entries: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
        assert_eq!(entries.len(), 1, "one entry, no temporary file left");
        let file = entries[0].path();
        // A hit is served from the file: prove it by planting a different (existing) list.
        let text = std::fs::read_to_string(&file).unwrap();
        let key_len = text.match_indices('\n').nth(2).unwrap().0 + 1;
        let planted = format!("{}/\n", &text[..key_len]);
        std::fs::write(&file, &planted).unwrap();
        assert_eq!(discover("gcc", Some(&dir)), vec![PathBuf::from("/")]);
        // Stale, truncated or garbage entries are ignored and rewritten.
        for bad in [
            text.replace(CACHE_MAGIC, "oxacc include-dirs v0"),
            text[..text.len() - 1].to_owned(),
            format!("{}/no/such/dir/oxacc\n", &text[..key_len]),
            "\u{0}\u{ff}".to_owned(),
            String::new(),
        ] {
            std::fs::write(&file, bad).unwrap();
            assert_eq!(discover("gcc", Some(&dir)), uncached);
            assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
        }
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn unusable_cache_directory_is_not_an_error() {
        let uncached = discover("gcc", None);
        let dir = temp_dir("blocked");
        // A plain file where the cache directory should be: nothing can be created under it.
        std::fs::write(&dir, "x").unwrap();
        assert_eq!(discover("gcc", Some(&dir.join("oxacc"))), uncached);
        let _ = std::fs::remove_file(&dir);
        // No gcc at all: empty, and nothing is cached.
        let dir = temp_dir("nogcc");
        assert!(discover("/nonexistent/oxacc-no-gcc", Some(&dir)).is_empty());
        assert!(!dir.exists());
    }
}
