//! "What the numbers say": the seed's band count, computed in the lab worker, with its time.

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{MessageEvent, Worker};

use super::Lab;
use super::runner::{duration, grouped};
use crate::engine::lab::facts::first_bands;
use crate::game::lab_job::{Answer, Request};
use crate::i18n::lab_words::Word;

/// Where the count stands.
#[derive(Clone, Copy, PartialEq, Debug)]
enum State {
    Idle,
    Counting,
    Done { band: u64, ms: f64 },
    Failed,
}

/// The section with its Count button.
#[component]
pub fn Facts() -> impl IntoView {
    let lab = Lab::get();
    let de = lab.lang == crate::i18n::Lang::De;
    let state = RwSignal::new(State::Idle);
    let running = StoredValue::new_local(None::<(Worker, Closure<dyn FnMut(MessageEvent)>)>);
    let stop = move || {
        if let Some((w, _)) = running.try_update_value(Option::take).flatten() {
            w.set_onmessage(None);
            w.terminate();
        }
    };
    on_cleanup(stop);
    let count =
        move |_| {
            stop();
            let Ok(worker) = Worker::new("./lab_worker_loader.js") else {
                state.set(State::Failed);
                return;
            };
            let reply = worker.clone();
            let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
                match Answer::from_text(&ev.data().as_string().unwrap_or_default()) {
                    Some(Answer::Ready) => {
                        let _ = reply.post_message(&Request::Facts { id: 1 }.to_text().into());
                    }
                    Some(Answer::Facts { band, ms, .. }) => {
                        state.set(State::Done { band, ms });
                        reply.terminate();
                    }
                    _ => {
                        state.set(State::Failed);
                        reply.terminate();
                    }
                }
            });
            worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
            running.set_value(Some((worker, handler)));
            state.set(State::Counting);
        };
    let result = move || match state.get() {
        State::Idle => String::new(),
        State::Counting => lab.w(Word::Counting).to_string(),
        State::Done { band, ms } => format!(
            "{} {} {}. {} {}.",
            grouped(band, de),
            lab.w(Word::BandResult),
            duration(ms, de),
            grouped(first_bands(band), de),
            lab.w(Word::Bands)
        ),
        State::Failed => lab.w(Word::Failed).to_string(),
    };
    view! {
        <section class="lab-facts" aria-labelledby="lab-facts-h">
            <h2 id="lab-facts-h">{lab.w(Word::Facts)}</h2>
            <p>{lab.w(Word::FactsAbout)}</p>
            <button id="lab-facts-count" on:click=count disabled=move || state.get() == State::Counting>
                {lab.w(Word::Count)}
            </button>
            <p id="lab-facts-result" role="status">{result}</p>
        </section>
    }
}
