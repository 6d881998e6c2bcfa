//! Instructions: the LLVM-like core (constants, arithmetic with explicit
//! signedness, conversions, memory, calls, control flow) plus the
//! region-carrying OpenACC operations of [`crate::directive`].

use smol_str::SmolStr;

use crate::directive::DirectiveOp;
use crate::entity::{Block, FuncId, GlobalId, TypeId, Value};
use crate::math::MathFn;

/// Two-operand arithmetic. Signedness is in the opcode, never in the type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    SDiv,
    UDiv,
    SRem,
    URem,
    And,
    Or,
    Xor,
    Shl,
    LShr,
    AShr,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
}

impl BinOp {
    pub const ALL: [BinOp; 18] = [
        BinOp::Add,
        BinOp::Sub,
        BinOp::Mul,
        BinOp::SDiv,
        BinOp::UDiv,
        BinOp::SRem,
        BinOp::URem,
        BinOp::And,
        BinOp::Or,
        BinOp::Xor,
        BinOp::Shl,
        BinOp::LShr,
        BinOp::AShr,
        BinOp::FAdd,
        BinOp::FSub,
        BinOp::FMul,
        BinOp::FDiv,
        BinOp::FRem,
    ];
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::SDiv => "sdiv",
            BinOp::UDiv => "udiv",
            BinOp::SRem => "srem",
            BinOp::URem => "urem",
            BinOp::And => "and",
            BinOp::Or => "or",
            BinOp::Xor => "xor",
            BinOp::Shl => "shl",
            BinOp::LShr => "lshr",
            BinOp::AShr => "ashr",
            BinOp::FAdd => "fadd",
            BinOp::FSub => "fsub",
            BinOp::FMul => "fmul",
            BinOp::FDiv => "fdiv",
            BinOp::FRem => "frem",
        }
    }
    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinOp::FAdd | BinOp::FSub | BinOp::FMul | BinOp::FDiv | BinOp::FRem
        )
    }
}

/// Integer comparison conditions (`s`/`u` = signed/unsigned).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntCC {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl IntCC {
    pub const ALL: [IntCC; 10] = [
        IntCC::Eq,
        IntCC::Ne,
        IntCC::Slt,
        IntCC::Sle,
        IntCC::Sgt,
        IntCC::Sge,
        IntCC::Ult,
        IntCC::Ule,
        IntCC::Ugt,
        IntCC::Uge,
    ];
    pub fn name(self) -> &'static str {
        match self {
            IntCC::Eq => "eq",
            IntCC::Ne => "ne",
            IntCC::Slt => "slt",
            IntCC::Sle => "sle",
            IntCC::Sgt => "sgt",
            IntCC::Sge => "sge",
            IntCC::Ult => "ult",
            IntCC::Ule => "ule",
            IntCC::Ugt => "ugt",
            IntCC::Uge => "uge",
        }
    }

    /// The condition with its operands exchanged (`a < b` is `b > a`).
    pub fn swapped(self) -> IntCC {
        match self {
            IntCC::Slt => IntCC::Sgt,
            IntCC::Sle => IntCC::Sge,
            IntCC::Sgt => IntCC::Slt,
            IntCC::Sge => IntCC::Sle,
            IntCC::Ult => IntCC::Ugt,
            IntCC::Ule => IntCC::Uge,
            IntCC::Ugt => IntCC::Ult,
            IntCC::Uge => IntCC::Ule,
            same => same,
        }
    }
}

/// Floating-point comparison conditions: `o` = ordered (false on NaN),
/// `u` = unordered (true on NaN), as in LLVM.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatCC {
    Oeq,
    One,
    Olt,
    Ole,
    Ogt,
    Oge,
    Ord,
    Uno,
    Ueq,
    Une,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl FloatCC {
    pub const ALL: [FloatCC; 14] = [
        FloatCC::Oeq,
        FloatCC::One,
        FloatCC::Olt,
        FloatCC::Ole,
        FloatCC::Ogt,
        FloatCC::Oge,
        FloatCC::Ord,
        FloatCC::Uno,
        FloatCC::Ueq,
        FloatCC::Une,
        FloatCC::Ult,
        FloatCC::Ule,
        FloatCC::Ugt,
        FloatCC::Uge,
    ];
    pub fn name(self) -> &'static str {
        match self {
            FloatCC::Oeq => "oeq",
            FloatCC::One => "one",
            FloatCC::Olt => "olt",
            FloatCC::Ole => "ole",
            FloatCC::Ogt => "ogt",
            FloatCC::Oge => "oge",
            FloatCC::Ord => "ord",
            FloatCC::Uno => "uno",
            FloatCC::Ueq => "ueq",
            FloatCC::Une => "une",
            FloatCC::Ult => "ult",
            FloatCC::Ule => "ule",
            FloatCC::Ugt => "ugt",
            FloatCC::Uge => "uge",
        }
    }
}

/// Conversions; the target type is the result type of the instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FpTrunc,
    FpExt,
    FpToSi,
    FpToUi,
    SiToFp,
    UiToFp,
    PtrToInt,
    IntToPtr,
    Bitcast,
}

impl CastOp {
    pub const ALL: [CastOp; 12] = [
        CastOp::Trunc,
        CastOp::ZExt,
        CastOp::SExt,
        CastOp::FpTrunc,
        CastOp::FpExt,
        CastOp::FpToSi,
        CastOp::FpToUi,
        CastOp::SiToFp,
        CastOp::UiToFp,
        CastOp::PtrToInt,
        CastOp::IntToPtr,
        CastOp::Bitcast,
    ];
    pub fn name(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FpTrunc => "fptrunc",
            CastOp::FpExt => "fpext",
            CastOp::FpToSi => "fptosi",
            CastOp::FpToUi => "fptoui",
            CastOp::SiToFp => "sitofp",
            CastOp::UiToFp => "uitofp",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::Bitcast => "bitcast",
        }
    }
}

/// A branch target with the arguments passed to the block's parameters.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BlockCall {
    pub block: Block,
    pub args: Vec<Value>,
}

impl BlockCall {
    pub fn new(block: Block, args: &[Value]) -> Self {
        BlockCall {
            block,
            args: args.to_vec(),
        }
    }
}

/// Memory access flags shared by loads and stores.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct MemFlags {
    /// Alignment in bytes; 0 means the natural alignment of the type.
    pub align: u32,
    pub volatile: bool,
    /// An atomic access (C11 `atomic_load`/`atomic_store`) of a scalar.
    pub atomic: Option<Ordering>,
    /// A load of memory nothing writes while the function runs (a `readonly` data clause,
    /// OpenACC 3.3 §2.7.7): it may go through the GPU's read-only data cache.
    pub invariant: bool,
}

/// Memory orderings of C11 (§7.17.3); `Relaxed` is LLVM's `monotonic`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Ordering {
    Relaxed,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    pub const ALL: [Ordering; 5] = [
        Ordering::Relaxed,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Relaxed => "relaxed",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
}

/// Read-modify-write operations (`atomic_fetch_*`, `__atomic_*`, and the
/// OpenACC `atomic update` forms once lowered).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Or,
    Xor,
    Nand,
    /// Signed maximum/minimum.
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
}

impl RmwOp {
    pub const ALL: [RmwOp; 15] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Nand,
        RmwOp::Max,
        RmwOp::Min,
        RmwOp::UMax,
        RmwOp::UMin,
        RmwOp::FAdd,
        RmwOp::FSub,
        RmwOp::FMax,
        RmwOp::FMin,
    ];
    pub fn name(self) -> &'static str {
        match self {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::And => "and",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Nand => "nand",
            RmwOp::Max => "max",
            RmwOp::Min => "min",
            RmwOp::UMax => "umax",
            RmwOp::UMin => "umin",
            RmwOp::FAdd => "fadd",
            RmwOp::FSub => "fsub",
            RmwOp::FMax => "fmax",
            RmwOp::FMin => "fmin",
        }
    }
    pub fn is_float(self) -> bool {
        matches!(self, RmwOp::FAdd | RmwOp::FSub | RmwOp::FMax | RmwOp::FMin)
    }
}

/// Target-independent intrinsics C and Fortran need beyond plain arithmetic
/// (GCC builtins, `<math.h>` functions with an instruction, VLA stack
/// management). Operand and result types are checked by the verifier.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntrinsicOp {
    /// Integer bit counts and byte swap: `(iN) -> iN`.
    Ctpop,
    Ctlz,
    Cttz,
    Bswap,
    /// Float unary operations: `(fN) -> fN`.
    Fabs,
    Sqrt,
    Floor,
    Ceil,
    Trunc,
    Round,
    /// Float binary operations: `(fN, fN) -> fN`.
    Copysign,
    Minnum,
    Maxnum,
    /// `(fN, fN, fN) -> fN`
    Fma,
    /// `__builtin_trap`: no operands, no result.
    Trap,
    /// `() -> ptr` and `(ptr)`: stack state around a VLA's lifetime.
    StackSave,
    StackRestore,
    /// `__builtin_expect(x, expected) -> x`
    Expect,
    /// `__builtin_assume(i1)`
    Assume,
    /// Device execution model (docs/gpu.md), valid only in device code: `() -> i32`.
    /// `gang_id.x|y|z` and `num_gangs.x|y|z`: the gang (CUDA block) and the gang count of a
    /// grid dimension (0 = x, 1 = y, 2 = z).
    GangId(u8),
    NumGangs(u8),
    /// `worker_id`/`num_workers`: the worker within the gang (`threadIdx.y`) and their number.
    WorkerId,
    NumWorkers,
    /// `vector_lane`/`vector_length`: the lane within the worker (`threadIdx.x`) and their number.
    VectorLane,
    VectorLength,
    /// `()`: every worker and lane of the gang waits here (`bar.sync 0`).
    Barrier,
    /// `()`: the threads of this worker (the `vector_length()` threads of one `worker_id()`)
    /// wait here (`barrier.sync 1 + tid.y, ntid.x`: a named barrier per worker, so at most
    /// 15 workers).
    WorkerBarrier,
    /// `()`: the 32 threads of this warp wait here (`bar.warp.sync -1`): the barrier of a
    /// worker of one warp.
    WarpSync,
    /// `(T, i32) -> T` for T = i32, i64, f32, f64: the value of lane `lane + delta`
    /// (`shuffle_down`) or `lane ^ mask` (`shuffle_xor`) of the same warp; all 32 lanes
    /// take part, a lane past the warp's end reads its own value.
    ShuffleDown,
    ShuffleXor,
    /// `() -> ptr`: `acc::spmd::SHARED_SCRATCH_BYTES` (1024) bytes of the gang's shared
    /// memory (CUDA `__shared__`, 16-byte aligned), the scratch of cross-warp reductions;
    /// every call in a kernel names the same bytes.
    SharedScratch,
    /// `()`: the branch that ends this block is a loop's back edge that LLVM must not
    /// unroll. Thread loops carry it: under a grid sized from the trip count each thread runs
    /// one iteration, and unrolled copies only cost registers, hence resident threads.
    NoUnroll,
    /// `libm.<name>`: the C library's math function ([`crate::math`]), typed by its operands
    /// (`f64`: `sqrt`, `f32`: `sqrtf`). Unlike `sqrt` above (an instruction), the host calls
    /// the library, as C compilers do at `-O0`.
    Libm(MathFn),
    /// `acc_on_device(i32) -> i32` (OpenACC 3.3 §3.2.17): each target answers for itself
    /// (the host asks the runtime; device code knows it runs on the device).
    AccOnDevice,
    /// `omp_get_team_num() -> i32` and the other OpenMP routines that answer from the
    /// execution model (OpenMP 4.5 §3.2.27, §3.2.26, §3.2.4, §3.2.2, §3.2.31; 5.0 §3.2.37):
    /// each target answers for itself, as for [`IntrinsicOp::AccOnDevice`].
    OmpQuery(OmpQuery),
}

/// An OpenMP runtime routine of no arguments that device code answers from where it runs
/// (docs/openmp.md "Runtime routines and environment").
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum OmpQuery {
    TeamNum,
    NumTeams,
    ThreadNum,
    NumThreads,
    IsInitialDevice,
    DeviceNum,
    /// `omp_get_thread_limit()` (4.5 §3.2.13): in a target region, the threads a team may
    /// have (the thread-limit-var of its contention group: the team's threads, as many as the
    /// construct launched it with; one where a gang runs in one thread).
    ThreadLimit,
    /// `omp_get_max_threads()` (4.5 §3.2.3) in a target region: an upper bound on the threads
    /// of a team a `parallel` construct there would form, so that a program may size
    /// per-thread arrays with it (OpenMP_VV test_target_parallel): a block's most threads on
    /// the GPU; on the host libomp's answer (at least one, the threads of a team there).
    MaxThreads,
    /// `omp_get_level()` (4.5 §3.2.17): the parallel regions around the call. In a target
    /// region (where `parallel` regions do not nest) 1 inside a thread or worker loop (a
    /// parallel region's or a parallel loop's; a `simd` loop's too: the two are one OIR
    /// level), else 0; in device functions 1 when the gang runs as more than one thread.
    Level,
    /// `omp_get_max_active_levels()` (4.5 §3.2.16) in a target region: 1, the one level of
    /// parallelism a team has there (nested parallel regions are refused).
    MaxActiveLevels,
    /// `omp_get_supported_active_levels()` (5.0 §3.2.15) in a target region: 1, as above.
    SupportedActiveLevels,
    /// Not a routine: the threads of the team running a region (the trip count of the thread
    /// loop of a `parallel` region in a target region; `oxacc_offload::lower::thread_region`).
    /// Code of a region only; acc-outline answers 1 where a gang is one thread.
    TeamSize,
    /// Not a routine, and the one query with an argument (i32 `limit` ≥ 1): the threads of
    /// an OpenMP team of at most `limit` threads formed from the threads that run the code
    /// (`thread_limit`, `num_threads`, `if(parallel: false)`; docs/design.md decision 41).
    /// On the GPU `min(limit, block threads)`, rounded down to whole warps above one warp, so
    /// that the team is a prefix of one warp or whole warps (its barrier: a warp barrier or a
    /// named one over its warps); 1 where a gang is one thread (acc-outline).
    TeamThreads,
}

impl OmpQuery {
    pub const ALL: [OmpQuery; 13] = [
        OmpQuery::TeamNum,
        OmpQuery::NumTeams,
        OmpQuery::ThreadNum,
        OmpQuery::NumThreads,
        OmpQuery::IsInitialDevice,
        OmpQuery::DeviceNum,
        OmpQuery::ThreadLimit,
        OmpQuery::MaxThreads,
        OmpQuery::Level,
        OmpQuery::MaxActiveLevels,
        OmpQuery::SupportedActiveLevels,
        OmpQuery::TeamSize,
        OmpQuery::TeamThreads,
    ];
    /// The routine's C name (and the intrinsic's name in the text form).
    pub fn routine(self) -> &'static str {
        match self {
            OmpQuery::TeamNum => "omp_get_team_num",
            OmpQuery::NumTeams => "omp_get_num_teams",
            OmpQuery::ThreadNum => "omp_get_thread_num",
            OmpQuery::NumThreads => "omp_get_num_threads",
            OmpQuery::IsInitialDevice => "omp_is_initial_device",
            OmpQuery::DeviceNum => "omp_get_device_num",
            OmpQuery::ThreadLimit => "omp_get_thread_limit",
            OmpQuery::MaxThreads => "omp_get_max_threads",
            OmpQuery::Level => "omp_get_level",
            OmpQuery::MaxActiveLevels => "omp_get_max_active_levels",
            OmpQuery::SupportedActiveLevels => "omp_get_supported_active_levels",
            OmpQuery::TeamSize => "__oxacc_omp_team_size",
            OmpQuery::TeamThreads => "__oxacc_omp_team_threads",
        }
    }
    /// How many i32 arguments the query takes ([`OmpQuery::TeamThreads`]: its limit).
    pub fn arity(self) -> usize {
        usize::from(self == OmpQuery::TeamThreads)
    }
    /// The query a call of C function `name` is (the OpenMP routines only).
    pub fn from_routine(name: &str) -> Option<OmpQuery> {
        OmpQuery::ALL
            .into_iter()
            .find(|&q| !q.routine().starts_with("__oxacc") && q.routine() == name)
    }
}

impl IntrinsicOp {
    pub const ALL: [IntrinsicOp; 36] = [
        IntrinsicOp::Ctpop,
        IntrinsicOp::Ctlz,
        IntrinsicOp::Cttz,
        IntrinsicOp::Bswap,
        IntrinsicOp::Fabs,
        IntrinsicOp::Sqrt,
        IntrinsicOp::Floor,
        IntrinsicOp::Ceil,
        IntrinsicOp::Trunc,
        IntrinsicOp::Round,
        IntrinsicOp::Copysign,
        IntrinsicOp::Minnum,
        IntrinsicOp::Maxnum,
        IntrinsicOp::Fma,
        IntrinsicOp::Trap,
        IntrinsicOp::StackSave,
        IntrinsicOp::StackRestore,
        IntrinsicOp::Expect,
        IntrinsicOp::Assume,
        IntrinsicOp::GangId(0),
        IntrinsicOp::GangId(1),
        IntrinsicOp::GangId(2),
        IntrinsicOp::NumGangs(0),
        IntrinsicOp::NumGangs(1),
        IntrinsicOp::NumGangs(2),
        IntrinsicOp::WorkerId,
        IntrinsicOp::NumWorkers,
        IntrinsicOp::VectorLane,
        IntrinsicOp::VectorLength,
        IntrinsicOp::Barrier,
        IntrinsicOp::WorkerBarrier,
        IntrinsicOp::WarpSync,
        IntrinsicOp::ShuffleDown,
        IntrinsicOp::ShuffleXor,
        IntrinsicOp::SharedScratch,
        IntrinsicOp::NoUnroll,
    ];
    /// The intrinsic named `name` in the text form.
    pub fn from_name(name: &str) -> Option<IntrinsicOp> {
        IntrinsicOp::ALL
            .iter()
            .copied()
            .chain(MathFn::ALL.iter().map(|&f| IntrinsicOp::Libm(f)))
            .chain([IntrinsicOp::AccOnDevice])
            .chain(OmpQuery::ALL.map(IntrinsicOp::OmpQuery))
            .find(|o| o.name() == name)
    }
    pub fn name(self) -> &'static str {
        match self {
            IntrinsicOp::Libm(f) => f.intrinsic_name(),
            IntrinsicOp::AccOnDevice => "acc_on_device",
            IntrinsicOp::OmpQuery(q) => q.routine(),
            IntrinsicOp::Ctpop => "ctpop",
            IntrinsicOp::Ctlz => "ctlz",
            IntrinsicOp::Cttz => "cttz",
            IntrinsicOp::Bswap => "bswap",
            IntrinsicOp::Fabs => "fabs",
            IntrinsicOp::Sqrt => "sqrt",
            IntrinsicOp::Floor => "floor",
            IntrinsicOp::Ceil => "ceil",
            IntrinsicOp::Trunc => "trunc",
            IntrinsicOp::Round => "round",
            IntrinsicOp::Copysign => "copysign",
            IntrinsicOp::Minnum => "minnum",
            IntrinsicOp::Maxnum => "maxnum",
            IntrinsicOp::Fma => "fma",
            IntrinsicOp::Trap => "trap",
            IntrinsicOp::StackSave => "stacksave",
            IntrinsicOp::StackRestore => "stackrestore",
            IntrinsicOp::Expect => "expect",
            IntrinsicOp::Assume => "assume",
            IntrinsicOp::GangId(0) => "gang_id.x",
            IntrinsicOp::GangId(1) => "gang_id.y",
            IntrinsicOp::GangId(_) => "gang_id.z",
            IntrinsicOp::NumGangs(0) => "num_gangs.x",
            IntrinsicOp::NumGangs(1) => "num_gangs.y",
            IntrinsicOp::NumGangs(_) => "num_gangs.z",
            IntrinsicOp::WorkerId => "worker_id",
            IntrinsicOp::NumWorkers => "num_workers",
            IntrinsicOp::VectorLane => "vector_lane",
            IntrinsicOp::VectorLength => "vector_length",
            IntrinsicOp::Barrier => "barrier",
            IntrinsicOp::WorkerBarrier => "worker_barrier",
            IntrinsicOp::WarpSync => "warp_sync",
            IntrinsicOp::ShuffleDown => "shuffle_down",
            IntrinsicOp::ShuffleXor => "shuffle_xor",
            IntrinsicOp::SharedScratch => "shared_scratch",
            IntrinsicOp::NoUnroll => "no_unroll",
        }
    }
    /// Intrinsics of the device execution model, which only device code may use.
    pub fn is_device_only(self) -> bool {
        matches!(
            self,
            IntrinsicOp::GangId(_)
                | IntrinsicOp::NumGangs(_)
                | IntrinsicOp::WorkerId
                | IntrinsicOp::NumWorkers
                | IntrinsicOp::VectorLane
                | IntrinsicOp::VectorLength
                | IntrinsicOp::Barrier
                | IntrinsicOp::WorkerBarrier
                | IntrinsicOp::WarpSync
                | IntrinsicOp::ShuffleDown
                | IntrinsicOp::ShuffleXor
                | IntrinsicOp::SharedScratch
        )
    }
}

#[derive(Clone, PartialEq, Debug)]
pub enum InstKind {
    // ---- constants and addresses (results typed by the instruction) ----
    /// Integer constant; the bits are truncated to the result width.
    IConst(i128),
    /// Float constant stored as f64 (exact for every f32).
    FConst(f64),
    /// An `f80` constant as its 80-bit x87 pattern (see [`crate::f80`]):
    /// `fconst 0xK…`, for `long double` values beyond double precision.
    FConstX87(u128),
    /// An `f128` constant as its IEEE binary128 pattern: `fconst 0xL…`
    /// (32 hex digits, most significant first).
    FConstF128(u128),
    /// The null pointer.
    Null,
    /// An undefined value of the result type.
    Undef,
    GlobalAddr(GlobalId),
    FuncAddr(FuncId),
    /// The address of a block of the function body (GNU `&&label`), only
    /// usable as the operand of `indirectbr`.
    BlockAddr(Block),

    // ---- arithmetic ----
    Binary {
        op: BinOp,
        lhs: Value,
        rhs: Value,
        /// Signed overflow is undefined (LLVM's `nsw`): C's signed `int`
        /// arithmetic (C11 6.5p5) and all of Fortran's integer arithmetic
        /// (F2018 16.4: a value outside the kind's range is not allowed).
        /// Only on `add`/`sub`/`mul`; it lets LLVM widen 32-bit indices
        /// (`sext(k + 1)` becomes `sext(k) + 1`) and strength-reduce them.
        nsw: bool,
    },
    FNeg(Value),
    ICmp {
        cc: IntCC,
        lhs: Value,
        rhs: Value,
    },
    FCmp {
        cc: FloatCC,
        lhs: Value,
        rhs: Value,
    },
    Cast {
        op: CastOp,
        arg: Value,
    },
    Select {
        cond: Value,
        then_val: Value,
        else_val: Value,
    },

    // ---- memory ----
    /// Stack slot for `count` (default 1) objects of `ty`; result is `ptr`.
    Alloca {
        ty: TypeId,
        count: Option<Value>,
        align: u32,
    },
    /// One object of `ty` per gang in the GPU's shared memory (CUDA `__shared__`), seen
    /// through a generic `ptr`: every thread of the gang names the same bytes. Device versions
    /// of compute regions only (spmd.rs places gang-private arrays there).
    SharedAlloca {
        ty: TypeId,
        align: u32,
    },
    /// Load of the result type (scalar or aggregate).
    Load {
        ptr: Value,
        flags: MemFlags,
    },
    Store {
        value: Value,
        ptr: Value,
        flags: MemFlags,
    },
    /// `ptr + offset` with a byte offset (i64).
    PtrAdd {
        ptr: Value,
        offset: Value,
    },
    /// `ptr + index * sizeof(elem)` (index is a signed integer).
    ElemAddr {
        elem: TypeId,
        ptr: Value,
        index: Value,
    },
    /// Address of field `field` of the aggregate `agg` at `ptr`.
    FieldAddr {
        agg: TypeId,
        ptr: Value,
        field: u32,
    },
    Memcpy {
        dst: Value,
        src: Value,
        len: Value,
    },
    Memset {
        dst: Value,
        byte: Value,
        len: Value,
    },

    /// Atomic read-modify-write; the result is the old value.
    AtomicRmw {
        op: RmwOp,
        ptr: Value,
        value: Value,
        ordering: Ordering,
    },
    /// Atomic compare-and-exchange; the result is the old value (success is
    /// `old == expected`). The failure ordering is the strongest one allowed.
    CmpXchg {
        ptr: Value,
        expected: Value,
        new: Value,
        ordering: Ordering,
        weak: bool,
    },
    Fence(Ordering),
    Intrinsic {
        op: IntrinsicOp,
        args: Vec<Value>,
    },

    /// Inline assembly (GNU `asm`), in LLVM's template and constraint syntax.
    InlineAsm(Box<InlineAsm>),

    // ---- calls ----
    Call {
        callee: FuncId,
        args: Vec<Value>,
    },
    /// Call through a pointer with an explicit signature (a `Func` type).
    CallIndirect {
        sig: TypeId,
        callee: Value,
        args: Vec<Value>,
    },
    /// `va_start` on a pointer to a `va_list` object (24 bytes on x86-64).
    VaStart(Value),
    VaEnd(Value),
    VaCopy {
        dst: Value,
        src: Value,
    },
    /// Next variadic argument of the result type.
    VaArg(Value),

    // ---- terminators ----
    Br(BlockCall),
    CondBr {
        cond: Value,
        then_dest: BlockCall,
        else_dest: BlockCall,
    },
    Switch {
        arg: Value,
        default: Block,
        cases: Vec<(i128, Block)>,
    },
    /// Jumps to the block whose `blockaddr` is `addr` (GNU computed `goto`);
    /// `dests` lists every block it may reach (they take no parameters).
    IndirectBr {
        addr: Value,
        dests: Vec<Block>,
    },
    Ret(Option<Value>),
    Unreachable,
    /// Leaves the enclosing operation's region (the end of a loop iteration,
    /// of a compute body, or the new value of an atomic update).
    Yield(Vec<Value>),

    // ---- OpenACC ----
    Directive(Box<DirectiveOp>),
}

impl InstKind {
    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Br(_)
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::IndirectBr { .. }
                | InstKind::Ret(_)
                | InstKind::Unreachable
                | InstKind::Yield(_)
        ) || matches!(self, InstKind::InlineAsm(a) if a.goto.is_some())
    }

    /// Every value this instruction reads, including the clause operands of a
    /// directive (but not the values used inside its region).
    pub fn operands(&self) -> Vec<Value> {
        let mut v = Vec::new();
        self.visit_operands(|x| v.push(x));
        v
    }

    pub fn visit_operands(&self, mut f: impl FnMut(Value)) {
        match self {
            InstKind::IConst(_)
            | InstKind::FConst(_)
            | InstKind::FConstX87(_)
            | InstKind::FConstF128(_)
            | InstKind::Null
            | InstKind::Undef
            | InstKind::GlobalAddr(_)
            | InstKind::FuncAddr(_)
            | InstKind::BlockAddr(_)
            | InstKind::SharedAlloca { .. }
            | InstKind::Unreachable => {}
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::ICmp { lhs, rhs, .. }
            | InstKind::FCmp { lhs, rhs, .. } => {
                f(*lhs);
                f(*rhs);
            }
            InstKind::FNeg(a)
            | InstKind::Cast { arg: a, .. }
            | InstKind::VaStart(a)
            | InstKind::VaEnd(a)
            | InstKind::VaArg(a) => f(*a),
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => {
                f(*cond);
                f(*then_val);
                f(*else_val);
            }
            InstKind::Alloca { count, .. } => {
                if let Some(c) = count {
                    f(*c)
                }
            }
            InstKind::Load { ptr, .. } => f(*ptr),
            InstKind::Store { value, ptr, .. } => {
                f(*value);
                f(*ptr);
            }
            InstKind::PtrAdd { ptr, offset } => {
                f(*ptr);
                f(*offset);
            }
            InstKind::ElemAddr { ptr, index, .. } => {
                f(*ptr);
                f(*index);
            }
            InstKind::FieldAddr { ptr, .. } => f(*ptr),
            InstKind::Memcpy { dst, src, len } => {
                f(*dst);
                f(*src);
                f(*len);
            }
            InstKind::Memset { dst, byte, len } => {
                f(*dst);
                f(*byte);
                f(*len);
            }
            InstKind::Call { args, .. } | InstKind::Intrinsic { args, .. } => {
                args.iter().for_each(|a| f(*a))
            }
            InstKind::InlineAsm(a) => {
                a.args.iter().for_each(|v| f(*v));
                a.outputs.iter().for_each(|o| f(o.1));
            }
            InstKind::AtomicRmw { ptr, value, .. } => {
                f(*ptr);
                f(*value);
            }
            InstKind::CmpXchg {
                ptr, expected, new, ..
            } => {
                f(*ptr);
                f(*expected);
                f(*new);
            }
            InstKind::Fence(_) => {}
            InstKind::CallIndirect { callee, args, .. } => {
                f(*callee);
                args.iter().for_each(|a| f(*a));
            }
            InstKind::VaCopy { dst, src } => {
                f(*dst);
                f(*src);
            }
            InstKind::Br(bc) => bc.args.iter().for_each(|a| f(*a)),
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                f(*cond);
                then_dest.args.iter().for_each(|a| f(*a));
                else_dest.args.iter().for_each(|a| f(*a));
            }
            InstKind::Switch { arg, .. } | InstKind::IndirectBr { addr: arg, .. } => f(*arg),
            InstKind::Ret(v) => {
                if let Some(v) = v {
                    f(*v)
                }
            }
            InstKind::Yield(vs) => vs.iter().for_each(|a| f(*a)),
            InstKind::Directive(d) => d.visit_operands(f),
        }
    }

    /// Mutable access to every operand (for renumbering and use replacement).
    pub fn visit_operands_mut(&mut self, mut f: impl FnMut(&mut Value)) {
        match self {
            InstKind::IConst(_)
            | InstKind::FConst(_)
            | InstKind::FConstX87(_)
            | InstKind::FConstF128(_)
            | InstKind::Null
            | InstKind::Undef
            | InstKind::GlobalAddr(_)
            | InstKind::FuncAddr(_)
            | InstKind::BlockAddr(_)
            | InstKind::SharedAlloca { .. }
            | InstKind::Unreachable => {}
            InstKind::Binary { lhs, rhs, .. }
            | InstKind::ICmp { lhs, rhs, .. }
            | InstKind::FCmp { lhs, rhs, .. } => {
                f(lhs);
                f(rhs);
            }
            InstKind::FNeg(a)
            | InstKind::Cast { arg: a, .. }
            | InstKind::VaStart(a)
            | InstKind::VaEnd(a)
            | InstKind::VaArg(a) => f(a),
            InstKind::Select {
                cond,
                then_val,
                else_val,
            } => {
                f(cond);
                f(then_val);
                f(else_val);
            }
            InstKind::Alloca { count, .. } => {
                if let Some(c) = count {
                    f(c)
                }
            }
            InstKind::Load { ptr, .. } => f(ptr),
            InstKind::Store { value, ptr, .. } => {
                f(value);
                f(ptr);
            }
            InstKind::PtrAdd { ptr, offset } => {
                f(ptr);
                f(offset);
            }
            InstKind::ElemAddr { ptr, index, .. } => {
                f(ptr);
                f(index);
            }
            InstKind::FieldAddr { ptr, .. } => f(ptr),
            InstKind::Memcpy { dst, src, len } => {
                f(dst);
                f(src);
                f(len);
            }
            InstKind::Memset { dst, byte, len } => {
                f(dst);
                f(byte);
                f(len);
            }
            InstKind::Call { args, .. } | InstKind::Intrinsic { args, .. } => {
                args.iter_mut().for_each(&mut f)
            }
            InstKind::InlineAsm(a) => {
                a.args.iter_mut().for_each(&mut f);
                a.outputs.iter_mut().for_each(|o| f(&mut o.1));
            }
            InstKind::AtomicRmw { ptr, value, .. } => {
                f(ptr);
                f(value);
            }
            InstKind::CmpXchg {
                ptr, expected, new, ..
            } => {
                f(ptr);
                f(expected);
                f(new);
            }
            InstKind::Fence(_) => {}
            InstKind::CallIndirect { callee, args, .. } => {
                f(callee);
                args.iter_mut().for_each(&mut f);
            }
            InstKind::VaCopy { dst, src } => {
                f(dst);
                f(src);
            }
            InstKind::Br(bc) => bc.args.iter_mut().for_each(&mut f),
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                f(cond);
                then_dest.args.iter_mut().for_each(&mut f);
                else_dest.args.iter_mut().for_each(&mut f);
            }
            InstKind::Switch { arg, .. } | InstKind::IndirectBr { addr: arg, .. } => f(arg),
            InstKind::Ret(v) => {
                if let Some(v) = v {
                    f(v)
                }
            }
            InstKind::Yield(vs) => vs.iter_mut().for_each(&mut f),
            InstKind::Directive(d) => d.visit_operands_mut(f),
        }
    }

    /// Mutable access to every branch target.
    pub fn visit_blocks_mut(&mut self, mut f: impl FnMut(&mut Block)) {
        match self {
            InstKind::Br(bc) => f(&mut bc.block),
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => {
                f(&mut then_dest.block);
                f(&mut else_dest.block);
            }
            InstKind::Switch { default, cases, .. } => {
                f(default);
                cases.iter_mut().for_each(|c| f(&mut c.1));
            }
            InstKind::IndirectBr { dests, .. } => dests.iter_mut().for_each(f),
            InstKind::InlineAsm(a) => {
                if let Some(g) = &mut a.goto {
                    f(&mut g.fallthrough);
                    g.labels.iter_mut().for_each(f);
                }
            }
            InstKind::BlockAddr(b) => f(b),
            _ => {}
        }
    }

    /// The successor blocks of a terminator, in order.
    pub fn successors(&self) -> Vec<Block> {
        match self {
            InstKind::Br(bc) => vec![bc.block],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest.block, else_dest.block],
            InstKind::Switch { default, cases, .. } => std::iter::once(*default)
                .chain(cases.iter().map(|c| c.1))
                .collect(),
            InstKind::IndirectBr { dests, .. } => dests.clone(),
            InstKind::InlineAsm(a) => match &a.goto {
                Some(g) => std::iter::once(g.fallthrough)
                    .chain(g.labels.iter().copied())
                    .collect(),
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    /// Branch targets with their arguments (switch targets take none).
    pub fn block_calls(&self) -> Vec<&BlockCall> {
        match self {
            InstKind::Br(bc) => vec![bc],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => vec![then_dest, else_dest],
            _ => Vec::new(),
        }
    }
}

/// An inline assembly statement, already in LLVM's syntax (the front end
/// translates GNU templates and constraints): `template` uses `${N}`,
/// `${N:mod}` and `$$`; `constraints` is LLVM's comma-separated list
/// (outputs, then inputs, then `~{clobber}`s). `args` are the operands of the
/// input constraints in order, an indirect constraint (`*m`, `=*m`) taking an
/// address whose pointee type is the next entry of `elem_types`. The
/// register outputs (the direct `=` constraints, in order) are stored after
/// the asm to the addresses in `outputs`, each with its type. The
/// instruction has no result.
///
/// With `goto` (GNU `asm goto`, LLVM `callbr`) it is a terminator: control
/// continues at `fallthrough` or at one of `labels` (parameterless blocks, one
/// per `!i` constraint, which follow the inputs); the outputs are stored on
/// every edge.
#[derive(Clone, PartialEq, Debug)]
pub struct InlineAsm {
    pub template: SmolStr,
    pub constraints: SmolStr,
    /// `asm volatile`, or an asm without outputs (GNU: implicitly volatile).
    pub side_effects: bool,
    pub align_stack: bool,
    pub args: Vec<Value>,
    pub elem_types: Vec<TypeId>,
    pub outputs: Vec<(TypeId, Value)>,
    pub goto: Option<AsmGoto>,
}

/// The successors of an `asm goto`: where the asm falls through to, and the
/// blocks its template may jump to (`${N:l}`).
#[derive(Clone, PartialEq, Debug)]
pub struct AsmGoto {
    pub fallthrough: Block,
    pub labels: Vec<Block>,
}

/// A source location: file (index into the module's file table), line, column
/// (1-based; 0 = unknown). Carried on every instruction for `-g` and diagnostics.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct SrcLoc {
    pub file: u32,
    pub line: u32,
    pub col: u32,
}

impl SrcLoc {
    pub fn is_known(self) -> bool {
        self.line != 0
    }
}

/// A symbol name (functions, globals).
pub type Name = SmolStr;
