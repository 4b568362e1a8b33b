//! The browser app's entry point (built by trunk for wasm32). Natively it only says where
//! to find the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    stepwise::web::report_panics();
    stepwise::web::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("`app` is the Stepwise browser app: run `.ci/serve` and open the printed URL.");
}
