#!/usr/bin/env python3
"""Writes Chapters/Fixtures/RaysBooks/books-hex.json: three of books.json's
books with their covers as hexadecimal text instead of base64 (one in upper
case), for chapter 1's hex-data-strategy exercise."""
import base64, json, pathlib

root = pathlib.Path(__file__).resolve().parent.parent / "Chapters/Fixtures/RaysBooks"
books = json.loads((root / "books.json").read_text())
chosen = [b for b in books if b["id"] in ("dsa", "con", "rxs")]
for index, book in enumerate(chosen):
    text = base64.b64decode(book["image_blob"]).hex()
    book["image_blob"] = text.upper() if index == 1 else text
(root / "books-hex.json").write_text(json.dumps(chosen, indent=2, ensure_ascii=False) + "\n")
