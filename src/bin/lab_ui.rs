//! The solver lab page's program (built by trunk for wasm32 as its own module, `lab_ui.js`
//! and `lab_ui_bg.wasm`, started by `lab.html` through `assets/lab-start.js`): the main page
//! only links to it, so a player downloads none of it before opening the lab. Natively it
//! only says what it is.

#[cfg(target_arch = "wasm32")]
fn main() {
    stepwise::web::report_panics();
    stepwise::web::lab::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "`lab_ui` is the solver lab page of the Stepwise browser app; it runs in the browser."
    );
}
