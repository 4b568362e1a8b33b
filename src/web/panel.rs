//! The side panel's pieces: the live verdict, the stage buttons, the variant picker and the
//! paste field (with the parser's own message next to it).

use leptos::prelude::*;

use super::play_ui::{focus_board, reveal_board};
use super::state::AppState;
use crate::engine::{Variant, parse_puzzle};
use crate::game::{Command, Stage, Verdict};
use crate::i18n::trn;

/// The engine's verdict on the givens ("Unique ✓", …), and "Solved" at the end. While the
/// worker judges new givens (a few milliseconds as the player types) the line keeps saying
/// the worker's last verdict rather than flicker; "Checking the givens…" shows only when
/// there was none (the worker still loading).
#[component]
pub fn VerdictLine() -> impl IntoView {
    let state = AppState::get();
    let shown = move || match state.verdict.get() {
        Verdict::Pending => state.judge.last().unwrap_or(Verdict::Pending),
        now => now,
    };
    let kind = move || match shown() {
        Verdict::Empty | Verdict::Pending => "verdict",
        Verdict::NoSolution { .. } | Verdict::Typo(_) => "verdict bad",
        Verdict::Unique(_) => "verdict good",
        Verdict::Several { .. } | Verdict::Ambiguous(_) => "verdict warn",
    };
    let solved = move || state.game.with(|g| g.is_solved());
    // For a setter: the given that makes the puzzle unique, one click away while entering.
    let unique_with = move || match state.verdict.get() {
        Verdict::Ambiguous(a) if state.game.with(|g| g.stage() == Stage::Entering) => {
            Some((a.unique_with?, a.suggestion(state.lang.get())?))
        }
        _ => None,
    };
    let add_given = move |_| {
        if let Some((c, _)) = unique_with() {
            state.dispatch(Command::Enter(c.cell, c.digit));
        }
    };
    view! {
        <p id="verdict" class=kind role="status" aria-live="polite">
            {move || shown().message(state.lang.get())}
            {move || solved().then(|| format!(" {}", state.tr("verdict.solved")))}
        </p>
        <button id="unique-with" class="quiet" on:click=add_given hidden=move || unique_with().is_none()>
            {move || unique_with().map(|(_, text)| text)}
        </button>
    }
}

/// "Start playing" while entering (the obvious next step, in reach of the thumb under the
/// keypad on a phone, once the givens are unique); "Edit givens" while playing; "Clear
/// board" while entering.
#[component]
pub fn StageControls() -> impl IntoView {
    let state = AppState::get();
    let stage = move || state.game.with(|g| g.stage());
    let start_class = move || {
        if state.verdict.with(|v| matches!(v, Verdict::Unique(_))) {
            "primary start-ready"
        } else {
            "start-waiting"
        }
    };
    // "Start playing" on givens without a solution is refused; the verdict line, just
    // above the refusal in both layouts, says what to correct.
    let refused = RwSignal::new(false);
    let refusal = move || refused.get() && state.verdict.with(Verdict::has_no_solution);
    let start = move |_| {
        if state.verdict.with_untracked(Verdict::has_no_solution) {
            refused.set(true);
        } else {
            stage_command(state, Command::Start);
        }
    };
    view! {
        <p id="start-refused" class="start-refused" role="alert" hidden=move || !refusal()>
            {state.label("stage.refused")}
        </p>
        <div class=move || match stage() {
            Stage::Entering => "stage-controls entering",
            Stage::Playing => "stage-controls",
        }>
            {move || match stage() {
                Stage::Entering => view! {
                    <button id="start-playing" class=start_class on:click=start>
                        {state.tr("stage.start")}
                    </button>
                    <button class="quiet" on:click=move |_| stage_command(state, Command::Clear)>
                        {state.tr("stage.clear")}
                    </button>
                }
                .into_any(),
                Stage::Playing => view! {
                    <button class="quiet" on:click=move |_| stage_command(state, Command::EditGivens)>
                        {state.tr("stage.edit")}
                    </button>
                }
                .into_any(),
            }}
        </div>
    }
}

/// Carries out a stage command; the button pressed is replaced by another, so the keyboard
/// focus goes to the board.
fn stage_command(state: AppState, command: Command) {
    let ui = super::play_ui::PlayUi::get();
    ui.ask_cell.set(None);
    ui.keep_entering.set(false);
    state.dispatch(command);
    focus_board();
}

/// While the givens are entered, above the board: what this mode is, in a newspaper
/// reader's words (the mode must be unmistakable on a phone).
#[component]
pub fn EntryStrip() -> impl IntoView {
    let state = AppState::get();
    view! {
        <p
            id="entry-strip"
            class="entry-strip"
            hidden=move || state.game.with(|g| g.stage() == Stage::Playing)
        >
            <strong>{state.label("entering.title")}</strong>
            " "
            {state.label("entering.text")}
        </p>
    }
}

/// "Start playing?": a digit typed into an empty cell while entering givens that already
/// have exactly one solution. Start playing with that digit as the player's first, or add it
/// as a given after all (then no more questions until the stage changes).
#[component]
pub fn StartPrompt() -> impl IntoView {
    let state = AppState::get();
    let ui = super::play_ui::PlayUi::get();
    let open =
        move || ui.ask_cell.get().is_some() && state.game.with(|g| g.stage() == Stage::Entering);
    let args = move || {
        let lang = state.lang.get();
        let cell = ui
            .ask_cell
            .get()
            .map(|c| crate::i18n::cell_name(lang, c))
            .unwrap_or_default();
        let d = ui
            .ask_digit
            .get()
            .map(|d| d.to_string())
            .unwrap_or_default();
        (cell, d)
    };
    let say = move |key: &'static str| {
        let (cell, d) = args();
        crate::i18n::trf(state.lang.get(), key, &[("cell", &cell), ("d", &d)])
    };
    let answer = move |start: bool| {
        let (Some(cell), Some(d)) = (ui.ask_cell.get_untracked(), ui.ask_digit.get_untracked())
        else {
            return;
        };
        ui.ask_cell.set(None);
        if start {
            state.dispatch(Command::Start);
        } else {
            ui.keep_entering.set(true);
        }
        super::play_ui::edit_cell(state, ui, cell, crate::game::keymap::KeyAction::Digit(d));
        focus_board();
    };
    view! {
        <div
            id="start-prompt"
            class="start-prompt"
            role="alertdialog"
            aria-labelledby="start-prompt-text"
            hidden=move || !open()
        >
            <p id="start-prompt-text">{move || say("ask_start.text")}</p>
            <div class="start-prompt-actions">
                <button class="primary" on:click=move |_| answer(true)>
                    {move || say("ask_start.start")}
                </button>
                <button class="quiet" on:click=move |_| answer(false)>
                    {move || say("ask_start.given")}
                </button>
            </div>
        </div>
    }
}

/// The message key of the variant's name.
pub fn variant_label(variant: Variant) -> &'static str {
    match variant {
        Variant::Standard => "variant.standard",
        Variant::Diagonal => "variant.diagonal",
        Variant::Color => "variant.color",
        Variant::ColorDiagonal => "variant.color-diagonal",
    }
}

/// The four variants as radio buttons, each with a small picture of its extra houses.
#[component]
pub fn VariantPicker() -> impl IntoView {
    let state = AppState::get();
    let options = Variant::ALL
        .into_iter()
        .map(|variant| {
            let label = variant_label(variant);
            view! {
                <label class="variant-option">
                    <input
                        type="radio"
                        name="variant"
                        value=variant.slug()
                        prop:checked=move || state.game.with(|g| g.variant() == variant)
                        on:change=move |_| state.dispatch(Command::SetVariant(variant))
                    />
                    <span class=format!("variant-icon icon-{}", variant.slug()) aria-hidden="true"></span>
                    <span>{state.label(label)}</span>
                </label>
            }
        })
        .collect_view();
    view! {
        <fieldset class="variants">
            <legend>{state.label("variant.legend")}</legend>
            {options}
        </fieldset>
    }
}

/// The paste field: any format the engine parses; its message is shown right below, in the
/// current language (kept as the outcome, so the language switch re-says it).
#[component]
pub fn PastePanel() -> impl IntoView {
    let state = AppState::get();
    let lib = super::library::Library::get();
    let text = RwSignal::new(String::new());
    let message = RwSignal::new(None::<Result<usize, crate::engine::ParseError>>);
    let load = move |_| {
        let variant = state.game.with_untracked(|g| g.variant());
        match parse_puzzle(&text.get_untracked(), variant) {
            Ok(puzzle) => {
                let n = puzzle.givens.filled_count();
                // A pasted puzzle is a new game in the library; the old one stays saved.
                let mut game = crate::game::Game::default();
                game.apply(Command::Load(Box::new(puzzle)));
                lib.start(state, game, crate::game::library::name::Origin::Pasted);
                message.set(Some(Ok(n)));
                reveal_board();
            }
            Err(e) => message.set(Some(Err(e))),
        }
    };
    view! {
        <div class="paste">
            <label for="paste-text">{state.label("paste.label")}</label>
            <textarea
                id="paste-text"
                rows="3"
                spellcheck="false"
                autocomplete="off"
                placeholder=state.label("paste.placeholder")
                aria-describedby="paste-message"
                prop:value=move || text.get()
                on:input=move |ev| text.set(event_target_value(&ev))
            ></textarea>
            <button class="primary" id="paste-load" on:click=load>
                {state.label("paste.load")}
            </button>
            <p
                id="paste-message"
                class=move || match message.get() {
                    Some(Err(_)) => "paste-message bad",
                    _ => "paste-message",
                }
                aria-live="polite"
            >
                {move || {
                    let lang = state.lang.get();
                    message.get().map(|m| match m {
                        Ok(n) => trn(lang, "paste.loaded", n as u64, &[]),
                        Err(e) => crate::i18n::parse_error(lang, &e),
                    })
                }}
            </p>
        </div>
    }
}
