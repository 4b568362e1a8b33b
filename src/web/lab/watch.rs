//! "Watch it solve": a backtracking method (`engine::lab::replay::Replay`: naive
//! backtracking or dancing links) played on a board, slowly, with a speed control, a step
//! button and start over (seed 004's GUI: the digits being tried and taken back).

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use super::runner::{grouped, method_word};
use super::{Lab, MiniBoard};
use crate::engine::Grid;
use crate::engine::lab::replay::Replay;
use crate::engine::lab::{Event, Method};
use crate::i18n::lab_words::Word;

/// The timer's tick in milliseconds; faster speeds take several steps per tick.
const TICK_MS: i32 = 50;

/// The section: the method, board, the last event, Play/Pause, Step, Start over, speed.
#[component]
pub fn WatchSolve() -> impl IntoView {
    let lab = Lab::get();
    let de = lab.lang == crate::i18n::Lang::De;
    let givens = lab.puzzle.with_value(|p| p.givens);
    let method = RwSignal::new(Method::Backtracking);
    let fresh = move || {
        lab.puzzle
            .with_value(|p| Replay::new(method.get_untracked(), p))
    };
    let stepper = StoredValue::new(fresh());
    let board = RwSignal::new(givens);
    let last = RwSignal::new(None::<Event>);
    let steps = RwSignal::new(0u64);
    let playing = RwSignal::new(false);
    let speed = RwSignal::new(20u32);
    let credit = StoredValue::new(0.0f64);
    let timer = StoredValue::new_local(None::<(i32, Closure<dyn FnMut()>)>);

    let pause = move || {
        playing.set(false);
        if let (Some((id, _)), Some(w)) = (
            timer.try_update_value(Option::take).flatten(),
            web_sys::window(),
        ) {
            w.clear_interval_with_handle(id);
        }
    };
    on_cleanup(pause);
    // One step; `false` when the search has nothing more to show (a solution or the end).
    let step_once = move || -> bool {
        let event = stepper
            .try_update_value(|s| s.as_mut().map(Replay::step))
            .flatten();
        let Some(event) = event else {
            return false;
        };
        let (b, n) = stepper
            .with_value(|s| s.as_ref().map(|s| (s.board(), s.steps())))
            .unwrap_or((Grid::EMPTY, 0));
        board.set(b);
        steps.set(n);
        last.set(Some(event));
        matches!(event, Event::Place { .. } | Event::TakeBack { .. })
    };
    let play = move || {
        if playing.get_untracked() {
            return;
        }
        playing.set(true);
        let tick = Closure::<dyn FnMut()>::new(move || {
            let per_tick = f64::from(speed.get_untracked()) * f64::from(TICK_MS) / 1000.0;
            credit.update_value(|c| *c += per_tick);
            while credit.get_value() >= 1.0 {
                credit.update_value(|c| *c -= 1.0);
                if !step_once() {
                    pause();
                    break;
                }
            }
        });
        let id = web_sys::window().and_then(|w| {
            w.set_interval_with_callback_and_timeout_and_arguments_0(
                tick.as_ref().unchecked_ref(),
                TICK_MS,
            )
            .ok()
        });
        match id {
            Some(id) => timer.set_value(Some((id, tick))),
            None => playing.set(false),
        }
    };
    let restart = move || {
        pause();
        stepper.set_value(fresh());
        board.set(givens);
        steps.set(0);
        last.set(None);
        credit.set_value(0.0);
    };
    let line = move || {
        let n = grouped(steps.get(), de);
        let tried = lab.w(match method.get() {
            Method::Dlx => Word::RowsChosen,
            _ => Word::DigitsTried,
        });
        // Which option Algorithm X took: "forced", or "2 of 3".
        let choice = move || match stepper.with_value(|s| s.as_ref().and_then(Replay::choice)) {
            Some((_, 1)) => format!(" ({})", lab.w(Word::WatchForced)),
            Some((nth, of)) => format!(" ({nth} {} {of})", lab.w(Word::WatchOf)),
            None => String::new(),
        };
        match last.get() {
            None if stepper.with_value(Option::is_none) => lab.w(Word::WatchNone).to_string(),
            None => format!("{tried}: 0"),
            Some(Event::Place { cell, digit }) => {
                let cell = crate::i18n::cell_name(lab.lang, cell);
                format!("{tried}: {n} · {cell} = {digit}{}", choice())
            }
            Some(Event::TakeBack { cell }) => {
                let cell = crate::i18n::cell_name(lab.lang, cell);
                format!("{tried}: {n} · {cell} ←")
            }
            Some(Event::Solution) => format!("{tried}: {n} · {}", lab.w(Word::WatchFound)),
            Some(Event::Done) => format!("{tried}: {n} · {}", lab.w(Word::WatchDone)),
        }
    };
    let methods = Replay::METHODS
        .into_iter()
        .map(|m| {
            view! {
                <label>
                    <input
                        type="radio"
                        name="lab-watch-method"
                        value=m.slug()
                        prop:checked=move || method.get() == m
                        on:change=move |_| {
                            method.set(m);
                            restart();
                        }
                    />
                    {lab.w(method_word(m).0)}
                </label>
            }
        })
        .collect_view();
    let about = move || {
        lab.w(match method.get() {
            Method::Dlx => Word::WatchAboutDlx,
            _ => Word::WatchAbout,
        })
    };
    let finished = move || matches!(last.get(), Some(Event::Solution | Event::Done));
    view! {
        <section class="lab-watch" aria-labelledby="lab-watch-h">
            <h2 id="lab-watch-h">{lab.w(Word::Watch)}</h2>
            <fieldset class="lab-mode" id="lab-watch-method">
                <legend>{lab.w(Word::WatchMethod)}</legend>
                {methods}
            </fieldset>
            <p id="lab-watch-about">{about}</p>
            <MiniBoard givens=givens shown=board />
            <p id="lab-watch-line" class="lab-watch-line" aria-live="off">{line}</p>
            <div class="lab-actions">
                <button
                    id="lab-play"
                    class="primary"
                    on:click=move |_| if playing.get_untracked() { pause() } else { play() }
                    disabled=finished
                >
                    {move || lab.w(if playing.get() { Word::Pause } else { Word::Play })}
                </button>
                <button id="lab-step" on:click=move |_| { step_once(); } disabled=move || playing.get() || finished()>
                    {lab.w(Word::Step)}
                </button>
                <button id="lab-restart" on:click=move |_| restart()>{lab.w(Word::Restart)}</button>
            </div>
            <label class="lab-speed">
                {lab.w(Word::Speed)}
                <input
                    id="lab-speed"
                    type="range"
                    min="1"
                    max="500"
                    prop:value=move || speed.get().to_string()
                    on:input=move |ev| {
                        if let Ok(v) = event_target_value(&ev).parse::<u32>() {
                            speed.set(v.clamp(1, 500));
                        }
                    }
                />
                <output>{move || speed.get()}</output>
            </label>
        </section>
    }
}
