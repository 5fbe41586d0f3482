import Foundation
import Testing
@testable import WorkbookServer

@Suite("Gate: who may talk to the server")
struct GateTests {
    let gate = Gate(token: "secret-token-0123", port: 47999)

    func request(_ method: String = "GET", path: String = "/", query: [String: String] = [:], headers: [String: String]) -> ServeRequest {
        ServeRequest(method: method, path: path, query: query, headers: headers)
    }

    @Test("the token as the path's first part, or in a header, lets a request in, on 127.0.0.1 and localhost")
    func allows() {
        #expect(gate.decide(request(headers: ["Host": "127.0.0.1:47999", "X-Workbook-Token": "secret-token-0123"])) == .allow(path: "/"))
        #expect(gate.decide(request(path: "/secret-token-0123/01-rays-books.html", headers: ["Host": "localhost:47999"])) == .allow(path: "/01-rays-books.html"))
        #expect(gate.decide(request(path: "/secret-token-0123/", headers: ["Host": "127.0.0.1:47999"])) == .allow(path: "/"))
        #expect(gate.decide(request("POST", path: "/secret-token-0123/exercise/kebab-strategy",
                                    headers: ["Host": "127.0.0.1:47999", "Origin": "http://127.0.0.1:47999", "Sec-Fetch-Site": "same-origin"]))
                == .allow(path: "/exercise/kebab-strategy"))
        #expect(gate.decide(request("POST", headers: ["Host": "127.0.0.1:47999", "Origin": "http://127.0.0.1:47999",
                                                     "X-Workbook-Token": "secret-token-0123", "Sec-Fetch-Site": "same-origin"])) == .allow(path: "/"))
    }

    @Test("the printed address is the token's folder; without the last slash it redirects there")
    func tokenFolder() {
        #expect(gate.url == "http://127.0.0.1:47999/secret-token-0123/")
        #expect(gate.decide(request(path: "/secret-token-0123", headers: ["Host": "127.0.0.1:47999"])) == .redirect(to: "/secret-token-0123/"))
    }

    @Test("no token, a wrong one, one of another length, one in the query, or one in a cookie (every port of 127.0.0.1 gets those): refused")
    func refusesWithoutToken() {
        let host = ["Host": "127.0.0.1:47999"]
        #expect(isRefused(gate.decide(request(headers: host))))
        #expect(isRefused(gate.decide(request(headers: host.merging(["X-Workbook-Token": "secret-token-0124"]) { $1 }))))
        #expect(isRefused(gate.decide(request(headers: host.merging(["X-Workbook-Token": "secret"]) { $1 }))))
        #expect(isRefused(gate.decide(request(headers: host.merging(["Cookie": "workbook_token_47999=secret-token-0123"]) { $1 }))))
        #expect(isRefused(gate.decide(request(path: "/01-rays-books.html", query: ["token": "secret-token-0123"], headers: host))))
        #expect(isRefused(gate.decide(request("POST", path: "/api/check/x", query: ["token": "secret-token-0123"], headers: host))))
        for path in ["/secret-token-0124/", "/secret-token-01234/", "/secret/", "/x/secret-token-0123/", "/SECRET-TOKEN-0123/"] {
            #expect(isRefused(gate.decide(request(path: path, headers: host))), "\(path)")
        }
    }

    @Test("another site's page is refused even with the token (Origin, Sec-Fetch-Site)")
    func refusesOtherOrigins() {
        let base = ["Host": "127.0.0.1:47999", "X-Workbook-Token": "secret-token-0123"]
        for origin in ["http://evil.example", "null", "http://127.0.0.1:48000", "https://127.0.0.1:47999"] {
            #expect(isRefused(gate.decide(request("POST", headers: base.merging(["Origin": origin]) { $1 }))), "Origin \(origin)")
            #expect(isRefused(gate.decide(request("POST", path: "/secret-token-0123/exercise/x", headers: ["Host": "127.0.0.1:47999", "Origin": origin]))), "Origin \(origin)")
        }
        #expect(isRefused(gate.decide(request("POST", headers: base.merging(["Sec-Fetch-Site": "cross-site"]) { $1 }))))
        #expect(isRefused(gate.decide(request("POST", headers: base.merging(["Sec-Fetch-Site": "same-site"]) { $1 }))))
    }

    @Test("a Host other than 127.0.0.1 or localhost on this port is refused (DNS rebinding)")
    func refusesOtherHosts() {
        for host in ["evil.example", "evil.example:47999", "127.0.0.1", "127.0.0.1:80", "localhost:48000", "0.0.0.0:47999", "[::1]:47999"] {
            #expect(isRefused(gate.decide(request(headers: ["Host": host, "X-Workbook-Token": "secret-token-0123"]))), "Host \(host)")
            #expect(isRefused(gate.decide(request(path: "/secret-token-0123/", headers: ["Host": host]))), "Host \(host)")
        }
        #expect(isRefused(gate.decide(request(headers: ["X-Workbook-Token": "secret-token-0123"]))), "no Host at all")
    }

    @Test("tokens are long and differ at every launch")
    func freshTokens() {
        let a = Gate.newToken(), b = Gate.newToken()
        #expect(a.count == 64 && b.count == 64 && a != b)
    }

    func isRefused(_ decision: Gate.Decision) -> Bool {
        if case .refuse = decision { return true }
        return false
    }
}
