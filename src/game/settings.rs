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

/// The storage key of the settings.
pub const SETTINGS_KEY: &str = "stepwise/v1/settings";

const MAGIC: &str = "stepwise-settings 1";

/// Light, dark, or whatever the system prefers.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Theme {
    /// Follow `prefers-color-scheme`.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// How the hint ladder's first rung starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum HintStart {
    /// Name the technique and the area.
    #[default]
    Tell,
    /// Active guess: the player first taps the cell they think is meant.
    Guess,
}

/// The interface language.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Language {
    /// From the browser's language (German for `de*`, else English).
    #[default]
    Auto,
    /// English.
    English,
    /// German.
    German,
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
        let theme = match self.theme {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        };
        let hint = match self.hint_start {
            HintStart::Tell => "tell",
            HintStart::Guess => "guess",
        };
        let language = match self.language {
            Language::Auto => "auto",
            Language::English => "en",
            Language::German => "de",
        };
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
                "theme" => {
                    s.theme = match value {
                        "light" => Theme::Light,
                        "dark" => Theme::Dark,
                        _ => Theme::System,
                    }
                }
                "clear-peer-notes" => s.clear_peer_notes = flag.unwrap_or(s.clear_peer_notes),
                "show-mistakes" => s.show_mistakes = flag.unwrap_or(s.show_mistakes),
                "timer" => s.timer = flag.unwrap_or(s.timer),
                "hint-start" => {
                    s.hint_start = match value {
                        "guess" => HintStart::Guess,
                        _ => HintStart::Tell,
                    }
                }
                "language" => {
                    s.language = match value {
                        "en" => Language::English,
                        "de" => Language::German,
                        _ => Language::Auto,
                    }
                }
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

    #[test]
    fn settings_round_trip() {
        let s = Settings {
            theme: Theme::Dark,
            clear_peer_notes: true,
            show_mistakes: true,
            timer: false,
            hint_start: HintStart::Guess,
            language: Language::German,
            snyder_notes: true,
        };
        assert_eq!(Settings::from_text(&s.to_text()), s);
        assert_eq!(
            Settings::from_text(&Settings::default().to_text()),
            Settings::default()
        );
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
