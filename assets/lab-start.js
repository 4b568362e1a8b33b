// Starts the solver lab's wasm: lab_ui.js (trunk's no-modules build of the lab_ui bin)
// defines wasm_bindgen; its main mounts the page.
wasm_bindgen({ module_or_path: "./lab_ui_bg.wasm" });
