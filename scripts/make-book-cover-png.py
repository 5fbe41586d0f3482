#!/usr/bin/env python3
"""Writes the Ray's Books fixtures for chapter 1.

Each book carries a tiny cover thumbnail as a real PNG, base64-encoded in the
"image_blob" field. The PNGs are built here from scratch (signature, IHDR,
IDAT, IEND) with only the standard library, so the bytes are reproducible and
every book gets its own size and colour. The chapter reads the size back from
the IHDR chunk, so changing a size here changes the chapter's printed output.

Usage: python3 scripts/make-book-cover-png.py   (from the repository root)
Writes Chapters/Fixtures/RaysBooks/books.json (snake_case keys) and
Chapters/Fixtures/RaysBooks/books-kebab.json (kebab-case keys), and
Chapters/Fixtures/RaysBooks/broken-cover.json: one book whose image_blob was
damaged in transit (a character that base64 never uses), to show the error.
"""
import base64
import json
import os
import struct
import zlib

BOOKS = [
    # id, name, store slug, authors, (width, height), RGB colour
    ("comb", "Combine: Asynchronous Programming with Swift", "combine-asynchronous-programming-with-swift",
     ["Scott Gardner", "Shai Mishali", "Florent Pillet", "Marin Todorov"], (6, 8), (0x2E, 0x86, 0xC1)),
    ("sui", "SwiftUI by Tutorials", "swiftui-by-tutorials",
     ["Antonio Bello", "Phil Laszkowicz", "Bill Morefield", "Audrey Tam"], (5, 7), (0xE6, 0x7E, 0x22)),
    ("dsa", "Data Structures & Algorithms in Swift", "data-structures-algorithms-in-swift",
     ["Kelvin Lau", "Vincent Ngo"], (8, 10), (0x27, 0xAE, 0x60)),
    ("con", "Concurrency by Tutorials", "concurrency-by-tutorials",
     ["Scott Grosch"], (4, 6), (0x8E, 0x44, 0xAD)),
    ("rxs", "RxSwift: Reactive Programming with Swift", "rxswift-reactive-programming-with-swift",
     ["Florent Pillet", "Junior Bontognali", "Scott Gardner", "Ash Furrow", "Marin Todorov"], (7, 9), (0xC0, 0x39, 0x2B)),
]


def chunk(kind: bytes, payload: bytes) -> bytes:
    crc = zlib.crc32(kind + payload) & 0xFFFFFFFF
    return struct.pack(">I", len(payload)) + kind + payload + struct.pack(">I", crc)


def make_png(width: int, height: int, rgb) -> bytes:
    """An 8-bit truecolour PNG, one solid colour with a one-pixel white frame."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)  # filter type "None" for this scanline
        for x in range(width):
            edge = x in (0, width - 1) or y in (0, height - 1)
            rows.extend((255, 255, 255) if edge else rgb)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))


def main() -> None:
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    out = os.path.join(root, "Chapters", "Fixtures", "RaysBooks")
    os.makedirs(out, exist_ok=True)
    for file_name, separator in (("books.json", "_"), ("books-kebab.json", "-")):
        books = []
        for ident, name, slug, authors, (w, h), rgb in BOOKS:
            books.append({
                "id": ident,
                "name": name,
                f"store{separator}link": f"https://www.raywenderlich.com/books/{slug}",
                "authors": authors,
                f"image{separator}blob": base64.b64encode(make_png(w, h, rgb)).decode("ascii"),
            })
        with open(os.path.join(out, file_name), "w", encoding="utf-8") as handle:
            json.dump(books, handle, indent=2, ensure_ascii=False)
            handle.write("\n")
        print(f"wrote {os.path.join('Chapters/Fixtures/RaysBooks', file_name)} ({len(books)} books)")

    ident, name, slug, authors, (w, h), rgb = BOOKS[0]
    blob = base64.b64encode(make_png(w, h, rgb)).decode("ascii")
    broken = {
        "id": ident,
        "name": name,
        "store_link": f"https://www.raywenderlich.com/books/{slug}",
        "authors": authors,
        "image_blob": blob[:12] + "?" + blob[13:],
    }
    with open(os.path.join(out, "broken-cover.json"), "w", encoding="utf-8") as handle:
        json.dump(broken, handle, indent=2, ensure_ascii=False)
        handle.write("\n")
    print("wrote Chapters/Fixtures/RaysBooks/broken-cover.json (1 book)")


if __name__ == "__main__":
    main()
