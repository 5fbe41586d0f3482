import Dispatch
import Foundation

/// Ctrl-C during a run: the first asks the workers to stop after their
/// current answers (whose results are kept), the second quits at once.
final class Interrupt: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var source: DispatchSourceSignal?

    var requested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return count > 0
    }

    static func install(onFirst: @escaping @Sendable () -> Void) -> Interrupt {
        let interrupt = Interrupt()
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            interrupt.lock.lock()
            interrupt.count += 1
            let count = interrupt.count
            interrupt.lock.unlock()
            if count == 1 { onFirst() } else { exit(130) }
        }
        source.resume()
        interrupt.source = source
        return interrupt
    }
}
