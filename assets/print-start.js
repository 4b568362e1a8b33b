// Starts the print page's wasm: print_ui.js (trunk's no-modules build of the print_ui bin)
// defines wasm_bindgen; its main mounts the page.
wasm_bindgen({ module_or_path: "./print_ui_bg.wasm" });
