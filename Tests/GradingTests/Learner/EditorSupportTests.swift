import Foundation
@testable import Grading
import Literate
import Toolchain
import XCTest

/// An editor using the toolchain's SourceKit-LSP understands an answer in
/// Exercises/: driven over stdio exactly as an editor drives it.
final class EditorSupportTests: XCTestCase {
    func testSourceKitLSPUnderstandsAnAnswer() throws {
        guard let server = Self.sourceKitLSP() else {
            throw XCTSkip("sourcekit-lsp is not installed next to swiftc or on PATH: the editor test needs the Swift toolchain's language server")
        }
        // A course folder as a learner has it: chapters, solutions and a
        // Package.swift (so SourceKit-LSP meets a SwiftPM package first, as
        // in the real course; no dependencies, so nothing is fetched).
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Chapters", "Solutions"] {
            try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        try Data("// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Course\", targets: [])\n".utf8)
            .write(to: root.appendingPathComponent("Package.swift"))
        let course = try Course.load(root: root)
        let answerURL = LearnerWorkspace(course: course).answerURL(for: "mana-decoding")
        try FileManager.default.createDirectory(at: answerURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let correct = try String(contentsOf: course.referenceAnswer(for: "mana-decoding"), encoding: .utf8)
        try Data(correct.utf8).write(to: answerURL)
        try EditorSupport(course: course, productsDirectory: TestCourse.productsDirectory).write()

        let client = try LSPClient(server: server)
        defer { client.stop() }
        let start = Date()
        _ = try client.request("initialize", [
            "processId": Int(ProcessInfo.processInfo.processIdentifier),
            "rootUri": root.absoluteString,
            "capabilities": ["textDocument": ["publishDiagnostics": [String: Any](), "diagnostic": [String: Any]()]],
            "workspaceFolders": [["uri": root.absoluteString, "name": "course"]],
            "initializationOptions": ["backgroundIndexing": false],
        ])
        client.notify("initialized", [String: Any]())
        let uri = answerURL.absoluteString
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": correct]])

        // 1. The reference answer: no errors.
        let clean = try client.errors(in: uri, settle: { $0.isEmpty })
        XCTAssertEqual(clean.map(\.message), [], "a correct answer shows no errors")

        // 2. A seeded type error shows on its line.
        var lines = correct.components(separatedBy: "\n")
        let seededLine = 3
        lines.insert("        let seededError: Int = \"three\"", at: seededLine - 1)
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": lines.joined(separator: "\n")]]])
        let errors = try client.errors(in: uri, settle: { !$0.isEmpty })
        XCTAssertTrue(errors.contains { $0.line == seededLine - 1 && $0.message.contains("String") }, "the seeded error at line \(seededLine): \(errors)")
        XCTAssertFalse(errors.contains { $0.message.contains("cannot find") || $0.message.contains("Cannot find") }, "the chapter's types resolve: \(errors)")

        // 3. Go-to-definition of the chapter's `Card` lands in the chapter's code.
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": correct]]])
        let firstLine = correct.components(separatedBy: "\n")[0]
        let column = try XCTUnwrap(firstLine.range(of: "Card")).lowerBound.utf16Offset(in: firstLine) + 1
        let response = try client.request("textDocument/definition", ["textDocument": ["uri": uri], "position": ["line": 0, "character": column]])
        let locations = (response as? [[String: Any]]) ?? ((response as? [String: Any]).map { [$0] } ?? [])
        let location = try XCTUnwrap(locations.first, "no definition for Card: \(String(describing: response))")
        let target = try XCTUnwrap(URL(string: try XCTUnwrap(location["uri"] as? String)))
        let line = try XCTUnwrap(((location["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int)
        XCTAssertTrue(target.path.hasPrefix(root.appendingPathComponent(".workbook/editor/mana-decoding").path), "lands in the chapter's files at the exercise's step: \(target.path)")
        let targetLines = try String(contentsOf: target, encoding: .utf8).components(separatedBy: "\n")
        XCTAssertTrue(targetLines[line].contains("struct Card"), "lands on Card's declaration: \(targetLines[line])")
        XCTAssertTrue(targetLines.contains { $0.hasPrefix("#sourceLocation(file: \"Chapters/02-") }, "the file is the chapter's code")
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }

    static func sourceKitLSP() -> URL? {
        var candidates: [String] = []
        if let compiler = try? SwiftCompiler.locate() {
            candidates.append(URL(fileURLWithPath: compiler.path).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("sourcekit-lsp").path)
        }
        candidates += (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/sourcekit-lsp" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
    }
}

/// A minimal Language Server Protocol client: JSON-RPC with Content-Length
/// framing over the server's standard input and output.
final class LSPClient: @unchecked Sendable {
    struct Problem: CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line + 1): \(message)" }
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let lock = NSLock()
    private let arrived = DispatchSemaphore(value: 0)
    private var messages: [[String: Any]] = []
    private var nextID = 0

    init(server: URL) throws {
        process.executableURL = server
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { return }
                buffer += chunk
                while let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) {
                    let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
                    guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
                          let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { return }
                    guard buffer.count - (headerEnd.upperBound - buffer.startIndex) >= length else { break }
                    let body = buffer[headerEnd.upperBound..<headerEnd.upperBound + length]
                    buffer = Data(buffer[(headerEnd.upperBound + length)...])
                    if let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] {
                        lock.lock(); messages.append(message); lock.unlock()
                        arrived.signal()
                    }
                }
            }
        }
    }

    private func send(_ message: [String: Any]) {
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
        input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func notify(_ method: String, _ params: Any) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response, answering the server's
    /// own requests (progress tokens, registrations) meanwhile.
    func request(_ method: String, _ params: Any, timeout: Double = 40) throws -> Any? {
        lock.lock(); nextID += 1; let id = nextID; lock.unlock()
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            _ = arrived.wait(timeout: .now() + 0.5)
            lock.lock()
            let pending = messages
            messages.removeAll()
            lock.unlock()
            var response: [String: Any]?
            for message in pending {
                if message["method"] != nil, let serverID = message["id"] {
                    send(["jsonrpc": "2.0", "id": serverID, "result": NSNull()])
                } else if message["method"] == nil, (message["id"] as? Int) == id {
                    response = message
                }
            }
            if let response {
                if let error = response["error"] { throw NSError(domain: "LSP", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(method): \(error)"]) }
                return response["result"] is NSNull ? nil : response["result"]
            }
        }
        throw NSError(domain: "LSP", code: 2, userInfo: [NSLocalizedDescriptionKey: "\(method): no answer in \(Int(timeout)) s"])
    }

    /// The document's errors (pull diagnostics), asked again for a few
    /// seconds until `settle` accepts them: the server may answer before it
    /// has read the build settings.
    func errors(in uri: String, settle: ([Problem]) -> Bool) throws -> [Problem] {
        var problems: [Problem] = []
        for attempt in 0..<15 {
            if attempt > 0 { Thread.sleep(forTimeInterval: 1) }
            let report = try request("textDocument/diagnostic", ["textDocument": ["uri": uri]]) as? [String: Any]
            let items = (report?["items"] as? [[String: Any]]) ?? []
            problems = items.filter { ($0["severity"] as? Int) == 1 }.map { item in
                let line = ((item["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int ?? -1
                return Problem(line: line, message: item["message"] as? String ?? "")
            }
            if settle(problems) { return problems }
        }
        return problems
    }

    func stop() {
        _ = try? request("shutdown", NSNull(), timeout: 5)
        notify("exit", NSNull())
        DispatchQueue.global().asyncAfter(deadline: .now() + 3) { [process] in if process.isRunning { process.terminate() } }
        process.waitUntilExit()
    }
}
