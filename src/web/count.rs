//! [`SolutionCount`]: under a "several solutions" verdict, count them all, live, in a web
//! worker (`count_worker`), so the page stays responsive while millions of solutions are
//! counted; "Stop" ends the worker. The worker speaks [`count_job`]'s text protocol.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{MessageEvent, Worker};

use super::state::AppState;
use crate::game::Verdict;
use crate::game::count_job::{self, Report};
use crate::i18n::{format_seconds, trn};

/// The worker's loader (trunk names worker files after the binary, unhashed).
const WORKER_URL: &str = "./count_worker_loader.js";

/// Where a count stands.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Count {
    /// Not started (or reset because the givens changed).
    Idle,
    /// Counting: solutions so far and the share done in thousandths.
    Running { solutions: u64, per_mille: u64 },
    /// Finished.
    Done { solutions: u64, ms: u64 },
    /// Stopped by the player.
    Stopped { solutions: u64 },
    /// The worker could not be started or did not understand the request.
    Failed,
}

/// The running worker and its message handler (kept alive as long as the worker).
type Running = (Worker, Closure<dyn FnMut(MessageEvent)>);

/// "Count all solutions", the live count with a progress bar and "Stop", then the total.
#[component]
pub fn SolutionCount() -> impl IntoView {
    let state = AppState::get();
    let count = RwSignal::new(Count::Idle);
    let worker = StoredValue::new_local(None::<Running>);
    // Ends the worker and drops its handler (never from inside the handler itself); the
    // handler is detached first, so a message already on its way finds no dropped closure.
    let stop_worker = move || {
        if let Some((w, _)) = worker.try_update_value(Option::take).flatten() {
            w.set_onmessage(None);
            w.terminate();
        }
    };
    // Ends the worker but keeps its handler, which may be the caller.
    let end_worker = move || {
        worker.with_value(|running| {
            if let Some((w, _)) = running {
                w.terminate();
            }
        });
    };
    // A new verdict (other givens, another variant) ends any count of the old puzzle.
    Effect::new(move |_| {
        state.verdict.track();
        stop_worker();
        count.set(Count::Idle);
    });
    on_cleanup(stop_worker);
    let start = move |_| {
        stop_worker();
        let request = state
            .game
            .with_untracked(|g| count_job::request(g.variant(), g.givens()));
        let Ok(w) = Worker::new(WORKER_URL) else {
            count.set(Count::Failed);
            return;
        };
        let started = js_sys::Date::now();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            let text = ev.data().as_string().unwrap_or_default();
            match Report::from_text(&text) {
                Some(Report::Ready) => {
                    let sent = worker.with_value(|running| {
                        running
                            .as_ref()
                            .is_some_and(|(w, _)| w.post_message(&request.as_str().into()).is_ok())
                    });
                    if !sent {
                        count.set(Count::Failed);
                        end_worker();
                    }
                }
                Some(Report::Progress {
                    solutions,
                    fraction,
                }) => count.set(Count::Running {
                    solutions,
                    per_mille: count_job::per_mille(fraction),
                }),
                Some(Report::Done { solutions }) => {
                    let ms = (js_sys::Date::now() - started).max(0.0) as u64;
                    count.set(Count::Done { solutions, ms });
                    end_worker();
                }
                Some(Report::Failed) | None => {
                    count.set(Count::Failed);
                    end_worker();
                }
            }
        });
        w.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_value(Some((w, on_message)));
        count.set(Count::Running {
            solutions: 0,
            per_mille: 0,
        });
    };
    let stop = move |_| {
        stop_worker();
        if let Count::Running { solutions, .. } = count.get_untracked() {
            count.set(Count::Stopped { solutions });
        }
    };
    let several = move || state.verdict.with(Verdict::is_several);
    // One fixed view whose parts show, hide and change text (fewer view types keep the
    // bundle small).
    let message = move || {
        let lang = state.lang.get();
        match count.get() {
            Count::Idle => String::new(),
            Count::Running { solutions, .. } => trn(lang, "count.running", solutions, &[]),
            Count::Done { solutions, ms } => trn(
                lang,
                "count.done",
                solutions,
                &[("seconds", &format_seconds(lang, ms))],
            ),
            Count::Stopped { solutions } => trn(lang, "count.stopped", solutions, &[]),
            Count::Failed => state.tr("count.failed").to_string(),
        }
    };
    let running = move || matches!(count.get(), Count::Running { .. });
    let can_start = move || matches!(count.get(), Count::Idle | Count::Stopped { .. });
    let per_mille = move || match count.get() {
        Count::Running { per_mille, .. } => per_mille.to_string(),
        _ => "0".to_string(),
    };
    view! {
        // The running count changes many times a second: a screen reader hears the result,
        // not every step (the progress bar carries the live value).
        <div
            class="solution-count"
            role="status"
            aria-live=move || if running() { "off" } else { "polite" }
            hidden=move || !several()
        >
            <p
                id="count-message"
                class=move || if count.get() == Count::Failed { "count-message bad" } else { "count-message" }
                hidden=move || count.get() == Count::Idle
            >
                {message}
            </p>
            <progress
                max="1000"
                value=per_mille
                aria-label=state.label("count.progress")
                hidden=move || !running()
            ></progress>
            <button id="count-start" class="quiet" on:click=start hidden=move || !can_start()>
                {state.label("count.start")}
            </button>
            <button id="count-stop" class="quiet" on:click=stop hidden=move || !running()>
                {state.label("count.stop")}
            </button>
        </div>
    }
}
