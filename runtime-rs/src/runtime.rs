//! The process-wide runtime state: devices, their present tables, the ICVs (OpenACC 3.3 §2.3)
//! and the registered device images. One mutex guards it all; host kernels run outside it.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use crate::backend::cuda::CudaBackend;
use crate::backend::cuda_driver::Driver;
use crate::backend::host::HostBackend;
use crate::backend::Backend;
use crate::data_actions;
use crate::device::{DeviceType, ACC_ASYNC_NOVAL};
use crate::env::Settings;
use crate::error::AccError;
use crate::image::Image;
use crate::present_table::PresentTable;
use crate::profile;

/// One device: its back end, its present table and the images loaded on it.
pub struct Device {
    pub backend: Box<dyn Backend>,
    pub table: PresentTable,
    pub num: i32,
    pub loaded: HashSet<usize>,
    /// The device storage of `declare link` globals of loaded images, by host address:
    /// (bytes, device address). Not present until a data clause maps them there.
    pub links: std::collections::BTreeMap<usize, (usize, crate::present_table::DevPtr)>,
    /// A serial number of the directive whose data clauses are being applied (one per
    /// `__oxacc_data_enter`/`_exit` call): sections inferred for one construct must not use
    /// each other's mappings in place (data_actions.rs, `implicit`).
    pub directive: u64,
    /// The directive number of the last structure storage merge (struct_storage.rs): the
    /// device addresses that directive's earlier records got may have moved.
    pub coalesced: u64,
    /// Pointers an attach action found in no mapping (discrete memory), with the clause's
    /// section start and device address: a structure storage merge that later covers one
    /// attaches it then, as libomptarget's structure storage holds the pointer members of
    /// the sections it maps (struct_storage.rs).
    pub pending_attach: crate::pending_attach::PendingAttaches,
    /// Directives whose `present` clauses were resolved in the table's current generation
    /// (present_sites.rs).
    pub present_sites: crate::present_sites::PresentSites,
    /// Mappings an OpenMP exit of the directive being applied ended, whose device memory is
    /// freed when the directive's records are done (`abi::for_each_map`): a later record of
    /// the same directive inside one (`map(from: s.a, s.c)` where one mapping holds the
    /// structure `s`) still copies its item back (data_actions.rs `exit`).
    pub ending: Vec<crate::present_table::Mapping>,
    /// Whether a directive's records are being applied (exits then defer their frees).
    pub in_directive: bool,
}

impl Device {
    /// Enters a mapping in the present table; every insertion goes through here, so that the
    /// back end knows which host memory is mapped (`Backend::host_mapped`).
    pub fn map(&mut self, m: crate::present_table::Mapping) {
        self.backend.host_mapped(m.host, m.bytes);
        self.table.insert(m);
    }

    /// Removes the mapping starting at `key` (see `map`).
    pub fn unmap(&mut self, key: usize) -> Option<crate::present_table::Mapping> {
        let m = self.table.remove(key)?;
        self.backend.host_unmapped(m.host);
        Some(m)
    }

    pub fn new(backend: Box<dyn Backend>, num: i32) -> Device {
        Device {
            backend,
            table: PresentTable::new(),
            num,
            loaded: HashSet::new(),
            links: std::collections::BTreeMap::new(),
            directive: 0,
            coalesced: 0,
            pending_attach: crate::pending_attach::PendingAttaches::new(),
            present_sites: crate::present_sites::PresentSites::new(),
            ending: Vec::new(),
            in_directive: false,
        }
    }

    /// Links images whose device code refers to other images' symbols (device_link.rs); the
    /// new images among `images` (every registered one) are then loaded one by one as usual.
    pub fn prepare_images(&mut self, images: &[Arc<Image>]) -> Result<(), AccError> {
        if images.iter().all(|i| self.loaded.contains(&i.key)) {
            return Ok(());
        }
        let moved = self.backend.prepare_images(images)?;
        if moved.is_empty() {
            return Ok(());
        }
        // Kernels of the old module may still run on a queue: their data moves only after.
        self.backend.wait_all()?;
        for key in moved {
            if let Some(img) = images.iter().find(|i| i.key == key) {
                self.move_globals(img)?;
            }
        }
        Ok(())
    }

    /// Image `image`, loaded before, was linked again into a new module (a library opened
    /// with `dlopen` refers to its routines or globals; `Backend::prepare_images`): its
    /// globals' device copies are the new module's symbols now, which its kernels and the
    /// library's code name. Each takes the old copy's current bytes and its place in the
    /// present table (and as `declare link` storage), so that the program's directives, its
    /// regions and the library's code all use one copy (OpenACC 3.3 §2.13, OpenMP 4.5
    /// §2.10.6; decision 130).
    fn move_globals(&mut self, image: &Image) -> Result<(), AccError> {
        use crate::async_queue::Queue;
        use crate::present_table::DevPtr;
        let globals = self.backend.load_image(image)?;
        for (g, desc) in globals.iter().zip(&image.globals) {
            let old = if desc.link {
                match self.links.get(&g.host) {
                    Some(&(bytes, old)) => {
                        self.links.insert(g.host, (bytes, g.dev));
                        Some(old)
                    }
                    None => None,
                }
            } else {
                self.table.get(g.host).map(|m| m.dev)
            };
            let Some(old) = old.filter(|&o| o != g.dev) else {
                continue;
            };
            // The mappings that hold the global's data in the old copy: the global's own, or
            // (a `link` global, only while clauses map it to its storage) its sections.
            let span = g.host..g.host + g.bytes.max(1);
            let keys: Vec<usize> = self
                .table
                .mappings()
                .filter(|m| span.contains(&m.host) && m.dev == old + (m.host - g.host) as DevPtr)
                .map(|m| m.host)
                .collect();
            for key in keys {
                let Some(mut m) = self.unmap(key) else {
                    continue;
                };
                let offset = (m.host - g.host) as DevPtr;
                let bytes = m.bytes.min(g.bytes - (m.host - g.host));
                if bytes > 0 {
                    self.backend.device_to_device(
                        g.dev + offset,
                        old + offset,
                        bytes,
                        Queue::Sync,
                    )?;
                }
                m.dev = g.dev + offset;
                self.map(m);
            }
        }
        Ok(())
    }

    /// Frees the device memory of the mappings the directive's exits ended (`ending`).
    pub fn free_ended(&mut self, queue: crate::async_queue::Queue) -> Result<(), AccError> {
        // Every directive call asks; taking an empty vector and dropping its iterator cost
        // about 75 host instructions a call (decision 132).
        if self.ending.is_empty() {
            return Ok(());
        }
        for m in std::mem::take(&mut self.ending) {
            if m.owned && !self.backend.shares_host_memory() {
                self.backend.free(m.dev, queue)?;
            }
        }
        Ok(())
    }

    /// Loads an image and maps its globals (§2.13 declare: static data, structured count 1).
    pub fn load_image(&mut self, image: &Image) -> Result<(), AccError> {
        if self.loaded.contains(&image.key) {
            return Ok(());
        }
        let globals = self.backend.load_image(image)?;
        self.loaded.insert(image.key);
        for (g, desc) in globals.iter().zip(&image.globals) {
            if desc.host_init && !self.backend.shares_host_memory() {
                self.start_from_host(g, desc)?;
            }
            if desc.link {
                self.links.insert(g.host, (g.bytes, g.dev));
            } else {
                data_actions::map_global(self, g.host, g.bytes, g.dev);
            }
        }
        Ok(())
    }
}

impl Device {
    /// A `GLOBAL_HOST_INIT` global: the image's definition holds zeros (a common block or
    /// tentative definition whose initial values another file provides), so the device copy
    /// would not start with the value the global had at program start (OpenMP 4.5 §2.10.6,
    /// OpenACC 3.3 §2.13; decision 123). A copy nobody mapped yet gets the bytes kept when the
    /// image registered; a copy of its own beside one an earlier image mapped (an image
    /// loaded in a module of its own, e.g. a library opened after the first region) gets that
    /// copy's current bytes, which is what the global holds on the device now.
    fn start_from_host(
        &mut self,
        g: &crate::backend::LoadedGlobal,
        desc: &crate::image::GlobalDesc,
    ) -> Result<(), AccError> {
        use crate::async_queue::Queue;
        use crate::error::Section;
        use crate::present_table::Presence;
        let bytes = g.bytes.min(desc.bytes);
        if bytes == 0 {
            return Ok(());
        }
        match self.table.lookup(Section {
            host: g.host,
            bytes,
        }) {
            Presence::Absent => {
                if let Some(init) = &desc.initial {
                    let n = bytes.min(init.len());
                    self.backend
                        .to_device(g.dev, init.as_ptr() as usize, n, Queue::Sync)?;
                }
            }
            Presence::Present(_) => {
                if let Some(m) = self.table.containing(g.host) {
                    let src = m.dev + (g.host - m.host) as crate::present_table::DevPtr;
                    if src != g.dev {
                        self.backend
                            .device_to_device(g.dev, src, bytes, Queue::Sync)?;
                    }
                }
            }
            Presence::Partly(_) => {}
        }
        Ok(())
    }
}

/// The CUDA driver as found at start-up, or why it is not usable.
enum Gpu {
    Unprobed,
    Usable { driver: Arc<Driver>, count: i32 },
    Unusable(String),
}

pub struct State {
    pub settings: Settings,
    host: Device,
    gpu: Gpu,
    nvidia: Vec<Option<Device>>,
    /// acc-current-device-type-var: Host or Nvidia once resolved.
    pub current_type: DeviceType,
    /// acc-current-device-num-var.
    pub current_num: i32,
    /// acc-default-async-var (§2.3, §3.2.13).
    pub default_async: i32,
    pub images: Vec<Arc<Image>>,
}

impl State {
    fn new(settings: Settings) -> State {
        let host = Device::new(Box::new(HostBackend::new(settings.host_shared)), 0);
        let mut st = State {
            host,
            gpu: Gpu::Unprobed,
            nvidia: Vec::new(),
            current_type: DeviceType::Host,
            current_num: settings.device_num.unwrap_or(0),
            default_async: ACC_ASYNC_NOVAL,
            images: Vec::new(),
            settings,
        };
        // Default device: the GPU when one is usable, else the host (DESIGN.md "Runtime").
        let requested = st.settings.device_type;
        st.current_type = match requested {
            Some(DeviceType::Host) => DeviceType::Host,
            Some(DeviceType::Nvidia) | Some(DeviceType::NotHost) => DeviceType::Nvidia,
            _ if st.num_nvidia() > 0 => DeviceType::Nvidia,
            _ => DeviceType::Host,
        };
        st
    }

    /// Loads libcuda on first need; no driver or no GPU is a normal outcome.
    fn probe_gpu(&mut self) {
        if !matches!(self.gpu, Gpu::Unprobed) {
            return;
        }
        self.gpu = match Driver::load() {
            Ok(driver) => match driver.device_count() {
                Ok(count) if count > 0 => Gpu::Usable {
                    driver: Arc::new(driver),
                    count,
                },
                Ok(_) => Gpu::Unusable("the CUDA driver reports no device".into()),
                Err(e) => Gpu::Unusable(e.to_string()),
            },
            Err(e) => Gpu::Unusable(e.to_string()),
        };
        if let Gpu::Usable { count, .. } = self.gpu {
            self.nvidia = (0..count).map(|_| None).collect();
        }
    }

    pub fn num_nvidia(&mut self) -> i32 {
        self.probe_gpu();
        match self.gpu {
            Gpu::Usable { count, .. } => count,
            _ => 0,
        }
    }

    /// Number of devices of a type (acc_get_num_devices, §3.2.1).
    pub fn num_devices(&mut self, t: DeviceType) -> i32 {
        match t {
            DeviceType::Host => 1,
            DeviceType::Nvidia | DeviceType::NotHost => self.num_nvidia(),
            DeviceType::Default => {
                if self.num_nvidia() > 0 {
                    self.num_nvidia()
                } else {
                    1
                }
            }
            DeviceType::None | DeviceType::Radeon => 0,
        }
    }

    /// Resolves a requested type to one this runtime drives (Host or Nvidia).
    pub fn concrete_type(&mut self, t: DeviceType) -> Result<DeviceType, AccError> {
        match t {
            DeviceType::Host => Ok(DeviceType::Host),
            DeviceType::Nvidia | DeviceType::NotHost => {
                if self.num_nvidia() > 0 {
                    Ok(DeviceType::Nvidia)
                } else {
                    Err(AccError::DeviceUnavailable(format!(
                        "device type {} is not available: {}",
                        t.name(),
                        self.gpu_problem()
                    )))
                }
            }
            DeviceType::Default => Ok(if self.num_nvidia() > 0 {
                DeviceType::Nvidia
            } else {
                DeviceType::Host
            }),
            DeviceType::None | DeviceType::Radeon => Err(AccError::DeviceUnavailable(format!(
                "device type {} is not available in this runtime",
                t.name()
            ))),
        }
    }

    pub fn gpu_problem(&self) -> String {
        match &self.gpu {
            Gpu::Unusable(why) => why.clone(),
            Gpu::Unprobed => "the CUDA driver was not probed".into(),
            Gpu::Usable { .. } => String::new(),
        }
    }

    /// The device of a type and number, started on first use (§3.2.12 acc_init).
    pub fn device(&mut self, t: DeviceType, num: i32) -> Result<&mut Device, AccError> {
        match self.concrete_type(t)? {
            DeviceType::Host => {
                if num != 0 {
                    return Err(AccError::DeviceUnavailable(format!(
                        "host device number {num} does not exist (there is one host device, 0)"
                    )));
                }
                if self.host.loaded.len() < self.images.len() {
                    for img in &self.images {
                        self.host.load_image(img)?;
                    }
                }
                Ok(&mut self.host)
            }
            _ => {
                let count = self.nvidia.len() as i32;
                if num < 0 || num >= count {
                    return Err(AccError::DeviceUnavailable(format!(
                        "nvidia device number {num} does not exist ({count} present)"
                    )));
                }
                if self.nvidia[num as usize].is_none() {
                    let Gpu::Usable { driver, .. } = &self.gpu else {
                        return Err(AccError::DeviceUnavailable(self.gpu_problem()));
                    };
                    let backend = CudaBackend::new(driver.clone(), num, &self.settings)?;
                    let slot = &mut self.nvidia[num as usize];
                    profile::notify(|| format!("initialized {}", backend.describe()));
                    *slot = Some(Device::new(Box::new(backend), num));
                }
                let dev = self.nvidia[num as usize]
                    .as_mut()
                    .ok_or_else(|| AccError::DeviceUnavailable("device start failed".into()))?;
                // Every use of the device passes here: link and load only when an image is new.
                if dev.loaded.len() < self.images.len() {
                    dev.prepare_images(&self.images)?;
                    for img in &self.images {
                        dev.load_image(img)?;
                    }
                }
                Ok(dev)
            }
        }
    }

    /// The current device (acc-current-device-type-var / -num-var).
    pub fn current(&mut self) -> Result<&mut Device, AccError> {
        let (t, n) = (self.current_type, self.current_num);
        // Every directive asks (a launch with data clauses three times): a started GPU that
        // has loaded every image needs none of `device`'s checks, which cost about 130 host
        // instructions a call.
        let slot = usize::try_from(n).ok().filter(|&i| {
            t == DeviceType::Nvidia
                && matches!(self.nvidia.get(i), Some(Some(d)) if d.loaded.len() >= self.images.len())
        });
        match slot {
            Some(i) => self.nvidia[i]
                .as_mut()
                .ok_or_else(|| AccError::DeviceUnavailable("device start failed".into())),
            None => self.device(t, n),
        }
    }

    /// The current device (started and loaded as by [`State::current`]) and the registered
    /// image at `key`, borrowed: a launch holds the image without cloning its `Arc` (two
    /// locked read-modify-writes a launch, decision 132).
    pub fn current_with_image(
        &mut self,
        key: usize,
    ) -> Result<(&mut Device, Option<&Image>), AccError> {
        self.current()?;
        let State {
            host,
            nvidia,
            images,
            current_type,
            current_num,
            ..
        } = self;
        let image = images.iter().find(|i| i.key == key).map(|i| &**i);
        let dev = match current_type {
            DeviceType::Host => host,
            _ => usize::try_from(*current_num)
                .ok()
                .and_then(|i| nvidia.get_mut(i))
                .and_then(Option::as_mut)
                .ok_or_else(|| AccError::DeviceUnavailable("device start failed".into()))?,
        };
        Ok((dev, image))
    }

    /// The current device if it was already started; never starts one.
    pub fn current_if_started(&mut self) -> Option<&mut Device> {
        match self.current_type {
            DeviceType::Host => Some(&mut self.host),
            _ => self
                .nvidia
                .get_mut(self.current_num.max(0) as usize)
                .and_then(Option::as_mut),
        }
    }

    /// Every started device (for acc_wait_all and friends).
    pub fn started_devices(&mut self) -> impl Iterator<Item = &mut Device> {
        std::iter::once(&mut self.host).chain(self.nvidia.iter_mut().flatten())
    }

    /// acc_shutdown (§3.2.13): ends every data lifetime on the devices of a type.
    pub fn shutdown(&mut self, t: DeviceType) {
        let shut = |d: &mut Device| {
            let _ = d.backend.wait_all();
            d.table.drain();
            d.loaded.clear();
            d.backend.shutdown();
        };
        match t {
            DeviceType::Host => shut(&mut self.host),
            DeviceType::Nvidia | DeviceType::NotHost => {
                for d in self.nvidia.iter_mut() {
                    if let Some(mut dev) = d.take() {
                        shut(&mut dev);
                    }
                }
            }
            _ => {
                shut(&mut self.host);
                for d in self.nvidia.iter_mut() {
                    if let Some(mut dev) = d.take() {
                        shut(&mut dev);
                    }
                }
            }
        }
    }

    /// Registers an image and loads it on every started device.
    pub fn register(&mut self, image: Image) -> Result<Arc<Image>, AccError> {
        if let Some(i) = self.images.iter().find(|i| i.key == image.key) {
            return Ok(i.clone());
        }
        let image = Arc::new(image);
        self.images.push(image.clone());
        if !self.host.loaded.is_empty() || self.current_type == DeviceType::Host {
            self.host.load_image(&image)?;
        }
        for dev in self.nvidia.iter_mut().flatten() {
            dev.prepare_images(&self.images)?;
            dev.load_image(&image)?;
        }
        Ok(image)
    }

    pub fn has_image(&self, key: usize) -> bool {
        self.images.iter().any(|i| i.key == key)
    }

    pub fn image(&self, key: usize) -> Option<Arc<Image>> {
        self.images.iter().find(|i| i.key == key).cloned()
    }
}

static STATE: OnceLock<Mutex<State>> = OnceLock::new();

/// Images registered by the program's constructors, for the state to take on its first use.
/// Registering them there would create the state at start-up, and with it the probe of the
/// CUDA driver (about 10 ms on a GPU machine): a program that runs no directive, such as a
/// host OpenMP program, would pay it for nothing.
static PENDING_IMAGES: Mutex<Vec<Image>> = Mutex::new(Vec::new());
static ANY_PENDING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Registers an image when the runtime state is first used (or now, if it is in use).
pub fn register_at_first_use(image: Image) {
    if STATE.get().is_some() {
        take_image(&mut lock(), image);
        return;
    }
    PENDING_IMAGES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(image);
    ANY_PENDING.store(true, std::sync::atomic::Ordering::Release);
}

fn take_image(st: &mut State, image: Image) {
    if let Err(e) = st.register(image) {
        crate::error::fatal(&crate::error::Origin::routine("__oxacc_register_image"), &e);
    }
}

/// Locks the runtime state, creating it on first use.
pub fn lock() -> MutexGuard<'static, State> {
    let m = STATE.get_or_init(|| {
        let settings = Settings::from_env();
        profile::configure(settings.time, settings.notify);
        if settings.time {
            profile::register_at_exit();
        }
        if !settings.problems.is_empty() {
            crate::error::fatal(
                &crate::error::Origin::routine("environment"),
                &AccError::InvalidArgument(settings.problems.join("; ")),
            );
        }
        Mutex::new(State::new(settings))
    });
    // A panic while holding the lock is caught at the FFI boundary and ends the program, so a
    // poisoned state is never used for real work; take it anyway rather than panic again.
    let mut st = m.lock().unwrap_or_else(|e| e.into_inner());
    // A load first: the swap is a locked read-modify-write on every directive call, and
    // images register only at start-up (decision 132).
    if ANY_PENDING.load(std::sync::atomic::Ordering::Acquire)
        && ANY_PENDING.swap(false, std::sync::atomic::Ordering::Acquire)
    {
        let pending =
            std::mem::take(&mut *PENDING_IMAGES.lock().unwrap_or_else(|e| e.into_inner()));
        for image in pending {
            take_image(&mut st, image);
        }
    }
    st
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::image::GlobalDesc;
    use crate::present_table::DevPtr;

    fn image(key: usize, host: usize, host_init: bool) -> Image {
        Image {
            key,
            format: 0,
            data: Vec::new(),
            kernels: Vec::new(),
            host_only: Vec::new(),
            stack: Vec::new(),
            globals: vec![GlobalDesc {
                name: "blk_".into(),
                host,
                bytes: 8,
                copyin: false,
                link: false,
                // The bytes at registration: BLOCK DATA's values, linked in by the host linker.
                initial: Some([1u8, 0, 0, 0, 2, 0, 0, 0].to_vec()),
                host_init,
            }],
        }
    }

    fn device_words(dev: &Device, host: usize) -> [u32; 2] {
        let m = dev.table.containing(host).expect("the global is present");
        // SAFETY: discrete host "device" memory of 8 bytes.
        unsafe { *(m.dev as usize as *const [u32; 2]) }
    }

    /// Decision 123: the image's definition holds zeros (the back end's copy starts as a GPU
    /// module's common block does), and loading writes the registration snapshot into it.
    #[test]
    fn host_init_global_starts_from_the_registration_snapshot() {
        let host = Box::leak(Box::new([7u32, 7])).as_mut_ptr() as usize;
        let mut dev = Device::new(Box::new(HostBackend::new(false)), 0);
        dev.load_image(&image(1, host, true)).unwrap();
        assert_eq!(device_words(&dev, host), [1, 2]);
        // SAFETY: the leaked host array.
        assert_eq!(
            unsafe { *(host as *const [u32; 2]) },
            [7, 7],
            "host untouched"
        );
    }

    /// A copy of its own beside one an earlier image mapped (a module loaded apart, e.g. a
    /// library opened late) starts with what the device holds now, not the older snapshot.
    #[test]
    fn host_init_global_follows_an_earlier_device_copy() {
        let host = Box::leak(Box::new([7u32, 7])).as_mut_ptr() as usize;
        let mut dev = Device::new(Box::new(HostBackend::new(false)), 0);
        let earlier = Box::leak(Box::new([5u32, 6])).as_mut_ptr() as usize;
        let mut m = crate::present_table::Mapping::new(host, 8, earlier as DevPtr);
        m.owned = false;
        m.structured = 1;
        dev.map(m);
        dev.load_image(&image(2, host, true)).unwrap();
        let loaded = dev.backend.load_image(&image(2, host, true)).unwrap();
        let own = loaded[0].dev as usize;
        assert_ne!(own, earlier);
        // SAFETY: the back end's block of 8 bytes.
        assert_eq!(unsafe { *(own as *const [u32; 2]) }, [5, 6]);
        assert_eq!(device_words(&dev, host), [5, 6]);
    }

    /// Decision 130: an image loaded before and linked again with a late one (its globals now
    /// the new module's) moves each global's current device bytes into the new copy, which
    /// takes the old one's place in the present table with the same counters.
    #[test]
    fn relinked_image_moves_its_globals_current_bytes() {
        let host = Box::leak(Box::new([7u32, 7])).as_mut_ptr() as usize;
        let mut dev = Device::new(Box::new(HostBackend::new(false)), 0);
        let old = Box::leak(Box::new([5u32, 6])).as_mut_ptr() as usize;
        let mut m = crate::present_table::Mapping::new(host, 8, old as DevPtr);
        m.owned = false;
        m.structured = 1;
        m.dynamic = 2;
        dev.map(m);
        let img = image(3, host, false);
        dev.move_globals(&img).unwrap();
        let now = dev.table.get(host).expect("still present");
        assert_ne!(now.dev as usize, old, "the new module's copy");
        assert_eq!((now.structured, now.dynamic, now.owned), (1, 2, false));
        assert_eq!(
            device_words(&dev, host),
            [5, 6],
            "the old copy's bytes, not the image's"
        );
    }

    /// A `declare link` global of a relinked image: its storage is the new module's symbol,
    /// and a section a clause mapped there moves with its bytes.
    #[test]
    fn relinked_link_global_moves_its_mapped_section() {
        let host = Box::leak(Box::new([7u32, 7])).as_mut_ptr() as usize;
        let mut dev = Device::new(Box::new(HostBackend::new(false)), 0);
        let old = Box::leak(Box::new([5u32, 6])).as_mut_ptr() as usize;
        dev.links.insert(host, (8, old as DevPtr));
        let mut m = crate::present_table::Mapping::new(host + 4, 4, (old + 4) as DevPtr);
        m.owned = false;
        m.dynamic = 1;
        dev.map(m);
        let mut img = image(4, host, false);
        img.globals[0].link = true;
        dev.move_globals(&img).unwrap();
        // The host back end's `link` storage is the host copy itself (backend/host.rs).
        assert_eq!(dev.links[&host], (8, host as DevPtr));
        let now = dev
            .table
            .get(host + 4)
            .expect("the section is still present");
        assert_eq!((now.dev as usize, now.dynamic), (host + 4, 1));
        // SAFETY: the leaked host array.
        assert_eq!(
            unsafe { *(host as *const [u32; 2]) },
            [7, 6],
            "the section's bytes"
        );
    }
}
