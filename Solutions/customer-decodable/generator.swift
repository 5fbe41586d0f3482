// Generated cases for `customer-decodable`: documents in the nested shape of
// step 5 for varied customers (non-ASCII names, other scripts, odd secrets),
// under default or snake_case keys (three date strategies for rule 3), and malformed
// documents for the error rules. Secrets are written as {"seal": text}
// markers ({"seal": text, "key": other} for a foreign key), which the harness
// seals. Inputs only: the grader asks the reference answer for the result.
import Foundation

enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        let explanations = [
            1: "A document in the nested shape decodes into a customer whose every field equals the document's value.",
            2: "accessKey and atmCode are read as EncryptedCodableString values: opened, or dataCorrupted when not sealed with the chapter's key.",
            3: "addedOn is read as a Date, so the decoder's date strategy alone decides how it is parsed.",
            4: "Key spelling is the decoder's business: snake_case documents decode with .convertFromSnakeCase, not with the default strategy.",
            5: "website is never read: it is nil after decoding, and other unknown keys are ignored too.",
            6: "A document in another shape (flat, or a field missing at any level) throws keyNotFound.",
            7: "A value of the wrong type throws typeMismatch, and null where a value is required throws valueNotFound.",
        ]
        var cases: [WorkbookGeneratedCase] = []
        var counter = 0
        // Three different missing fields and three different wrong types per seed.
        let missing = random.shuffled(WorkbookDocumentMaker.fieldPaths + [["flat"]])
        let breakages = ["zipText"] + random.shuffled(["addressArray", "nameNumber", "nullEmail", "nullName", "contactString"])
        // Each rule's value cases compare only the fields that rule fixes
        // (docs/EXERCISE-FORMAT.md, "compare"); rule 4's only that the
        // document decodes. The error cases compare the error's kind.
        let compared: [Int: [String: Any]] = [
            1: ["only": ["$.name", "$.street", "$.city", "$.zip", "$.homePhone", "$.cellularPhone", "$.email"]],
            2: ["only": ["$.accessKey", "$.atmCode"]],
            3: ["only": ["$.addedOn"]],
            4: ["only": [String]()],
            5: ["only": ["$.website"]],
        ]
        for round in 0..<3 {
            for rule in 1...7 {
                counter += 1
                var fields = WorkbookDocumentMaker.fields(&random)
                var keys = random.element(of: ["default", "snake"])
                // The date strategy is rule 3's: the other rules' documents keep ISO 8601.
                var dates = "iso8601"
                var decoderKeys = keys
                var change: (inout [String: Any], (String) -> String) -> Void = { _, _ in }
                switch rule {
                case 1:
                    fields["name"] = random.element(of: WorkbookDocumentMaker.otherScripts)
                case 2:
                    switch round {
                    case 0:
                        fields["atmCode"] = random.element(of: ["🔑", "a\"b\\c", "ÅÄÖ", ""]) + WorkbookDocumentMaker.digits(&random, count: 4)
                    case 1:
                        let secret = random.element(of: ["accessKey", "atmCode"])
                        let clear = fields[secret] as? String ?? ""
                        change = { document, key in document[key(secret)] = clear }
                    default:
                        let secret = random.element(of: ["accessKey", "atmCode"])
                        let clear = fields[secret] as? String ?? ""
                        let otherKey = random.word(letters: 16...16)
                        change = { document, key in document[key(secret)] = ["seal": clear, "key": otherKey] }
                    }
                case 3:
                    dates = ["deferred", "iso8601", "secondsSince1970"][round]
                    fields["addedOn"] = random.int(in: -900_000_000...2_000_000_000)
                case 4:
                    keys = round == 2 ? "snake" : random.element(of: ["default", "snake"])
                    decoderKeys = round == 2 ? "default" : keys
                case 5:
                    let site = "https://example.com/" + random.word(letters: 2...9)
                    let extra = random.word(letters: 3...8)
                    let extraValue: Any = random.bool() ? "unknown" : 42
                    change = { document, key in
                        document[key("website")] = site
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
                cases.append(WorkbookGeneratedCase(
                    name: "generated document \(counter) (rule \(rule), \(keys) keys, \(dates) dates)",
                    rule: rule,
                    explain: explanations[rule] ?? "",
                    input: ["document": document, "keys": decoderKeys, "dates": dates] as [String: Any],
                    compare: compared[rule]))
            }
        }
        return cases
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
    static func fields(_ random: inout WorkbookRandom) -> [String: Any] {
        [
            "name": random.element(of: givenNames) + " " + random.element(of: familyNames),
            "accessKey": random.word(letters: 2...3).uppercased() + "-" + digits(&random, count: random.int(in: 2...5)),
            "atmCode": digits(&random, count: 4),
            "addedOn": random.int(in: 0...1_900_000_000),
            "street": "\(random.int(in: 1...999)) \(random.element(of: streets))",
            "city": random.element(of: cities),
            "zip": random.int(in: 501...9_999_999),
            "homePhone": random.bool() ? "" : phone(&random),
            "cellularPhone": phone(&random),
            "email": random.word(letters: 1...8) + "@example." + random.element(of: ["com", "org", "se", "jp"]),
        ]
    }

    static func dateValue(_ seconds: Int, dates: String) -> Any {
        switch dates {
        case "iso8601":
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        case "secondsSince1970": return seconds
        default: return seconds - 978_307_200
        }
    }

    /// The nested document, secrets as seal markers.
    static func document(_ fields: [String: Any], keys: String, dates: String) -> [String: Any] {
        let key = spelling(keys)
        return [
            key("name"): fields["name"] ?? "",
            key("accessKey"): ["seal": fields["accessKey"] ?? ""],
            key("atmCode"): ["seal": fields["atmCode"] ?? ""],
            key("addedOn"): dateValue(fields["addedOn"] as? Int ?? 0, dates: dates),
            key("address"): [key("street"): fields["street"] ?? "", key("city"): fields["city"] ?? "", key("zip"): fields["zip"] ?? 0],
            key("contactInfo"): [key("homePhone"): fields["homePhone"] ?? "", key("cellularPhone"): fields["cellularPhone"] ?? "",
                                 key("email"): fields["email"] ?? ""],
        ]
    }

    static func remove(_ path: [String], from document: inout [String: Any], key: (String) -> String) {
        if path == ["flat"] {
            for part in ["address", "contactInfo"] {
                let inner = document.removeValue(forKey: key(part)) as? [String: Any] ?? [:]
                document.merge(inner) { first, _ in first }
            }
        } else if path.count == 1 {
            document[key(path[0])] = nil
        } else if var inner = document[key(path[0])] as? [String: Any] {
            inner[key(path[1])] = nil
            document[key(path[0])] = inner
        }
    }

    static func breakType(_ breakage: String, in document: inout [String: Any], key: (String) -> String) {
        func setInner(_ outer: String, _ field: String, _ value: Any) {
            if var inner = document[key(outer)] as? [String: Any] {
                inner[key(field)] = value
                document[key(outer)] = inner
            }
        }
        let address = document[key("address")] as? [String: Any] ?? [:]
        let zip = address[key("zip")] as? Int ?? 0
        switch breakage {
        case "zipText": setInner("address", "zip", String(zip))
        case "addressArray": document[key("address")] = [address[key("street")] ?? "", address[key("city")] ?? "", zip]
        case "nameNumber": document[key("name")] = 7
        case "nullEmail": setInner("contactInfo", "email", NSNull())
        case "nullName": document[key("name")] = NSNull()
        default: document[key("contactInfo")] = "call me"
        }
    }
}
