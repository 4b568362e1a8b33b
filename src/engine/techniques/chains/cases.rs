//! Worked examples of the chain techniques (positions from HoDoKu's regression library).

use crate::engine::techniques::Case;

pub const X_CHAIN: &[Case] = &[];
pub const XY_CHAIN: &[Case] = &[];
pub const CONTINUOUS_NICE_LOOP: &[Case] = &[];
pub const DISCONTINUOUS_NICE_LOOP: &[Case] = &[];
pub const AIC: &[Case] = &[];
pub const GROUPED_CONTINUOUS_NICE_LOOP: &[Case] = &[];
pub const GROUPED_DISCONTINUOUS_NICE_LOOP: &[Case] = &[];
pub const GROUPED_AIC: &[Case] = &[];
