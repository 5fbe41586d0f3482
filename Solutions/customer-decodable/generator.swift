// Generated cases for `customer-decodable`: documents in the nested shape of
// step 5 for varied customers (non-ASCII names, other scripts, odd secrets),
// under default or snake_case keys (three date strategies for rule 3, the
// decoder's default for the others), and malformed
// documents for the error rules. Secrets are written as {"seal": text}
// markers ({"seal": text, "key": other} for a foreign key), which the harness
// seals. Inputs only: the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        // Rule 4 says a snake_case document does not decode with the default
        // strategy, not which DecodingError it throws.
        var cases = WorkbookCases(naming: .plain, anyDecodingError: [4])
        // Three different missing fields and three different wrong types per seed.
        let missing = random.shuffled(WorkbookDocumentMaker.fieldPaths + [["flat"]])
        let breakages = ["zipText"] + random.shuffled(["addressArray", "nameNumber", "nullEmail", "nullName", "contactString"])
        // Each rule's value cases compare only the fields that rule fixes
        // (docs/EXERCISE-FORMAT.md, "compare"); rule 4's only that the
        // document decodes. The error cases compare the error's kind.
        let compared: [Int: WorkbookCompare] = [
            1: .only("$.name", "$.accessKey", "$.atmCode", "$.street", "$.city", "$.zip", "$.homePhone", "$.cellularPhone", "$.email"),
            2: .only("$.asHeld"),
            3: .only("$.addedOn"),
            4: .only(),
            5: .only("$.website"),
        ]
        for round in 0..<3 {
            for rule in 1...7 {
                var fields = WorkbookDocumentMaker.fields(&random)
                var keys = random.element(of: ["default", "snake"])
                // The date strategy is rule 3's: the other rules' documents use
                // the decoder's default (a number), which an answer that reads
                // the date by hand as a number also reads.
                var dates = "deferred"
                var decoderKeys = keys
                var change: (inout WorkbookJSON, (String) -> String) -> Void = { _, _ in }
                switch rule {
                case 1:
                    fields["name"] = WorkbookJSON(random.element(of: WorkbookDocumentMaker.otherScripts))
                case 2:
                    switch round {
                    case 0:
                        // Both secrets alike: which is which is rule 1's.
                        fields["atmCode"] = WorkbookJSON(random.element(of: ["🔑", "a\"b\\c", "ÅÄÖ", ""]) + WorkbookDocumentMaker.digits(&random, count: 4))
                        fields["accessKey"] = fields["atmCode"]
                    case 1:
                        let secret = random.element(of: ["accessKey", "atmCode"])
                        let clear = fields[secret] ?? ""
                        change = { document, key in document[key(secret)] = clear }
                    default:
                        let secret = random.element(of: ["accessKey", "atmCode"])
                        let clear = fields[secret] ?? ""
                        let otherKey = random.word(letters: 16...16)
                        change = { document, key in document[key(secret)] = ["seal": clear, "key": WorkbookJSON(otherKey)] }
                    }
                case 3:
                    dates = ["deferred", "iso8601", "secondsSince1970"][round]
                    fields["addedOn"] = WorkbookJSON(random.int(in: -900_000_000...2_000_000_000))
                case 4:
                    keys = round == 2 ? "snake" : random.element(of: ["default", "snake"])
                    decoderKeys = round == 2 ? "default" : keys
                case 5:
                    let site = "https://example.com/" + random.word(letters: 2...9)
                    let extra = random.word(letters: 3...8)
                    let extraValue: WorkbookJSON = random.bool() ? "unknown" : 42
                    change = { document, key in
                        document[key("website")] = WorkbookJSON(site)
                        document[extra] = extraValue
                    }
                case 6:
                    let path = missing[round]
                    change = { document, key in WorkbookDocumentMaker.remove(path, from: &document, key: key) }
                default:
                    let breakage = breakages[round]
                    change = { document, key in WorkbookDocumentMaker.breakType(breakage, in: &document, key: key) }
                }
                var document = WorkbookDocumentMaker.document(fields, keys: keys, dates: dates)
                change(&document, WorkbookDocumentMaker.spelling(keys))
                cases.add(rule, "generated document \(cases.all.count + 1) (rule \(rule), \(keys) keys, \(dates) dates)",
                          ["document": document, "keys": WorkbookJSON(decoderKeys), "dates": WorkbookJSON(dates)], compare: compared[rule])
            }
        }
        return cases.all
    }
}

enum WorkbookDocumentMaker {
    static let givenNames = ["Morgan", "Priya", "Zoë", "Søren", "José", "Łukasz", "Aiyana", "Mei", "Ngozi", "Émile", "Ayşe"]
    static let familyNames = ["Reyes", "Natarajan", "Ångström", "Kowalski", "Nakamura", "Müller", "Okafor", "O'Neil", "Nguyễn"]
    static let otherScripts = ["山田 花子", "Иван Петров", "Σοφία Παππά", "김민준", "محمد علي"]
    static let streets = ["Harbor Lane", "Alder Court", "Östra Hamngatan", "Rue de l'Église", "Calle Mayor", "丸の内"]
    static let cities = ["Portland", "Seattle", "Göteborg", "Kraków", "東京", "São Paulo", "Zürich"]
    static let snake = ["accessKey": "access_key", "atmCode": "atm_code", "addedOn": "added_on", "contactInfo": "contact_info",
                        "homePhone": "home_phone", "cellularPhone": "cellular_phone"]
    /// Every field of the nested shape, as the path of keys that reaches it.
    static let fieldPaths = [["name"], ["accessKey"], ["atmCode"], ["addedOn"], ["address"], ["contactInfo"],
                             ["address", "street"], ["address", "city"], ["address", "zip"],
                             ["contactInfo", "homePhone"], ["contactInfo", "cellularPhone"], ["contactInfo", "email"]]

    static func spelling(_ keys: String) -> (String) -> String {
        keys == "snake" ? { snake[$0] ?? $0 } : { $0 }
    }

    static func digits(_ random: inout WorkbookRandom, count: Int) -> String {
        String((0..<count).map { _ in Character(String(random.int(in: 0...9))) })
    }

    static func phone(_ random: inout WorkbookRandom) -> String {
        "+\(random.int(in: 1...99)) \(random.int(in: 10...999)) 555 \(digits(&random, count: 4))"
    }

    /// A customer's fields, addedOn in seconds since 1970.
    static func fields(_ random: inout WorkbookRandom) -> [String: WorkbookJSON] {
        [
            "name": WorkbookJSON(random.element(of: givenNames) + " " + random.element(of: familyNames)),
            "accessKey": WorkbookJSON(random.word(letters: 2...3).uppercased() + "-" + digits(&random, count: random.int(in: 2...5))),
            "atmCode": WorkbookJSON(digits(&random, count: 4)),
            "addedOn": WorkbookJSON(random.int(in: 0...1_900_000_000)),
            "street": WorkbookJSON("\(random.int(in: 1...999)) \(random.element(of: streets))"),
            "city": WorkbookJSON(random.element(of: cities)),
            "zip": WorkbookJSON(random.int(in: 501...9_999_999)),
            "homePhone": WorkbookJSON(random.bool() ? "" : phone(&random)),
            "cellularPhone": WorkbookJSON(phone(&random)),
            "email": WorkbookJSON(random.word(letters: 1...8) + "@example." + random.element(of: ["com", "org", "se", "jp"])),
        ]
    }

    static func dateValue(_ seconds: Int, dates: String) -> WorkbookJSON {
        switch dates {
        case "iso8601":
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            return WorkbookJSON(formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds))))
        case "secondsSince1970": return WorkbookJSON(seconds)
        default: return WorkbookJSON(seconds - 978_307_200)
        }
    }

    /// The nested document, secrets as seal markers.
    static func document(_ fields: [String: WorkbookJSON], keys: String, dates: String) -> WorkbookJSON {
        let key = spelling(keys)
        return [
            key("name"): fields["name"] ?? "",
            key("accessKey"): ["seal": fields["accessKey"] ?? ""],
            key("atmCode"): ["seal": fields["atmCode"] ?? ""],
            key("addedOn"): dateValue(fields["addedOn"].flatMap { if case let .integer(seconds) = $0 { seconds } else { nil } } ?? 0, dates: dates),
            key("address"): [key("street"): fields["street"] ?? "", key("city"): fields["city"] ?? "", key("zip"): fields["zip"] ?? 0],
            key("contactInfo"): [key("homePhone"): fields["homePhone"] ?? "", key("cellularPhone"): fields["cellularPhone"] ?? "",
                                 key("email"): fields["email"] ?? ""],
        ]
    }

    static func remove(_ path: [String], from document: inout WorkbookJSON, key: (String) -> String) {
        if path == ["flat"] {
            for part in ["address", "contactInfo"] {
                let inner = document[key(part)]?.fields ?? [:]
                document[key(part)] = nil
                for (name, value) in inner.sorted(by: { $0.key < $1.key }) where document[name] == nil { document[name] = value }
            }
        } else if path.count == 1 {
            document[key(path[0])] = nil
        } else if var inner = document[key(path[0])], inner.fields != nil {
            inner[key(path[1])] = nil
            document[key(path[0])] = inner
        }
    }

    static func breakType(_ breakage: String, in document: inout WorkbookJSON, key: (String) -> String) {
        func setInner(_ outer: String, _ field: String, _ value: WorkbookJSON) {
            if var inner = document[key(outer)], inner.fields != nil {
                inner[key(field)] = value
                document[key(outer)] = inner
            }
        }
        let address = document[key("address")]?.fields ?? [:]
        let zip = address[key("zip")].flatMap { if case let .integer(zip) = $0 { zip } else { nil } } ?? 0
        switch breakage {
        case "zipText": setInner("address", "zip", WorkbookJSON(String(zip)))
        case "addressArray": document[key("address")] = [address[key("street")] ?? "", address[key("city")] ?? "", WorkbookJSON(zip)]
        case "nameNumber": document[key("name")] = 7
        case "nullEmail": setInner("contactInfo", "email", .null)
        case "nullName": document[key("name")] = .null
        default: document[key("contactInfo")] = "call me"
        }
    }
}
