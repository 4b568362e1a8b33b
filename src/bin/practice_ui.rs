//! The practice page's program (built by trunk for wasm32 as its own module, `practice_ui.js`
//! and `practice_ui_bg.wasm`, started by `practice.html` through `assets/practice-start.js`):
//! the main page only links to it, so its bundle carries none of the practice page. Natively
//! it only says what it is.

#[cfg(target_arch = "wasm32")]
fn main() {
    stepwise::web::report_panics();
    stepwise::web::practice::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!(
        "`practice_ui` is the practice page of the Stepwise browser app; it runs in the browser."
    );
}
