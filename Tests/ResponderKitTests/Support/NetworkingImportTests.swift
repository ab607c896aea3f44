import ResponderKit
import ResponderKitTesting
import Testing

// A screen that loads its data, written as an iOS app writes it with only `import UIKit`: URLSession,
// URLRequest and HTTPURLResponse come through `import ResponderKit`. The server is a local one the test
// starts (127.0.0.1, a port the system picks), never the internet.

/// A one-thread HTTP server that answers every request with `body`, then closes the connection.
private final class LocalHTTPServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32

    init(body: String) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 8) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread {
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                var request = [UInt8](repeating: 0, count: 4096)
                _ = read(connection, &request, request.count)
                let response =
                    """
                        HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: \
                        \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)
                        """
                _ = response.withCString { write(connection, $0, strlen($0)) }
                close(connection)
            }
        }
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/notes")! }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }
}

/// The screen: loads with a completion handler and hops to the main queue to update its label.
private final class NotesCountViewController: UIViewController {
    let label = UILabel()
    var statusCode: Int?

    func load(from url: URL) {
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        URLSession.shared.dataTask(with: request) { [weak self] data, response, error in
            let code = (response as? HTTPURLResponse)?.statusCode
            let text = data.map { String(decoding: $0, as: UTF8.self) } ?? "error: \(String(describing: error))"
            DispatchQueue.main.async {
                self?.statusCode = code
                self?.label.text = text
            }
        }.resume()
    }
}

@MainActor
@Suite("URLSession through import ResponderKit, as through import UIKit")
struct NetworkingImportTests {
    @Test("dataTask(with:completionHandler:) that dispatches to the main queue updates the screen")
    func completionHandlerOnTheMainQueue() async throws {
        let server = try LocalHTTPServer(body: "3 notes")
        defer { server.stop() }
        let input = TestWorld.input()
        let screen = NotesCountViewController()
        screen.load(from: server.url)
        let loaded = await input.runMainLoop(until: { screen.label.text != nil })
        let text = screen.label.text, status = screen.statusCode
        #expect(loaded)
        #expect(text == "3 notes")
        #expect(status == 200)
    }

    @Test("await URLSession.shared.data(from:) in a main-actor task gives the body and an HTTPURLResponse")
    func asyncData() async throws {
        let server = try LocalHTTPServer(body: "hello")
        defer { server.stop() }
        let (data, response) = try await URLSession.shared.data(from: server.url)
        // Plain values only in the expectations: a failing one would describe a URLResponse, and
        // swift-corelibs-foundation's description of one has crashed the test process.
        let body = String(decoding: data, as: UTF8.self)
        let status = (response as? HTTPURLResponse)?.statusCode
        let mimeType = response.mimeType
        #expect(body == "hello")
        #expect(status == 200)
        #expect(mimeType == "text/plain")
    }
}
