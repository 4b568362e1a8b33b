#!/usr/bin/env python3
"""Draws the app icons (assets/icon-*.png) with nothing but zlib: a rounded tile holding one
sudoku block whose cells rise like stairs ("stepwise"). The PNGs are committed; run this
only to change the design:  python3 .ci/make-icons.py"""
import struct
import zlib
from pathlib import Path

BG = (29, 78, 110)        # theme colour #1d4e6e
CELL = (246, 244, 239)    # paper
STEP = (242, 184, 75)     # amber: the stairs
# Which cells of the 3x3 block are stairs (row, col): a staircase rising to the right.
STAIRS = {(2, 0), (2, 1), (2, 2), (1, 1), (1, 2), (0, 2)}
SS = 3  # supersampling per axis, for smooth edges


def inside_rounded(x, y, x0, y0, x1, y1, r):
    """Whether (x, y) lies in the rectangle [x0,x1)x[y0,y1) with corner radius r."""
    if not (x0 <= x < x1 and y0 <= y < y1):
        return False
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def colour_at(x, y, size, maskable):
    """RGBA of the point (x, y) in a size x size icon."""
    # Tile: full bleed for maskable icons (the platform crops), rounded otherwise.
    if maskable:
        tile = True
        content = 0.56  # the block stays inside the 80 % safe circle
    else:
        tile = inside_rounded(x, y, 0, 0, size, size, size * 0.2)
        content = 0.68
    if not tile:
        return (0, 0, 0, 0)
    block = size * content
    origin = (size - block) / 2
    gap = block * 0.06
    cell = (block - 2 * gap) / 3
    for r in range(3):
        for c in range(3):
            cx0 = origin + c * (cell + gap)
            cy0 = origin + r * (cell + gap)
            if inside_rounded(x, y, cx0, cy0, cx0 + cell, cy0 + cell, cell * 0.18):
                return (*(STEP if (r, c) in STAIRS else CELL), 255)
    return (*BG, 255)


def render(size, maskable):
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter type 0
        for px in range(size):
            acc = [0, 0, 0, 0]
            for sy in range(SS):
                for sx in range(SS):
                    rgba = colour_at(px + (sx + 0.5) / SS, py + (sy + 0.5) / SS, size, maskable)
                    a = rgba[3]
                    for i in range(3):
                        acc[i] += rgba[i] * a
                    acc[3] += a
            n = SS * SS
            alpha = acc[3] / n
            if acc[3]:
                row += bytes(round(acc[i] / acc[3]) for i in range(3))
            else:
                row += b"\0\0\0"
            row.append(round(alpha))
        rows.append(bytes(row))
    return png(size, size, b"".join(rows))


def png(width, height, raw):
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    assets = Path(__file__).resolve().parent.parent / "assets"
    for name, size, maskable in [("icon-192.png", 192, False), ("icon-512.png", 512, False),
                                 ("icon-maskable-512.png", 512, True)]:
        (assets / name).write_bytes(render(size, maskable))
        print("wrote", assets / name)
