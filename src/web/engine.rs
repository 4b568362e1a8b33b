//! [`Engine`]: the page's side of the engine worker (`engine_worker`), which finds and
//! explains hints and rates puzzles so the board never waits, or of the verdict worker
//! (`verdict_worker`), which speaks the `judge` part of the same protocol. Requests are sent as
//! [`engine_job`](crate::game::engine_job) text; until the worker says `Ready` they wait in
//! a queue here (a message sent while its wasm loads would be lost). Each answer goes to the
//! one handler given at start. A worker that fails to load or crashes is ended, every request
//! still unanswered is answered `Failed` (the panel says hints are unavailable; the board
//! stays playable), and the next request starts a new worker.

use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Event, MessageEvent, Worker};

use crate::game::engine_job::{Answer, Request};

/// The engine worker's loader (trunk names worker files after the binary, unhashed).
pub const ENGINE_WORKER: &str = "./engine_worker_loader.js";

/// The verdict worker's loader.
pub const VERDICT_WORKER: &str = "./verdict_worker_loader.js";

/// A running worker and its handlers (kept alive as long as the worker).
struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

/// The worker's state on the page.
struct Inner {
    /// The worker's loader.
    url: &'static str,
    running: Option<Running>,
    /// The worker said `Ready`.
    ready: bool,
    /// Requests waiting for `Ready`: (id, text).
    queue: Vec<(u64, String)>,
    /// Ids sent and not answered yet.
    unanswered: Vec<u64>,
    on_answer: Rc<dyn Fn(Answer)>,
}

/// The engine worker handle (context, `Copy`).
#[derive(Clone, Copy)]
pub struct Engine {
    inner: StoredValue<Inner, LocalStorage>,
}

impl Engine {
    /// Creates the handle of the worker loaded from `url` ([`ENGINE_WORKER`] or
    /// [`VERDICT_WORKER`]); answers are dropped until [`Engine::on_answer`] names where they
    /// go. The worker starts with the first request or [`Engine::warm_up`].
    pub fn new(url: &'static str) -> Engine {
        Engine {
            inner: StoredValue::new_local(Inner {
                url,
                running: None,
                ready: false,
                queue: Vec::new(),
                unanswered: Vec::new(),
                on_answer: Rc::new(|_| {}),
            }),
        }
    }

    /// Every answer goes to `handler` from now on.
    pub fn on_answer(self, handler: impl Fn(Answer) + 'static) {
        self.inner.update_value(|i| i.on_answer = Rc::new(handler));
    }

    /// Starts the worker now, if it is not running (after the first paint, so the first hint
    /// finds it loaded: starting costs a fetch and a compile).
    pub fn warm_up(self) {
        if self.inner.with_value(|i| i.running.is_none()) {
            self.start();
        }
    }

    /// Sends `request`; its answer arrives through the handler.
    pub fn send(self, request: &Request) {
        let (id, text) = (request.id(), request.to_text());
        if self.inner.with_value(|i| i.running.is_none()) {
            self.start();
        }
        let ready = self.inner.with_value(|i| i.ready);
        if ready && self.post(&text) {
            self.inner.update_value(|i| i.unanswered.push(id));
        } else if !ready {
            self.inner.update_value(|i| i.queue.push((id, text)));
        } else {
            self.fail_all();
        }
    }

    fn post(self, text: &str) -> bool {
        self.inner.with_value(|i| {
            i.running
                .as_ref()
                .is_some_and(|r| r.worker.post_message(&text.into()).is_ok())
        })
    }

    fn start(self) {
        let url = self.inner.with_value(|i| i.url);
        let Ok(worker) = Worker::new(url) else {
            self.fail_all();
            return;
        };
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
            let text = ev.data().as_string().unwrap_or_default();
            match Answer::from_text(&text) {
                Some(Answer::Ready) => self.ready(),
                Some(answer) => self.answered(answer),
                // A garbled answer: the worker cannot be trusted any more.
                None => self.fail_all(),
            }
        });
        let on_error = Closure::<dyn FnMut(Event)>::new(move |ev: Event| {
            // Handled here: the player is told in the panel, not the console.
            ev.prevent_default();
            self.fail_all();
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.inner.update_value(|i| {
            i.ready = false;
            i.running = Some(Running {
                worker,
                _on_message: on_message,
                _on_error: on_error,
            });
        });
    }

    /// The worker listens: send what waited, then tell the handler (`Ready`: a request that
    /// failed with an earlier worker may be sent again).
    fn ready(self) {
        let queue = self.inner.try_update_value(|i| {
            i.ready = true;
            std::mem::take(&mut i.queue)
        });
        for (id, text) in queue.unwrap_or_default() {
            if self.post(&text) {
                self.inner.update_value(|i| i.unanswered.push(id));
            } else {
                self.fail_all();
                return;
            }
        }
        let handler = self.inner.with_value(|i| Rc::clone(&i.on_answer));
        handler(Answer::Ready);
    }

    fn answered(self, answer: Answer) {
        let Some(id) = answer.id() else {
            return;
        };
        self.inner
            .update_value(|i| i.unanswered.retain(|u| *u != id));
        let handler = self.inner.with_value(|i| Rc::clone(&i.on_answer));
        handler(answer);
    }

    /// Ends the worker now (a search the player stopped); requests still open are answered
    /// `Failed`, and the next request starts a new worker.
    pub fn stop(self) {
        self.fail_all();
    }

    /// Ends the worker (later, not from inside its own handler) and answers every request
    /// still open with `Failed`; the next request starts a new worker.
    fn fail_all(self) {
        let taken = self.inner.try_update_value(|i| {
            i.ready = false;
            let mut ids: Vec<u64> = i.queue.drain(..).map(|(id, _)| id).collect();
            ids.append(&mut i.unanswered);
            (i.running.take(), ids, Rc::clone(&i.on_answer))
        });
        let Some((running, ids, handler)) = taken else {
            return;
        };
        if let Some(r) = running {
            r.worker.set_onmessage(None);
            r.worker.set_onerror(None);
            r.worker.terminate();
            // The closures may be the caller: drop them after this turn.
            let keep = Closure::once_into_js(move || drop(r));
            if let Some(w) = web_sys::window() {
                let _ = w
                    .set_timeout_with_callback_and_timeout_and_arguments_0(keep.unchecked_ref(), 0);
            }
        }
        for id in ids {
            handler(Answer::Failed { id });
        }
    }
}
