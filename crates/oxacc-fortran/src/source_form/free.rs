//! Free source form (Fortran 2018 §6.3.2): `!` comments, `&` continuation (with an optional
//! leading `&` on the continuation line), the line-length limit, and the free-form directive
//! sentinels `!$acc` / `!$omp` / `!$` (OpenACC 3.3 §2.1.2, OpenMP 5.2 §3.1.1) which may start
//! in any column after blanks.

use oxacc_source::{FileId, Span};

use super::{byte_span, CookedText, Pending, PendingKind, Prescanner, Sentinel, SrcPos};

/// What a line starting with `!` (after blanks) is.
enum BangLine {
    Directive(Sentinel, usize),
    /// `!$` conditional compilation: the text after the two characters is source.
    Conditional,
    Comment,
}

impl Prescanner<'_> {
    fn classify_bang(&self, rest: &str) -> BangLine {
        let lower = rest.get(..5).map(|s| s.to_ascii_lowercase());
        let after5 = rest.as_bytes().get(5).copied();
        let ends_sentinel = matches!(after5, None | Some(b' ' | b'\t' | b'&'));
        for (word, s) in [("!$acc", Sentinel::Acc), ("!$omp", Sentinel::Omp)] {
            if lower.as_deref() == Some(word) && ends_sentinel {
                return if self.sentinel_enabled(s) {
                    BangLine::Directive(s, 5)
                } else {
                    BangLine::Comment
                };
            }
        }
        let after2 = rest.as_bytes().get(2).copied();
        if rest.starts_with("!$")
            && matches!(after2, None | Some(b' ' | b'\t' | b'&'))
            && self.conditional_lines()
        {
            return BangLine::Conditional;
        }
        BangLine::Comment
    }

    pub(super) fn free_line(
        &mut self,
        file: FileId,
        start: u32,
        line: &str,
        pending: &mut Option<Pending>,
        continuing: &mut bool,
    ) {
        let Some(first) = line.find(|c: char| c != ' ' && c != '\t') else {
            return; // a blank line; allowed between continuation lines too
        };
        let bang = if line[first..].starts_with('!') {
            Some(self.classify_bang(&line[first..]))
        } else {
            None
        };
        if *continuing {
            let directive = match pending {
                Some(Pending {
                    kind: PendingKind::Directive(s, _),
                    ..
                }) => Some(*s),
                _ => None,
            };
            if let Some(sentinel) = directive {
                match bang {
                    Some(BangLine::Directive(s, len)) if s == sentinel => {
                        let mut from = first + len;
                        let after = line[from..].trim_start();
                        if after.starts_with('&') {
                            from = line.len() - after.len() + 1;
                        }
                        if let Some(p) = pending.as_mut() {
                            *continuing = self.free_scan(file, start, line, from, p);
                        }
                        return;
                    }
                    Some(BangLine::Comment) => return,
                    _ => {
                        let span = byte_span(file, start, first, 1);
                        self.error(
                            span,
                            format!("expected a '!${}' continuation line", sentinel.name()),
                        );
                        *continuing = false;
                        if let Some(p) = pending.take() {
                            self.finish(p);
                        }
                    }
                }
            } else {
                let mut from = first;
                match bang {
                    Some(BangLine::Conditional) => from = first + 2,
                    Some(_) => return, // comment lines may sit between continuation lines
                    None => {}
                }
                let after = &line[from..];
                let trimmed = after.trim_start_matches([' ', '\t']);
                if trimmed.starts_with('&') {
                    from = line.len() - trimmed.len() + 1;
                } else if pending.as_ref().is_some_and(|p| p.quote.is_some()) {
                    from = 0;
                }
                if let Some(p) = pending.as_mut() {
                    *continuing = self.free_scan(file, start, line, from, p);
                }
                return;
            }
        }
        if let Some(p) = pending.take() {
            self.finish(p);
        }
        let mut from = first;
        match bang {
            Some(BangLine::Comment) => return,
            Some(BangLine::Directive(s, len)) => {
                let span = byte_span(file, start, first, len);
                let mut p = Pending {
                    kind: PendingKind::Directive(s, span),
                    text: CookedText::default(),
                    quote: None,
                    pad: 0,
                    reported: false,
                };
                *continuing = self.free_scan(file, start, line, first + len, &mut p);
                *pending = Some(p);
                return;
            }
            Some(BangLine::Conditional) => from = first + 2,
            None => {}
        }
        if self.include_line(file, start, line, from) {
            return;
        }
        let mut p = Pending {
            kind: PendingKind::Stmt(None),
            text: CookedText::default(),
            quote: None,
            pad: 0,
            reported: false,
        };
        *continuing = self.free_scan(file, start, line, from, &mut p);
        *pending = Some(p);
    }

    /// Appends `line[from..]` to `p` up to a comment, the line-length limit or a trailing
    /// `&`; returns whether the line ends with a continuation `&` (§6.3.2.4).
    fn free_scan(
        &mut self,
        file: FileId,
        start: u32,
        line: &str,
        from: usize,
        p: &mut Pending,
    ) -> bool {
        let limit = self.options.free_line_length.map(|l| l as usize);
        let mut quote = p.quote;
        let mut chars = line[from..].char_indices().peekable();
        let mut continued = false;
        while let Some((rel, c)) = chars.next() {
            let i = from + rel;
            if let Some(limit) = limit {
                if line[..i].chars().count() >= limit {
                    let rest = &line[i..];
                    let is_comment = quote.is_none() && rest.trim_start().starts_with('!');
                    if !rest.trim().is_empty() && !is_comment {
                        let span = Span::new(file, start + i as u32, start + line.len() as u32);
                        self.error(
                            span,
                            format!(
                                "line truncated at column {} (use -ffree-line-length-none)",
                                limit + 1
                            ),
                        );
                        p.reported = true;
                    }
                    break;
                }
            }
            let pos = SrcPos {
                file,
                offset: start + i as u32,
            };
            let rest_blank = |after: &str, allow_comment: bool| {
                let t = after.trim_start_matches([' ', '\t']);
                t.is_empty() || (allow_comment && t.starts_with('!'))
            };
            match quote {
                Some(q) if c == q => {
                    if chars.peek().map(|&(_, n)| n) == Some(q) {
                        p.text.push(c, pos);
                        let (rel2, c2) = chars.next().unwrap_or((rel + 1, q));
                        p.text.push(
                            c2,
                            SrcPos {
                                file,
                                offset: start + (from + rel2) as u32,
                            },
                        );
                    } else {
                        quote = None;
                        p.text.push(c, pos);
                    }
                }
                Some(_) if c == '&' && rest_blank(&line[i + 1..], false) => {
                    continued = true;
                    break;
                }
                Some(_) => p.text.push(c, pos),
                None if c == '!' => break,
                None if c == '&' && rest_blank(&line[i + 1..], true) => {
                    continued = true;
                    break;
                }
                None => {
                    if c == '\'' || c == '"' {
                        quote = Some(c);
                    }
                    p.text.push(c, pos);
                }
            }
        }
        p.quote = quote;
        if !continued && matches!(p.kind, PendingKind::Stmt(_)) {
            // A character context cannot stay open past a line that does not continue.
            p.quote = None;
        }
        continued
    }
}
