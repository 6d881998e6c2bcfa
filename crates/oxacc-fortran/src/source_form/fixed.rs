//! Fixed source form (Fortran 2018 §6.3.3): comment lines (`C`, `c`, `*`, `!` in column 1,
//! and `D` debug lines, which gfortran also drops by default), the label field in columns
//! 1-5, continuation by a character other than blank or zero in column 6, the statement
//! field in columns 7 to the line-length limit (72 unless `-ffixed-line-length-N`), the tab
//! form gfortran accepts, and the fixed-form sentinels `!$acc`, `c$acc`, `*$acc` (and `omp`)
//! in column 1 (OpenACC 3.3 §2.1.3).

use oxacc_source::FileId;

use super::{byte_span, CookedText, Pending, PendingKind, Prescanner, Sentinel, SrcPos};

/// `i` moved back to the start of the character it falls in: columns count bytes, and a
/// multi-byte character (only legal in comments and character literals) may straddle one.
fn boundary(line: &str, i: usize) -> usize {
    let mut i = i.min(line.len());
    while !line.is_char_boundary(i) {
        i -= 1;
    }
    i
}

fn is_comment_char(c: u8) -> bool {
    matches!(c, b'c' | b'C' | b'*' | b'!')
}

impl Prescanner<'_> {
    pub(super) fn fixed_line(
        &mut self,
        file: FileId,
        start: u32,
        line: &str,
        pending: &mut Option<Pending>,
    ) {
        let bytes = line.as_bytes();
        if line.trim().is_empty() {
            return;
        }
        let limit = self
            .options
            .fixed_line_length
            .map_or(line.len(), |l| boundary(line, l as usize));
        let mut line_owned;
        let mut line = line;
        if is_comment_char(bytes[0]) {
            if let Some(s) = self.fixed_sentinel(line) {
                self.fixed_directive(file, start, line, limit, s, pending);
                return;
            }
            let cond = bytes.get(1) == Some(&b'$')
                && bytes
                    .iter()
                    .skip(2)
                    .take(3)
                    .all(|b| *b == b' ' || b.is_ascii_digit());
            if !(cond && self.conditional_lines()) {
                return;
            }
            // `!$` / `c$` conditional compilation: columns 1-2 become blanks.
            line_owned = String::from("  ");
            line_owned.push_str(line.get(2..).unwrap_or(""));
            line = &line_owned;
        } else if matches!(bytes[0], b'd' | b'D') {
            return;
        }
        let bytes = line.as_bytes();
        let first = line.find(|c: char| c != ' ').unwrap_or(0);
        if bytes[first] == b'!' && first != 5 {
            return;
        }
        // Label field, continuation mark and where the statement field starts.
        let (label_end, continuation, text_from) = match line[..boundary(line, 6)].find('\t') {
            Some(t) => {
                let next = bytes.get(t + 1).copied();
                if next.is_some_and(|c| (b'1'..=b'9').contains(&c)) {
                    (t, true, t + 2)
                } else {
                    (t, false, t + 1)
                }
            }
            None => {
                let cont = bytes.get(5).is_some_and(|&c| c != b' ' && c != b'0');
                (boundary(line, 5), cont, boundary(line, 6))
            }
        };
        let text_to = if line[..boundary(line, 6)].contains('\t') {
            line.len()
        } else {
            limit
        };
        if continuation {
            match pending {
                Some(p) if matches!(p.kind, PendingKind::Stmt(_)) => {
                    if p.quote.is_some() && p.pad > 0 {
                        if let Some(&last) = p.text.pos.last() {
                            for _ in 0..p.pad {
                                p.text.push(' ', last);
                            }
                        }
                    }
                    self.fixed_scan(file, start, line, text_from, text_to, p);
                }
                _ => {
                    let span = byte_span(file, start, 5, 1);
                    self.error(span, "continuation line without a statement to continue");
                }
            }
            return;
        }
        if let Some(p) = pending.take() {
            self.finish(p);
        }
        if text_from < line.len() && self.include_line(file, start, line, text_from) {
            return;
        }
        let field = &line[..label_end];
        let label = if field.trim().is_empty() {
            None
        } else if let Some(bad) = field.find(|c: char| c != ' ' && !c.is_ascii_digit()) {
            let span = byte_span(file, start, bad, 1);
            self.error(span, "non-numeric character in statement label");
            None
        } else {
            let lo = field.find(|c: char| c != ' ').unwrap_or(0);
            let hi = field.trim_end().len();
            let digits: String = field.chars().filter(|c| *c != ' ').collect();
            let span = byte_span(file, start, lo, hi - lo);
            self.make_label(&digits, span)
        };
        let mut p = Pending {
            kind: PendingKind::Stmt(label),
            text: CookedText::default(),
            quote: None,
            pad: 0,
            reported: false,
        };
        self.fixed_scan(file, start, line, text_from, text_to, &mut p);
        *pending = Some(p);
    }

    /// `!$acc`, `c$acc`, `*$acc` (any case) in columns 1-5, when that language is enabled.
    fn fixed_sentinel(&self, line: &str) -> Option<Sentinel> {
        let word = line.get(1..5)?.to_ascii_lowercase();
        let s = match word.as_str() {
            "$acc" => Sentinel::Acc,
            "$omp" => Sentinel::Omp,
            _ => return None,
        };
        self.sentinel_enabled(s).then_some(s)
    }

    fn fixed_directive(
        &mut self,
        file: FileId,
        start: u32,
        line: &str,
        limit: usize,
        sentinel: Sentinel,
        pending: &mut Option<Pending>,
    ) {
        let bytes = line.as_bytes();
        let cont = bytes.get(5).is_some_and(|&c| c != b' ' && c != b'0');
        let from = boundary(line, 6);
        let to = limit.max(from);
        if cont {
            match pending {
                Some(p) if matches!(p.kind, PendingKind::Directive(s, _) if s == sentinel) => {
                    p.text.push(
                        ' ',
                        SrcPos {
                            file,
                            offset: start + 5,
                        },
                    );
                    self.fixed_scan(file, start, line, from, to, p);
                }
                _ => {
                    let span = byte_span(file, start, 5, 1);
                    self.error(
                        span,
                        format!(
                            "'!${}' continuation line without a directive to continue",
                            sentinel.name()
                        ),
                    );
                }
            }
            return;
        }
        if let Some(p) = pending.take() {
            self.finish(p);
        }
        let span = byte_span(file, start, 0, 5);
        let mut p = Pending {
            kind: PendingKind::Directive(sentinel, span),
            text: CookedText::default(),
            quote: None,
            pad: 0,
            reported: false,
        };
        self.fixed_scan(file, start, line, from, to, &mut p);
        *pending = Some(p);
    }

    /// Appends the statement field `line[from..to]` up to a `!` comment.
    fn fixed_scan(
        &mut self,
        file: FileId,
        start: u32,
        line: &str,
        from: usize,
        to: usize,
        p: &mut Pending,
    ) {
        let mut quote = p.quote;
        let to = boundary(line, to);
        let from = boundary(line, from);
        let field = if from < to {
            line.get(from..to).unwrap_or("")
        } else {
            ""
        };
        for (rel, c) in field.char_indices() {
            let pos = SrcPos {
                file,
                offset: start + (from + rel) as u32,
            };
            match quote {
                Some(q) if c == q => {
                    quote = None;
                    p.text.push(c, pos);
                }
                Some(_) => p.text.push(c, pos),
                None if c == '!' => break,
                None => {
                    if c == '\'' || c == '"' {
                        quote = Some(c);
                    }
                    p.text.push(c, pos);
                }
            }
        }
        p.quote = quote;
        p.pad = match self.options.fixed_line_length {
            Some(l) => (l as usize).saturating_sub(from.max(to)),
            None => 0,
        };
    }
}
