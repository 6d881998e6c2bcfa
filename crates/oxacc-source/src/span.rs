//! Small copyable location types. A span is a half-open byte range `lo..hi` in one file.

/// Index of a file in the [`crate::SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// Index of a macro expansion in the [`crate::SourceMap`]; [`ExpnId::ROOT`] means "written
/// directly in the file, not produced by a macro".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct ExpnId(pub u32);

impl ExpnId {
    pub const ROOT: ExpnId = ExpnId(0);

    pub fn is_root(self) -> bool {
        self == ExpnId::ROOT
    }
}

/// Where a piece of source text is spelled (`file`, `lo..hi`) and, when a macro produced it,
/// which expansion (`expn`) it belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Span {
    pub file: FileId,
    pub lo: u32,
    pub hi: u32,
    pub expn: ExpnId,
}

impl Span {
    pub fn new(file: FileId, lo: u32, hi: u32) -> Span {
        Span {
            file,
            lo,
            hi,
            expn: ExpnId::ROOT,
        }
    }

    /// The span covering `self` and `other` when both are spelled in the same file and
    /// expansion; otherwise `self` (a range across files has no meaning).
    pub fn to(self, other: Span) -> Span {
        if self.file == other.file && self.expn == other.expn {
            Span {
                lo: self.lo.min(other.lo),
                hi: self.hi.max(other.hi),
                ..self
            }
        } else {
            self
        }
    }

    pub fn with_expn(self, expn: ExpnId) -> Span {
        Span { expn, ..self }
    }

    pub fn len(self) -> u32 {
        self.hi - self.lo
    }

    pub fn is_empty(self) -> bool {
        self.hi == self.lo
    }
}
