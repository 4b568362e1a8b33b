// Starts the practice page's wasm: practice_ui.js (trunk's no-modules build of the
// practice_ui bin) defines wasm_bindgen; its main mounts the page.
wasm_bindgen({ module_or_path: "./practice_ui_bg.wasm" });
