import Foundation
import Testing
@testable import WorkbookServer

/// A copy of the course in a temporary folder, served without a network:
/// requests go straight to `WorkbookService.handle`.
final class CourseCopy: @unchecked Sendable {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let root: URL
    let service: WorkbookService
    static let port = 47999

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["Chapters", "Solutions", "Tangled"] {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        service = try WorkbookService(root: root, productsDirectory: Self.repository.appendingPathComponent(".build/debug"),
                                      port: Self.port, token: "test-token-abcdef")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var allowed: [String: String] {
        ["Host": "127.0.0.1:\(Self.port)", "X-Workbook-Token": "test-token-abcdef"]
    }

    func send(_ method: String, _ path: String, headers: [String: String]? = nil, body: String = "") async -> ServeResponse {
        await service.handle(ServeRequest(method: method, path: path, headers: headers ?? allowed, body: Data(body.utf8)))
    }

    func form(_ fields: [String: String]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed)!)" }.joined(separator: "&")
    }

    /// Every file under the course, with its contents.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            files[String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))] = try? Data(contentsOf: url)
        }
        return files
    }

    func answer(_ name: String) throws -> String {
        try String(contentsOf: Self.repository.appendingPathComponent(name), encoding: .utf8)
    }
}

func text(_ response: ServeResponse) -> String { String(decoding: response.body, as: UTF8.self) }

@Suite("Serving the course", .serialized)
struct ServiceTests {
    @Test("refused requests get 403 and compile nothing, save nothing")
    func refusalsDoNothing() async throws {
        let course = try CourseCopy()
        let before = course.snapshot()
        let answer = try course.answer("Solutions/kebab-strategy/answer.swift")
        let refused: [[String: String]] = [
            ["Host": "127.0.0.1:47999"],
            ["Host": "127.0.0.1:47999", "X-Workbook-Token": "wrong"],
            course.allowed.merging(["Origin": "http://evil.example"]) { $1 },
            course.allowed.merging(["Host": "evil.example"]) { $1 },
            course.allowed.merging(["Host": "evil.example:47999"]) { $1 },
        ]
        for headers in refused {
            let api = await course.send("POST", "/api/check/kebab-strategy", headers: headers, body: answer)
            #expect(api.status == 403, "\(headers)")
            let form = await course.send("POST", "/exercise/kebab-strategy", headers: headers, body: course.form(["answer": answer, "action": "check"]))
            #expect(form.status == 403, "\(headers)")
            let page = await course.send("GET", "/01-rays-books.html", headers: headers)
            #expect(page.status == 403 && !text(page).contains("<html"), "\(headers)")
        }
        #expect(course.service.checkCount == 0)
        #expect(course.snapshot() == before, "a refused request changed a file of the course")
    }

    @Test("GET / lists the chapters, a chapter page has an editor at its exercise and progress in the sidebar")
    func pages() async throws {
        let course = try CourseCopy()
        let index = await course.send("GET", "/")
        #expect(index.status == 200)
        for title in ["Ray", "Magic", "Alpha Vantage", "Encodable"] {
            #expect(text(index).contains(title), "index lacks \(title)")
        }
        let page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("<textarea id=\"editor-kebab-strategy\""))
        #expect(page.contains("action=\"/exercise/kebab-strategy\""))
        #expect(page.contains("Progress: 0 of 5 passed"))
        #expect(!page.contains("<details class=\"hint\">"), "hints come one at a time, not all in the page")
        let css = await course.send("GET", "/assets/workbook.css")
        #expect(css.status == 200 && css.header("Content-Type")!.hasPrefix("text/css"))
        #expect(await course.send("GET", "/nothing.html").status == 404)
    }

    @Test("the address's token becomes an HttpOnly, SameSite=Strict cookie, and the address drops it")
    func tokenCookie() async throws {
        let course = try CourseCopy()
        let response = await course.service.handle(ServeRequest(method: "GET", path: "/", query: ["token": "test-token-abcdef"], headers: ["Host": "localhost:47999"]))
        #expect(response.status == 303 && response.header("Location") == "/")
        let cookie = try #require(response.header("Set-Cookie"))
        #expect(cookie.hasPrefix("workbook_token_47999=test-token-abcdef;") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
        let page = await course.send("GET", "/", headers: ["Host": "localhost:47999", "Cookie": "workbook_token_47999=test-token-abcdef"])
        #expect(page.status == 200)
    }

    @Test("the API checks a body: pass for a correct answer, fail for a wrong one, error for one that does not compile; nothing is saved")
    func apiCheck() async throws {
        let course = try CourseCopy()
        let before = course.snapshot()
        let pass = try JSONSerialization.jsonObject(with: await course.send("POST", "/api/check/kebab-strategy", body: try course.answer("Solutions/kebab-strategy/answer.swift")).body) as? [String: Any]
        #expect(pass?["status"] as? String == "pass")
        #expect(pass?["version"] as? Int == 3)
        let wrong = try course.answer("Tests/GradingTests/Answers/kebab-strategy/wrong-removes-dashes.swift")
        let fail = try JSONSerialization.jsonObject(with: await course.send("POST", "/api/check/kebab-strategy", body: wrong).body) as? [String: Any]
        #expect(fail?["status"] as? String == "fail")
        let broken = try JSONSerialization.jsonObject(with: await course.send("POST", "/api/check/kebab-strategy", body: "let x: Int = \"no\"\n").body) as? [String: Any]
        #expect(broken?["status"] as? String == "error")
        let message: String = (broken?["message"] as? String) ?? ""
        #expect(message.contains("Exercises/kebab-strategy.swift:1:"))
        #expect(await course.send("POST", "/api/check/kebab-strategy", body: "  \n").status == 400)
        #expect(await course.send("POST", "/api/check/no-such-exercise", body: "x").status == 404)
        #expect(course.service.checkCount == 3)
        #expect(course.snapshot() == before)
    }

    @Test("the API's JSON is byte for byte what 'workbook check <id> --format json' prints")
    func apiMatchesCommandLine() async throws {
        let workbook = CourseCopy.repository.appendingPathComponent(".build/debug/workbook")
        try #require(FileManager.default.isExecutableFile(atPath: workbook.path), "build the course's package first (swift build)")
        let course = try CourseCopy()
        for source in [try course.answer("Solutions/kebab-strategy/answer.swift"),
                       try course.answer("Tests/GradingTests/Answers/kebab-strategy/wrong-splits-once.swift")] {
            let api = await course.send("POST", "/api/check/kebab-strategy", body: source)
            try FileManager.default.createDirectory(at: course.root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
            try Data(source.utf8).write(to: course.root.appendingPathComponent("Exercises/kebab-strategy.swift"))
            let process = Process()
            process.executableURL = workbook
            process.arguments = ["check", "kebab-strategy", "--format", "json", "--course", course.root.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(text(api) == String(decoding: printed, as: UTF8.self))
        }
    }

    @Test("the page's form saves Exercises/<id>.swift, checks it, and the page shows the verdict and the file")
    func formSavesAndChecks() async throws {
        let course = try CourseCopy()
        let before = course.snapshot()
        let answer = try course.answer("Solutions/kebab-strategy/answer.swift")
        let response = await course.send("POST", "/exercise/kebab-strategy", body: course.form(["answer": answer.replacingOccurrences(of: "\n", with: "\r\n"), "action": "check"]))
        #expect(response.status == 303)
        #expect(response.header("Location") == "/01-rays-books.html#exercise-kebab-strategy")
        let saved = try String(contentsOf: course.root.appendingPathComponent("Exercises/kebab-strategy.swift"), encoding: .utf8)
        #expect(saved == answer, "saved with LF line ends, exactly as typed")
        let page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("data-status=\"pass\""))
        #expect(page.contains("✓ kebab-strategy: passed"))
        #expect(page.contains("Progress: 1 of 5 passed"))
        // Only the answer and the progress file were written.
        let changed = Set(course.snapshot().filter { before[$0.key] != $0.value }.keys)
        #expect(changed == ["Exercises/kebab-strategy.swift", ".workbook/progress.json"])
    }

    @Test("an edit made in another editor shows in the page, and the change stamp moves")
    func editsOnDiskShow() async throws {
        let course = try CourseCopy()
        let first = course.service.changeStamp()
        _ = await course.send("POST", "/exercise/kebab-strategy", body: course.form(["answer": "// first\n", "action": "save"]))
        let second = course.service.changeStamp()
        #expect(first != second)
        try Data("// typed elsewhere <here>\n".utf8).write(to: course.root.appendingPathComponent("Exercises/kebab-strategy.swift"))
        let page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("// typed elsewhere &lt;here&gt;"))
        #expect(!page.contains("// first"))
    }

    @Test("hints come one at a time and are counted in the progress file")
    func hints() async throws {
        let course = try CourseCopy()
        var page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("Show hint 1 of"))
        #expect(!page.contains("serve-hint-title"))
        let panel = await course.send("POST", "/exercise/kebab-strategy", headers: course.allowed.merging(["X-Workbook-Fragment": "panel"]) { $1 },
                                      body: course.form(["action": "hint"]))
        #expect(text(panel).hasPrefix("<div class=\"serve-panel\""))
        #expect(text(panel).contains("Hint 1 of") && text(panel).contains("Show hint 2 of"))
        page = text(await course.send("GET", "/01-rays-books.html"))
        #expect(page.contains("Hint 1 of") && !page.contains("Hint 2 of"))
        let progress = try String(contentsOf: course.root.appendingPathComponent(".workbook/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"kebab-strategy\" : 1"))
    }

    @Test("runs answer 501 until a step runner is wired in")
    func runSeam() async throws {
        let course = try CourseCopy()
        #expect(await course.send("POST", "/api/run/01-rays-books/step-1").status == 501)
    }
}
