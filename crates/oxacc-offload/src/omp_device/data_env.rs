//! The data environment of a target region beyond its map clauses: `defaultmap`
//! (OpenMP 4.5 §2.15.5, 5.0 §2.19.7.2) and the privates of a `target` around `teams`.

use oxacc_directives::omp::{
    DefaultmapBehavior, DefaultmapCategory, OmpClauseArgs, OmpClauseKind as CK, OmpDirective,
};
use oxacc_directives::{
    Clause, ClauseArgs, ClauseKind as AK, OmpCategoryRules, OmpImplicitRule, TokRange,
};

use crate::rules::Violation;

/// What `defaultmap` clauses make of the variables a target region uses without a clause.
#[derive(Copy, Clone, Debug, Default)]
pub(super) struct Defaultmap {
    pub(super) scalars_tofrom: bool,
    pub(super) pointers_tofrom: bool,
    pub(super) others: Option<OmpImplicitRule>,
    /// `defaultmap(none)`: every variable the region uses needs a clause (OpenACC's
    /// `default(none)`, §2.5.16).
    pub(super) none: bool,
    /// `defaultmap(none: category)`, `defaultmap(present[: category])`.
    pub(super) categories: OmpCategoryRules,
}

/// `defaultmap(behavior[: category])` on a target construct (4.5 §2.15.5; 5.0 §2.19.7.2),
/// added to `dm`. For a scalar, which lives only as long as the construct, `from` is `tofrom`
/// whose initial value the program may not read, and `to` and `alloc` are `firstprivate` (a
/// copy of the value whose changes are discarded). Aggregates take the map type (or
/// `firstprivate`). A pointer is a scalar whose value is mapped: `from`/`tofrom` copy it
/// back; otherwise it keeps its default (its value, translated to the device address of what
/// it points to where that is mapped), which `to`, `alloc` and `firstprivate` agree with.
/// `none` of every category is OpenACC's `default(none)`; `none` of one category (5.0
/// §2.19.7.2) is an error for a variable of that category without a clause, and `present`
/// (5.1 §2.21.7.3: as if in a `map(present, alloc: …)` clause) makes such a variable
/// `present` (acc-implicit-data).
pub(super) fn defaultmap(
    dm: &mut Defaultmap,
    behavior: DefaultmapBehavior,
    category: Option<DefaultmapCategory>,
) -> Result<(), Violation> {
    use DefaultmapBehavior as B;
    use DefaultmapCategory as C;
    use OmpImplicitRule as R;
    if behavior == B::None && category.is_none() {
        dm.none = true;
        return Ok(());
    }
    if matches!(behavior, B::None | B::Present) {
        let cats = match behavior {
            B::None => &mut dm.categories.none,
            _ => &mut dm.categories.present,
        };
        match category {
            Some(C::Scalar) => cats[0] = true,
            Some(C::Aggregate) => cats[1] = true,
            Some(C::Pointer) => cats[2] = true,
            // 5.1's `all` (or no category): every category.
            _ => *cats = [true; 3],
        }
        return Ok(());
    }
    let back = matches!(behavior, B::Tofrom | B::From);
    if matches!(category, None | Some(C::Scalar)) && behavior != B::Default {
        dm.scalars_tofrom |= back;
    }
    if matches!(category, None | Some(C::Pointer)) && behavior != B::Default {
        dm.pointers_tofrom |= back;
    }
    if matches!(category, None | Some(C::Aggregate)) {
        let rule = match behavior {
            B::To => Some(R::AggregatesTo),
            B::From => Some(R::AggregatesFrom),
            B::Alloc => Some(R::AggregatesAlloc),
            B::FirstPrivate if category.is_none() => Some(R::AllFirstprivate),
            B::FirstPrivate => Some(R::AggregatesFirstprivate),
            _ => None,
        };
        dm.others = rule.or(dm.others);
    }
    Ok(())
}

/// The clauses of a `target` whose statement is a teams construct (the target is an OpenACC
/// data region there) that belong to that teams construct:
/// - `private`/`firstprivate`: each team gets the copies. OpenMP gives the target region one
///   copy that its teams share (4.5 §2.15.3.3, §2.15.3.4, §2.15.1.1), which differs only for
///   teams that race on it (teams cannot synchronize, 4.5 §2.10.7).
/// - `thread_limit(n)` (5.1 §2.14.5: on `target` it bounds the threads of every contention
///   group the region makes): the bound of each team's threads, as the teams construct's own
///   `thread_limit` is (decision 41). A `thread_limit` of the teams construct sets the teams'
///   thread-limit-var itself (§2.7), so the target's is not carried then.
///
/// `offset`: where the target directive's tokens start in the token list the teams construct
/// is checked with (its own, then the target's).
pub fn target_clauses_to_teams(
    target: &OmpDirective,
    teams: &OmpDirective,
    offset: u32,
) -> Vec<Clause> {
    let own_limit = teams.clauses.iter().any(|c| c.kind == CK::ThreadLimit);
    let shift = |r: TokRange| TokRange {
        start: r.start + offset,
        end: r.end + offset,
    };
    target
        .clauses
        .iter()
        .filter_map(|c| {
            let (kind, args) = match (c.kind, &c.args) {
                (CK::Private | CK::FirstPrivate, OmpClauseArgs::Vars(vs)) => (
                    if c.kind == CK::Private {
                        AK::Private
                    } else {
                        AK::FirstPrivate
                    },
                    ClauseArgs::Vars {
                        modifiers: Vec::new(),
                        vars: vs.iter().map(|&r| shift(r)).collect(),
                    },
                ),
                (CK::ThreadLimit, OmpClauseArgs::Expr(r)) if !own_limit => {
                    (AK::OmpThreadLimit, ClauseArgs::Expr(shift(*r)))
                }
                _ => return None,
            };
            Some(Clause {
                kind,
                name: shift(c.name),
                span: shift(c.span),
                legacy: None,
                args,
            })
        })
        .collect()
}
