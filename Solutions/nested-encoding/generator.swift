// Generated cases for `nested-encoding`: varied customers (non-ASCII names,
// other scripts, odd secrets, small and large zips, negative dates) under
// default or snake_case keys, three date strategies and any output
// formatting. Inputs only: the grader asks the reference answer for the
// expected document and opens the sealed fields before comparing.
import Foundation

enum WorkbookGenerator {
    struct Input: Encodable {
        let customer: WorkbookCustomerMaker.Customer
        let keys, dates: String
        let formatting: [String]
    }

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .plain)
        for round in 0..<2 {
            for rule in 1...8 {
                var customer = WorkbookCustomerMaker.customer(&random)
                var keys = random.element(of: ["default", "snake"])
                var dates = random.element(of: ["deferred", "iso8601", "secondsSince1970"])
                var formatting = random.subset(["pretty", "sorted", "noslashes"])
                switch rule {
                case 2:
                    customer.zip = round == 0 ? random.int(in: 0...999) : random.int(in: 1_000_000...9_999_999)
                case 3:
                    customer.homePhone = random.bool() ? "" : WorkbookCustomerMaker.phone(&random)
                case 4:
                    customer.website = "https://example.com/" + random.word(letters: 3...9) + "/"
                case 5:
                    customer.accessKey = random.element(of: ["🔑-", "a\"b\\c-", "ÅÄÖ-", "鍵-", ""]) + random.word(letters: 0...40)
                    customer.atmCode = WorkbookCustomerMaker.digits(&random, count: random.int(in: 1...8))
                case 6:
                    dates = round == 0 ? "deferred" : random.element(of: ["iso8601", "secondsSince1970"])
                    customer.addedOn = random.int(in: -900_000_000...2_000_000_000)
                case 7:
                    keys = round == 0 ? "default" : "snake"
                case 8:
                    customer.name = random.element(of: WorkbookCustomerMaker.otherScripts)
                    formatting = round == 0 ? [] : ["pretty", "sorted", "noslashes"]
                default:
                    // Rule 1's top level holds exactly its six keys: a
                    // website, rule 4's, is not among them.
                    customer.website = nil
                }
                cases.add(rule, "generated customer \(cases.all.count + 1) (rule \(rule), \(keys) keys, \(dates) dates)",
                          Input(customer: customer, keys: keys, dates: dates, formatting: formatting),
                          compare: compare(rule, keys: keys))
            }
        }
        return cases.all
    }

    /// What each rule's cases compare: only the part of the document the
    /// rule fixes. Key spelling is rule 7's, so every other rule's cases
    /// compare keys by their words alone (`contactInfo`, `contact_info`).
    static func compare(_ rule: Int, keys: String) -> WorkbookCompare {
        // Every key that holds a value, as this case's key strategy spells it.
        let leaves = keys == "snake"
            ? ["$.name", "$.access_key", "$.atm_code", "$.added_on", "$.street", "$.city", "$.zip", "$.home_phone", "$.cellular_phone", "$.email"]
            : ["$.name", "$.accessKey", "$.atmCode", "$.addedOn", "$.street", "$.city", "$.zip", "$.homePhone", "$.cellularPhone", "$.email"]
        switch rule {
        case 1: return WorkbookCompare(anyValue: ["$.name", "$.accessKey", "$.atmCode", "$.addedOn", "$.address", "$.contactInfo"], anyKeySpelling: true)
        case 2: return WorkbookCompare(only: ["$.address"], anyValue: ["$.address.street", "$.address.city"], kindOnly: ["$.address.zip"], anyKeySpelling: true)
        case 3: return WorkbookCompare(only: ["$.contactInfo"], anyValue: ["$.contactInfo.homePhone", "$.contactInfo.cellularPhone", "$.contactInfo.email"], anyKeySpelling: true)
        case 4: return WorkbookCompare(only: ["$.website", "$.address.website", "$.contactInfo.website"], anyKeySpelling: true)
        // Rules 5, 7 and 8 read the document by key, wherever a key is: where
        // it is is rules 1 to 3's.
        case 5: return WorkbookCompare(only: ["$.accessKey", "$.atmCode"], byKey: true, anyKeySpelling: true)
        case 6: return WorkbookCompare(only: ["$.addedOn"], anyKeySpelling: true)
        case 7: return WorkbookCompare(only: leaves, anyValue: leaves, byKey: true)
        default:
            return WorkbookCompare(only: ["$.name", "$.street", "$.city", "$.zip", "$.homePhone", "$.cellularPhone", "$.email"],
                                   asText: ["$.zip[]"], byKey: true, anyKeySpelling: true)
        }
    }
}

enum WorkbookCustomerMaker {
    static let givenNames = ["Morgan", "Priya", "Zoë", "Søren", "José", "Łukasz", "Aiyana", "Mei", "Ngozi", "Émile", "Ayşe", "Ólafur", "Dana \"Dee\""]
    static let familyNames = ["Reyes", "Natarajan", "Ångström", "Kowalski", "Nakamura", "Müller", "Okafor", "O'Neil", "García-Márquez", "Nguyễn", "Øvergaard"]
    static let otherScripts = ["山田 花子", "Иван Петров", "Σοφία Παππά", "김민준", "محمد علي", "Zoë Ångström-Nakamura"]
    static let streets = ["Harbor Lane", "Alder Court", "Östra Hamngatan", "Rue de l'Église", "Calle Mayor", "Queen St, Unit 4/12", "丸の内"]
    static let cities = ["Portland", "Seattle", "Göteborg", "Kraków", "東京", "São Paulo", "Zürich", "Reykjavík"]
    static let domains = ["example.com", "example.org", "example.se", "example.jp"]

    struct Customer: Encodable {
        var name, accessKey, atmCode: String
        var addedOn: Int
        var street, city: String
        var zip: Int
        var homePhone, cellularPhone, email: String
        @WorkbookNullable var website: String?
    }

    static func digits(_ random: inout WorkbookRandom, count: Int) -> String {
        String((0..<count).map { _ in Character(String(random.int(in: 0...9))) })
    }

    static func phone(_ random: inout WorkbookRandom) -> String {
        "+\(random.int(in: 1...99)) \(random.int(in: 10...999)) 555 \(digits(&random, count: 4))"
    }

    static func customer(_ random: inout WorkbookRandom) -> Customer {
        let given = random.element(of: givenNames)
        let family = random.element(of: familyNames)
        let local = random.word(letters: 1...8) + "." + random.word(letters: 1...8)
        return Customer(
            name: "\(given) \(family)",
            accessKey: random.word(letters: 2...3).uppercased() + "-" + digits(&random, count: random.int(in: 2...5)) + "-" + random.word(letters: 1...4).uppercased(),
            atmCode: digits(&random, count: 4),
            addedOn: random.int(in: 0...1_900_000_000),
            street: "\(random.int(in: 1...999)) \(random.element(of: streets))",
            city: random.element(of: cities),
            zip: random.int(in: 501...99_999),
            homePhone: phone(&random),
            cellularPhone: phone(&random),
            email: local + "@" + random.element(of: domains),
            website: random.bool() ? ("https://" + random.element(of: domains) + "/" + random.word(letters: 2...8)) : nil)
    }
}
