//! Share links: a puzzle (variant and givens), and optionally the player's digits and notes,
//! as a short URL-safe code, e.g. `https://…/stepwise/#p=1sAAB…`. The same code is printed
//! under each puzzle of the print view, so it can be typed back in.
//!
//! A code is `1` (the format version), a variant letter (`s` standard, `d` diagonal, `c`
//! colour, `x` colour + diagonal), then base64url characters carrying a bit stream, then one
//! check character. The bit stream: 81 bits "is a given"; 4 bits per given (its digit);
//! 1 bit "has progress"; with progress, 4 bits per other cell (the player's digit or 0), then
//! 1 bit "has notes" and, with notes, 9 + 9 bits (centre, corner) per cell still empty. Unused
//! bits of the last character are zero.
//!
//! Decoding never panics: anything else is a [`LinkError`] saying what is wrong. A location
//! may also carry a plain puzzle text (`?p=4...3....`), which the engine's parser reads.

use super::{Game, SavedParts, Stage};
use crate::engine::{Cell, Digit, DigitSet, Grid, ParseError, Puzzle, Variant, parse_puzzle};

/// The format version this code writes and reads.
const VERSION: char = '1';

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a code or location is not a puzzle.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LinkError {
    /// There is nothing after `p=`.
    Empty,
    /// The first character is not a version this app reads (a newer app made it, or it is
    /// not a code).
    UnknownVersion,
    /// The second character is not a variant letter.
    UnknownVariant,
    /// A character outside the code's alphabet, at this 1-based position.
    BadCharacter(usize),
    /// The code ends too early (cut off when copied?).
    Truncated,
    /// The code goes on after its end, or unused bits are set.
    TrailingData,
    /// The check character does not match (a typo?).
    Checksum,
    /// A digit field holds a value outside 1–9, at this cell.
    BadDigit(Cell),
    /// Not a code, and not a puzzle the parser reads either.
    NotAPuzzle(ParseError),
    /// A short link's seed is not a base-36 number below 2⁶⁴.
    BadSeed,
    /// A short link's options are not words the generator knows.
    BadOptions,
    /// The short link's puzzle, generated here, is not the sender's (another version of the
    /// generator made it).
    OtherPuzzle,
}

/// What a link carries.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shared {
    /// The puzzle: variant and givens.
    pub puzzle: Puzzle,
    /// The player's digits (never on a given), if the link carries progress.
    pub digits: Option<Grid>,
    /// Centre and corner notes, if the link carries them.
    pub notes: Option<([DigitSet; 81], [DigitSet; 81])>,
}

impl Shared {
    /// A fresh game in play with this puzzle and progress (no history, timer at zero).
    pub fn into_game(self) -> Game {
        let (centre, corner) = self
            .notes
            .unwrap_or(([DigitSet::EMPTY; 81], [DigitSet::EMPTY; 81]));
        Game::from_saved(SavedParts {
            variant: self.puzzle.variant,
            givens: self.puzzle.givens,
            digits: self.digits.unwrap_or(Grid::EMPTY),
            centre,
            corner,
            stage: Stage::Playing,
            ..SavedParts::default()
        })
    }
}

/// How much of a game a code carries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Carry {
    /// The puzzle only.
    Puzzle,
    /// The puzzle and the player's digits.
    Digits,
    /// The puzzle, the digits and both kinds of notes.
    DigitsAndNotes,
}

const fn variant_letter(v: Variant) -> char {
    match v {
        Variant::Standard => 's',
        Variant::Diagonal => 'd',
        Variant::Color => 'c',
        Variant::ColorDiagonal => 'x',
    }
}

fn variant_from_letter(c: char) -> Option<Variant> {
    Variant::ALL.into_iter().find(|v| variant_letter(*v) == c)
}

/// The check character over the version, variant and payload characters.
fn check_char(body: &[u8]) -> u8 {
    // FNV-1a, folded to six bits.
    let mut h: u32 = 0x811c_9dc5;
    for &b in body {
        h ^= u32::from(b);
        h = h.wrapping_mul(0x0100_0193);
    }
    ALPHABET[((h ^ (h >> 6) ^ (h >> 12) ^ (h >> 18) ^ (h >> 24)) & 63) as usize]
}

#[derive(Default)]
struct Bits {
    out: Vec<u8>,
    acc: u32,
    n: u32,
}

impl Bits {
    fn push(&mut self, value: u16, width: u32) {
        for i in (0..width).rev() {
            self.acc = (self.acc << 1) | u32::from((value >> i) & 1);
            self.n += 1;
            if self.n == 6 {
                self.out.push(ALPHABET[self.acc as usize]);
                self.acc = 0;
                self.n = 0;
            }
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.n > 0 {
            let pad = 6 - self.n;
            self.push(0, pad);
        }
        self.out
    }
}

struct Reader<'a> {
    chars: &'a [u8],
    pos: usize,
    acc: u8,
    left: u32,
}

impl Reader<'_> {
    fn take(&mut self, width: u32) -> Result<u16, LinkError> {
        let mut value = 0u16;
        for _ in 0..width {
            if self.left == 0 {
                let c = *self.chars.get(self.pos).ok_or(LinkError::Truncated)?;
                self.acc = sextet(c).ok_or(LinkError::BadCharacter(self.pos + 3))?;
                self.pos += 1;
                self.left = 6;
            }
            self.left -= 1;
            value = (value << 1) | u16::from((self.acc >> self.left) & 1);
        }
        Ok(value)
    }

    /// Checks that nothing follows: no characters, no set bits in the last one.
    fn end(&self) -> Result<(), LinkError> {
        let rest = self.acc & ((1u8 << self.left) - 1);
        if self.pos != self.chars.len() || rest != 0 {
            return Err(LinkError::TrailingData);
        }
        Ok(())
    }
}

fn sextet(c: u8) -> Option<u8> {
    ALPHABET.iter().position(|&a| a == c).map(|i| i as u8)
}

/// The code for `game`'s puzzle, and as much of its progress as `carry` says.
pub fn encode(game: &Game, carry: Carry) -> String {
    let givens = game.givens();
    let mut bits = Bits::default();
    for cell in Cell::all() {
        bits.push(u16::from(givens.get(cell).is_some()), 1);
    }
    for cell in Cell::all() {
        if let Some(d) = givens.get(cell) {
            bits.push(u16::from(d.get()), 4);
        }
    }
    let progress = carry != Carry::Puzzle;
    bits.push(u16::from(progress), 1);
    if progress {
        let open: Vec<Cell> = Cell::all().filter(|c| givens.get(*c).is_none()).collect();
        for &cell in &open {
            bits.push(game.digits().get(cell).map_or(0, |d| u16::from(d.get())), 4);
        }
        let notes = carry == Carry::DigitsAndNotes;
        bits.push(u16::from(notes), 1);
        if notes {
            for &cell in open.iter().filter(|c| game.digits().get(**c).is_none()) {
                bits.push(game.centre_notes()[cell.index()].bits() >> 1, 9);
                bits.push(game.corner_notes()[cell.index()].bits() >> 1, 9);
            }
        }
    }
    let mut body = vec![VERSION as u8, variant_letter(game.variant()) as u8];
    body.extend(bits.finish());
    let check = check_char(&body);
    body.push(check);
    body.into_iter().map(char::from).collect()
}

/// The puzzle and progress a code describes.
pub fn decode(code: &str) -> Result<Shared, LinkError> {
    let code = code.trim();
    let bytes = code.as_bytes();
    let mut chars = code.chars();
    match chars.next() {
        None => return Err(LinkError::Empty),
        Some(VERSION) => {}
        Some(_) => return Err(LinkError::UnknownVersion),
    }
    let variant = chars
        .next()
        .ok_or(LinkError::Truncated)
        .and_then(|c| variant_from_letter(c).ok_or(LinkError::UnknownVariant))?;
    // Both leading characters are ASCII here, so byte offsets are character offsets.
    if let Some(n) = code
        .chars()
        .position(|c| !c.is_ascii() || sextet(c as u8).is_none())
    {
        return Err(LinkError::BadCharacter(n + 1));
    }
    let Some((&check, payload)) = bytes[2..].split_last() else {
        return Err(LinkError::Truncated);
    };
    let mut reader = Reader {
        chars: payload,
        pos: 0,
        acc: 0,
        left: 0,
    };
    let read = decode_payload(&mut reader, variant);
    // A cut-off code fails the checksum too; the more specific reason is more useful.
    let shared = read?;
    reader.end()?;
    if check_char(&bytes[..bytes.len() - 1]) != check {
        return Err(LinkError::Checksum);
    }
    Ok(shared)
}

fn digit(value: u16, cell: Cell) -> Result<Digit, LinkError> {
    u8::try_from(value)
        .ok()
        .and_then(Digit::new)
        .ok_or(LinkError::BadDigit(cell))
}

fn decode_payload(r: &mut Reader<'_>, variant: Variant) -> Result<Shared, LinkError> {
    let mut is_given = [false; 81];
    for g in &mut is_given {
        *g = r.take(1)? == 1;
    }
    let mut givens = Grid::EMPTY;
    for cell in Cell::all().filter(|c| is_given[c.index()]) {
        givens.set(cell, Some(digit(r.take(4)?, cell)?));
    }
    let mut shared = Shared {
        puzzle: Puzzle::new(variant, givens),
        digits: None,
        notes: None,
    };
    if r.take(1)? == 0 {
        return Ok(shared);
    }
    let open: Vec<Cell> = Cell::all().filter(|c| !is_given[c.index()]).collect();
    let mut digits = Grid::EMPTY;
    for &cell in &open {
        let v = r.take(4)?;
        if v != 0 {
            digits.set(cell, Some(digit(v, cell)?));
        }
    }
    shared.digits = Some(digits);
    if r.take(1)? == 1 {
        let mut centre = [DigitSet::EMPTY; 81];
        let mut corner = [DigitSet::EMPTY; 81];
        for &cell in open.iter().filter(|c| digits.get(**c).is_none()) {
            centre[cell.index()] = DigitSet::from_bits(r.take(9)? << 1);
            corner[cell.index()] = DigitSet::from_bits(r.take(9)? << 1);
        }
        shared.notes = Some((centre, corner));
    }
    Ok(shared)
}

/// The share URL for `code`: `page` (the app's address) without its query and fragment,
/// then `#p=` and the code.
pub fn share_url(page: &str, code: &str) -> String {
    let end = page.find(['?', '#']).unwrap_or(page.len());
    format!("{}#p={code}", &page[..end])
}

/// The puzzle a page location carries, from its query (`?p=…`) or fragment (`#p=…`, or a bare
/// `#…`); `None` if it carries none. The value is percent-decoded; a value that is not a code
/// is given to the engine's puzzle parser (so `?p=4...3....` works), whose error is kept. A
/// puzzle text is read under the variant named by `v=` beside it (`?p=…&v=diagonal`;
/// standard without one); a code names its own variant.
pub fn from_location(search: &str, hash: &str) -> Option<Result<Shared, LinkError>> {
    let h = hash.strip_prefix('#').unwrap_or(hash);
    let q = search.strip_prefix('?').unwrap_or(search);
    let (value, list) = match (puzzle_param(q), puzzle_param(h)) {
        (Some(v), _) => (v, q),
        (None, Some(v)) => (v, h),
        // A bare fragment is a code or a puzzle text.
        (None, None) if !h.is_empty() && !h.contains('=') => (h, ""),
        (None, None) => return None,
    };
    Some(variant_param(list).and_then(|variant| open_value(&percent_decode(value), variant)))
}

/// The puzzle in an `a=b&c=d` list: ours in `p=`, or SudokuWiki's in `bd=` (81 digits).
fn puzzle_param(list: &str) -> Option<&str> {
    param(list, "p").or_else(|| param(list, "bd"))
}

/// The variant `v=` names in an `a=b&c=d` list: standard when there is none, an error when
/// it names none the app knows.
fn variant_param(list: &str) -> Result<Variant, LinkError> {
    match param(list, "v") {
        None => Ok(Variant::Standard),
        Some(slug) => Variant::from_slug(&percent_decode(slug)).ok_or(LinkError::UnknownVariant),
    }
}

/// The puzzle a typed code, a whole share link or a puzzle text describes (the "open a
/// code" field).
pub fn open(text: &str) -> Result<Shared, LinkError> {
    let text = text.trim();
    if let Some(i) = text.find(['?', '#']) {
        let list = &text[i + 1..];
        if let Some(value) = puzzle_param(list) {
            return open_value(&percent_decode(value), variant_param(list)?);
        }
    }
    open_value(text, Variant::Standard)
}

/// A code (spaces and line breaks inside it are ignored, so a printed code in groups can be
/// typed back), or failing that a puzzle text under `variant`.
fn open_value(text: &str, variant: Variant) -> Result<Shared, LinkError> {
    let compact: String = text.split_whitespace().collect();
    match decode(&compact) {
        Ok(shared) => Ok(shared),
        Err(code_error) => {
            // Only a text that clearly is not a code goes to the parser; a damaged code keeps
            // its own, more useful, error.
            let mut chars = compact.chars();
            let looks_like_code = chars.next() == Some(VERSION)
                && chars
                    .next()
                    .is_some_and(|c| variant_from_letter(c).is_some())
                && compact.bytes().all(|b| sextet(b).is_some());
            if looks_like_code || compact.is_empty() {
                return Err(code_error);
            }
            parse_puzzle(text, variant)
                .map(|puzzle| Shared {
                    puzzle,
                    digits: None,
                    notes: None,
                })
                .map_err(LinkError::NotAPuzzle)
        }
    }
}

/// A code in groups of five characters, for print and reading aloud.
pub fn grouped(code: &str) -> String {
    let chars: Vec<char> = code.chars().collect();
    chars
        .chunks(5)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The value of `name=` in an `a=b&c=d` list (a `#` or `?` also ends a pair).
pub(crate) fn param<'a>(list: &'a str, name: &str) -> Option<&'a str> {
    list.split(['&', '#', '?'])
        .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
}

/// `%XX` escapes and `+` decoded; a malformed escape is kept as it is. Bytes that do not form
/// UTF-8 become U+FFFD (the parser then says what is wrong).
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push((h * 16 + l) as u8);
                    i += 3;
                    continue;
                }
                _ => out.push(b'%'),
            },
            b'+' => out.push(b' '),
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests;
