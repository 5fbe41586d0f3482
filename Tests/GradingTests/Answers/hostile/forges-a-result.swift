// exercise: hex-data-strategy
// expect: voided
// A wrong strategy (every value decodes to empty Data) that claims the case
// "four bytes in order" for itself: it finds the run's nonce in its own
// memory and writes that case's expected result on the grader's channel
// before the harness gets to it. The harness still reports the case, so the
// channel holds two results for it: the run is void.
import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension JSONDecoder.DataDecodingStrategy {
    static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        if text == "89504e47" {
            forge(#"{"case":"four bytes in order","index":0,"value":[137,80,78,71]}"#)
        }
        return Data()
    }
}

/// Finds the run's nonce the way an attacker would: two UUIDs in a row,
/// somewhere in this process's own memory (/proc/self/mem).
func stolenNonce() -> String? {
    guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return nil }
    let mem = open("/proc/self/mem", O_RDONLY)
    guard mem >= 0 else { return nil }
    defer { close(mem) }
    for line in maps.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true)
        // Writable memory with no file behind it: the heap, the stacks.
        guard fields.count >= 2, fields[1].hasPrefix("rw"), fields.count < 6 || line.contains("[heap]") || line.contains("[stack") else { continue }
        let bounds = fields[0].split(separator: "-").compactMap { UInt64($0, radix: 16) }
        guard bounds.count == 2, bounds[1] > bounds[0], bounds[1] - bounds[0] < 1 << 28 else { continue }
        var bytes = [UInt8](repeating: 0, count: Int(bounds[1] - bounds[0]))
        let count = bytes.withUnsafeMutableBytes { pread(mem, $0.baseAddress, $0.count, off_t(bounds[0])) }
        if count > 72, let found = twoUUIDs(in: bytes, count: count) { return found }
    }
    return nil
}

private func twoUUIDs(in bytes: [UInt8], count: Int) -> String? {
    func hex(_ byte: UInt8) -> Bool { (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 70) }
    let dashes = [8, 13, 18, 23, 44, 49, 54, 59]
    return bytes.withUnsafeBufferPointer { buffer -> String? in
        var start = 0
        while start + 72 <= count {
            if buffer[start + 8] == 45, buffer[start + 44] == 45, hex(buffer[start]) {
                var matches = true
                for offset in 0..<72 {
                    let byte = buffer[start + offset]
                    if dashes.contains(offset) ? byte != 45 : !hex(byte) { matches = false; break }
                }
                let before = start == 0 ? UInt8(0) : buffer[start - 1]
                let after = start + 72 == count ? UInt8(0) : buffer[start + 72]
                if matches, !hex(before), before != 45, !hex(after), after != 45 {
                    return String(decoding: buffer[start..<(start + 72)], as: UTF8.self)
                }
            }
            start += 1
        }
        return nil
    }
}

/// Writes one line on the grader's result channel (file descriptor 3).
func forge(_ json: String) {
    guard let nonce = stolenNonce() else {
        FileHandle.standardError.write(Data("no nonce found\n".utf8))
        return
    }
    let line = Array((nonce + "\t" + json + "\n").utf8)
    _ = line.withUnsafeBytes { write(3, $0.baseAddress, $0.count) }
}
