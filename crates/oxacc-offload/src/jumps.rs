//! Branches into and out of constructs, for OpenACC (§2.5: no branch into or out of a compute
//! construct; §2.9: no exit from a loop construct's loops; §1.6/§2.6.5: a structured block has
//! a single entry) and OpenMP (4.5 §2.1: one entry at the top, one exit at the bottom).
//! One implementation for both families: the front end keeps a stack of [`JumpFrame`]s (one
//! per enclosing construct, with the host loop depths when it was entered) and a
//! [`Gotos`] table of labels and jumps by region; it asks [`check_jump`] about `break`/
//! `continue` (Fortran `EXIT`/`CYCLE`), [`check_return`] about `return`, and
//! [`Gotos::finish`] at the end of a function.

use oxacc_directives::DirectiveKind;
use oxacc_source::Span;

use crate::rules::{is_compute, Violation, SPEC};

const OMP_SPEC: &str = "OpenMP 4.5";

/// Which directive language a construct belongs to (the rules and messages differ).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Family {
    Acc,
    Omp,
}

/// An enclosing construct as the jump rules see it.
#[derive(Debug, Clone)]
pub struct JumpFrame {
    /// The host's loop depth (targets of `continue`) and breakable depth (targets of `break`:
    /// loops and C `switch`) when the construct was entered.
    pub loop_base: u32,
    pub break_base: u32,
    /// The loops associated with a loop construct (`collapse`); 0 when none.
    pub loop_levels: u32,
    /// A jump out of the construct is an error: OpenACC compute constructs, every OpenMP
    /// construct. Other OpenACC constructs (data, host_data) are left through their exits.
    pub boundary: bool,
    /// `return` out of it is an error (boundaries, and OpenACC loop constructs).
    pub blocks_return: bool,
    /// The construct's name for messages (`for`, `simd`, …).
    pub name: &'static str,
}

impl JumpFrame {
    /// An OpenACC construct of `kind` associated with `loop_levels` loops.
    pub fn acc(kind: DirectiveKind, loop_base: u32, break_base: u32, loop_levels: u32) -> Self {
        let is_loop = crate::rules::is_loop(kind);
        JumpFrame {
            loop_base,
            break_base,
            loop_levels: if is_loop { loop_levels } else { 0 },
            boundary: is_compute(kind),
            blocks_return: is_compute(kind) || is_loop,
            name: kind.name(),
        }
    }
}

/// Whether a jump is a `break` (leaves the innermost loop or switch) or a `continue` (goes to
/// the next iteration of the innermost loop).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Jump {
    Break,
    Continue,
}

/// A `break`/`continue` at host depth `depth` (the breakable depth for `break`, the loop depth
/// for `continue`), spelled `what`, inside `frames` (outermost first). The innermost frame
/// that is a loop construct or a boundary decides.
pub fn check_jump(
    family: Family,
    frames: &[JumpFrame],
    jump: Jump,
    depth: u32,
    what: &str,
) -> Option<Violation> {
    let is_break = jump == Jump::Break;
    for sc in frames.iter().rev() {
        let base = if is_break {
            sc.break_base
        } else {
            sc.loop_base
        };
        if sc.loop_levels > 0 {
            // The construct's loops are at depths base+1 ..= base+levels; `continue` of the
            // innermost one is fine, anything deeper is the body's own.
            let inner = base + sc.loop_levels;
            if depth > inner || !(is_break || depth != inner) {
                return None;
            }
            return Some(match family {
                Family::Acc => Violation {
                    message: format!("'{what}' statement cannot be used to leave an OpenACC loop"),
                    note: format!("{SPEC} §2.9: the trip count of an OpenACC loop must be computable when entering it"),
                },
                Family::Omp => Violation {
                    message: format!(
                        "'{what}' statement cannot be used to leave an OpenMP '{}' loop",
                        sc.name
                    ),
                    note: omp_note(),
                },
            });
        }
        if sc.boundary {
            if depth > base {
                return None;
            }
            return Some(match family {
                Family::Acc => Violation {
                    message: "invalid branch out of OpenACC Compute Construct".into(),
                    note: format!(
                        "{SPEC} §2.5: a branch out of a compute construct is not allowed"
                    ),
                },
                Family::Omp => Violation {
                    message: format!("invalid '{what}': branch out of an OpenMP structured block"),
                    note: omp_note(),
                },
            });
        }
    }
    None
}

fn omp_note() -> String {
    format!("{OMP_SPEC} §2.1: a structured block has a single entry at the top and a single exit at the bottom")
}

/// A `return` (spelled `what`) inside `frames`.
pub fn check_return(family: Family, frames: &[JumpFrame], what: &str) -> Option<Violation> {
    let sc = frames.iter().find(|sc| sc.blocks_return)?;
    Some(match family {
        Family::Acc => Violation {
            message: format!(
                "invalid return out of OpenACC {}",
                if sc.boundary {
                    "Compute Construct"
                } else {
                    "loop"
                }
            ),
            note: format!("{SPEC} §2.5: a branch out of a compute construct is not allowed"),
        },
        Family::Omp => Violation {
            message: format!("invalid '{what}': branch out of an OpenMP structured block"),
            note: omp_note(),
        },
    })
}

/// Labels and `goto`s of a function with the region (a construct's number, 0 outside) they
/// are in. `L` is the host's label (a C identifier, a Fortran statement label).
#[derive(Debug)]
pub struct Gotos<L> {
    next: u32,
    labels: Vec<(L, u32)>,
    gotos: Vec<(L, Span, u32)>,
}

impl<L> Default for Gotos<L> {
    fn default() -> Self {
        Gotos {
            next: 0,
            labels: Vec::new(),
            gotos: Vec::new(),
        }
    }
}

impl<L: PartialEq> Gotos<L> {
    /// A number for a new region.
    pub fn new_region(&mut self) -> u32 {
        self.next += 1;
        self.next
    }

    pub fn label(&mut self, name: L, region: u32) {
        self.labels.push((name, region));
    }

    pub fn goto(&mut self, name: L, span: Span, region: u32) {
        self.gotos.push((name, span, region));
    }

    /// At the end of a function: the gotos whose label is in another region, with their
    /// violation; the table is emptied for the next function.
    pub fn finish(&mut self, family: Family) -> Vec<(Span, Violation)> {
        let labels = std::mem::take(&mut self.labels);
        let gotos = std::mem::take(&mut self.gotos);
        let mut out = Vec::new();
        for (name, span, from) in gotos {
            let Some((_, to)) = labels.iter().find(|(n, _)| *n == name) else {
                continue;
            };
            if *to == from {
                continue;
            }
            let v = match family {
                Family::Acc => Violation {
                    message: if from != 0 {
                        "invalid branch out of OpenACC Compute Construct"
                    } else {
                        "invalid branch into OpenACC Compute Construct"
                    }
                    .into(),
                    note: format!(
                        "{SPEC} §2.5: branches into or out of a compute construct are not allowed"
                    ),
                },
                Family::Omp => Violation {
                    message: "invalid branch to/from OpenMP structured block".into(),
                    note: omp_note(),
                },
            };
            out.push((span, v));
        }
        out
    }
}

/// The OpenACC regions around a statement, outermost first: (region number, construct);
/// `None` for the rest of a block after a `declare` directive (its implicit data region).
pub type RegionPath = Vec<(u32, Option<DirectiveKind>)>;

/// A branch from `from` to `to` (C `goto`, a `case` label inside a construct whose `switch`
/// is outside, Fortran `GO TO`) that enters a construct other than a compute construct
/// (those are [`Gotos`]' business) or the scope of a `declare`: its violation (§1.6, §2.6.5,
/// §2.13).
pub fn branch_into(from: &RegionPath, to: &RegionPath) -> Option<Violation> {
    let common = from.iter().zip(to).take_while(|(a, b)| a.0 == b.0).count();
    let (_, kind) = to.get(common)?;
    match kind {
        Some(k) if is_compute(*k) => None,
        None => Some(Violation {
            message: "invalid branch into the scope of an OpenACC 'declare' directive".into(),
            note: format!("{SPEC} §2.13: the data of a declare directive is created where the directive appears, at the top of its implicit data region"),
        }),
        Some(k) => Some(Violation {
            message: format!("invalid branch into OpenACC '{}' construct", k.name()),
            note: format!("{SPEC} §2.6.5: the construct applies to a structured block, which has a single entry at the top"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(boundary: bool, levels: u32) -> JumpFrame {
        JumpFrame {
            loop_base: 1,
            break_base: 1,
            loop_levels: levels,
            boundary,
            blocks_return: true,
            name: "for",
        }
    }

    #[test]
    fn breaks_out_of_regions_and_loops() {
        let compute = [frame(true, 0)];
        // A break at the construct's own depth leaves it; one in a loop inside does not.
        assert!(check_jump(Family::Acc, &compute, Jump::Break, 1, "break").is_some());
        assert!(check_jump(Family::Acc, &compute, Jump::Break, 2, "break").is_none());
        let lp = [frame(false, 1)];
        // `continue` of the associated loop is fine, `break` out of it is not.
        assert!(check_jump(Family::Omp, &lp, Jump::Continue, 2, "continue").is_none());
        let v = check_jump(Family::Omp, &lp, Jump::Break, 2, "break").unwrap();
        assert_eq!(
            v.message,
            "'break' statement cannot be used to leave an OpenMP 'for' loop"
        );
        // A data construct (no boundary, no loops) lets the outer frame decide.
        let data_in_compute = [frame(true, 0), frame(false, 0)];
        assert!(check_jump(Family::Acc, &data_in_compute, Jump::Break, 1, "break").is_some());
        assert!(check_return(Family::Acc, &[], "return").is_none());
    }

    #[test]
    fn gotos_between_regions() {
        let mut g: Gotos<&str> = Gotos::default();
        let r = g.new_region();
        g.label("in", r);
        g.label("out", 0);
        g.goto("in", Span::new(oxacc_source::FileId(0), 0, 1), 0);
        g.goto("out", Span::new(oxacc_source::FileId(0), 2, 3), 0);
        let errs = g.finish(Family::Acc);
        assert_eq!(errs.len(), 1);
        assert_eq!(
            errs[0].1.message,
            "invalid branch into OpenACC Compute Construct"
        );
    }

    #[test]
    fn entering_constructs() {
        let outside: RegionPath = vec![];
        let data: RegionPath = vec![(1, Some(DirectiveKind::Data))];
        let compute: RegionPath = vec![(2, Some(DirectiveKind::Parallel))];
        let declare: RegionPath = vec![(3, None)];
        assert!(branch_into(&outside, &data).is_some());
        assert!(branch_into(&data, &outside).is_none());
        assert!(branch_into(&outside, &compute).is_none());
        assert!(branch_into(&outside, &declare).is_some());
    }
}
