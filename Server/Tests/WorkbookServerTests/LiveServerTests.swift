import Foundation
import Testing
@testable import WorkbookServer
#if canImport(Glibc)
import Glibc
#endif

/// The real server on a free port, spoken to over a socket with hand-written
/// requests, so every header (Host included) is exactly what a test says.
@Suite("The HTTP server", .serialized)
struct LiveServerTests {
    struct Reply {
        var status: Int
        var head: String
        var body: String
    }

    static func request(port: Int, _ raw: String) throws -> Reply {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0, "cannot connect to 127.0.0.1:\(port)")
        let bytes = Array(raw.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        let parts = text.components(separatedBy: "\r\n\r\n")
        let status = Int(parts[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        return Reply(status: status, head: parts[0], body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// Runs the server for the duration of `body`.
    static func withServer(_ body: @Sendable (CourseCopy, Int) async throws -> Void) async throws {
        let course = try CourseCopy()
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = WorkbookHTTPServer.makeApplication(service: course.service, port: 0) { port in continuation.yield(port) }
        let task = Task { try await app.run() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        defer { task.cancel() }
        try await body(course, port)
    }

    @Test("the printed address works: pages load under the token's folder, and no reply sets a cookie")
    func printedAddress() async throws {
        try await Self.withServer { course, port in
            #expect(course.service.gate.url == "http://127.0.0.1:\(port)/test-token-abcdef/")
            let page = try Self.request(port: port, "GET /test-token-abcdef/ HTTP/1.1\nHost: 127.0.0.1:\(port)\nConnection: close\n\n")
            #expect(page.status == 200 && page.body.contains("Chapters"))
            #expect(!page.head.lowercased().contains("set-cookie"))
            let chapter = try Self.request(port: port, "GET /test-token-abcdef/01-rays-books.html HTTP/1.1\nHost: localhost:\(port)\nConnection: close\n\n")
            #expect(chapter.status == 200 && chapter.body.contains("action=\"exercise/kebab-strategy\""))
            let cookie = try Self.request(port: port, "GET / HTTP/1.1\nHost: 127.0.0.1:\(port)\nCookie: workbook_token_\(port)=test-token-abcdef\nConnection: close\n\n")
            #expect(cookie.status == 403)
        }
    }

    @Test("no token, another Origin, another Host: 403 over the wire, and nothing compiled")
    func refusals() async throws {
        try await Self.withServer { course, port in
            let answer = try course.answer("Solutions/kebab-strategy/answer.swift")
            let length = answer.utf8.count
            let requests = [
                "POST /api/check/kebab-strategy HTTP/1.1\nHost: 127.0.0.1:\(port)\nContent-Length: \(length)\nConnection: close\n\n\(answer)",
                "POST /api/check/kebab-strategy HTTP/1.1\nHost: 127.0.0.1:\(port)\nX-Workbook-Token: test-token-abcdef\nOrigin: http://evil.example\nContent-Length: \(length)\nConnection: close\n\n\(answer)",
                "POST /api/check/kebab-strategy HTTP/1.1\nHost: evil.example\nX-Workbook-Token: test-token-abcdef\nContent-Length: \(length)\nConnection: close\n\n\(answer)",
                "GET /test-token-abcdef/ HTTP/1.1\nHost: evil.example:\(port)\nConnection: close\n\n",
                "POST /test-token-abcdef/exercise/kebab-strategy HTTP/1.1\nHost: 127.0.0.1:\(port)\nOrigin: http://127.0.0.1:1\nContent-Length: 0\nConnection: close\n\n",
                // Runs and quizzes: the same gate.
                "POST /api/run/rays-books/1 HTTP/1.1\nHost: 127.0.0.1:\(port)\nContent-Length: 0\nConnection: close\n\n",
                "POST /run/rays-books/1 HTTP/1.1\nHost: 127.0.0.1:\(port)\nX-Workbook-Token: test-token-abcdef\nOrigin: http://evil.example\nContent-Length: 0\nConnection: close\n\n",
                "POST /quiz/rays-books/missing-key HTTP/1.1\nHost: evil.example\nX-Workbook-Token: test-token-abcdef\nContent-Type: application/x-www-form-urlencoded\nContent-Length: 8\nConnection: close\n\nchoice=A",
            ]
            for raw in requests {
                let reply = try Self.request(port: port, raw)
                #expect(reply.status == 403, "\(raw.prefix(120))")
                #expect(!reply.head.lowercased().contains("set-cookie"))
            }
            #expect(course.service.checkCount == 0)
            #expect(!FileManager.default.fileExists(atPath: course.root.appendingPathComponent("Exercises").path))
            #expect(!FileManager.default.fileExists(atPath: course.root.appendingPathComponent(".workbook").path), "a refused quiz answer recorded nothing")
        }
    }

    @Test("the server listens on 127.0.0.1 only")
    func loopbackOnly() async throws {
        try await Self.withServer { _, port in
            // The machine's own non-loopback addresses must not answer.
            var interfaces: UnsafeMutablePointer<ifaddrs>?
            guard getifaddrs(&interfaces) == 0 else { return }
            defer { freeifaddrs(interfaces) }
            var cursor = interfaces
            while let entry = cursor?.pointee {
                defer { cursor = entry.ifa_next }
                guard let address = entry.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
                var inet = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee }
                guard inet.sin_addr.s_addr != inet_addr("127.0.0.1") else { continue }
                inet.sin_port = in_port_t(UInt16(port).bigEndian)
                let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                defer { close(fd) }
                let result = withUnsafePointer(to: &inet) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
                }
                #expect(result != 0, "the server answered on a non-loopback address")
            }
        }
    }
}
