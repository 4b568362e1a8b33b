//! Just enough JSON writing for the CLI's one-object-per-line contract (the engine carries
//! no serialisation framework).

/// `s` as a JSON string literal, quotes included.
pub fn string(s: &str) -> String {
    let mut out = Vec::with_capacity(s.len() + 2);
    push_string(&mut out, s);
    String::from_utf8(out).expect("escaping keeps UTF-8")
}

/// Appends `s` as a JSON string literal, quotes included.
pub fn push_string(out: &mut Vec<u8>, s: &str) {
    out.reserve(s.len() + 2);
    out.push(b'"');
    // Byte by byte, copying the runs that need no escape at once (the explanations are
    // long and hardly ever hold one). A byte of a multi-byte character is never one of
    // those escaped, which are all ASCII.
    let bytes = s.as_bytes();
    let hex = b"0123456789abcdef";
    let mut run = 0;
    let mut code;
    for (i, &b) in bytes.iter().enumerate() {
        let escaped: &[u8] = match b {
            b'"' => b"\\\"",
            b'\\' => b"\\\\",
            b'\n' => b"\\n",
            b'\r' => b"\\r",
            b'\t' => b"\\t",
            c if c < 0x20 => {
                code = *b"\\u0000";
                code[4] = hex[usize::from(c >> 4)];
                code[5] = hex[usize::from(c & 15)];
                &code
            }
            _ => continue,
        };
        out.extend_from_slice(&bytes[run..i]);
        out.extend_from_slice(escaped);
        run = i + 1;
    }
    out.extend_from_slice(&bytes[run..]);
    out.push(b'"');
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes() {
        assert_eq!(
            super::string("a\"b\\c\nd\u{1}é"),
            "\"a\\\"b\\\\c\\nd\\u0001é\""
        );
    }
}
