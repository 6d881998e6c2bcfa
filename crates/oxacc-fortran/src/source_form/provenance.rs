//! Provenance: the cooked text of a logical line with, for each byte, where it came from.

use oxacc_source::{FileId, Span};

/// A byte position in a registered source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SrcPos {
    pub file: FileId,
    pub offset: u32,
}

/// Text plus one [`SrcPos`] per byte of it (`pos.len() == text.len()` always).
#[derive(Clone, Debug, Default)]
pub struct CookedText {
    pub text: String,
    pub pos: Vec<SrcPos>,
}

impl CookedText {
    /// Appends `c`, which starts at `pos`; the bytes of a multi-byte character map to the
    /// consecutive bytes of the original.
    pub fn push(&mut self, c: char, pos: SrcPos) {
        self.text.push(c);
        for k in 0..c.len_utf8() {
            self.pos.push(SrcPos {
                file: pos.file,
                offset: pos.offset + k as u32,
            });
        }
    }

    pub fn slice(&self, lo: usize, hi: usize) -> CookedText {
        CookedText {
            text: self.text[lo..hi].to_string(),
            pos: self.pos[lo..hi].to_vec(),
        }
    }

    /// Without leading and trailing blanks.
    pub fn trimmed(&self) -> CookedText {
        let t = self.text.trim_matches(|c: char| c == ' ' || c == '\t');
        let lo = t.as_ptr() as usize - self.text.as_ptr() as usize;
        self.slice(lo, lo + t.len())
    }

    /// The original span of bytes `lo..hi` of the cooked text. When the range crosses a
    /// continuation (or a removed comment) the span covers the first piece only; an empty
    /// range points just after the previous character.
    pub fn span(&self, lo: usize, hi: usize) -> Span {
        if self.pos.is_empty() {
            return Span::new(FileId(0), 0, 0);
        }
        if lo >= hi || lo >= self.pos.len() {
            let at = lo.min(self.pos.len()).saturating_sub(1);
            let p = self.pos[at];
            let off = if lo == 0 { p.offset } else { p.offset + 1 };
            return Span::new(p.file, off, off);
        }
        let hi = hi.min(self.pos.len());
        let first = self.pos[lo];
        let mut end = first.offset + 1;
        for p in &self.pos[lo + 1..hi] {
            if p.file != first.file || p.offset != end {
                break;
            }
            end = p.offset + 1;
        }
        Span::new(first.file, first.offset, end)
    }
}
