//! The OpenACC 3.3 library routines (chapter 3) with their standard C prototypes
//! (include/openacc.h). Data routines go through data_actions.rs, like the directives.

use std::ffi::{c_char, c_int, c_void, CString};
use std::sync::Mutex;

use crate::abi::guard;
use crate::async_queue::{self, Queue};
use crate::backend::BlockUse;
use crate::data_actions::{self, Action, Clause, Lifetime, UpdateDirection};
use crate::device::{DeviceType, Property, ACC_ASYNC_DEFAULT, ACC_ASYNC_NOVAL, ACC_ASYNC_SYNC};
use crate::error::{AccError, Origin, Section};
use crate::profile::{self, Direction};
use crate::runtime::{self, Device, State};

/// OpenMP's device routines on the devices libaccrt manages.
mod omp_device;

fn routine(name: &'static str) -> impl Fn() -> Origin {
    move || Origin::routine(name)
}

fn device_type(v: c_int) -> Result<DeviceType, AccError> {
    DeviceType::from_c(v)
        .ok_or_else(|| AccError::InvalidArgument(format!("{v} is not an acc_device_t")))
}

/// Runs `f` on the current device with the resolved queue of `async_arg`.
fn on_current<R>(
    name: &'static str,
    async_arg: c_int,
    f: impl FnOnce(&mut Device, Queue) -> Result<R, AccError>,
) -> R {
    guard(routine(name), || {
        let mut st = runtime::lock();
        let q = async_queue::resolve(async_arg, st.default_async)?;
        f(st.current()?, q)
    })
}

fn sec(h: *mut c_void, bytes: usize) -> Section {
    Section {
        host: h as usize,
        bytes,
    }
}

fn dyn_action(clause: Clause, finalize: bool, queue: Queue) -> Action {
    Action {
        clause,
        lifetime: Lifetime::Dynamic,
        finalize,
        zero: false,
        implicit: false,
        omp: false,
        queue,
    }
}

fn enter_routine(
    name: &'static str,
    clause: Clause,
    h: *mut c_void,
    bytes: usize,
    a: c_int,
) -> *mut c_void {
    on_current(name, a, |dev, q| {
        data_actions::enter(dev, sec(h, bytes), dyn_action(clause, false, q))
            .map(|d| d as usize as *mut c_void)
    })
}

fn exit_routine(
    name: &'static str,
    clause: Clause,
    finalize: bool,
    h: *mut c_void,
    bytes: usize,
    a: c_int,
) {
    on_current(name, a, |dev, q| {
        data_actions::exit(dev, sec(h, bytes), dyn_action(clause, finalize, q))
    })
}

// ---- §3.2.1–§3.2.6 device selection and properties ----

#[no_mangle]
pub extern "C" fn acc_get_num_devices(t: c_int) -> c_int {
    guard(routine("acc_get_num_devices"), || {
        Ok(runtime::lock().num_devices(device_type(t)?))
    })
}

#[no_mangle]
pub extern "C" fn acc_set_device_type(t: c_int) {
    guard(routine("acc_set_device_type"), || set_device_type_body(t))
}

/// `acc_set_device_type` and the `set device_type` directive (§2.14.3).
pub(crate) fn set_device_type_body(t: c_int) -> Result<(), AccError> {
    let mut st = runtime::lock();
    let t = st.concrete_type(device_type(t)?)?;
    st.current_type = t;
    st.current_num = 0;
    st.current().map(|_| ())
}

#[no_mangle]
pub extern "C" fn acc_get_device_type() -> c_int {
    guard(routine("acc_get_device_type"), || {
        Ok(runtime::lock().current_type as c_int)
    })
}

#[no_mangle]
pub extern "C" fn acc_set_device_num(num: c_int, t: c_int) {
    set_device_num("acc_set_device_num", num, t)
}

/// `acc_set_device_num` and the routines that select a device the same way; errors name
/// `name`, the routine the program called.
fn set_device_num(name: &'static str, num: c_int, t: c_int) {
    guard(routine(name), || set_device_num_body(num, t))
}

/// Selects (and initializes) device `num` of type `t`: `acc_set_device_num`,
/// `acc_init_device` and the `init`/`set` directives with `device_num` (§2.14.1, §2.14.3).
pub(crate) fn set_device_num_body(num: c_int, t: c_int) -> Result<(), AccError> {
    let mut st = runtime::lock();
    let t = match device_type(t)? {
        // §3.2.4: acc_device_none / default means "the current type".
        DeviceType::None | DeviceType::Default => st.current_type,
        other => st.concrete_type(other)?,
    };
    // A negative number reverts to the default device (§3.2.4).
    let num = if num < 0 {
        st.settings.device_num.unwrap_or(0)
    } else {
        num
    };
    st.device(t, num)?;
    st.current_type = t;
    st.current_num = num;
    Ok(())
}

#[no_mangle]
pub extern "C" fn acc_get_device_num(t: c_int) -> c_int {
    guard(routine("acc_get_device_num"), || {
        let mut st = runtime::lock();
        let t = match device_type(t)? {
            DeviceType::None | DeviceType::Default => st.current_type,
            other => st.concrete_type(other)?,
        };
        Ok(if t == st.current_type {
            st.current_num
        } else {
            0
        })
    })
}

fn property_device(st: &mut State, num: c_int, t: c_int) -> Result<Option<&mut Device>, AccError> {
    let t = match device_type(t)? {
        DeviceType::Default | DeviceType::None => st.current_type,
        other => other,
    };
    if num < 0 || num >= st.num_devices(t) {
        return Ok(None);
    }
    let t = st.concrete_type(t)?;
    st.device(t, num).map(Some)
}

#[no_mangle]
pub extern "C" fn acc_get_property(num: c_int, t: c_int, p: c_int) -> usize {
    guard(routine("acc_get_property"), || {
        let mut st = runtime::lock();
        let Some(prop) = Property::from_c(p) else {
            return Ok(0);
        };
        Ok(property_device(&mut st, num, t)?.map_or(0, |d| d.backend.property(prop)))
    })
}

/// Strings returned by acc_get_property_string live as long as the program (§3.2.6).
static PROPERTY_STRINGS: Mutex<Vec<CString>> = Mutex::new(Vec::new());

#[no_mangle]
pub extern "C" fn acc_get_property_string(num: c_int, t: c_int, p: c_int) -> *const c_char {
    guard(routine("acc_get_property_string"), || {
        let mut st = runtime::lock();
        let Some(prop) = Property::from_c(p) else {
            return Ok(std::ptr::null());
        };
        let Some(s) =
            property_device(&mut st, num, t)?.and_then(|d| d.backend.property_string(prop))
        else {
            return Ok(std::ptr::null());
        };
        let c = CString::new(s).unwrap_or_default();
        let mut keep = PROPERTY_STRINGS.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(old) = keep.iter().find(|k| **k == c) {
            return Ok(old.as_ptr());
        }
        let ptr = c.as_ptr();
        keep.push(c);
        Ok(ptr)
    })
}

/// Fortran's `call acc_get_property_string(dev_num, dev_type, property, string)` (§3.2.6):
/// the arguments by reference and the length of `string` after them (gfortran's convention,
/// which oxacc's Fortran follows for a procedure of no explicit interface). `string` gets the
/// value, blank-padded or cut to its length; all blanks when the property has no value.
///
/// # Safety
/// The integer arguments point to `int`s and `out` to `len` writable bytes (or is null).
#[no_mangle]
pub unsafe extern "C" fn acc_get_property_string_(
    num: *const c_int,
    t: *const c_int,
    p: *const c_int,
    out: *mut c_char,
    len: usize,
) {
    if out.is_null() || len == 0 {
        return;
    }
    let arg = |x: *const c_int| if x.is_null() { 0 } else { *x };
    let value = acc_get_property_string(arg(num), arg(t), arg(p));
    let bytes: &[u8] = if value.is_null() {
        &[]
    } else {
        std::ffi::CStr::from_ptr(value).to_bytes()
    };
    let dst = std::slice::from_raw_parts_mut(out.cast::<u8>(), len);
    let n = bytes.len().min(len);
    dst[..n].copy_from_slice(&bytes[..n]);
    dst[n..].fill(b' ');
}

// ---- §3.2.7–§3.2.8 init and shutdown ----

#[no_mangle]
pub extern "C" fn acc_init(t: c_int) {
    guard(routine("acc_init"), || init_body(t))
}

/// `acc_init` and the `init` directive without `device_num` (§2.14.1).
pub(crate) fn init_body(t: c_int) -> Result<(), AccError> {
    let mut st = runtime::lock();
    let t = st.concrete_type(device_type(t)?)?;
    let num = if t == st.current_type {
        st.current_num
    } else {
        0
    };
    st.device(t, num)?;
    st.current_type = t;
    st.current_num = num;
    Ok(())
}

#[no_mangle]
pub extern "C" fn acc_init_device(num: c_int, t: c_int) {
    set_device_num("acc_init_device", num, t)
}

#[no_mangle]
pub extern "C" fn acc_shutdown(t: c_int) {
    guard(routine("acc_shutdown"), || shutdown_body(t))
}

/// `acc_shutdown[_device]` and the `shutdown` directive (§2.14.2).
pub(crate) fn shutdown_body(t: c_int) -> Result<(), AccError> {
    let t = device_type(t)?;
    runtime::lock().shutdown(t);
    Ok(())
}

#[no_mangle]
pub extern "C" fn acc_shutdown_device(_num: c_int, t: c_int) {
    guard(routine("acc_shutdown_device"), || shutdown_body(t))
}

// ---- §3.2.9–§3.2.15 async and wait ----

fn wait_target(st: &mut State, dev_num: Option<c_int>) -> Result<&mut Device, AccError> {
    match dev_num {
        None => st.current(),
        Some(n) => {
            let t = st.current_type;
            st.device(t, n)
        }
    }
}

fn queue_key(st: &State, arg: c_int) -> Result<Option<i32>, AccError> {
    match async_queue::resolve(arg, st.default_async)? {
        Queue::Sync => Ok(None),
        Queue::Async(k) => Ok(Some(k)),
    }
}

fn async_test(name: &'static str, arg: c_int, dev_num: Option<c_int>) -> c_int {
    guard(routine(name), || {
        let mut st = runtime::lock();
        let Some(k) = queue_key(&st, arg)? else {
            return Ok(1);
        };
        Ok(c_int::from(wait_target(&mut st, dev_num)?.backend.test(k)?))
    })
}

#[no_mangle]
pub extern "C" fn acc_async_test(arg: c_int) -> c_int {
    async_test("acc_async_test", arg, None)
}

#[no_mangle]
pub extern "C" fn acc_async_test_device(arg: c_int, dev_num: c_int) -> c_int {
    async_test("acc_async_test_device", arg, Some(dev_num))
}

#[no_mangle]
pub extern "C" fn acc_async_test_all() -> c_int {
    guard(routine("acc_async_test_all"), || {
        let mut st = runtime::lock();
        for d in st.started_devices() {
            if !d.backend.test_all()? {
                return Ok(0);
            }
        }
        Ok(1)
    })
}

#[no_mangle]
pub extern "C" fn acc_async_test_all_device(dev_num: c_int) -> c_int {
    guard(routine("acc_async_test_all_device"), || {
        let mut st = runtime::lock();
        Ok(c_int::from(
            wait_target(&mut st, Some(dev_num))?.backend.test_all()?,
        ))
    })
}

fn wait(name: &'static str, arg: c_int, dev_num: Option<c_int>, async_arg: Option<c_int>) {
    guard(routine(name), || {
        let mut st = runtime::lock();
        let default_async = st.default_async;
        let Some(k) = queue_key(&st, arg)? else {
            return Ok(());
        };
        let waiter = match async_arg {
            None => Queue::Sync,
            Some(a) => async_queue::resolve(a, default_async)?,
        };
        let dev = wait_target(&mut st, dev_num)?;
        match waiter {
            Queue::Sync => dev.backend.wait(k),
            w => dev.backend.queue_wait(w, Some(k)),
        }
    })
}

#[no_mangle]
pub extern "C" fn acc_wait(arg: c_int) {
    wait("acc_wait", arg, None, None)
}

#[no_mangle]
pub extern "C" fn acc_wait_device(arg: c_int, dev_num: c_int) {
    wait("acc_wait_device", arg, Some(dev_num), None)
}

#[no_mangle]
pub extern "C" fn acc_wait_async(arg: c_int, async_arg: c_int) {
    wait("acc_wait_async", arg, None, Some(async_arg))
}

#[no_mangle]
pub extern "C" fn acc_wait_device_async(arg: c_int, async_arg: c_int, dev_num: c_int) {
    wait("acc_wait_device_async", arg, Some(dev_num), Some(async_arg))
}

fn wait_all(name: &'static str, dev_num: Option<c_int>, async_arg: Option<c_int>) {
    guard(routine(name), || {
        let mut st = runtime::lock();
        let default_async = st.default_async;
        let waiter = match async_arg {
            None => Queue::Sync,
            Some(a) => async_queue::resolve(a, default_async)?,
        };
        if dev_num.is_none() && waiter == Queue::Sync {
            for d in st.started_devices() {
                d.backend.wait_all()?;
            }
            return Ok(());
        }
        let dev = wait_target(&mut st, dev_num)?;
        match waiter {
            Queue::Sync => dev.backend.wait_all(),
            w => dev.backend.queue_wait(w, None),
        }
    })
}

#[no_mangle]
pub extern "C" fn acc_wait_all() {
    wait_all("acc_wait_all", None, None)
}

#[no_mangle]
pub extern "C" fn acc_wait_all_device(dev_num: c_int) {
    wait_all("acc_wait_all_device", Some(dev_num), None)
}

#[no_mangle]
pub extern "C" fn acc_wait_all_async(async_arg: c_int) {
    wait_all("acc_wait_all_async", None, Some(async_arg))
}

#[no_mangle]
pub extern "C" fn acc_wait_all_device_async(async_arg: c_int, dev_num: c_int) {
    wait_all("acc_wait_all_device_async", Some(dev_num), Some(async_arg))
}

fn wait_any(name: &'static str, count: c_int, args: *mut c_int, dev_num: Option<c_int>) -> c_int {
    // SAFETY: the caller passes `count` queue numbers (§3.2.12).
    let list: &[c_int] = if args.is_null() || count <= 0 {
        &[]
    } else {
        unsafe { std::slice::from_raw_parts(args, count as usize) }
    };
    guard(routine(name), || {
        // §3.2.12: entries equal to acc_async_sync are ignored; -1 when none is left.
        if list.iter().all(|&a| a == ACC_ASYNC_SYNC) {
            return Ok(-1);
        }
        loop {
            {
                let mut st = runtime::lock();
                let default_async = st.default_async;
                let dev = wait_target(&mut st, dev_num)?;
                for (i, &a) in list.iter().enumerate() {
                    if a == ACC_ASYNC_SYNC {
                        continue;
                    }
                    let Queue::Async(k) = async_queue::resolve(a, default_async)? else {
                        continue;
                    };
                    if dev.backend.test(k)? {
                        return Ok(i as c_int);
                    }
                }
            }
            std::thread::yield_now();
        }
    })
}

#[no_mangle]
pub extern "C" fn acc_wait_any(count: c_int, args: *mut c_int) -> c_int {
    wait_any("acc_wait_any", count, args, None)
}

#[no_mangle]
pub extern "C" fn acc_wait_any_device(count: c_int, args: *mut c_int, dev_num: c_int) -> c_int {
    wait_any("acc_wait_any_device", count, args, Some(dev_num))
}

#[no_mangle]
pub extern "C" fn acc_get_default_async() -> c_int {
    guard(routine("acc_get_default_async"), || {
        Ok(runtime::lock().default_async)
    })
}

#[no_mangle]
pub extern "C" fn acc_set_default_async(arg: c_int) {
    guard(routine("acc_set_default_async"), || {
        set_default_async_body(arg)
    })
}

/// `acc_set_default_async` and the `set default_async` directive (§2.14.3).
pub(crate) fn set_default_async_body(arg: c_int) -> Result<(), AccError> {
    let mut st = runtime::lock();
    // §3.2.17: acc_async_default restores the initial value (so does acc_async_noval,
    // which names the default queue itself).
    st.default_async = match arg {
        ACC_ASYNC_NOVAL | ACC_ASYNC_DEFAULT => ACC_ASYNC_NOVAL,
        a if a >= 0 => a,
        a => return Err(AccError::InvalidAsync(a)),
    };
    Ok(())
}

// 1.0 names (§A, deprecated aliases).
#[no_mangle]
pub extern "C" fn acc_async_wait(arg: c_int) {
    wait("acc_async_wait", arg, None, None)
}

#[no_mangle]
pub extern "C" fn acc_async_wait_all() {
    wait_all("acc_async_wait_all", None, None)
}

// ---- §3.2.17 acc_on_device ----

/// On the host (including host fallback) only `acc_device_host` is true; device code gets
/// the answer from the compiler.
#[no_mangle]
pub extern "C" fn acc_on_device(t: c_int) -> c_int {
    c_int::from(t == DeviceType::Host as c_int)
}

// ---- §3.2.18–§3.2.19 raw device memory ----

#[no_mangle]
pub extern "C" fn acc_malloc(bytes: usize) -> *mut c_void {
    on_current("acc_malloc", ACC_ASYNC_SYNC, |dev, _| {
        if bytes == 0 {
            return Ok(std::ptr::null_mut());
        }
        dev.backend.expose_device_memory();
        dev.backend
            .alloc(bytes, BlockUse::User)
            .map(|d| d as usize as *mut c_void)
    })
}

#[no_mangle]
pub extern "C" fn acc_free(d: *mut c_void) {
    if d.is_null() {
        return;
    }
    on_current("acc_free", ACC_ASYNC_SYNC, |dev, q| {
        dev.backend.free(d as u64, q)
    })
}

// ---- §3.2.20–§3.2.22 copyin, create, copyout, delete ----

#[no_mangle]
pub extern "C" fn acc_copyin(h: *mut c_void, bytes: usize) -> *mut c_void {
    enter_routine("acc_copyin", Clause::Copyin, h, bytes, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_copyin_async(h: *mut c_void, bytes: usize, a: c_int) {
    enter_routine("acc_copyin_async", Clause::Copyin, h, bytes, a);
}

#[no_mangle]
pub extern "C" fn acc_present_or_copyin(h: *mut c_void, bytes: usize) -> *mut c_void {
    enter_routine(
        "acc_present_or_copyin",
        Clause::Copyin,
        h,
        bytes,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_pcopyin(h: *mut c_void, bytes: usize) -> *mut c_void {
    enter_routine("acc_pcopyin", Clause::Copyin, h, bytes, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_create(h: *mut c_void, bytes: usize) -> *mut c_void {
    enter_routine("acc_create", Clause::Create, h, bytes, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_create_async(h: *mut c_void, bytes: usize, a: c_int) {
    enter_routine("acc_create_async", Clause::Create, h, bytes, a);
}

#[no_mangle]
pub extern "C" fn acc_present_or_create(h: *mut c_void, bytes: usize) -> *mut c_void {
    enter_routine(
        "acc_present_or_create",
        Clause::Create,
        h,
        bytes,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_pcreate(h: *mut c_void, bytes: usize) -> *mut c_void {
    enter_routine("acc_pcreate", Clause::Create, h, bytes, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_copyout(h: *mut c_void, bytes: usize) {
    exit_routine(
        "acc_copyout",
        Clause::Copyout,
        false,
        h,
        bytes,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_copyout_async(h: *mut c_void, bytes: usize, a: c_int) {
    exit_routine("acc_copyout_async", Clause::Copyout, false, h, bytes, a)
}

#[no_mangle]
pub extern "C" fn acc_copyout_finalize(h: *mut c_void, bytes: usize) {
    exit_routine(
        "acc_copyout_finalize",
        Clause::Copyout,
        true,
        h,
        bytes,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_copyout_finalize_async(h: *mut c_void, bytes: usize, a: c_int) {
    exit_routine(
        "acc_copyout_finalize_async",
        Clause::Copyout,
        true,
        h,
        bytes,
        a,
    )
}

#[no_mangle]
pub extern "C" fn acc_delete(h: *mut c_void, bytes: usize) {
    exit_routine(
        "acc_delete",
        Clause::Delete,
        false,
        h,
        bytes,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_delete_async(h: *mut c_void, bytes: usize, a: c_int) {
    exit_routine("acc_delete_async", Clause::Delete, false, h, bytes, a)
}

#[no_mangle]
pub extern "C" fn acc_delete_finalize(h: *mut c_void, bytes: usize) {
    exit_routine(
        "acc_delete_finalize",
        Clause::Delete,
        true,
        h,
        bytes,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_delete_finalize_async(h: *mut c_void, bytes: usize, a: c_int) {
    exit_routine(
        "acc_delete_finalize_async",
        Clause::Delete,
        true,
        h,
        bytes,
        a,
    )
}

// ---- §3.2.23 update ----

fn update_routine(
    name: &'static str,
    dir: UpdateDirection,
    h: *mut c_void,
    bytes: usize,
    a: c_int,
) {
    on_current(name, a, |dev, q| {
        data_actions::update(dev, sec(h, bytes), dir, false, q)
    })
}

#[no_mangle]
pub extern "C" fn acc_update_device(h: *mut c_void, bytes: usize) {
    update_routine(
        "acc_update_device",
        UpdateDirection::ToDevice,
        h,
        bytes,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_update_device_async(h: *mut c_void, bytes: usize, a: c_int) {
    update_routine(
        "acc_update_device_async",
        UpdateDirection::ToDevice,
        h,
        bytes,
        a,
    )
}

#[no_mangle]
pub extern "C" fn acc_update_self(h: *mut c_void, bytes: usize) {
    update_routine(
        "acc_update_self",
        UpdateDirection::ToHost,
        h,
        bytes,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_update_self_async(h: *mut c_void, bytes: usize, a: c_int) {
    update_routine(
        "acc_update_self_async",
        UpdateDirection::ToHost,
        h,
        bytes,
        a,
    )
}

// ---- §3.2.24–§3.2.28 mapping and address translation ----

#[no_mangle]
pub extern "C" fn acc_map_data(h: *mut c_void, d: *mut c_void, bytes: usize) {
    on_current("acc_map_data", ACC_ASYNC_SYNC, |dev, _| {
        dev.backend.expose_device_memory();
        if d.is_null() {
            return Err(AccError::InvalidArgument(
                "acc_map_data: null device address".into(),
            ));
        }
        data_actions::map_data(dev, sec(h, bytes), d as u64)
    })
}

#[no_mangle]
pub extern "C" fn acc_unmap_data(h: *mut c_void) {
    on_current("acc_unmap_data", ACC_ASYNC_SYNC, |dev, _| {
        data_actions::unmap_data(dev, h as usize)
    })
}

#[no_mangle]
pub extern "C" fn acc_deviceptr(h: *mut c_void) -> *mut c_void {
    on_current("acc_deviceptr", ACC_ASYNC_SYNC, |dev, _| {
        dev.backend.expose_device_memory();
        Ok(data_actions::device_address(dev, h as usize)
            .map_or(std::ptr::null_mut(), |d| d as usize as *mut c_void))
    })
}

#[no_mangle]
pub extern "C" fn acc_hostptr(d: *mut c_void) -> *mut c_void {
    on_current("acc_hostptr", ACC_ASYNC_SYNC, |dev, _| {
        if dev.backend.shares_host_memory() {
            return Ok(d);
        }
        Ok(dev
            .table
            .host_of(d as u64)
            .map_or(std::ptr::null_mut(), |h| h as *mut c_void))
    })
}

#[no_mangle]
pub extern "C" fn acc_is_present(h: *mut c_void, bytes: usize) -> c_int {
    on_current("acc_is_present", ACC_ASYNC_SYNC, |dev, _| {
        Ok(c_int::from(data_actions::is_present(dev, sec(h, bytes))))
    })
}

// ---- §3.2.29–§3.2.32 raw copies ----

fn memcpy_to_device(name: &'static str, d: *mut c_void, h: *mut c_void, bytes: usize, a: c_int) {
    on_current(name, a, |dev, q| {
        dev.backend.expose_device_memory();
        data_actions::copy_to_device(dev, d as u64, h as usize, bytes, q)
    })
}

fn memcpy_from_device(name: &'static str, h: *mut c_void, d: *mut c_void, bytes: usize, a: c_int) {
    on_current(name, a, |dev, q| {
        data_actions::copy_to_host(dev, h as usize, d as u64, bytes, q)
    })
}

fn memcpy_device(name: &'static str, dst: *mut c_void, src: *mut c_void, bytes: usize, a: c_int) {
    on_current(name, a, |dev, q| {
        if bytes == 0 {
            return Ok(());
        }
        let t = profile::Timer::start();
        dev.backend
            .device_to_device(dst as u64, src as u64, bytes, q)?;
        t.transfer(Direction::DeviceToDevice, bytes);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn acc_memcpy_to_device(d: *mut c_void, h: *mut c_void, bytes: usize) {
    memcpy_to_device("acc_memcpy_to_device", d, h, bytes, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_memcpy_to_device_async(
    d: *mut c_void,
    h: *mut c_void,
    bytes: usize,
    a: c_int,
) {
    memcpy_to_device("acc_memcpy_to_device_async", d, h, bytes, a)
}

#[no_mangle]
pub extern "C" fn acc_memcpy_from_device(h: *mut c_void, d: *mut c_void, bytes: usize) {
    memcpy_from_device("acc_memcpy_from_device", h, d, bytes, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_memcpy_from_device_async(
    h: *mut c_void,
    d: *mut c_void,
    bytes: usize,
    a: c_int,
) {
    memcpy_from_device("acc_memcpy_from_device_async", h, d, bytes, a)
}

#[no_mangle]
pub extern "C" fn acc_memcpy_device(dst: *mut c_void, src: *mut c_void, bytes: usize) {
    memcpy_device("acc_memcpy_device", dst, src, bytes, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_memcpy_device_async(
    dst: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    a: c_int,
) {
    memcpy_device("acc_memcpy_device_async", dst, src, bytes, a)
}

/// §3.2.33: copies between the device copies of two present host sections, on devices
/// `dst_dev` and `src_dev` of the current type.
fn memcpy_d2d(
    name: &'static str,
    dst: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    dst_dev: c_int,
    src_dev: c_int,
    a: c_int,
) {
    guard(routine(name), || {
        if bytes == 0 {
            return Ok(());
        }
        let mut st = runtime::lock();
        let q = async_queue::resolve(a, st.default_async)?;
        let t = st.current_type;
        let lookup = |st: &mut State, num: c_int, h: *mut c_void| -> Result<u64, AccError> {
            let dev = st.device(t, num)?;
            let s = sec(h, bytes);
            if !data_actions::is_present(dev, s) {
                return Err(AccError::NotPresent { section: s });
            }
            data_actions::device_address(dev, h as usize).ok_or(AccError::NotPresent { section: s })
        };
        let d_src = lookup(&mut st, src_dev, src)?;
        let d_dst = lookup(&mut st, dst_dev, dst)?;
        let timer = profile::Timer::start();
        if src_dev == dst_dev {
            st.device(t, src_dev)?
                .backend
                .device_to_device(d_dst, d_src, bytes, q)?;
        } else {
            // Across devices: through a host bounce buffer.
            let mut tmp = vec![0u8; bytes];
            st.device(t, src_dev)?.backend.to_host(
                tmp.as_mut_ptr() as usize,
                d_src,
                bytes,
                Queue::Sync,
            )?;
            st.device(t, dst_dev)?.backend.to_device(
                d_dst,
                tmp.as_ptr() as usize,
                bytes,
                Queue::Sync,
            )?;
        }
        timer.transfer(Direction::DeviceToDevice, bytes);
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn acc_memcpy_d2d(
    dst: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    dst_dev: c_int,
    src_dev: c_int,
) {
    memcpy_d2d(
        "acc_memcpy_d2d",
        dst,
        src,
        bytes,
        dst_dev,
        src_dev,
        ACC_ASYNC_SYNC,
    )
}

#[no_mangle]
pub extern "C" fn acc_memcpy_d2d_async(
    dst: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    dst_dev: c_int,
    src_dev: c_int,
    a: c_int,
) {
    memcpy_d2d("acc_memcpy_d2d_async", dst, src, bytes, dst_dev, src_dev, a)
}

// ---- §3.2.34–§3.2.35 attach and detach ----

fn attach_routine(name: &'static str, p: *mut *mut c_void, a: c_int) {
    on_current(name, a, |dev, q| data_actions::attach(dev, p as usize, q))
}

fn detach_routine(name: &'static str, p: *mut *mut c_void, finalize: bool, a: c_int) {
    on_current(name, a, |dev, q| {
        data_actions::detach(dev, p as usize, finalize, q)
    })
}

#[no_mangle]
pub extern "C" fn acc_attach(p: *mut *mut c_void) {
    attach_routine("acc_attach", p, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_attach_async(p: *mut *mut c_void, a: c_int) {
    attach_routine("acc_attach_async", p, a)
}

#[no_mangle]
pub extern "C" fn acc_detach(p: *mut *mut c_void) {
    detach_routine("acc_detach", p, false, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_detach_async(p: *mut *mut c_void, a: c_int) {
    detach_routine("acc_detach_async", p, false, a)
}

#[no_mangle]
pub extern "C" fn acc_detach_finalize(p: *mut *mut c_void) {
    detach_routine("acc_detach_finalize", p, true, ACC_ASYNC_SYNC)
}

#[no_mangle]
pub extern "C" fn acc_detach_finalize_async(p: *mut *mut c_void, a: c_int) {
    detach_routine("acc_detach_finalize_async", p, true, a)
}

// ---- CUDA interop (§A.2.1) ----

#[no_mangle]
pub extern "C" fn acc_get_current_cuda_device() -> *mut c_void {
    guard(routine("acc_get_current_cuda_device"), || {
        Ok(runtime::lock()
            .current_if_started()
            .map_or(std::ptr::null_mut(), |d| d.backend.native_device()))
    })
}

#[no_mangle]
pub extern "C" fn acc_get_current_cuda_context() -> *mut c_void {
    guard(routine("acc_get_current_cuda_context"), || {
        Ok(runtime::lock()
            .current_if_started()
            .map_or(std::ptr::null_mut(), |d| d.backend.native_context()))
    })
}

#[no_mangle]
pub extern "C" fn acc_get_cuda_stream(a: c_int) -> *mut c_void {
    on_current("acc_get_cuda_stream", a, |dev, q| {
        dev.backend.native_stream(q)
    })
}

#[no_mangle]
pub extern "C" fn acc_set_cuda_stream(a: c_int, stream: *mut c_void) -> c_int {
    on_current("acc_set_cuda_stream", a, |dev, q| match q {
        Queue::Async(k) => Ok(c_int::from(dev.backend.set_native_stream(k, stream))),
        Queue::Sync => Ok(0),
    })
}
