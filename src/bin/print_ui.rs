//! The print page's program (built by trunk for wasm32 as its own module, `print_ui.js` and
//! `print_ui_bg.wasm`, started by `print.html` through `assets/print-start.js`): the main page
//! only links to it, so its bundle carries none of the print page. Natively it only says what
//! it is.

#[cfg(target_arch = "wasm32")]
fn main() {
    stepwise::web::report_panics();
    stepwise::web::print::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("`print_ui` is the print page of the Stepwise browser app; it runs in the browser.");
}
