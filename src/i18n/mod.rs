//! The interface's words in English and German: one message table per language
//! (`en.txt`, `de.txt`, compiled in), looked up by key. Pure Rust, no allocation per lookup.
//!
//! A table is `key = text` lines; `#` starts a comment line; `{name}` in a text is filled in
//! by [`trf`]; `\n` is a line break. Tests keep the tables in step: the same keys in both,
//! the same placeholders per key, and every key the code names exists.
//!
//! A text that says how many of something there are is worded by [`trn`]: its count is `{n}`,
//! and the key has a singular partner `key.one` that is used when the count is 1
//! ("1 hint", "2 hints"). Every counted key has both forms in both tables.
//!
//! ```
//! use stepwise::i18n::{Lang, tr, trn};
//! assert_eq!(tr(Lang::En, "verdict.unique"), "Unique ✓");
//! assert_eq!(tr(Lang::De, "verdict.unique"), "Eindeutig ✓");
//! assert_eq!(trn(Lang::En, "paste.loaded", 18, &[]), "Loaded 18 givens.");
//! assert_eq!(trn(Lang::En, "paste.loaded", 1, &[]), "Loaded 1 given.");
//! assert_eq!(trn(Lang::De, "paste.loaded", 1, &[]), "1 Vorgabe geladen.");
//! ```

use crate::engine::closed::closed_enum;
use std::sync::OnceLock;

use crate::engine::Cell;

pub mod lab_words;
mod render;
#[cfg(test)]
mod tests;

pub use render::{
    house_name, parse_error, render, render_all, repeat_text, technique_key, technique_name,
};

closed_enum! {
    /// An interface language.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Hash)]
    pub enum Lang {
        /// English (the default).
        #[default]
        En,
        /// German.
        De,
    }
}

impl Lang {
    /// The language for a BCP 47 tag such as the browser's `navigator.language`
    /// (`de`, `de-AT` → German; anything else → English).
    pub fn from_tag(tag: &str) -> Lang {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        if primary.eq_ignore_ascii_case("de") {
            Lang::De
        } else {
            Lang::En
        }
    }

    /// The tag for `<html lang>`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
        }
    }

    /// The language's own name, for the switch.
    pub const fn own_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
        }
    }
}

/// A cell's name in `lang`'s sentences: "r4c5" (row 4, column 5) in English, "Z4S5"
/// (Zeile 4, Spalte 5) in German. The notation of chains and forcing nets
/// (`(5)r2c3=(5)r2c7`) is international and keeps `r4c5` in every language (`Cell`'s
/// `Display`).
pub fn cell_name(lang: Lang, cell: Cell) -> String {
    let (row, col) = match lang {
        Lang::En => ('r', 'c'),
        Lang::De => ('Z', 'S'),
    };
    let number = |n: u8| char::from(b'1' + n);
    [row, number(cell.row()), col, number(cell.col())]
        .into_iter()
        .collect()
}

/// The page's English words. Built in everywhere but in the page itself: the page's build
/// (the `fetched-english` feature, set on index.html's app link) fetches `en.txt` as it does
/// German and installs it with [`install_english`] before it mounts, to keep the words (6 KB
/// gzip) out of its bundle. The workers, the CLI and the tests keep them built in.
#[cfg(not(all(target_arch = "wasm32", feature = "fetched-english")))]
const EN_PAGE: Option<&str> = Some(include_str!("en.txt"));
#[cfg(all(target_arch = "wasm32", feature = "fetched-english"))]
const EN_PAGE: Option<&str> = None;
/// The built-in English words (tests, which are native, so always there).
#[cfg(test)]
const EN: &str = match EN_PAGE {
    Some(text) => text,
    None => "",
};
/// The engine's words in English (`steps-en.txt`): technique names and explanations. Only
/// [`render`] and [`technique_name`] read them, which the engine worker and the CLI call and
/// the page never does, so the table stays out of the main bundle.
const EN_STEPS: &str = include_str!("steps-en.txt");
/// The German tables are built into native code (the CLI, the tests); the browser fetches
/// them (`de.txt` for the page and the worker, `steps-de.txt` for the worker alone, beside
/// the app) only when German is chosen, to keep them out of the bundles, and installs them
/// with [`install_german`] and [`install_german_steps`].
#[cfg(not(target_arch = "wasm32"))]
const DE: Option<&str> = Some(include_str!("de.txt"));
#[cfg(target_arch = "wasm32")]
const DE: Option<&str> = None;
#[cfg(not(target_arch = "wasm32"))]
const DE_STEPS: Option<&str> = Some(include_str!("steps-de.txt"));
#[cfg(target_arch = "wasm32")]
const DE_STEPS: Option<&str> = None;

/// A message table: its `(key, text)` entries sorted by key, looked up by binary search (a
/// hash map's code cost the page's bundle 2.5 KB gzip more than this).
struct Table(Vec<(&'static str, &'static str)>);

impl Table {
    /// The table a text holds (the tests keep keys unique).
    fn new(text: &'static str) -> Table {
        let mut entries: Vec<_> = entries(text).collect();
        entries.sort_unstable_by(|a, b| a.0.cmp(b.0));
        Table(entries)
    }

    /// The entry of `key`, if the table has it.
    fn entry(&self, key: &str) -> Option<(&'static str, &'static str)> {
        let found = self.0.binary_search_by(|(k, _)| (*k).cmp(key)).ok()?;
        Some(self.0[found])
    }

    /// The text for `key`, if the table has it.
    fn get(&self, key: &str) -> Option<&'static str> {
        self.entry(key).map(|(_, text)| text)
    }

    /// The table's own copy of `key` (tests want keys that live as long as the table).
    #[cfg(test)]
    fn key(&self, key: &str) -> Option<&'static str> {
        self.entry(key).map(|(k, _)| k)
    }

    /// Every key, in key order.
    #[cfg(test)]
    fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.0.iter().map(|(k, _)| *k)
    }
}

/// The English page table when it came at run time (the page's build).
static FETCHED_ENGLISH: OnceLock<Table> = OnceLock::new();
/// The German page table when it came at run time.
static GERMAN: OnceLock<Table> = OnceLock::new();
/// The German engine's words when they came at run time.
static GERMAN_STEPS: OnceLock<Table> = OnceLock::new();

/// Installs the English page table from its text (the page fetches `en.txt` before it
/// mounts); the first installation stays. Returns whether English is now available.
pub fn install_english(text: String) -> bool {
    let text: &'static str = Box::leak(text.into_boxed_str());
    let _ = FETCHED_ENGLISH.set(Table::new(text));
    has_table(Lang::En)
}

/// Installs the German table from its text (the browser fetches `de.txt`); the first
/// installation stays. Returns whether German is now available.
pub fn install_german(text: String) -> bool {
    let text: &'static str = Box::leak(text.into_boxed_str());
    let _ = GERMAN.set(Table::new(text));
    has_table(Lang::De)
}

/// Installs the engine's German words from their text (the engine worker fetches
/// `steps-de.txt`); the first installation stays. Returns whether they are now available.
pub fn install_german_steps(text: String) -> bool {
    let text: &'static str = Box::leak(text.into_boxed_str());
    let _ = GERMAN_STEPS.set(Table::new(text));
    has_steps_table(Lang::De)
}

/// Whether the page table of `lang` is available (German in the browser only once fetched;
/// until then its texts are said in English).
pub fn has_table(lang: Lang) -> bool {
    match lang {
        Lang::En => EN_PAGE.is_some() || FETCHED_ENGLISH.get().is_some(),
        Lang::De => DE.is_some() || GERMAN.get().is_some(),
    }
}

/// Whether the engine's words in `lang` are available (German in the browser only once
/// fetched; until then steps are explained in English).
pub fn has_steps_table(lang: Lang) -> bool {
    match lang {
        Lang::En => true,
        Lang::De => DE_STEPS.is_some() || GERMAN_STEPS.get().is_some(),
    }
}

/// The `(key, text)` entries of a table, in file order.
fn entries(table: &'static str) -> impl Iterator<Item = (&'static str, &'static str)> {
    table.lines().filter_map(|line| {
        let line = line.trim_end();
        if line.trim_start().starts_with('#') {
            return None;
        }
        let (key, text) = line.split_once(" = ")?;
        Some((key.trim(), text))
    })
}

/// The page table of `lang` (English where German is not there yet).
fn table(lang: Lang) -> &'static Table {
    static ENGLISH: OnceLock<Table> = OnceLock::new();
    static BUILT_IN_GERMAN: OnceLock<Table> = OnceLock::new();
    static NONE: Table = Table(Vec::new());
    let english = || match EN_PAGE {
        Some(text) => ENGLISH.get_or_init(|| Table::new(text)),
        // The page's build before `en.txt` came: keys show as themselves.
        None => FETCHED_ENGLISH.get().unwrap_or(&NONE),
    };
    match lang {
        Lang::En => english(),
        Lang::De => match DE {
            Some(text) => BUILT_IN_GERMAN.get_or_init(|| Table::new(text)),
            None => GERMAN.get().unwrap_or_else(english),
        },
    }
}

/// The engine's words in `lang` (English where German is not there yet).
fn steps_table(lang: Lang) -> &'static Table {
    static ENGLISH: OnceLock<Table> = OnceLock::new();
    static BUILT_IN_GERMAN: OnceLock<Table> = OnceLock::new();
    let english = || ENGLISH.get_or_init(|| Table::new(EN_STEPS));
    match lang {
        Lang::En => english(),
        Lang::De => match DE_STEPS {
            Some(text) => BUILT_IN_GERMAN.get_or_init(|| Table::new(text)),
            None => GERMAN_STEPS.get().unwrap_or_else(english),
        },
    }
}

/// A whole number with the language's thousands separator: `14,297,616`, `14.297.616`.
pub fn format_count(lang: Lang, n: u64) -> String {
    let digits = n.to_string();
    let separator = match lang {
        Lang::En => ',',
        Lang::De => '.',
    };
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(c);
    }
    out
}

/// Milliseconds as seconds with one decimal, in the language's notation: `3.6`, `3,6`.
pub fn format_seconds(lang: Lang, ms: u64) -> String {
    let tenths = (ms + 50) / 100;
    let point = match lang {
        Lang::En => '.',
        Lang::De => ',',
    };
    format!("{}{point}{}", tenths / 10, tenths % 10)
}

/// Whether `lang` has `key`, among the page's words or the engine's (for tests that check
/// the keys the engine uses).
pub fn has_key(lang: Lang, key: &str) -> bool {
    lookup_steps(lang, key).is_some()
}

/// The page's text for a key built at run time (a number's), if the table has it.
fn lookup(lang: Lang, key: &str) -> Option<&'static str> {
    table(lang).get(key)
}

/// The text for a key of an engine phrase (a technique's name, an explanation's sentence;
/// the page's words such as house names too), if either table has it.
fn lookup_steps(lang: Lang, key: &str) -> Option<&'static str> {
    steps_table(lang).get(key).or_else(|| table(lang).get(key))
}

/// The text for `key`; a key missing from the table (the tests prevent it) shows as itself
/// rather than failing.
pub fn tr(lang: Lang, key: &'static str) -> &'static str {
    table(lang).get(key).unwrap_or(key)
}

/// The text for `key` with every `{name}` replaced by its value from `args`, and `\n` as a
/// line break.
pub fn trf(lang: Lang, key: &'static str, args: &[(&str, &str)]) -> String {
    fill(tr(lang, key), args)
}

/// The text for `key` said of `n` things: the singular partner `key.one` when `n` is 1,
/// else `key`; `{n}` is the count (with the language's thousands separator), every other
/// `{name}` comes from `args` as in [`trf`].
pub fn trn(lang: Lang, key: &'static str, n: u64, args: &[(&str, &str)]) -> String {
    let count = format_count(lang, n);
    let mut all = Vec::with_capacity(args.len() + 1);
    all.push(("n", count.as_str()));
    all.extend_from_slice(args);
    fill(counted_text(lang, key, n), &all)
}

/// The text of `key.one` when `n` is 1 and the table has it, else of `key`.
fn counted_text(lang: Lang, key: &'static str, n: u64) -> &'static str {
    if n == 1
        && let Some(one) = table(lang).get(&format!("{key}.one"))
    {
        return one;
    }
    tr(lang, key)
}

/// `template` with `\n` as a line break and every `{name}` (or `{name|a}`: the English
/// article as the value is spoken) replaced by its value. Only `a` here: the case modifiers
/// would bring Unicode's case tables into the page's bundle (+13 KB gzip), and only engine
/// phrases ([`render`]) need them.
fn fill(template: &str, args: &[(&str, &str)]) -> String {
    // One pass over the template (a value is copied as it is, never read for placeholders):
    // the CLI fills tens of thousands of phrases per path, where a `replace` per argument
    // cost a new string each.
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(at) = rest.find(['{', '\\']) {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        if let Some(after) = tail.strip_prefix('\\') {
            // `\n` is a line break; another backslash stays.
            match after.strip_prefix('n') {
                Some(after) => {
                    out.push('\n');
                    rest = after;
                }
                None => {
                    out.push('\\');
                    rest = after;
                }
            }
            continue;
        }
        let spec = tail[1..].split_once('}').map(|(spec, _)| spec);
        let value = spec.and_then(|spec| {
            let (name, article) = match spec.strip_suffix("|a") {
                Some(name) => (name, true),
                None => (spec, false),
            };
            let (_, value) = args.iter().find(|(n, _)| *n == name)?;
            Some((spec.len(), value, article))
        });
        match value {
            Some((len, value, article)) => {
                if article {
                    out.push_str(&render::with_article(value));
                } else {
                    out.push_str(value);
                }
                rest = &tail[len + 2..];
            }
            None => {
                // Not a placeholder of `args`: kept as it is.
                out.push_str(&tail[..1]);
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}
