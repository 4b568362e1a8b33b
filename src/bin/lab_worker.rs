//! The solver lab's web worker (built by trunk for wasm32 as a worker, loaded by the lab page
//! from `lab_worker_loader.js` when the lab is opened, never by the main page). It says
//! `ready`, then does each request with [`stepwise::game::lab_job::run`], timing the methods
//! by `performance.now()` and posting each answer as a line of text. The page cancels a run
//! by ending the worker. Natively it only says what it is.

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    use stepwise::game::lab_job::{Answer, run};

    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let clock = scope.performance();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |ev: MessageEvent| {
        let request = ev.data().as_string().unwrap_or_default();
        let now = || clock.as_ref().map_or(0.0, |p| p.now());
        run(&request, &now, &mut |answer| {
            let _ = replies.post_message(&answer.to_text().into());
        });
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let _ = scope.post_message(&Answer::Ready.to_text().into());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("`lab_worker` is the solver lab's web worker; it runs in the browser.");
}
