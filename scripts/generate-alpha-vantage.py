#!/usr/bin/env python3
"""Writes the Alpha Vantage fixtures for chapter 3 and the hidden cases of the
`userinfo-interval` exercise.

The fixtures mimic the public intraday endpoint: a "Meta Data" object with
numbered keys and a "Time Series (<N>min)" object whose keys are timestamps,
newest first, each holding numbered price fields written as strings. Prices
are a random walk from a fixed seed, so running this script twice gives the
same bytes. The chapter prints values read from these files, so changing the
seed or a length here changes the chapter's output blocks.

The hidden cases' expected values are computed here from the data this
script itself generates (never by running Swift code): every price is the
float32 nearest the decimal string, printed with four decimals, which is what
the exercise's harness reports.

Usage: python3 scripts/generate-alpha-vantage.py   (from the repository root)
Writes Chapters/Fixtures/AlphaVantage/RAY-<N>min.json for N in 1, 5, 15, 30, 60
and Solutions/userinfo-interval/cases.json.
"""
import datetime
import json
import os
import random
import struct

FIXTURES = "Chapters/Fixtures/AlphaVantage"
CASES = "Solutions/userinfo-interval/cases.json"

LAST_REFRESHED = datetime.datetime(2020, 8, 14, 20, 0, 0)
# minutes -> number of updates in that fixture
LENGTHS = {1: 20, 5: 18, 15: 16, 30: 14, 60: 12}
STAMP = "%Y-%m-%d %H:%M:%S"


def info_line(minutes):
    return "Intraday (%dmin) open, high, low, close prices and volume" % minutes


def walk(rng, count, start, spread, volume_range):
    """count bars as (open, high, low, close, volume), prices rounded to 4 places."""
    bars = []
    price = start
    for _ in range(count):
        open_ = round(price, 4)
        close = round(max(1.0, open_ + rng.uniform(-spread, spread)), 4)
        high = round(max(open_, close) + rng.uniform(0, spread / 2), 4)
        low = round(max(0.5, min(open_, close) - rng.uniform(0, spread / 2)), 4)
        volume = rng.randint(*volume_range)
        bars.append((open_, high, low, close, volume))
        price = close
    return bars


def series(stamps, bars):
    """The JSON object of one time series, in the order of `stamps`."""
    out = {}
    for stamp, (o, h, l, c, v) in zip(stamps, bars):
        out[stamp.strftime(STAMP)] = {
            "1. open": "%.4f" % o,
            "2. high": "%.4f" % h,
            "3. low": "%.4f" % l,
            "4. close": "%.4f" % c,
            "5. volume": str(v),
        }
    return out


def document(symbol, minutes, refreshed, series_objects, output_size="Compact"):
    """series_objects: list of (minutes, series dict); usually just one."""
    doc = {
        "Meta Data": {
            "1. Information": info_line(minutes),
            "2. Symbol": symbol,
            "3. Last Refreshed": refreshed.strftime(STAMP),
            "4. Interval": "%dmin" % minutes,
            "5. Output Size": output_size,
            "6. Time Zone": "UTC",
        }
    }
    for m, s in series_objects:
        doc["Time Series (%dmin)" % m] = s
    return doc


def as_float32(text):
    return struct.unpack("f", struct.pack("f", float(text)))[0]


def expected(doc, minutes):
    """What a correct Stock.init(from:) yields, as the harness reports it."""
    meta = doc["Meta Data"]
    raw = doc["Time Series (%dmin)" % minutes]
    updates = []
    for stamp in sorted(raw, key=lambda s: datetime.datetime.strptime(s, STAMP)):
        fields = raw[stamp]
        updates.append({
            "date": stamp,
            "open": "%.4f" % as_float32(fields["1. open"]),
            "high": "%.4f" % as_float32(fields["2. high"]),
            "low": "%.4f" % as_float32(fields["3. low"]),
            "close": "%.4f" % as_float32(fields["4. close"]),
            "volume": int(fields["5. volume"]),
        })
    return {
        "info": meta["1. Information"],
        "symbol": meta["2. Symbol"],
        "refreshedAt": meta["3. Last Refreshed"],
        "updates": updates,
    }


def stamps_back(last, minutes, count):
    """count timestamps ending at `last`, newest first (the API's order)."""
    return [last - datetime.timedelta(minutes=minutes * i) for i in range(count)]


def fixtures(rng):
    docs = {}
    for minutes, count in LENGTHS.items():
        stamps = stamps_back(LAST_REFRESHED, minutes, count)
        # the walk runs forward in time; the file lists it newest first
        bars = walk(rng, count, 101.9, 0.35 * (minutes ** 0.5), (900, 4000 * minutes))
        bars.reverse()
        docs[minutes] = document("RAY", minutes, LAST_REFRESHED, [(minutes, series(stamps, bars))])
    return docs


def hidden_cases(rng, docs):
    cases = []

    def add(name, explain, inp, expect):
        cases.append({"name": name, "explain": explain, "input": inp, "expect": expect})

    explain_fixture = {
        1: "The chapter's one-minute file with userInfo[.timeInterval] = 1: read \"Time Series (1min)\" and return every update, oldest first.",
        5: "The five-minute file with userInfo[.timeInterval] = 5: the series key must be built from the minutes, \"Time Series (5min)\".",
        15: "The fifteen-minute file with userInfo[.timeInterval] = 15: build the key \"Time Series (15min)\" from the number in userInfo.",
        30: "The thirty-minute file with userInfo[.timeInterval] = 30: build the key \"Time Series (30min)\" from the number in userInfo.",
        60: "The sixty-minute file with userInfo[.timeInterval] = 60: the key is \"Time Series (60min)\", not \"(1hour)\" or \"(1min)\".",
    }
    names = {1: "one-minute fixture", 5: "five-minute fixture", 15: "fifteen-minute fixture",
             30: "thirty-minute fixture", 60: "sixty-minute fixture"}
    for minutes in LENGTHS:
        add(names[minutes], explain_fixture[minutes],
            {"fixture": "RAY-%dmin" % minutes, "minutes": minutes},
            {"value": expected(docs[minutes], minutes)})

    # Another symbol, a short series listed in no particular order.
    refreshed = datetime.datetime(2021, 3, 2, 15, 45, 0)
    stamps = stamps_back(refreshed, 5, 4)
    bars = walk(rng, 4, 48.25, 0.4, (100, 900))
    s = series([stamps[2], stamps[0], stamps[3], stamps[1]], [bars[2], bars[0], bars[3], bars[1]])
    doc = document("ZED", 5, refreshed, [(5, s)])
    add("other symbol, shuffled short series",
        "Symbol, information and refresh date come from \"Meta Data\" of the document decoded, and the four updates must be sorted by date, oldest first, whatever their order in the file.",
        {"document": doc, "minutes": 5}, {"value": expected(doc, 5)})

    # One update only.
    refreshed = datetime.datetime(2019, 12, 31, 16, 0, 0)
    doc = document("SOLO", 15, refreshed, [(15, series([refreshed], [(12.5, 12.75, 12.25, 12.5, 42)]))])
    add("single update", "A series with one entry gives exactly one update, dated from its key.",
        {"document": doc, "minutes": 15}, {"value": expected(doc, 15)})

    # An empty series.
    refreshed = datetime.datetime(2020, 1, 2, 9, 30, 0)
    doc = document("NONE", 30, refreshed, [(30, {})])
    add("empty series", "An empty \"Time Series (30min)\" object is valid: the stock has no updates (an empty array), not an error.",
        {"document": doc, "minutes": 30}, {"value": expected(doc, 30)})

    # Across midnight and a month end, hourly, shuffled.
    refreshed = datetime.datetime(2020, 9, 1, 2, 0, 0)
    stamps = stamps_back(refreshed, 60, 6)
    bars = walk(rng, 6, 250.5, 1.5, (5000, 90000))
    order = [3, 0, 5, 1, 4, 2]
    doc = document("RAY", 60, refreshed, [(60, series([stamps[i] for i in order], [bars[i] for i in order]))])
    add("hourly series across midnight",
        "Hourly updates from 2020-08-31 21:00 to 2020-09-01 02:00 in mixed order: sort by the parsed Date, oldest first.",
        {"document": doc, "minutes": 60}, {"value": expected(doc, 60)})

    # A long series, shuffled, so no accidental order survives.
    refreshed = datetime.datetime(2020, 8, 14, 16, 0, 0)
    stamps = stamps_back(refreshed, 1, 40)
    bars = walk(rng, 40, 77.7, 0.2, (300, 5000))
    idx = list(range(40))
    rng.shuffle(idx)
    doc = document("LONG", 1, refreshed, [(1, series([stamps[i] for i in idx], [bars[i] for i in idx]))])
    add("forty shuffled updates",
        "Forty one-minute updates in random order: a dictionary's keys come back in no useful order, so sort the updates by date, oldest first.",
        {"document": doc, "minutes": 1}, {"value": expected(doc, 1)})

    # Two series in one document: the minutes decide which one is read.
    refreshed = datetime.datetime(2020, 8, 14, 20, 0, 0)
    one = series(stamps_back(refreshed, 1, 3), walk(rng, 3, 10.0, 0.1, (10, 99)))
    five = series(stamps_back(refreshed, 5, 3), walk(rng, 3, 20.0, 0.1, (100, 999)))
    doc = document("PAIR", 5, refreshed, [(1, one), (5, five)])
    add("two series, minutes pick one",
        "The document holds both \"Time Series (1min)\" and \"Time Series (5min)\"; with 5 in userInfo only the five-minute series is read. Don't pick the first key that starts with \"Time Series\".",
        {"document": doc, "minutes": 5}, {"value": expected(doc, 5)})

    # Other magnitudes: a penny stock price, a four-digit price, a huge volume.
    refreshed = datetime.datetime(2020, 8, 14, 10, 30, 0)
    stamps = stamps_back(refreshed, 15, 3)
    bars = [(0.51, 0.5275, 0.5, 0.52, 123456789), (2999.5, 3010.25, 2990.0, 3005.75, 7), (1.0, 1.0, 1.0, 1.0, 0)]
    doc = document("MIX", 15, refreshed, [(15, series(stamps, bars))])
    add("other prices and volumes",
        "Prices from 0.5 to 3010.25 and volumes from 0 to 123456789: convert each string with Float(...) and Int(...), whatever its size.",
        {"document": doc, "minutes": 15}, {"value": expected(doc, 15)})

    # Errors about the interval.
    add("no interval in userInfo",
        "The decoder's userInfo has no .timeInterval: throw DecodingError.dataCorrupted (e.g. \"Missing time interval\"), don't fall back to a default.",
        {"fixture": "RAY-1min"}, {"error": "dataCorrupted"})
    add("interval of the wrong type",
        "userInfo[.timeInterval] holds the String \"5\" instead of the Int 5: read it with `as? Int` and throw DecodingError.dataCorrupted when that fails.",
        {"fixture": "RAY-5min", "minutes": "5"}, {"error": "dataCorrupted"})
    add("interval without its series",
        "userInfo says 15 minutes but the document only has \"Time Series (5min)\": decoding must fail (keyNotFound from the container), not return an empty stock.",
        {"fixture": "RAY-5min", "minutes": 15}, {"error": "keyNotFound"})
    return cases


def main():
    rng = random.Random(20200814)
    docs = fixtures(rng)
    os.makedirs(FIXTURES, exist_ok=True)
    for minutes, doc in docs.items():
        path = os.path.join(FIXTURES, "RAY-%dmin.json" % minutes)
        with open(path, "w", encoding="utf-8") as f:
            json.dump(doc, f, indent=4)
            f.write("\n")
    cases = hidden_cases(rng, docs)
    os.makedirs(os.path.dirname(CASES), exist_ok=True)
    with open(CASES, "w", encoding="utf-8") as f:
        json.dump({"exercise": "userinfo-interval", "points": 10, "cases": cases}, f, indent=2)
        f.write("\n")
    print("wrote %d fixtures and %d cases" % (len(docs), len(cases)))


if __name__ == "__main__":
    main()
