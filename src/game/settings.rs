//! The player's settings, one set for the whole app, stored apart from the games under
//! [`SETTINGS_KEY`] as `key value` lines. Reading is forgiving: an unknown key or a bad
//! value falls back to that one setting's default and never loses the others.
//!
//! ```text
//! stepwise-settings 1
//! theme dark
//! clear-peer-notes off
//! show-mistakes off
//! timer on
//! hint-start tell
//! language auto
//! pencil-marks grid
//! ```

use super::PlayOptions;
use crate::engine::closed::closed_enum;

/// The storage key of the settings.
pub const SETTINGS_KEY: &str = "stepwise/v1/settings";

const MAGIC: &str = "stepwise-settings 1";

closed_enum! {
    /// Light, dark, or whatever the system prefers. The slug is the stored value and the
    /// settings form's.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
    pub enum Theme {
        /// Follow `prefers-color-scheme`.
        #[default]
        System => "system",
        /// Always light.
        Light => "light",
        /// Always dark.
        Dark => "dark",
    }
}

impl Theme {
    /// The `data-theme` attribute of `<html>` the stylesheet reads; `None` (no attribute)
    /// follows the system.
    pub const fn attribute(self) -> Option<&'static str> {
        match self {
            Theme::System => None,
            Theme::Light => Some("light"),
            Theme::Dark => Some("dark"),
        }
    }
}

closed_enum! {
    /// How the hint ladder's first rung starts.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
    pub enum HintStart {
        /// Name the technique and the area.
        #[default]
        Tell => "tell",
        /// Active guess: the player first taps the cell they think is meant.
        Guess => "guess",
    }
}

closed_enum! {
    /// The interface language.
    #[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
    pub enum Language {
        /// From the browser's language (German for `de*`, else English).
        #[default]
        Auto => "auto",
        /// English.
        English => "en",
        /// German.
        German => "de",
    }
}

/// Every setting, with the defaults the issue asks for (helpers off, timer on).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    /// Colour theme.
    pub theme: Theme,
    /// Placing a digit removes it from its peers' notes.
    pub clear_peer_notes: bool,
    /// Player's digits that differ from the solution are marked at once.
    pub show_mistakes: bool,
    /// The timer runs and is shown.
    pub timer: bool,
    /// The hint ladder's first rung.
    pub hint_start: HintStart,
    /// Interface language.
    pub language: Language,
    /// Pencil marks as corner and centre notes (the Snyder notation) rather than the
    /// candidates at fixed places in a 3×3 grid in each cell (the default).
    pub snyder_notes: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            theme: Theme::System,
            clear_peer_notes: false,
            show_mistakes: false,
            timer: true,
            hint_start: HintStart::Tell,
            language: Language::Auto,
            snyder_notes: false,
        }
    }
}

impl Settings {
    /// The options the game model needs from the settings.
    pub fn play_options(&self) -> PlayOptions {
        PlayOptions {
            clear_peer_notes: self.clear_peer_notes,
        }
    }

    /// The stored text.
    pub fn to_text(&self) -> String {
        let on = |b: bool| if b { "on" } else { "off" };
        let (theme, hint, language) = (
            self.theme.slug(),
            self.hint_start.slug(),
            self.language.slug(),
        );
        let marks = if self.snyder_notes {
            "corner-centre"
        } else {
            "grid"
        };
        format!(
            "{MAGIC}\ntheme {theme}\nclear-peer-notes {}\nshow-mistakes {}\ntimer {}\nhint-start {hint}\nlanguage {language}\npencil-marks {marks}\n",
            on(self.clear_peer_notes),
            on(self.show_mistakes),
            on(self.timer),
        )
    }

    /// Settings from stored text; whatever is unreadable keeps its default. Text that is not
    /// a settings text at all gives the defaults.
    pub fn from_text(text: &str) -> Settings {
        let mut s = Settings::default();
        let mut lines = text.lines();
        if lines.next().map(str::trim) != Some(MAGIC) {
            return s;
        }
        for line in lines {
            let Some((key, value)) = line.trim().split_once(' ') else {
                continue;
            };
            let flag = match value {
                "on" => Some(true),
                "off" => Some(false),
                _ => None,
            };
            match key {
                "theme" => s.theme = Theme::from_slug(value).unwrap_or_default(),
                "clear-peer-notes" => s.clear_peer_notes = flag.unwrap_or(s.clear_peer_notes),
                "show-mistakes" => s.show_mistakes = flag.unwrap_or(s.show_mistakes),
                "timer" => s.timer = flag.unwrap_or(s.timer),
                "hint-start" => s.hint_start = HintStart::from_slug(value).unwrap_or_default(),
                "language" => s.language = Language::from_slug(value).unwrap_or_default(),
                "pencil-marks" => s.snyder_notes = value == "corner-centre",
                _ => {}
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_keep_helpers_off_and_the_timer_on() {
        let s = Settings::default();
        assert!(!s.clear_peer_notes && !s.show_mistakes && s.timer);
        assert_eq!(s.play_options(), PlayOptions::default());
    }

    /// Every value of every setting, each enum walked from its `ALL`, survives the stored
    /// text (a variant added later is stored and read back without a new line here).
    #[test]
    fn every_setting_round_trips() {
        let mut seen = 0;
        for theme in Theme::ALL {
            for hint_start in HintStart::ALL {
                for language in Language::ALL {
                    for flags in 0..16u8 {
                        let s = Settings {
                            theme,
                            clear_peer_notes: flags & 1 != 0,
                            show_mistakes: flags & 2 != 0,
                            timer: flags & 4 != 0,
                            hint_start,
                            language,
                            snyder_notes: flags & 8 != 0,
                        };
                        assert_eq!(Settings::from_text(&s.to_text()), s, "{s:?}");
                        seen += 1;
                    }
                }
            }
        }
        assert_eq!(
            seen,
            Theme::ALL.len() * HintStart::ALL.len() * Language::ALL.len() * 16
        );
        assert_eq!(
            Settings::from_text(&Settings::default().to_text()),
            Settings::default()
        );
    }

    /// The stored names are the ones earlier releases wrote, so their settings still read.
    #[test]
    fn stored_names_stay_readable() {
        let text = "stepwise-settings 1\ntheme light\nhint-start guess\nlanguage en\n";
        let s = Settings::from_text(text);
        assert_eq!(
            (s.theme, s.hint_start, s.language),
            (Theme::Light, HintStart::Guess, Language::English)
        );
        let text = "stepwise-settings 1\ntheme dark\nlanguage de\n";
        let s = Settings::from_text(text);
        assert_eq!((s.theme, s.language), (Theme::Dark, Language::German));
    }

    #[test]
    fn damaged_settings_keep_what_is_readable() {
        let cases = [
            ("", Settings::default()),
            ("{\"theme\":\"dark\"}", Settings::default()),
            (
                "stepwise-settings 1\ntheme dark\ntimer maybe\nfoo bar\nshow-mistakes on\npencil-marks sideways",
                Settings {
                    theme: Theme::Dark,
                    show_mistakes: true,
                    ..Settings::default()
                },
            ),
        ];
        for (text, want) in cases {
            assert_eq!(Settings::from_text(text), want, "{text:?}");
        }
    }
}
