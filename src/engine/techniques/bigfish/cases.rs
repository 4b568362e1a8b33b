//! Worked examples of Franken and Mutant fish.

use crate::engine::house::Variant;
use crate::engine::techniques::Case;

pub const FRANKEN_X_WING: &[Case] = &[];
pub const FRANKEN_SWORDFISH: &[Case] = &[];
pub const FRANKEN_JELLYFISH: &[Case] = &[];
pub const FINNED_FRANKEN_X_WING: &[Case] = &[];
pub const FINNED_FRANKEN_SWORDFISH: &[Case] = &[];
pub const FINNED_FRANKEN_JELLYFISH: &[Case] = &[];
pub const MUTANT_X_WING: &[Case] = &[];
pub const MUTANT_SWORDFISH: &[Case] = &[];
pub const MUTANT_JELLYFISH: &[Case] = &[];
pub const FINNED_MUTANT_X_WING: &[Case] = &[];
pub const FINNED_MUTANT_SWORDFISH: &[Case] = &[];
pub const FINNED_MUTANT_JELLYFISH: &[Case] = &[];
