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
///
/// The token is never a cookie: browsers send a cookie of 127.0.0.1 to every
/// port of 127.0.0.1 (cookies ignore ports), so any other local server the
/// browser visits would receive it. Pages live under the token instead
/// (`/<token>/01-rays-books.html`), every link and form of a page is relative
/// to that folder, and `Referrer-Policy: same-origin` keeps the address from
/// other sites; tools send the `X-Workbook-Token` header.
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

    public var origins: [String] { ["http://127.0.0.1:\(port)", "http://localhost:\(port)"] }
    /// The folder every page is served under: `/<token>/`.
    public var base: String { "/\(token)/" }
    public var url: String { "http://127.0.0.1:\(port)\(base)" }

    public enum Decision: Equatable, Sendable {
        /// Go on, with the path to route (the token's folder taken off).
        case allow(path: String)
        /// The token's folder without its last slash: go to the folder, so
        /// that the pages' relative links stay inside it.
        case redirect(to: String)
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
        // The token as the path's first part: a page, or a form or fetch of one.
        let path = request.path.hasPrefix("/") ? request.path : "/" + request.path
        let first = path.dropFirst().prefix { $0 != "/" }
        if Self.same(String(first), token) {
            let rest = path.dropFirst(1 + first.count)
            if rest.isEmpty {
                return request.method == "GET" ? .redirect(to: base) : .refuse(reason: "post to a page's form, not to the token's folder")
            }
            return .allow(path: String(rest))
        }
        // A tool: the token in a header.
        if let given = request.header("x-workbook-token"), Self.same(given, token) {
            return .allow(path: path)
        }
        return .refuse(reason: "the request carries no valid token; open the address './workbook serve' printed (http://127.0.0.1:\(port)/<token>/), or send the X-Workbook-Token header")
    }

    public func response(for refusal: String) -> ServeResponse {
        .text(403, "403 Forbidden: \(refusal).")
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
