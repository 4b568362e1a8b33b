//! The verdict web worker: judges the givens with the exact solver and nothing else (built
//! by trunk for wasm32 as a worker, loaded by the app from `verdict_worker_loader.js`). It
//! speaks the `judge` part of [`stepwise::game::engine_job`]'s protocol
//! ([`stepwise::game::engine_job::judge_only`]): `ready` once it listens, then one answer
//! per request. Small, so the verdict never waits on the engine worker. Natively it only
//! says what it is.

#[cfg(target_arch = "wasm32")]
fn main() {
    use stepwise::game::engine_job::judge_only::{READY, answer};
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let request = ev.data().as_string().unwrap_or_default();
        let _ = replies.post_message(&answer(&request).into());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&READY.into());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "`verdict_worker` is the app's web worker for the verdict on the givens; it runs in the browser."
    );
}
