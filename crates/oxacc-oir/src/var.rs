//! The variable table of a function body: which values hold a source variable's storage,
//! under what name, and with what shape.
//!
//! Passes that apply the spec's rules about *variables* (OpenACC 3.3 §2.6.2 implicit data
//! attributes, privatization, reductions, `-Minfo=accel` remarks, runtime messages) ask this
//! table instead of guessing from `alloca`s and C names, so that a Fortran dummy array (a
//! pointer to a descriptor, or to the first element of an explicit-shape array) or an
//! automatic array gets the same treatment as a C array.
//!
//! Globals are not listed: a global's name and type are in the module's global table.

use smol_str::SmolStr;

use crate::entity::{TypeId, Value};

/// One source variable.
#[derive(Clone, PartialEq, Debug)]
pub struct VarData {
    /// The name as written in the source (what remarks and runtime messages print).
    pub name: SmolStr,
    /// The address of the variable's storage: an `alloca`, or a function parameter (a Fortran
    /// dummy argument passed by reference).
    pub addr: Value,
    pub shape: Shape,
    /// A C pointer declared `restrict` (or every pointer under `-Msafeptr`): what it points to
    /// is reached through it alone while it is in scope (C11 §6.7.3.1). The `kernels`
    /// dependence test lets distinct pointers overlap unless they are restrict.
    pub restrict: bool,
}

/// How the variable's data is laid out at (or behind) its address.
#[derive(Clone, PartialEq, Debug)]
pub enum Shape {
    /// The type stored at the address is the whole object: a scalar, a struct, a C array whose
    /// extents are constants.
    Object(TypeId),
    /// An array of `elem` whose extents are known only at run time (a C variable-length array,
    /// a Fortran explicit-shape, automatic or assumed-size array).
    Array {
        elem: TypeId,
        /// Whether the storage at `addr` holds a pointer to the first element (a dummy array
        /// stored in a local slot) rather than being the elements themselves (an `alloca`
        /// with a run-time count).
        indirect: bool,
        order: Order,
        /// Outermost first in the text as written: for `Row` the first dimension varies
        /// slowest, for `Column` the first dimension varies fastest.
        dims: Vec<Dim>,
    },
    /// The storage at `addr` is an array descriptor in the layout of the Fortran 2018 C
    /// descriptor (`CFI_cdesc_t`, [`descriptor`]) for an array of `elem` with `rank`
    /// dimensions: assumed-shape, allocatable and pointer arrays.
    Descriptor { elem: TypeId, rank: u8 },
}

/// Storage order of a multi-dimensional array.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Order {
    /// C: the last subscript varies fastest.
    Row,
    /// Fortran: the first subscript varies fastest.
    Column,
}

impl Order {
    pub fn name(self) -> &'static str {
        match self {
            Order::Row => "row",
            Order::Column => "col",
        }
    }
}

/// One dimension of an [`Shape::Array`].
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct Dim {
    /// The lower bound; `None` is the language's default (0 in C, 1 in Fortran).
    pub lower: Option<Value>,
    /// The number of elements; `None` for the last dimension of an assumed-size array (`*`).
    pub extent: Option<Value>,
}

impl VarData {
    /// The type stored at the address when the variable is a whole object.
    pub fn object_type(&self) -> Option<TypeId> {
        match self.shape {
            Shape::Object(ty) => Some(ty),
            _ => None,
        }
    }

    /// Every value the entry refers to.
    pub fn operands(&self) -> Vec<Value> {
        let mut out = vec![self.addr];
        if let Shape::Array { dims, .. } = &self.shape {
            for d in dims {
                out.extend(d.lower);
                out.extend(d.extent);
            }
        }
        out
    }

    pub fn visit_operands_mut(&mut self, mut f: impl FnMut(&mut Value)) {
        f(&mut self.addr);
        if let Shape::Array { dims, .. } = &mut self.shape {
            for d in dims {
                if let Some(v) = &mut d.lower {
                    f(v);
                }
                if let Some(v) = &mut d.extent {
                    f(v);
                }
            }
        }
    }
}

/// The layout of a Fortran 2018 C descriptor (`CFI_cdesc_t` in `ISO_Fortran_binding.h`, as
/// Flang's runtime defines it on 64-bit targets): the field offsets in bytes that code
/// reading a descriptor uses.
pub mod descriptor {
    /// `void *base_addr`: the address of the first element.
    pub const BASE_ADDR: u64 = 0;
    /// `size_t elem_len`: the element size in bytes.
    pub const ELEM_LEN: u64 = 8;
    /// `int version`.
    pub const VERSION: u64 = 16;
    /// `CFI_rank_t rank` (one byte).
    pub const RANK: u64 = 20;
    /// `CFI_type_t type` (one byte).
    pub const TYPE: u64 = 21;
    /// `CFI_attribute_t attribute` (one byte).
    pub const ATTRIBUTE: u64 = 22;
    /// `unsigned char extra`.
    pub const EXTRA: u64 = 23;
    /// `CFI_dim_t dim[rank]` starts here; each dimension is three `CFI_index_t`.
    pub const DIMS: u64 = 24;
    /// The size of one `CFI_dim_t`.
    pub const DIM_SIZE: u64 = 24;
    /// Offsets inside a `CFI_dim_t`.
    pub const LOWER_BOUND: u64 = 0;
    pub const EXTENT: u64 = 8;
    /// The memory stride in bytes.
    pub const SM: u64 = 16;

    /// The size of a descriptor of `rank` dimensions (without Flang's addendum).
    pub fn size(rank: u8) -> u64 {
        DIMS + DIM_SIZE * u64::from(rank)
    }

    /// The byte offset of field `field` (`LOWER_BOUND`, `EXTENT` or `SM`) of dimension `dim`.
    pub fn dim_field(dim: u8, field: u64) -> u64 {
        DIMS + DIM_SIZE * u64::from(dim) + field
    }
}
