//! Cell names read back out of a text, so tests can check what a sentence names in either
//! language: `r4c5` (English, and the international chain notation in both languages) and
//! `Z4S5` (German: Zeile, Spalte). Plain text in, 1-based `(row, column)` pairs out, so the
//! unit tests (`src/test_support.rs`) and the integration tests share it.

/// A cell named in a text: 1-based `(row, column)`.
pub type Named = (u8, u8);

/// Every name `<row letter><digit><column letter><digit>` in `text`, in order, as 1-based
/// `(row, column)`; a name starts a word (no letter or digit before it).
pub fn names(text: &str, row: u8, col: u8) -> Vec<Named> {
    let b = text.as_bytes();
    (0..b.len().saturating_sub(3))
        .filter(|&i| {
            b[i] == row
                && (b'1'..=b'9').contains(&b[i + 1])
                && b[i + 2] == col
                && (b'1'..=b'9').contains(&b[i + 3])
                && (i == 0 || !b[i - 1].is_ascii_alphanumeric())
        })
        .map(|i| (b[i + 1] - b'0', b[i + 3] - b'0'))
        .collect()
}

/// The English names (`r4c5`) of `text`; in a German text, only chain notation has them.
pub fn english(text: &str) -> Vec<Named> {
    names(text, b'r', b'c')
}

/// The German names (`Z4S5`) of `text`.
pub fn german(text: &str) -> Vec<Named> {
    names(text, b'Z', b'S')
}

/// The cells an English and a German text name, each sorted: the German text's own names
/// and its notation's. Equal when both say the same about the same cells.
pub fn named_in_both(en: &str, de: &str) -> (Vec<Named>, Vec<Named>) {
    let mut e = english(en);
    e.sort_unstable();
    let mut d = german(de);
    d.extend(english(de));
    d.sort_unstable();
    (e, d)
}

#[test]
fn names_are_read_in_both_languages() {
    assert_eq!(
        english("r4c5 and r9c1, (5)r2c3=(5)r2c7"),
        [(4, 5), (9, 1), (2, 3), (2, 7)]
    );
    assert_eq!(german("Z4S5 und Z9S1; kein r4c5"), [(4, 5), (9, 1)]);
    assert!(english("Zeile 4, Spalte 5, br4c5, r0c1").is_empty());
    let (en, de) = named_in_both("r1c2 sees r3c3", "Z3S3 sieht Z1S2");
    assert_eq!(en, de);
}
