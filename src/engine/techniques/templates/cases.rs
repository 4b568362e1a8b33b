//! Worked examples of Template Set and Template Delete.

use crate::engine::house::Variant;
use crate::engine::techniques::Case;

pub const TEMPLATE_SET: &[Case] = &[];
pub const TEMPLATE_DELETE: &[Case] = &[];
