import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// Hummingbird does the HTTP: binding to 127.0.0.1, parsing, bodies and a
/// clean shutdown on Ctrl-C. Every request goes to `WorkbookService`.
public enum WorkbookHTTPServer {
    /// The largest body accepted (an answer is a few kilobytes).
    static let maxBody = 1 << 20

    public static func makeApplication(service: WorkbookService, port: Int, onRunning: @escaping @Sendable (Int) async -> Void) -> some ApplicationProtocol {
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            var request = request
            let refusedEarly: Bool
            // The gate runs before the body is read: a refused request costs nothing.
            let head = serveRequest(from: request, body: Data())
            if case .refuse = service.gate.decide(head) { refusedEarly = true } else { refusedEarly = false }
            var body = Data()
            if !refusedEarly {
                do {
                    let buffer = try await request.collectBody(upTo: maxBody)
                    body = Data(buffer.readableBytesView)
                } catch {
                    return response(from: .text(413, "413: the body is larger than \(maxBody / 1024) KiB; an answer is much shorter"))
                }
            }
            return response(from: await service.handle(serveRequest(from: request, body: body)))
        }
        var logger = Logger(label: "workbook-serve")
        logger.logLevel = .warning
        return Application(
            responder: responder,
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: nil),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? port
                service.gate.port = bound
                await onRunning(bound)
            },
            logger: logger
        )
    }

    static func serveRequest(from request: Request, body: Data) -> ServeRequest {
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName
            let separator = name == "cookie" ? "; " : ", "
            headers[name] = headers[name].map { $0 + separator + field.value } ?? field.value
        }
        if let authority = request.head.authority { headers["host"] = authority }
        var query: [String: String] = [:]
        for (name, value) in request.uri.queryParameters {
            let key = String(name).removingPercentEncoding ?? String(name)
            if query[key] == nil { query[key] = String(value).removingPercentEncoding ?? String(value) }
        }
        let path = request.uri.path.removingPercentEncoding ?? request.uri.path
        return ServeRequest(method: request.method.rawValue, path: path, query: query, headers: headers, body: body)
    }

    static func response(from served: ServeResponse) -> Response {
        var fields = HTTPFields()
        for (name, value) in served.headers {
            if let key = HTTPField.Name(name) { fields.append(HTTPField(name: key, value: value)) }
        }
        return Response(status: HTTPResponse.Status(code: served.status), headers: fields,
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: served.body)))
    }
}
