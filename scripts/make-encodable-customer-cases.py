#!/usr/bin/env python3
"""Writes the hidden cases of chapter 4's four exercises:
Solutions/nested-encoding/cases.json, Solutions/customer-decodable/cases.json,
Solutions/userinfo-redaction/cases.json and Solutions/amount-string/cases.json. Every case names the number of
the task-text rule it checks (the chapter's `rules` blocks).

Expected values are derived here, from the customers below, by the rules of
docs/EXERCISES.md (nested shape, snake_case conversion, date strategies),
independently of the reference answers. Run from the repository root:
    python3 scripts/make-encodable-customer-cases.py
"""
import copy
import datetime
import json
import os
import re

SINCE_2001 = 978307200  # seconds from 1970-01-01 to 2001-01-01, UTC


def epoch(text):
    """'2020-08-14T09:30:00Z' -> seconds since 1970."""
    moment = datetime.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=datetime.timezone.utc)
    return int(moment.timestamp())


def snake(key):
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", key).lower()


MORGAN = dict(name="Morgan Reyes", accessKey="R8-PX2-77QL", atmCode="4821", addedOn="2020-08-14T09:30:00Z",
              street="12 Harbor Lane", city="Portland", zip=97201, homePhone="+1 503 555 0142",
              cellularPhone="+1 503 555 0199", email="morgan.reyes@example.com", website="https://example.com/morgan/")
PRIYA = dict(name="Priya Natarajan", accessKey="PN-4410-ZQ", atmCode="7305", addedOn="2019-11-02T16:45:00Z",
             street="48 Alder Court", city="Seattle", zip=98101, homePhone="+1 206 555 0117",
             cellularPhone="+1 206 555 0170", email="priya.natarajan@example.org", website=None)
ZOE = dict(name="Zoë Ångström-Nakamura", accessKey="ÅSK-99", atmCode="0007", addedOn="2021-02-28T23:59:59Z",
           street="Östra Hamngatan 5", city="Göteborg", zip=41109, homePhone="+46 31 555 12 34",
           cellularPhone="+46 70 555 98 76", email="zoe@example.se", website="https://example.se/zoë")
HANAKO = dict(name="山田 花子", accessKey="鍵-2468", atmCode="9090", addedOn="2018-04-01T00:00:00Z",
              street="丸の内 1-9-1", city="東京", zip=1000005, homePhone="+81 3 5555 0101",
              cellularPhone="+81 90 5555 0202", email="hanako@example.jp", website="https://example.jp/hanako")
SMALL = dict(name="Sam O'Neil", accessKey="a\"quoted\\key", atmCode="🔑1234", addedOn="1999-12-31T12:00:00Z",
             street="Unit 4/12 Queen St", city="Holtsville", zip=501, homePhone="",
             cellularPhone="+1 631 555 0000", email="sam@example.com", website=None)
LONG = dict(name="Alexandria Catherine Montgomery-Fitzwilliam", accessKey="K" * 64 + "-" + "9" * 64,
            atmCode="123456", addedOn="2024-02-29T06:07:08Z", street="1600 Long Road, Building 7, Floor 3",
            city="Springfield", zip=62704, homePhone="+1 217 555 0100", cellularPhone="+1 217 555 0101",
            email="a.c.montgomery-fitzwilliam@example.com", website="https://example.com/acmf?ref=workbook")


def date_value(text, dates):
    seconds = epoch(text)
    return {"iso8601": text, "secondsSince1970": seconds, "deferred": seconds - SINCE_2001}[dates]


def expected_encoding(c, keys, dates):
    k = snake if keys == "snake" else (lambda s: s)
    return {
        k("name"): c["name"],
        k("accessKey"): {"sealed": c["accessKey"]},
        k("atmCode"): {"sealed": c["atmCode"]},
        k("addedOn"): date_value(c["addedOn"], dates),
        k("address"): {k("street"): c["street"], k("city"): c["city"], k("zip"): c["zip"]},
        k("contactInfo"): {k("homePhone"): c["homePhone"], k("cellularPhone"): c["cellularPhone"], k("email"): c["email"]},
    }


def encoding_input(c, keys, dates, formatting):
    fields = dict(c)
    fields["addedOn"] = epoch(c["addedOn"])
    return {"customer": fields, "keys": keys, "dates": dates, "formatting": formatting}


def nested_document(c, keys, dates):
    """The nested document as a sender writes it, secrets as seal markers."""
    doc = expected_encoding(c, keys, dates)
    k = snake if keys == "snake" else (lambda s: s)
    doc[k("accessKey")] = {"seal": c["accessKey"]}
    doc[k("atmCode")] = {"seal": c["atmCode"]}
    return doc


def decoded(c):
    result = dict(c)
    result["addedOn"] = epoch(c["addedOn"])
    result["website"] = None
    return result


# How the nested-encoding harness reports the secrets, said once per case so
# a learner reading a failure knows what {"sealed": ...} and {"clear": ...} mean.
SECRETS_NOTE = (" (In the results, a secret that was sealed with the chapter's key shows as"
                " {\"sealed\": its clear text}; one written in clear shows as {\"clear\": text}:"
                " write accessKey and atmCode through EncryptedCodableString.)")


def enc_case(rule, name, explain, c, keys, dates, formatting=("pretty", "sorted", "noslashes")):
    return {"name": name, "rule": rule, "explain": explain + SECRETS_NOTE,
            "input": encoding_input(c, keys, dates, list(formatting)),
            "expect": {"value": expected_encoding(c, keys, dates)}}


def dec_case(rule, name, explain, document, keys, dates, expect):
    return {"name": name, "rule": rule, "explain": explain, "input": {"document": document, "keys": keys, "dates": dates},
            "expect": expect}


ALL = ("pretty", "sorted", "noslashes")
nested = [
    enc_case(1, "chapter customer, snake case, ISO 8601",
             "The chapter's own customer and settings: top level name, accessKey, atmCode, addedOn, address, contactInfo; nothing else.",
             MORGAN, "snake", "iso8601"),
    enc_case(7, "plain camelCase keys",
             "With the default key strategy the keys are your CodingKey cases as written (contactInfo, homePhone). Don't spell keys in snake_case yourself: the encoder converts them when asked to.",
             MORGAN, "default", "iso8601"),
    enc_case(6, "default date strategy",
             "Encode addedOn as a Date with container.encode(addedOn, forKey:), so the encoder's date strategy decides its form (here seconds since 2001).",
             PRIYA, "default", "deferred"),
    enc_case(6, "seconds since 1970",
             "The date must go through the encoder's dateEncodingStrategy; never convert it to a number or string yourself.",
             PRIYA, "snake", "secondsSince1970"),
    enc_case(4, "customer without a website",
             "website is never written, whether the customer has one or not.",
             PRIYA, "snake", "iso8601"),
    enc_case(8, "non-ASCII names and places",
             "Strings are written as they are, accents included.",
             ZOE, "snake", "iso8601"),
    enc_case(8, "Japanese customer, compact output",
             "Other customers and no output formatting: the structure must not depend on pretty printing or on the chapter's sample customer.",
             HANAKO, "default", "iso8601", ()),
    enc_case(2, "small zip code stays a number",
             "zip is written as a JSON number from the Int property, not as text (501, not \"00501\").",
             SMALL, "default", "secondsSince1970"),
    enc_case(8, "slashes, quotes and empty strings",
             "A street with a slash, a secret with quotes and backslashes, an empty home phone: every field is written exactly once, in its place.",
             SMALL, "snake", "iso8601", ("sorted",)),
    enc_case(8, "long values",
             "Long names and secrets are encoded and sealed like short ones.",
             LONG, "snake", "deferred"),
    enc_case(5, "secrets are sealed in camelCase documents too",
             "accessKey and atmCode are encoded as EncryptedCodableString values (pass the properties, not their .value), so they never appear in clear.",
             ZOE, "default", "deferred", ("pretty",)),
    enc_case(5, "emoji in a secret",
             "Any text can be sealed; the opened value must equal the customer's atmCode exactly.",
             SMALL, "snake", "deferred", ()),
    enc_case(3, "contact details in contactInfo",
             "contactInfo is an object holding exactly homePhone, cellularPhone and email, for any customer.",
             HANAKO, "snake", "secondsSince1970", ("sorted", "noslashes")),
]

bad_flat = copy.deepcopy(nested_document(PRIYA, "snake", "iso8601"))
for part in ("address", "contact_info"):
    bad_flat.update(bad_flat.pop(part))
bad_flat["website"] = "https://example.org/priya/"

no_email = nested_document(MORGAN, "snake", "iso8601"); del no_email["contact_info"]["email"]
no_zip = nested_document(ZOE, "default", "iso8601"); del no_zip["address"]["zip"]
no_date = nested_document(PRIYA, "default", "deferred"); del no_date["addedOn"]
zip_text = nested_document(MORGAN, "snake", "iso8601"); zip_text["address"]["zip"] = "97201"
address_list = nested_document(MORGAN, "snake", "iso8601"); address_list["address"] = ["12 Harbor Lane", "Portland", 97201]
clear_key = nested_document(PRIYA, "snake", "iso8601"); clear_key["access_key"] = "PN-4410-ZQ"
other_key = nested_document(PRIYA, "snake", "iso8601"); other_key["atm_code"] = {"seal": "7305", "key": "another-key-1234"}
null_email = nested_document(HANAKO, "default", "iso8601"); null_email["contactInfo"]["email"] = None
phones_in_address = nested_document(MORGAN, "default", "iso8601")
phones_in_address["address"].update(phones_in_address.pop("contactInfo"))
with_website = nested_document(ZOE, "snake", "iso8601")
with_website["website"] = ZOE["website"]
with_website["contact_info"]["website"] = ZOE["website"]
with_website["note"] = "unknown keys are ignored"

decodable = [
    dec_case(1, "chapter customer, snake case, ISO 8601",
             "Morgan's document as the chapter encodes it: every field comes back, secrets opened, website nil.",
             nested_document(MORGAN, "snake", "iso8601"), "snake", "iso8601", {"value": decoded(MORGAN)}),
    dec_case(4, "plain camelCase keys",
             "The same shape with the default key strategy: read keys through your CodingKey enums, don't spell them yourself.",
             nested_document(PRIYA, "default", "iso8601"), "default", "iso8601", {"value": decoded(PRIYA)}),
    dec_case(3, "default date strategy",
             "Decode addedOn as Date.self so the decoder's date strategy reads it (here seconds since 2001).",
             nested_document(HANAKO, "default", "deferred"), "default", "deferred", {"value": decoded(HANAKO)}),
    dec_case(3, "seconds since 1970",
             "Another date strategy: addedOn must be decoded by the decoder, not parsed by hand.",
             nested_document(SMALL, "snake", "secondsSince1970"), "snake", "secondsSince1970", {"value": decoded(SMALL)}),
    dec_case(1, "non-ASCII names and places",
             "Accented names, streets and cities come back unchanged.",
             nested_document(ZOE, "snake", "iso8601"), "snake", "iso8601", {"value": decoded(ZOE)}),
    dec_case(1, "long values",
             "Long names and long sealed secrets decode like short ones.",
             nested_document(LONG, "default", "iso8601"), "default", "iso8601", {"value": decoded(LONG)}),
    dec_case(5, "website in the document is ignored",
             "website is never read: it is nil after decoding even when a document carries one (unknown keys are ignored).",
             with_website, "snake", "iso8601", {"value": decoded(ZOE)}),
    dec_case(6, "flat document from the synthesized shape",
             "The flat shape has no 'address' object: decoding must throw keyNotFound, not read street and city from the top level.",
             bad_flat, "snake", "iso8601", {"error": "keyNotFound"}),
    dec_case(6, "missing email",
             "A field missing from contactInfo throws keyNotFound: use decode, not decodeIfPresent with a default.",
             no_email, "snake", "iso8601", {"error": "keyNotFound"}),
    dec_case(6, "missing zip",
             "A field missing from address throws keyNotFound.",
             no_zip, "default", "iso8601", {"error": "keyNotFound"}),
    dec_case(6, "missing addedOn",
             "A missing top-level field throws keyNotFound: never invent a date.",
             no_date, "default", "deferred", {"error": "keyNotFound"}),
    dec_case(7, "null email",
             "A null where a String is required throws valueNotFound.",
             null_email, "default", "iso8601", {"error": "valueNotFound"}),
    dec_case(7, "zip as text",
             "zip is an Int in the document; text there throws typeMismatch (don't fall back to parsing strings).",
             zip_text, "snake", "iso8601", {"error": "typeMismatch"}),
    dec_case(7, "address as an array",
             "address must be an object: open it with nestedContainer(keyedBy:forKey:), which throws typeMismatch for an array.",
             address_list, "snake", "iso8601", {"error": "typeMismatch"}),
    dec_case(2, "access key in clear text",
             "Secrets are decoded as EncryptedCodableString, which rejects text that was not sealed (dataCorrupted). Don't decode them as String.",
             clear_key, "snake", "iso8601", {"error": "dataCorrupted"}),
    dec_case(2, "ATM code sealed with another key",
             "A secret sealed with a different key cannot be opened: decoding throws dataCorrupted.",
             other_key, "snake", "iso8601", {"error": "dataCorrupted"}),
    dec_case(6, "phones inside address",
             "The phones and email belong in 'contactInfo'; a document without it throws keyNotFound.",
             phones_in_address, "default", "iso8601", {"error": "keyNotFound"}),
    dec_case(4, "snake_case document, default key strategy",
             "Key spelling is the decoder's job: with the default strategy a snake_case document does not match (keyNotFound). Don't hard-code snake_case raw values.",
             nested_document(MORGAN, "snake", "iso8601"), "default", "iso8601", {"error": "keyNotFound"}),
]


def write(exercise, cases, points):
    names = [c["name"] for c in cases]
    assert len(names) == len(set(names)), "case names must be unique"
    path = os.path.join("Solutions", exercise, "cases.json")
    with open(path, "w", encoding="utf-8") as out:
        json.dump({"exercise": exercise, "points": points, "cases": cases}, out, ensure_ascii=False, indent=2)
        out.write("\n")
    print("wrote %s (%d cases)" % (path, len(cases)))


# userinfo-redaction: the expected documents follow the rules block of
# chapter 4, step 8.
def mask(email):
    """Rules 3 and 4: first character + '***' + from the first '@' on."""
    at = email.find("@")
    if at <= 0:
        return "***"
    return email[0] + "***" + email[at:]


def summary_view(summary, audience, keys):
    k = snake if keys == "snake" else (lambda s: s)
    if audience == "staff":
        return {k(name): summary[name] for name in ("name", "email", "phone", "balanceCents", "notes")}
    return {k("name"): summary["name"], k("email"): mask(summary["email"])}


def red_case(rule, name, explain, summary, audience, keys="default", formatting=("pretty", "sorted")):
    return {"name": name, "rule": rule, "explain": explain,
            "input": {"summary": summary, "audience": audience, "keys": keys, "formatting": list(formatting)},
            "expect": {"value": summary_view(summary, audience, keys)}}


MORGAN_SUMMARY = dict(name="Morgan Reyes", email="morgan.reyes@example.com", phone="+1 503 555 0199",
                      balanceCents=12550, notes=["Prefers email to phone calls", "Card replaced in September 2020"])
ASA = dict(name="Åsa Lindqvist-Øre", email="Åsa.lindqvist@example.se", phone="+46 8 555 010 20",
           balanceCents=-4075, notes=["Överförd från gamla systemet", "Ringer helst på förmiddagen 🌅", "VIP"])
KENJI = dict(name="佐藤 健二", email="k@example.jp", phone="", balanceCents=0, notes=[])
ODD = dict(name="Dana \"Dee\" O'Hara", email="dana@ops@example.net", phone="+353 1 555 7788",
           balanceCents=999999999, notes=["", "two  spaces"])
NO_AT = dict(name="Lee Park", email="lee.park.example.com", phone="+1 212 555 0123", balanceCents=100, notes=["Typo in email"])
AT_FIRST = dict(name="Ines Duarte", email="@example.pt", phone="+351 21 555 0404", balanceCents=2500, notes=["Email lost its user part"])
EMPTY_EMAIL = dict(name="Rafael Núñez", email="", phone="+34 91 555 0909", balanceCents=1, notes=["No email on file"])

redaction = [
    red_case(1, "chapter summary for staff",
             "With Audience.staff the summary has exactly name, email, phone, balanceCents and notes, every value unchanged.",
             MORGAN_SUMMARY, "staff"),
    red_case(1, "staff view keeps every note in order",
             "The staff view writes notes as an array in order, non-ASCII text and a negative balance unchanged.",
             ASA, "staff", "default", ()),
    red_case(1, "staff view with no notes",
             "The staff view writes all five keys even when notes is empty and phone is an empty string.",
             KENJI, "staff"),
    red_case(2, "partner view leaves fields out",
             "With Audience.partner the summary has exactly name and email: phone, balanceCents and notes are left out, not written as null or empty.",
             MORGAN_SUMMARY, "partner"),
    red_case(2, "partner view of an account without notes",
             "The partner view has exactly name and email, whatever the account holds.",
             KENJI, "partner", "default", ("sorted",)),
    red_case(3, "masked email keeps the domain",
             "In the partner view the part before the first @ becomes its first character followed by ***, and the @ and what follows are kept.",
             ASA, "partner"),
    red_case(3, "masked email of a one-letter name",
             "The mask keeps the first character before the @ and adds ***, even when that is the only character.",
             KENJI, "partner", "snake"),
    red_case(3, "email with two @ signs",
             "The mask replaces only the part before the first @; everything from the first @ on is kept.",
             ODD, "partner", "default", ()),
    red_case(4, "email without @",
             "An email with no @ is written as *** in the partner view.",
             NO_AT, "partner"),
    red_case(4, "email with nothing before the @",
             "An email with nothing before its first @ is written as *** in the partner view.",
             AT_FIRST, "partner"),
    red_case(4, "empty email",
             "An empty email has no @, so the partner view writes ***.",
             EMPTY_EMAIL, "partner", "snake"),
    red_case(5, "no audience set",
             "With no value under .audience the summary is written exactly as the partner view (fail closed).",
             MORGAN_SUMMARY, "none"),
    red_case(5, "audience given as text",
             "A value under .audience that is not an Audience (here the text \"staff\") gets the partner view.",
             ASA, "text"),
    red_case(5, "audience given as a number",
             "A value under .audience that is not an Audience (here a number) gets the partner view.",
             ODD, "number", "snake"),
    red_case(6, "snake_case keys for staff",
             "With .convertToSnakeCase, balanceCents goes out as balance_cents: the encoder spells the keys.",
             ODD, "staff", "snake"),
    red_case(6, "camelCase keys by default",
             "With the default key strategy the keys are name, email, phone, balanceCents and notes as written; don't spell them in snake_case yourself.",
             ASA, "staff", "default", ("sorted",)),
]

# amount-string: the expected strings follow the rules block of chapter 4,
# step 9.
def amount_text(cents, currency):
    sign = "-" if cents < 0 else ""
    return "%s%d.%02d %s" % (sign, abs(cents) // 100, abs(cents) % 100, currency)


def amt_case(rule, name, explain, amounts, wrap="array", keys="default"):
    texts = [amount_text(c, cur) for c, cur in amounts]
    expect = {"single": texts[0], "array": texts,
              "object": {"line%d" % (i + 1): t for i, t in enumerate(texts)}}[wrap]
    return {"name": name, "rule": rule, "explain": explain,
            "input": {"amounts": [{"cents": c, "currency": cur} for c, cur in amounts], "wrap": wrap, "keys": keys},
            "expect": {"value": expect}}


amounts = [
    amt_case(1, "one amount on its own",
             "An Amount is written as one JSON string, even at the top level of the document.",
             [(4999, "USD")], "single"),
    amt_case(1, "amounts as values of an object",
             "An Amount that is the value of a key is written as one string, not as an object with cents and currency.",
             [(12550, "EUR"), (-310, "SEK"), (0, "JPY")], "object", "snake"),
    amt_case(2, "chapter amounts in an array",
             "Whole units, a dot, exactly two digits of cents, one space, the currency.",
             [(12550, "EUR"), (7, "EUR"), (-2000, "EUR")]),
    amt_case(2, "cents below ten",
             "The cents are always two digits: 1005 cents is 10.05, not 10.5.",
             [(1005, "CHF"), (100, "CHF"), (9, "CHF"), (90, "CHF")]),
    amt_case(2, "zero",
             "Zero is written 0.00 with its currency.",
             [(0, "GBP")], "single"),
    amt_case(3, "small negative amount",
             "A negative amount starts with - before the units: -5 cents is -0.05.",
             [(-5, "EUR"), (-99, "EUR")]),
    amt_case(3, "negative whole units",
             "The - goes before the units and the cents stay two digits: -100001 cents is -1000.01.",
             [(-100001, "USD"), (-12550, "EUR")], "object"),
    amt_case(4, "large amount without separators",
             "Large amounts get no grouping separators: 123456789 cents is 1234567.89.",
             [(123456789, "EUR"), (100000000000, "JPY")]),
    amt_case(4, "large negative amount",
             "A large negative amount: a - sign, no grouping separators.",
             [(-987654321012, "USD")], "single"),
    amt_case(5, "currency as stored",
             "The currency is written exactly as the value holds it, whatever its case or length.",
             [(250, "eur"), (250, "Bitcoin"), (250, "€"), (250, "")]),
]

write("nested-encoding", nested, 10)
write("customer-decodable", decodable, 10)
write("userinfo-redaction", redaction, 10)
write("amount-string", amounts, 10)
