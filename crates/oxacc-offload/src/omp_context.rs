//! OpenMP contexts (5.0 §2.3.1) and context selectors (§2.3.2–§2.3.3): whether a selector
//! of `declare variant` or `metadirective` matches the context of a call site or directive,
//! and its score. The front ends describe the context (the enclosing constructs, the device
//! the code is compiled for) and ask [`select`] which of the candidates applies.
//!
//! oxacc's traits: the device set is `kind(host|cpu|any)`, `arch(x86_64)` on the host and
//! `kind(nohost|gpu|any)`, `arch(nvptx|nvptx64)`, `isa(<offload arch>)` on an NVIDIA GPU;
//! the implementation set has `unified_address` (met, `omp_requires`) and no vendor (oxacc
//! is none of the vendors of the OpenMP additional definitions document, so a variant for
//! `vendor(llvm)` or `vendor(gnu)` is not taken); `user={condition(c)}` takes a constant
//! the front end evaluates.

use oxacc_directives::omp::context::{ContextSelector, SelectorSetKind, SelectorTrait};
use oxacc_directives::omp::Leaf;

use crate::rules::Violation;

const SPEC: &str = "OpenMP 5.0 §2.3";

/// The device a version of the code is compiled for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Device {
    Host,
    /// An NVIDIA GPU of this architecture (`sm_90`).
    Nvptx(String),
}

/// The context of a call site or directive (5.0 §2.3.1).
#[derive(Clone, Debug)]
pub struct Context {
    /// The construct trait set: the `target`, `teams`, `parallel`, `for` and `simd`
    /// constructs around the point, outermost first; a `declare target` function's device
    /// version starts with `target`.
    pub constructs: Vec<Leaf>,
    pub device: Device,
}

impl Context {
    /// The context leaves of a construct's leaves (5.0 §2.3.1: only these five count).
    pub fn context_leaves(leaves: impl IntoIterator<Item = Leaf>) -> Vec<Leaf> {
        leaves
            .into_iter()
            .filter(|l| {
                matches!(
                    l,
                    Leaf::Target | Leaf::Teams | Leaf::Parallel | Leaf::For | Leaf::Simd
                )
            })
            .collect()
    }
}

impl Context {
    /// The device of the `target_device` selector set (5.1 §7.2): the one a target construct
    /// here would offload to. In device code that is the device itself; in host code it is
    /// an NVIDIA GPU, the only kind oxacc builds target regions for, chosen at compile time
    /// (a program built for the GPU and run without one takes the same directive; its target
    /// region then runs on the host). Its architecture is not known in host code, so no
    /// `isa` matches there.
    pub fn target_device(&self) -> Device {
        match &self.device {
            Device::Host => Device::Nvptx(String::new()),
            d => d.clone(),
        }
    }

    /// The host version's context: the constructs around the point.
    pub fn host(constructs: Vec<Leaf>) -> Context {
        Context {
            constructs,
            device: Device::Host,
        }
    }

    /// The GPU version's context (the code of a target region or of a `declare target`
    /// procedure): `target` leads its constructs; the architecture is `--offload-arch`'s
    /// (sm_90 when none was given, the GPU oxacc is checked on).
    pub fn device(mut constructs: Vec<Leaf>, offload_arch: Option<&str>) -> Context {
        if !constructs.contains(&Leaf::Target) {
            constructs.insert(0, Leaf::Target);
        }
        Context {
            constructs,
            device: Device::Nvptx(offload_arch.unwrap_or("sm_90").into()),
        }
    }
}

/// `user={condition(c)}` with a literal `c` (5.0 §2.3.2: a constant expression): an
/// integer, `true`/`false` (C) or `.true.`/`.false.` (Fortran); other expressions are
/// refused.
pub fn literal_condition(text: &str) -> Result<bool, Violation> {
    let t = text.trim();
    match t.to_ascii_lowercase().as_str() {
        "true" | ".true." => return Ok(true),
        "false" | ".false." => return Ok(false),
        _ => {}
    }
    t.parse::<i64>().map(|v| v != 0).map_err(|_| Violation {
        message: format!(
            "'condition({t})' in a context selector is not supported yet (only a literal)"
        ),
        note: "OpenMP 5.0 §2.3.2: the condition is a constant expression".into(),
    })
}

/// The directive a metadirective (5.0 §2.3.4) becomes in `ctx`: that of the `when` clause
/// whose selector matches with the highest score, else the `default` one, else none. Every
/// selector is checked first (a broken trait is an error wherever the code is compiled).
pub fn metadirective<T: Copy>(
    when: &[(ContextSelector, T)],
    default: Option<T>,
    ctx: &Context,
) -> Result<Option<T>, (Violation, oxacc_directives::TokRange)> {
    for (sel, _) in when {
        check(sel, &mut literal_condition)?;
    }
    let chosen = select(when.iter().map(|w| &w.0), ctx, &mut literal_condition)
        .map_err(|v| (v, oxacc_directives::TokRange { start: 0, end: 0 }))?;
    Ok(match chosen {
        Some(i) => Some(when[i].1),
        None => default,
    })
}

/// The host architecture names `arch` matches.
const HOST_ARCHES: &[&str] = &["x86_64", "x86-64", "amd64", "x86"];

/// The score of `sel` in `ctx` (5.0 §2.3.3), `None` when it does not match. `condition`
/// evaluates a `user={condition(…)}` expression (its spelling) to a constant.
pub fn score(
    sel: &ContextSelector,
    ctx: &Context,
    condition: &mut dyn FnMut(&str) -> Result<bool, Violation>,
) -> Result<Option<u64>, Violation> {
    let l = ctx.constructs.len() as u32;
    // Every matching selector outranks the base function and the default directive.
    let mut total: u64 = 1;
    for set in &sel.sets {
        match set.kind {
            SelectorSetKind::Construct => {
                // The traits are a subsequence of the context's constructs, in order; each
                // scores 2^(p-1) for its position p there.
                let mut at = 0usize;
                for t in &set.traits {
                    let want = construct_leaf(t)?;
                    let Some(i) = ctx.constructs[at..].iter().position(|&c| c == want) else {
                        return Ok(None);
                    };
                    total += 1u64 << (at + i);
                    at += i + 1;
                }
            }
            SelectorSetKind::Device | SelectorSetKind::TargetDevice => {
                let device = match set.kind {
                    SelectorSetKind::TargetDevice => ctx.target_device(),
                    _ => ctx.device.clone(),
                };
                for t in &set.traits {
                    let (ok, weight) = match t.name.as_str() {
                        "kind" => (t.props.iter().all(|p| kind_matches(p, &device)), l),
                        "arch" => (t.props.iter().all(|p| arch_matches(p, &device)), l + 1),
                        "isa" => (
                            t.props
                                .iter()
                                .all(|p| matches!(&device, Device::Nvptx(a) if a == p)),
                            l + 2,
                        ),
                        other => return Err(unknown_trait(other, set.kind.name())),
                    };
                    if !ok {
                        return Ok(None);
                    }
                    total += 1u64 << weight.min(62);
                }
            }
            SelectorSetKind::Implementation => {
                for t in &set.traits {
                    let ok = match t.name.as_str() {
                        "vendor" | "extension" => false,
                        "unified_address" => true,
                        "unified_shared_memory" | "reverse_offload" | "dynamic_allocators" => false,
                        "atomic_default_mem_order" => t.props.iter().all(|p| p == "seq_cst"),
                        other => return Err(unknown_trait(other, "implementation")),
                    };
                    if !ok {
                        return Ok(None);
                    }
                }
            }
            SelectorSetKind::User => {
                for t in &set.traits {
                    if t.name != "condition" {
                        return Err(unknown_trait(&t.name, "user"));
                    }
                    let text = t.props.first().map_or("", |s| s.as_str());
                    if !condition(text)? {
                        return Ok(None);
                    }
                }
            }
        }
    }
    Ok(Some(total))
}

/// Checks the trait names of `sel` and its `user` conditions once, where it is written: the
/// broken trait and why.
pub fn check(
    sel: &ContextSelector,
    condition: &mut dyn FnMut(&str) -> Result<bool, Violation>,
) -> Result<(), (Violation, oxacc_directives::TokRange)> {
    for set in &sel.sets {
        for t in &set.traits {
            let known = match set.kind {
                SelectorSetKind::Construct => construct_leaf(t).map(|_| ()),
                SelectorSetKind::Device => match t.name.as_str() {
                    "kind" | "arch" | "isa" => Ok(()),
                    other => Err(unknown_trait(other, "device")),
                },
                SelectorSetKind::TargetDevice => match t.name.as_str() {
                    "kind" | "arch" | "isa" => Ok(()),
                    "device_num" => Err(Violation::new(
                        "'device_num' in a 'target_device' selector is not supported yet (the selector is resolved at compile time)",
                        "OpenMP 5.1 §7.2: device_num names the device by its number at run time",
                    )),
                    other => Err(unknown_trait(other, "target_device")),
                },
                SelectorSetKind::Implementation => match t.name.as_str() {
                    "vendor"
                    | "extension"
                    | "unified_address"
                    | "unified_shared_memory"
                    | "reverse_offload"
                    | "dynamic_allocators"
                    | "atomic_default_mem_order" => Ok(()),
                    other => Err(unknown_trait(other, "implementation")),
                },
                SelectorSetKind::User if t.name == "condition" => {
                    condition(t.props.first().map_or("", |s| s.as_str())).map(|_| ())
                }
                SelectorSetKind::User => Err(unknown_trait(&t.name, "user")),
            };
            known.map_err(|v| (v, t.at))?;
        }
    }
    Ok(())
}

/// The candidate of highest score among those whose selector matches (the first of equal
/// scores, 5.0 §2.3.3 leaves ties to the implementation); `None` when none matches.
pub fn select<'s>(
    candidates: impl IntoIterator<Item = &'s ContextSelector>,
    ctx: &Context,
    condition: &mut dyn FnMut(&str) -> Result<bool, Violation>,
) -> Result<Option<usize>, Violation> {
    let mut best: Option<(usize, u64)> = None;
    for (i, sel) in candidates.into_iter().enumerate() {
        if let Some(s) = score(sel, ctx, condition)? {
            if best.is_none_or(|(_, b)| s > b) {
                best = Some((i, s));
            }
        }
    }
    Ok(best.map(|(i, _)| i))
}

fn construct_leaf(t: &SelectorTrait) -> Result<Leaf, Violation> {
    Ok(match t.name.as_str() {
        "target" => Leaf::Target,
        "teams" => Leaf::Teams,
        "parallel" => Leaf::Parallel,
        "for" | "do" => Leaf::For,
        "simd" => Leaf::Simd,
        other => return Err(unknown_trait(other, "construct")),
    })
}

fn kind_matches(kind: &str, device: &Device) -> bool {
    match device {
        Device::Host => matches!(kind, "host" | "cpu" | "any"),
        Device::Nvptx(_) => matches!(kind, "nohost" | "gpu" | "any"),
    }
}

fn arch_matches(arch: &str, device: &Device) -> bool {
    match device {
        Device::Host => HOST_ARCHES.contains(&arch),
        Device::Nvptx(_) => matches!(arch, "nvptx" | "nvptx64"),
    }
}

fn unknown_trait(name: &str, set: &str) -> Violation {
    Violation::new(
        format!("unknown trait '{name}' in the '{set}' selector set"),
        format!("{SPEC}.2: the traits of the {set} set are those the specification lists"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxacc_directives::omp::OmpDirectiveArgs;
    use oxacc_directives::{parse_omp, Lang};

    fn selectors(line: &str) -> Vec<ContextSelector> {
        let toks = crate::omp_device::tests::lex(line);
        let d = parse_omp(&toks, Lang::C).expect("parses");
        match d.args {
            OmpDirectiveArgs::Variants { when, .. } => when.into_iter().map(|w| w.0).collect(),
            _ => panic!("not a metadirective"),
        }
    }

    fn never(_: &str) -> Result<bool, Violation> {
        Ok(false)
    }

    /// A GPU selector matches device code only; the construct selector needs its constructs
    /// in order; the more specific of two matching selectors wins (arch outscores kind).
    #[test]
    fn selection_by_context() {
        let sels = selectors(
            "metadirective when(device={kind(gpu)}: teams) when(device={arch(nvptx)}: teams loop) \
             when(construct={target, parallel}: simd) when(implementation={vendor(llvm)}: simd) default(parallel)",
        );
        let host = Context {
            constructs: vec![Leaf::Parallel],
            device: Device::Host,
        };
        let gpu = Context {
            constructs: vec![Leaf::Target, Leaf::Teams, Leaf::Parallel],
            device: Device::Nvptx("sm_90".into()),
        };
        assert_eq!(select(&sels, &host, &mut never), Ok(None));
        assert_eq!(select(&sels, &gpu, &mut never), Ok(Some(1)));
        assert_eq!(select(&sels[..1], &gpu, &mut never), Ok(Some(0)));
        let fallback = Context {
            device: Device::Host,
            ..gpu
        };
        assert_eq!(select(&sels, &fallback, &mut never), Ok(Some(2)));
    }

    /// 5.1's `target_device` set describes the device a target construct offloads to: the GPU
    /// from host code too (where `device={kind(gpu)}` does not match), the device itself in
    /// device code; `isa` is unknown in host code; `device_num` is refused where written.
    #[test]
    fn target_device_selector() {
        let sels = selectors(
            "metadirective when(target_device={kind(gpu)}: target) when(device={kind(gpu)}: teams) \
             when(target_device={isa(sm_90)}: simd) default(parallel)",
        );
        let host = Context::host(vec![]);
        let gpu = Context::device(vec![], Some("sm_90"));
        assert_eq!(select(&sels[..1], &host, &mut never), Ok(Some(0)));
        assert_eq!(select(&sels[1..2], &host, &mut never), Ok(None));
        assert_eq!(select(&sels[2..], &host, &mut never), Ok(None));
        assert_eq!(select(&sels[2..], &gpu, &mut never), Ok(Some(0)));
        let num = selectors("metadirective when(target_device={device_num(dev)}: target)");
        assert!(check(&num[0], &mut never).is_err());
    }

    /// A metadirective becomes its best `when` directive, else its `default`, else none;
    /// the device context leads with `target`; literal conditions of C and Fortran.
    #[test]
    fn metadirective_choice() {
        let when: Vec<(ContextSelector, u32)> = selectors(
            "metadirective when(device={kind(gpu)}: teams) when(user={condition(1)}: simd)",
        )
        .into_iter()
        .zip([1, 2])
        .collect();
        let gpu = Context::device(vec![Leaf::Parallel], Some("sm_80"));
        assert_eq!(gpu.constructs, vec![Leaf::Target, Leaf::Parallel]);
        assert_eq!(metadirective(&when, Some(9), &gpu), Ok(Some(1)));
        assert_eq!(
            metadirective(&when, Some(9), &Context::host(vec![])),
            Ok(Some(2))
        );
        assert_eq!(
            metadirective(&when[..1], Some(9), &Context::host(vec![])),
            Ok(Some(9))
        );
        assert_eq!(
            metadirective(&when[..1], None, &Context::host(vec![])),
            Ok(None)
        );
        assert_eq!(literal_condition(".TRUE."), Ok(true));
        assert_eq!(literal_condition("0"), Ok(false));
        assert!(literal_condition("n > 2").is_err());
    }
}
