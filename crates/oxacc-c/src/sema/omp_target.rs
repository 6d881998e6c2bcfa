//! OpenMP device constructs in C (OpenMP 4.5 §2.10), with `-fopenmp`: a `target`, `teams`,
//! `distribute`, `target data`, `target enter/exit data` or `target update` directive, and any
//! OpenMP construct inside a target region, is translated to the OpenACC directive that does
//! the same by the shared layer (`oxacc_offload::omp_device`) and checked and recorded as
//! that OpenACC directive: it then lowers to OIR `acc.*` operations and runs through the
//! OpenACC passes, runtime and GPU code generation (docs/openmp.md "Device constructs").

use oxacc_directives::omp::{OmpDirective, OmpDirectiveKind};
use oxacc_directives::{parse_omp, Lang};
use oxacc_offload::omp_device::{self, Region, Translation};
use oxacc_source::{Diagnostic, Span};

use super::Sema;
use crate::ast::{BlockItem, DirectiveId, StmtId, StmtKind};
use crate::token::Token;

impl Sema<'_> {
    fn omp_device_region(&self) -> Region {
        self.omp.device.last().copied().unwrap_or(Region::Host)
    }

    /// Handles `parsed` when it is a device directive or inside a target region (true), else
    /// leaves it to the host constructs (false).
    pub(crate) fn omp_device_stmt(
        &mut self,
        d: DirectiveId,
        body: Option<StmtId>,
        parsed: &OmpDirective,
        toks: &[Token],
        span: Span,
    ) -> bool {
        let region = self.omp_device_region();
        if region == Region::Host && !omp_device::is_device(parsed) {
            return false;
        }
        let translated = match parsed.kind {
            OmpDirectiveKind::Construct(c)
                if c.single() == Some(oxacc_directives::omp::Leaf::Atomic) =>
            {
                Ok(Translation::Acc {
                    directive: omp_device::atomic(parsed),
                    region,
                })
            }
            _ => {
                let league = body.is_some_and(|b| self.omp_body_is_league(b));
                omp_device::translate(parsed, region, league)
            }
        };
        match translated {
            Err((v, at)) => {
                let at = super::acc::args_range_span(toks, at, span);
                self.emit(Diagnostic::error(at, v.message).with_note(None, v.note));
                if let Some(b) = body {
                    self.stmt(b);
                }
            }
            Ok(Translation::Transparent { region }) => {
                self.omp.device.push(region);
                if let Some(b) = body {
                    self.stmt(b);
                }
                self.omp.device.pop();
            }
            Ok(Translation::Acc { directive, region }) => {
                self.omp.device.push(region);
                self.acc_stmt_parsed(d, body, directive, toks.to_vec(), span);
                self.omp.device.pop();
            }
        }
        true
    }

    /// Whether a `target` construct's statement is one OpenMP directive that makes a league
    /// (`teams …`, `parallel for`): then the target region is an OpenACC `parallel`.
    fn omp_body_is_league(&self, b: StmtId) -> bool {
        let mut s = b;
        loop {
            match &self.ast[s].kind {
                StmtKind::Compound(items) if items.len() == 1 => match &items[0] {
                    BlockItem::Stmt(inner) => s = *inner,
                    _ => return false,
                },
                StmtKind::Directive { directive, .. } => {
                    let dir = &self.ast[*directive];
                    if dir.namespace != "omp" {
                        return false;
                    }
                    let dts = super::acc::dir_tokens(&dir.tokens);
                    let parsed = parse_omp(&dts, Lang::C).ok();
                    return omp_device::target_body_is_league(parsed.as_ref());
                }
                _ => return false,
            }
        }
    }
}
