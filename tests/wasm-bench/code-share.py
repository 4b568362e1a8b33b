#!/usr/bin/env python3
"""How much of a wasm file's code belongs to functions whose names match patterns (e.g. a crate).

Reads the code section and the name section of a wasm built before wasm-opt (cargo keeps the
names), e.g. trunk's target/wasm32-unknown-unknown/wasm-release/lab_worker.wasm:

    python3 tests/wasm-bench/code-share.py target/wasm32-unknown-unknown/wasm-release/lab_worker.wasm varisat microlp

prints, per pattern, the bytes of code of the matching functions (first match wins), their
share of all code, and their size gzipped alone; a crate's generic code instantiated for its
types carries its name too.
"""
import gzip
import re
import sys

data = open(sys.argv[1], 'rb').read()
pats = sys.argv[2:]
def leb(b, i):
    r = s = 0
    while True:
        x = b[i]; i += 1
        r |= (x & 0x7f) << s; s += 7
        if x < 0x80: return r, i
i = 8; imports = 0; bodies = []; names = {}
while i < len(data):
    sid = data[i]; i += 1
    size, i = leb(data, i); end = i + size
    if sid == 2:  # imports: count function imports
        n, j = leb(data, i)
        for _ in range(n):
            l, j = leb(data, j); j += l
            l, j = leb(data, j); j += l
            kind = data[j]; j += 1
            if kind == 0: _, j = leb(data, j); imports += 1
            elif kind == 1: j += 1; fl, j = leb(data, j); _, j = leb(data, j); 
            elif kind == 2:
                fl, j = leb(data, j); _, j = leb(data, j)
                if fl & 1: _, j = leb(data, j)
            elif kind == 3: j += 2
    elif sid == 10:
        n, j = leb(data, i)
        for k in range(n):
            l, j2 = leb(data, j); bodies.append((imports + k, j2, l)); j = j2 + l
    elif sid == 0:
        l, j = leb(data, i); nm = data[j:j+l]; j += l
        if nm == b'name':
            while j < end:
                sub = data[j]; j += 1; sl, j = leb(data, j); se = j + sl
                if sub == 1:
                    n, k = leb(data, j)
                    for _ in range(n):
                        idx, k = leb(data, k); l2, k = leb(data, k); names[idx] = data[k:k+l2].decode('utf8', 'replace'); k += l2
                j = se
    i = end
total = sum(l for _, _, l in bodies)
code = {p: bytearray() for p in pats}; rest = bytearray(); hit = {p: 0 for p in pats}
for idx, off, l in bodies:
    nm = names.get(idx, '')
    for p in pats:
        if re.search(p, nm):
            hit[p] += l; code[p] += data[off:off+l]; break
    else:
        rest += data[off:off+l]
print(f"file {len(data)} bytes, code {total} bytes in {len(bodies)} functions, {len(names)} named")
for p in pats:
    print(f"{p}: {hit[p]} bytes of code ({100*hit[p]/total:.1f} %), gzip alone {len(gzip.compress(bytes(code[p]), 9))}")
print(f"rest gzip alone {len(gzip.compress(bytes(rest), 9))}")
