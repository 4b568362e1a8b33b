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
    out.push(b'"');
    for ch in s.chars() {
        match ch {
            '"' => out.extend_from_slice(b"\\\""),
            '\\' => out.extend_from_slice(b"\\\\"),
            '\n' => out.extend_from_slice(b"\\n"),
            '\r' => out.extend_from_slice(b"\\r"),
            '\t' => out.extend_from_slice(b"\\t"),
            c if (c as u32) < 0x20 => {
                let hex = b"0123456789abcdef";
                out.extend_from_slice(b"\\u00");
                out.extend_from_slice(&[hex[(c as usize) >> 4], hex[(c as usize) & 15]]);
            }
            c => out.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes()),
        }
    }
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
