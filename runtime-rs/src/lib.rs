//! libaccrt (being written).
