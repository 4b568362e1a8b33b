//! Worked examples of the forcing chains and nets.

use crate::engine::house::Variant;
use crate::engine::techniques::Case;

pub const FORCING_CHAIN_CONTRADICTION: &[Case] = &[];
pub const FORCING_CHAIN_VERITY: &[Case] = &[];
pub const FORCING_NET_CONTRADICTION: &[Case] = &[];
pub const FORCING_NET_VERITY: &[Case] = &[];
pub const NESTED_FORCING_NET: &[Case] = &[];
