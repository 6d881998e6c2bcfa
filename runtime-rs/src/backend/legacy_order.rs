//! Which of the runtime's streams still have to wait for the synchronous copies left pending on
//! CUDA's legacy default stream (docs/runtime.md "Synchronous copies"; docs/design.md decision
//! 54).
//!
//! `cuMemcpyHtoD` from pageable memory returns with its DMA still queued on the legacy stream,
//! which the runtime's non-blocking streams do not wait for. After each such copy the back end
//! records one event on the legacy stream (a new generation), and before it next enqueues work
//! on a stream it makes that stream wait for the event, once per stream and generation: the
//! legacy stream runs in order, so the latest record covers every earlier copy. Once the host
//! knows the legacy stream has passed the latest record (it waited for it, or a synchronous
//! copy to the host returned after it), no stream has to wait until the next copy.

use super::fast_hash::FastMap;

/// A stream, by its handle's address.
pub type StreamKey = usize;

#[derive(Debug, Default)]
pub struct LegacyOrder {
    /// Records of the legacy event so far.
    recorded: u64,
    /// The last record the host knows to be complete.
    completed: u64,
    /// The last record each stream was made to wait for.
    waited: FastMap<StreamKey, u64>,
    /// The stream `waited` was last called for and its generation: the same question again
    /// is answered without the map.
    last: (StreamKey, u64),
}

impl LegacyOrder {
    /// A copy was queued on the legacy stream and the event recorded after it.
    pub fn recorded(&mut self) {
        self.recorded += 1;
    }

    /// Whether work on the legacy stream may still be pending (a free of device memory waits
    /// for it on the host).
    pub fn pending(&self) -> bool {
        self.completed < self.recorded
    }

    /// The host waited for the latest record, or for later work of the legacy stream.
    pub fn completed(&mut self) {
        self.completed = self.recorded;
    }

    /// The generation stream `s` must wait for before its next work, if any; `waited` tells
    /// once the wait is queued.
    pub fn wait_needed(&self, s: StreamKey) -> Option<u64> {
        // Nothing recorded since the host knew the legacy stream done, or the stream that
        // last waited for the latest record asks again (every launch on one queue): no map
        // lookup (decision 132).
        if self.completed >= self.recorded || self.last == (s, self.recorded) {
            return None;
        }
        let seen = self
            .waited
            .get(&s)
            .copied()
            .unwrap_or(0)
            .max(self.completed);
        (seen < self.recorded).then_some(self.recorded)
    }

    pub fn waited(&mut self, s: StreamKey, generation: u64) {
        self.waited.insert(s, generation);
        self.last = (s, generation);
    }

    /// The stream is destroyed: a later stream may get the same handle.
    pub fn forget(&mut self, s: StreamKey) {
        self.waited.remove(&s);
        if self.last.0 == s {
            self.last = (0, 0);
        }
    }

    pub fn clear(&mut self) {
        *self = LegacyOrder::default();
    }
}

#[cfg(test)]
mod tests {
    use super::LegacyOrder;

    fn wait(o: &mut LegacyOrder, s: usize) -> bool {
        match o.wait_needed(s) {
            Some(g) => {
                o.waited(s, g);
                true
            }
            None => false,
        }
    }

    /// No copy: nothing to wait for.
    #[test]
    fn no_copy_no_wait() {
        let mut o = LegacyOrder::default();
        assert!(!o.pending());
        assert!(!wait(&mut o, 1));
    }

    /// Each stream waits once per new record, however much work follows.
    #[test]
    fn one_wait_per_stream_and_record() {
        let mut o = LegacyOrder::default();
        o.recorded();
        assert!(o.pending());
        assert!(wait(&mut o, 1));
        assert!(!wait(&mut o, 1));
        assert!(wait(&mut o, 2));
        assert!(!wait(&mut o, 2));
        o.recorded();
        o.recorded();
        assert!(wait(&mut o, 2));
        assert!(!wait(&mut o, 2));
        assert!(wait(&mut o, 1));
        // A stream first used now waits too.
        assert!(wait(&mut o, 3));
    }

    /// After the host saw the legacy stream pass the record, no stream waits until the next.
    #[test]
    fn host_completion_spares_the_waits() {
        let mut o = LegacyOrder::default();
        o.recorded();
        assert!(wait(&mut o, 1));
        o.recorded();
        o.completed();
        assert!(!o.pending());
        assert!(!wait(&mut o, 1));
        assert!(!wait(&mut o, 2));
        o.recorded();
        assert!(o.pending());
        assert!(wait(&mut o, 1));
        assert!(wait(&mut o, 2));
    }

    /// A destroyed stream's handle reused by a new stream does not inherit its waits.
    #[test]
    fn forgotten_stream_waits_again() {
        let mut o = LegacyOrder::default();
        o.recorded();
        assert!(wait(&mut o, 7));
        o.forget(7);
        assert!(wait(&mut o, 7));
        o.clear();
        assert!(!o.pending());
        assert!(!wait(&mut o, 7));
    }
}
