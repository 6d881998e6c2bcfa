//! User-defined mappers (`declare mapper`, OpenMP 5.0 §2.19.7.3): the map type of each map
//! a mapper makes for a list item, from the map type of the clause that maps the item and
//! the one the mapper's own clause gives (5.0 Table 2.15). The front ends expand a mapped
//! list item into the mapper's maps with the mapper's variable replaced by the item, and ask
//! [`combine`] for each map type.

use oxacc_directives::omp::MapType;

/// The map type of one of the mapper's maps: `clause` is the map type where the item is
/// mapped (an implicit map is `tofrom`), `mapper` the type in the mapper's map clause.
pub fn combine(clause: MapType, mapper: MapType) -> MapType {
    use MapType::*;
    match (clause, mapper) {
        (Release | Delete, _) => clause,
        (Alloc, _) | (_, Alloc) => Alloc,
        (Tofrom, m) => m,
        (To, To | Tofrom) => To,
        (From, From | Tofrom) => From,
        (To, From) | (From, To) => Alloc,
        (To | From, Release | Delete) => clause,
    }
}

/// [`combine`]'s answer on `target exit data` (`exit`), where a map that moves nothing is a
/// `release` (5.0 Table 2.15: `from` with the mapper's `alloc` or `to`), `alloc` being an
/// entry type; elsewhere the answer as it is.
pub fn on_directive(t: MapType, exit: bool) -> MapType {
    match t {
        MapType::Alloc if exit => MapType::Release,
        t => t,
    }
}

/// Whether a mapper's map of type `mapper` moves data for a `target update` motion clause
/// (`to` when `to` is true, else `from`).
pub fn moves(to: bool, mapper: MapType) -> bool {
    match mapper {
        MapType::Tofrom => true,
        MapType::To => to,
        MapType::From => !to,
        _ => false,
    }
}

/// The most elements of an array of a mapped type that the front ends map one by one
/// ([`split_array`]): the mapper's maps are expanded per element at compile time, so an array
/// of constant size, and not a large one.
pub const MAX_ELEMENTS: u64 = 1024;

/// How a mapper maps an array of its type (5.0 §2.19.7.3: "the mapper is applied to each
/// element"): the elements' own storage is the array's, so the maps of the mapper's variable
/// or of components reached without a subscript or a pointer (`is_storage`) become one map of
/// the whole array, of the map types joined ([`join`], `None` when there are none); the other
/// maps (sections of pointer or allocatable components) are made for each element: their
/// indices into `maps`.
pub fn split_array(maps: &[(MapType, bool)]) -> (Option<MapType>, Vec<usize>) {
    let mut whole = None;
    let mut each = Vec::new();
    for (i, &(t, is_storage)) in maps.iter().enumerate() {
        if is_storage {
            whole = Some(whole.map_or(t, |w| join(w, t)));
        } else {
            each.push(i);
        }
    }
    (whole, each)
}

/// The map type that moves what both `a` and `b` move (the mapper's maps of one storage).
pub fn join(a: MapType, b: MapType) -> MapType {
    use MapType::*;
    match (a, b) {
        (x, y) if x == y => x,
        (Alloc, x) | (x, Alloc) => x,
        _ => Tofrom,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use MapType::*;

    /// 5.0 Table 2.15's rows.
    #[test]
    fn map_type_table() {
        assert_eq!(combine(Tofrom, To), To);
        assert_eq!(combine(Tofrom, Tofrom), Tofrom);
        assert_eq!(combine(To, Tofrom), To);
        assert_eq!(combine(To, From), Alloc);
        assert_eq!(combine(From, Tofrom), From);
        assert_eq!(combine(From, To), Alloc);
        assert_eq!(combine(Alloc, Tofrom), Alloc);
        assert_eq!(combine(Tofrom, Alloc), Alloc);
        assert_eq!(combine(Release, To), Release);
        assert_eq!(combine(Delete, Tofrom), Delete);
        assert!(moves(true, Tofrom) && moves(true, To) && !moves(true, From));
    }

    #[test]
    fn arrays_of_the_type() {
        assert_eq!(join(To, From), Tofrom);
        assert_eq!(join(Alloc, To), To);
        let (whole, each) = split_array(&[(To, true), (From, true), (Tofrom, false)]);
        assert_eq!((whole, each), (Some(Tofrom), vec![2]));
        assert_eq!(split_array(&[(To, false)]), (None, vec![0]));
    }
}
