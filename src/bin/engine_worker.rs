//! The engine web worker: finds and explains hints, lists the steps, rates and generates
//! puzzles, away
//! from the page (built by trunk for wasm32 as a worker, loaded by the app from
//! `engine_worker_loader.js`). It speaks [`stepwise::game::engine_job`]'s text protocol:
//! `Ready` once it listens, then one answer per request done. Requests that arrive while it
//! works are gathered, and of each kind only the newest is done
//! ([`stepwise::game::engine_job::latest`]). The page's English words (`en.txt`, beside the
//! app, preloaded by the page and precached) are fetched before it says `Ready`, as the page
//! fetches them before it mounts (the `fetched-english` feature on its index.html link keeps
//! them out of the worker's bundle); the German message tables (`de.txt` and `steps-de.txt`)
//! the first time a request wants German. Natively it only says what it is.

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::{Cell, RefCell};
    use std::rc::Rc;

    use stepwise::game::engine_job::{Answer, Request, generate, latest, progress, run_watched};
    use stepwise::i18n::{
        Lang, has_steps_table, has_table, install_english, install_german, install_german_steps,
    };
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    /// The requests that arrived and are not done yet, and whether a run is scheduled.
    #[derive(Default)]
    struct Mailbox {
        arrived: RefCell<Vec<String>>,
        scheduled: Cell<bool>,
        /// The English words are not here yet: requests wait (and `Ready` is not said).
        fetching_english: Cell<bool>,
        fetching_german: Cell<bool>,
        /// `de.txt` could not be had: German requests are answered in English.
        no_german: Cell<bool>,
    }

    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    fn post(answer: &Answer) {
        let _ = scope().post_message(&answer.to_text().into());
    }

    /// Runs the mailbox soon (after the messages already queued have arrived).
    fn schedule(mailbox: &Rc<Mailbox>) {
        if mailbox.scheduled.replace(true) {
            return;
        }
        let mb = Rc::clone(mailbox);
        let run_later = Closure::once_into_js(move || work(&mb));
        let _ = scope()
            .set_timeout_with_callback_and_timeout_and_arguments_0(run_later.unchecked_ref(), 0);
    }

    /// Does the newest request of each kind; waits for German first when one wants it.
    fn work(mailbox: &Rc<Mailbox>) {
        mailbox.scheduled.set(false);
        let todo = latest(mailbox.arrived.take());
        for (i, text) in todo.iter().enumerate() {
            let request = Request::from_text(text);
            let wants_german = matches!(&request, Ok(r) if r.lang() == Lang::De);
            if wants_german && !has_german() && !mailbox.no_german.get() {
                // Put this and the rest back; they run once the table is here (or, if it
                // cannot come, in English: `tr` falls back to English).
                mailbox
                    .arrived
                    .borrow_mut()
                    .splice(0..0, todo[i..].iter().cloned());
                fetch_german(mailbox);
                return;
            }
            post(&match request {
                Ok(r) => run_reporting(&r),
                Err(id) => Answer::Failed { id },
            });
        }
    }

    /// A search reports how far it has come once it has run this long (the page shows
    /// "Thinking…" from 150 ms on)…
    const PROGRESS_AFTER_MS: f64 = 150.0;
    /// …and then at most this often.
    const PROGRESS_EVERY_MS: f64 = 250.0;

    /// Does `request`, posting a progress report now and then while a long search (or a
    /// generation: its tries) runs.
    fn run_reporting(request: &Request) -> Answer {
        let (id, lang) = (request.id(), request.lang());
        let started = js_sys::Date::now();
        let last = Cell::new(started - PROGRESS_EVERY_MS);
        let due = || {
            let now = js_sys::Date::now();
            let due = now - started >= PROGRESS_AFTER_MS && now - last.get() >= PROGRESS_EVERY_MS;
            if due {
                last.set(now);
            }
            due
        };
        let mut report = |tries| {
            if due() {
                post(&generate::progress(id, lang, tries));
            }
        };
        match request {
            Request::Generate { options, seed, .. } => {
                return generate::answer(id, lang, options, *seed, &mut report);
            }
            Request::ShortLink { value, .. } => {
                return generate::short_link(id, lang, value, &mut report);
            }
            _ => {}
        }
        let watch = |technique| {
            if due() {
                post(&progress(id, lang, technique));
            }
        };
        run_watched(request, &watch)
    }

    /// Whether both German tables are here: the page's words (the card's labels, houses)
    /// and the engine's (technique names, explanations).
    fn has_german() -> bool {
        has_table(Lang::De) && has_steps_table(Lang::De)
    }

    fn fetch_german(mailbox: &Rc<Mailbox>) {
        if mailbox.fetching_german.replace(true) {
            return;
        }
        let mb = Rc::clone(mailbox);
        wasm_bindgen_futures::spawn_local(async move {
            let fetch = |file| stepwise::web::response_text(scope().fetch_with_str(file));
            let page = fetch("./de.txt").await.is_some_and(install_german);
            let steps = fetch("./steps-de.txt")
                .await
                .is_some_and(install_german_steps);
            if !(page && steps) {
                mb.no_german.set(true);
            }
            mb.fetching_german.set(false);
            schedule(&mb);
        });
    }

    /// Fetches the English words, then says `Ready` and does what arrived meanwhile. Should
    /// they not come, the page could not start either (it needs the same file); the worker
    /// still answers, so nothing waits for ever.
    fn fetch_english(mailbox: &Rc<Mailbox>) {
        mailbox.fetching_english.set(true);
        let mb = Rc::clone(mailbox);
        wasm_bindgen_futures::spawn_local(async move {
            let words = stepwise::web::response_text(scope().fetch_with_str("./en.txt")).await;
            // Without them the page says its words are missing and the answers' texts are
            // their keys (the engine's own words, steps-en.txt, stay built in).
            let _ = words.is_some_and(install_english);
            mb.fetching_english.set(false);
            post(&Answer::Ready);
            schedule(&mb);
        });
    }

    pub fn main() {
        console_error_panic_hook::set_once();
        let mailbox = Rc::new(Mailbox::default());
        let mb = Rc::clone(&mailbox);
        // Listening from the start: a message that came while no handler was set would be
        // lost, so those that come before the words wait in the mailbox.
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            mb.arrived
                .borrow_mut()
                .push(ev.data().as_string().unwrap_or_default());
            if !mb.fetching_german.get() && !mb.fetching_english.get() {
                schedule(&mb);
            }
        });
        scope().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        if has_table(Lang::En) {
            post(&Answer::Ready);
        } else {
            fetch_english(&mailbox);
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    worker::main();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("`engine_worker` is the app's hint and rating web worker; it runs in the browser.");
}
