//! Async arguments and activity queues (OpenACC 3.3 §2.16).
//!
//! An async argument is a nonnegative queue number, `acc_async_noval` (the queue named by
//! acc-default-async-var), `acc_async_default` (the same queue) or `acc_async_sync`
//! (synchronous). Back ends map each queue to a
//! stream created on first use.

use crate::device::{ACC_ASYNC_DEFAULT, ACC_ASYNC_NOVAL, ACC_ASYNC_SYNC};
use crate::error::AccError;

/// Where an operation runs: synchronously with the local thread, or on an activity queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Queue {
    Sync,
    /// A queue key: a nonnegative queue number or `acc_async_noval` (the default queue when
    /// acc-default-async-var was never set).
    Async(i32),
}

/// Resolves an async argument against acc-default-async-var (OpenACC 3.3 §2.16.1).
pub fn resolve(async_arg: i32, default_async: i32) -> Result<Queue, AccError> {
    match async_arg {
        ACC_ASYNC_SYNC => Ok(Queue::Sync),
        ACC_ASYNC_NOVAL | ACC_ASYNC_DEFAULT => Ok(Queue::Async(default_async)),
        q if q >= 0 => Ok(Queue::Async(q)),
        q => Err(AccError::InvalidAsync(q)),
    }
}

/// The wait-list entry that stands for "every queue" (a `wait` clause without arguments).
pub const WAIT_ALL_QUEUES: i32 = i32::MIN;

/// Resolves one wait-list entry: `None` means every queue.
pub fn resolve_wait(arg: i32, default_async: i32) -> Result<Option<i32>, AccError> {
    match arg {
        WAIT_ALL_QUEUES => Ok(None),
        ACC_ASYNC_NOVAL | ACC_ASYNC_DEFAULT => Ok(Some(default_async)),
        q if q >= 0 => Ok(Some(q)),
        q => Err(AccError::InvalidAsync(q)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn async_arguments_resolve() {
        assert_eq!(resolve(ACC_ASYNC_SYNC, ACC_ASYNC_NOVAL), Ok(Queue::Sync));
        assert_eq!(resolve(ACC_ASYNC_NOVAL, 7), Ok(Queue::Async(7)));
        assert_eq!(
            resolve(ACC_ASYNC_NOVAL, ACC_ASYNC_NOVAL),
            Ok(Queue::Async(-1))
        );
        assert_eq!(resolve(ACC_ASYNC_DEFAULT, 7), Ok(Queue::Async(7)));
        assert_eq!(resolve_wait(ACC_ASYNC_DEFAULT, 7), Ok(Some(7)));
        assert_eq!(resolve(3, 7), Ok(Queue::Async(3)));
        assert_eq!(resolve(-5, 7), Err(AccError::InvalidAsync(-5)));
        assert_eq!(resolve_wait(WAIT_ALL_QUEUES, 0), Ok(None));
        assert_eq!(resolve_wait(-1, 4), Ok(Some(4)));
        assert_eq!(resolve_wait(-2, 4), Err(AccError::InvalidAsync(-2)));
    }
}
