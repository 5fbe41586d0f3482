import Foundation

/// A request as the service sees it, whatever HTTP library delivered it.
public struct ServeRequest: Sendable {
    public var method: String
    /// The path, percent-decoded, without the query.
    public var path: String
    public var query: [String: String]
    /// Header names in lower case. `host` is the request's authority.
    public var headers: [String: String]
    public var body: Data

    public init(method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:], body: Data = Data()) {
        self.method = method.uppercased()
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// The cookies of the `Cookie` header.
    public var cookies: [String: String] {
        var cookies: [String: String] = [:]
        for part in (header("cookie") ?? "").split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let name = pair[0].trimmingCharacters(in: .whitespaces)
            if cookies[name] == nil { cookies[name] = pair[1].trimmingCharacters(in: .whitespaces) }
        }
        return cookies
    }
}

public struct ServeResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: Data

    public init(status: Int, headers: [(name: String, value: String)] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public static func text(_ status: Int, _ text: String) -> ServeResponse {
        ServeResponse(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data((text + "\n").utf8))
    }

    public static func html(_ html: String, status: Int = 200) -> ServeResponse {
        ServeResponse(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Data(html.utf8))
    }

    public static func json(_ data: Data, status: Int = 200) -> ServeResponse {
        ServeResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: data)
    }

    public static func redirect(_ location: String, headers: [(name: String, value: String)] = []) -> ServeResponse {
        ServeResponse(status: 303, headers: [("Location", location)] + headers)
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}

/// Who may talk to the server: only a page or tool that holds this launch's
/// token, on this machine, under the server's own name. Everything else is
/// refused before any work is done (no file read for a page, no compile).
public final class Gate: @unchecked Sendable {
    public let token: String
    private let lock = NSLock()
    private var boundPort: Int

    /// A fresh 256-bit token from the system's secure generator.
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in String(format: "%016llx", generator.next() as UInt64) }.joined()
    }

    public init(token: String = Gate.newToken(), port: Int) {
        self.token = token
        self.boundPort = port
    }

    /// The port the server listens on (known once it is bound, when asked for port 0).
    public var port: Int {
        get { lock.lock(); defer { lock.unlock() }; return boundPort }
        set { lock.lock(); boundPort = newValue; lock.unlock() }
    }

    public var cookieName: String { "workbook_token_\(port)" }
    public var origins: [String] { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }
    public var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }

    public enum Decision: Equatable, Sendable {
        /// Go on.
        case allow
        /// A valid token in the address: keep it in a cookie and redirect to the same page without it.
        case adoptToken(redirectTo: String)
        case refuse(reason: String)
    }

    public func decide(_ request: ServeRequest) -> Decision {
        let port = self.port
        // DNS rebinding: a page of evil.example that resolves to 127.0.0.1
        // still sends its own name as Host.
        guard let host = request.header("host"), ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host.lowercased()) else {
            return .refuse(reason: "the request's Host is \(request.header("host").map { "'\($0)'" } ?? "missing"); this server answers only to 127.0.0.1:\(port) or localhost:\(port)")
        }
        // Another site's page (or a sandboxed frame, Origin: null) sending requests here.
        if let origin = request.header("origin"), !origins.contains(origin.lowercased()) {
            return .refuse(reason: "the request comes from the page of '\(origin)', not from this server's own pages")
        }
        if request.header("sec-fetch-site").map({ !["same-origin", "none"].contains($0.lowercased()) }) ?? false {
            return .refuse(reason: "the browser says the request comes from another site (Sec-Fetch-Site: \(request.header("sec-fetch-site")!))")
        }
        if let given = request.header("x-workbook-token") ?? request.cookies[cookieName], Self.same(given, token) {
            return .allow
        }
        if request.method == "GET", let given = request.query["token"], Self.same(given, token) {
            return .adoptToken(redirectTo: request.path)
        }
        return .refuse(reason: "the request carries no valid token; open the address 'workbook serve' printed (http://127.0.0.1:\(port)/?token=…), or send the X-Workbook-Token header")
    }

    public func response(for refusal: String) -> ServeResponse {
        .text(403, "403 Forbidden: \(refusal).")
    }

    public var cookieHeader: (name: String, value: String) {
        ("Set-Cookie", "\(cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict")
    }

    /// Compares in time independent of where the strings differ.
    static func same(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }
}
