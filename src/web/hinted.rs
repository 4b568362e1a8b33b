//! The hint history for the practice page: every hint the coach gives (and the player
//! counts as taken) adds one to its technique's count in `stepwise/v1/hinted`
//! (`game::practice`); the practice page reads it to suggest those techniques first.

use super::storage::{self, Store};
use crate::engine::Technique;
use crate::game::practice::{HINTED_KEY, record_hint};

/// Counts one more hint of `technique` in the history (nothing without storage, or when
/// the stored text is not a history of ours).
pub fn note_hint(store: Option<Store>, technique: Technique) {
    if let Some(s) = store {
        storage::update_record(s, HINTED_KEY, |stored| record_hint(stored, technique));
    }
}
