//! The short share link of a generated puzzle: `…/#g=k7_lzx1k2a8_standard_easy`, the origin
//! instead of the givens. The value is `_`-separated words: a check of the givens (two
//! base-36 characters), the seed in base 36, then the options' words as the engine protocol
//! writes them (`standard easy - none 0 0 80 2000`) with the words at the end that equal
//! the defaults of [`Options::new`] left out (at least the variant and the target stay).
//!
//! The app opens it by generating the puzzle again in the engine worker; the check then
//! tells whether this version's generator made the same puzzle as the sender's, so a link
//! from another version never opens a different puzzle in silence
//! ([`LinkError::OtherPuzzle`]). Decoding never panics: damage is a [`LinkError`].

use super::Made;
use crate::engine::Grid;
use crate::engine::generator::{Options, Target};
use crate::engine::house::Variant;
use crate::engine::phrase::Phrase;
use crate::game::engine_job::generate::{options, options_text};
use crate::game::link::LinkError;

/// A short link, read: the origin to generate and the check its puzzle must pass.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ShortLink {
    /// The puzzle's options and seed.
    pub origin: Made,
    /// The check of its givens ([`check`]).
    pub check: u16,
}

impl ShortLink {
    /// Whether generated `givens` are the puzzle the sender had.
    pub fn matches(&self, givens: &Grid) -> bool {
        check(givens) == self.check
    }
}

/// A check of the givens: FNV-1a over their 81-character line, below 36².
pub fn check(givens: &Grid) -> u16 {
    let mut h: u32 = 0x811c_9dc5;
    for b in givens.to_line().bytes() {
        h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
    }
    (h % 1296) as u16
}

/// `n` in base 36, lowercase.
fn base36(mut n: u64) -> String {
    let mut out = Vec::new();
    loop {
        out.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.iter().rev().collect()
}

/// The option words of the defaults, after the variant and the target.
fn default_words() -> Vec<String> {
    options_text(&Options::new(Variant::Standard, Target::Any))
        .split(' ')
        .skip(2)
        .map(str::to_string)
        .collect()
}

/// The short link's value (after `g=`) for a puzzle of `origin` with `givens`.
pub fn value(origin: &Made, givens: &Grid) -> String {
    let text = options_text(&origin.options);
    let words: Vec<&str> = text.split(' ').collect();
    let defaults = default_words();
    // Words past the variant and target that equal the defaults from there to the end.
    let keep = (2..=words.len())
        .find(|&n| {
            words[n..]
                .iter()
                .zip(&defaults[n - 2..])
                .all(|(w, d)| w == d)
        })
        .unwrap_or(words.len());
    let check = base36(u64::from(check(givens)));
    let pad = if check.len() < 2 { "0" } else { "" };
    format!(
        "{pad}{check}_{}_{}",
        base36(origin.seed),
        words[..keep].join("_")
    )
}

/// The variant a short link's value (as [`value`] wrote it) is made for: its third word.
/// The one word the app reads of a value it keeps (a made game played under other rules is
/// another puzzle); `None` for a value that is not one.
pub fn variant_of(value: &str) -> Option<Variant> {
    value.split('_').nth(2).and_then(Variant::from_slug)
}

/// The short link a value (after `g=`, percent-decoded) describes.
pub fn parse(value: &str) -> Result<ShortLink, LinkError> {
    let value = value.trim();
    if value.is_empty() {
        return Err(LinkError::Empty);
    }
    let mut parts = value.split('_');
    // Base 36 in lowercase only (`from_str_radix` also takes capitals).
    let number = |text: &str| {
        let digits = !text.is_empty()
            && text
                .bytes()
                .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase());
        digits.then(|| u64::from_str_radix(text, 36).ok()).flatten()
    };
    let check = parts
        .next()
        .filter(|c| c.len() == 2)
        .and_then(number)
        .ok_or(LinkError::Checksum)? as u16;
    let seed = parts.next().and_then(number).ok_or(LinkError::BadSeed)?;
    let mut words: Vec<String> = parts.map(str::to_string).collect();
    if words.len() < 2 || words.len() > 8 {
        return Err(LinkError::BadOptions);
    }
    words.extend(default_words().into_iter().skip(words.len() - 2));
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let options = options(&words).ok_or(LinkError::BadOptions)?;
    Ok(ShortLink {
        origin: Made { options, seed },
        check,
    })
}

/// Why a short link cannot be opened, as a sentence in the worker's words (the page wraps
/// it in its "This link could not be opened: …").
pub fn reason(e: &LinkError) -> Phrase {
    Phrase::new(match e {
        LinkError::Empty => "explain.link.empty",
        LinkError::Checksum => "explain.link.check",
        LinkError::BadSeed => "explain.link.seed",
        LinkError::OtherPuzzle => "explain.link.other",
        _ => "explain.link.options",
    })
}

/// The short link in a page location (`#g=…` or `?g=…`), or in a whole link or a bare
/// `g=…` typed into the "open a code" field; `None` if there is none.
pub fn find(text: &str) -> Option<Result<ShortLink, LinkError>> {
    crate::game::link::param(text, "g").map(parse)
}

/// The short link for `value`: `page` without its query and fragment, then `#g=` and the
/// value.
pub fn url(page: &str, value: &str) -> String {
    let end = page.find(['?', '#']).unwrap_or(page.len());
    format!("{}#g={value}", &page[..end])
}
