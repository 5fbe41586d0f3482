import Foundation

/// Varied links for link-method: fetch and send links of several resource
/// and body types, hrefs of every shape, extra keys, methods that are wrong
/// or in the wrong case, objects without href or method, and links of both
/// kinds encoded. The expected results come from the reference answer.
enum WorkbookGenerator {
    static let fetchKinds = ["fetch-plant", "fetch-waterings", "fetch-bed"]
    static let sendKinds = ["send-watering", "send-plants", "send-text"]

    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)
        for _ in 0..<3 {
            cases.add(1, "a fetch link", Decode(decode: random.element(of: fetchKinds), json: workbookObject(&random, method: "GET")))
        }
        for _ in 0..<3 {
            cases.add(2, "a send link", Decode(decode: random.element(of: sendKinds), json: workbookObject(&random, method: "POST")))
        }
        for _ in 0..<4 {
            let fetch = random.bool()
            let right = fetch ? "GET" : "POST"
            let wrong = random.element(of: [fetch ? "POST" : "GET", right.lowercased(),
                                             right.prefix(1) + right.dropFirst().lowercased(), "PUT", "DELETE",
                                             right + " ", random.word(letters: 3...6).uppercased()])
            cases.add(3, "a method the action does not use",
                      Decode(decode: random.element(of: fetch ? fetchKinds : sendKinds), json: workbookObject(&random, method: wrong)))
        }
        for _ in 0..<3 {
            let fetch = random.bool()
            var json = workbookObject(&random, method: fetch ? "GET" : "POST")
            json[random.bool() ? "href" : "method"] = nil
            cases.add(4, "a key left out", Decode(decode: random.element(of: fetch ? fetchKinds : sendKinds), json: json))
        }
        for _ in 0..<4 {
            cases.add(5, "a link encoded", ["encode": random.element(of: fetchKinds + sendKinds), "href": workbookHref(&random)])
        }
        return cases.all
    }

    /// A decoding case's input (the harness's Input).
    struct Decode: Encodable {
        let decode: String
        let json: [String: WorkbookJSON]
    }

    static func workbookObject(_ random: inout WorkbookRandom, method: String) -> [String: WorkbookJSON] {
        var json: [String: WorkbookJSON] = ["href": WorkbookJSON(workbookHref(&random)), "method": WorkbookJSON(method)]
        switch random.int(in: 0...3) {
        case 0: json["rel"] = WorkbookJSON(random.element(of: ["self", "history", "water-now", "next"]))
        case 1: json["title"] = WorkbookJSON(random.word(letters: 3...10)); json["templated"] = WorkbookJSON(random.bool())
        case 2: json["ttl"] = WorkbookJSON(random.int(in: 1...3600))
        default: break
        }
        return json
    }

    static func workbookHref(_ random: inout WorkbookRandom) -> String {
        let host = random.element(of: ["https://greenhouse.example", "http://localhost:\(random.int(in: 1024...9999))",
                                       "https://\(random.word(letters: 3...8)).example"])
        var href = host + "/\(random.element(of: ["plants", "beds", "sensors"]))/\(random.word(letters: 3...7))-\(random.int(in: 1...99))"
        if random.bool() { href += "/" + random.element(of: ["waterings", "history", "readings"]) }
        if random.bool() { href += "?limit=\(random.int(in: 1...50))" }
        return href
    }
}
