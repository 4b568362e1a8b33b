//! The web worker that counts every solution of a puzzle (built by trunk for wasm32 as a
//! worker, loaded by the app from `count_worker_loader.js`). It runs
//! [`stepwise::game::count_job::run`] on each request and posts each report as a line of
//! text (first `Ready`, once it listens); the app stops a count by ending the worker. Natively it only says what it is.

#[cfg(target_arch = "wasm32")]
fn main() {
    use std::ops::ControlFlow;

    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let request = ev.data().as_string().unwrap_or_default();
        stepwise::game::count_job::run(&request, &mut |report| {
            let _ = replies.post_message(&report.to_text().into());
            ControlFlow::Continue(())
        });
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let ready = stepwise::game::count_job::Report::Ready.to_text();
    let _ = scope.post_message(&ready.into());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("`count_worker` is the app's solution-counting web worker; it runs in the browser.");
}
