@_exported import Crypto
import Foundation

/// Opens an AES-GCM box in its combined form (nonce, ciphertext, tag) with a
/// symmetric key, for the grader: `workbook` judges chapter 4's sealed
/// strings in its own process but does not link swift-crypto itself (its
/// first build stays quick), so it loads this library and calls this one C
/// function. Writes the clear bytes to `output` and returns their count, or
/// -1 when the box does not open with the key or `capacity` is too small.
@_cdecl("workbook_open_sealed_box")
public func workbookOpenSealedBox(
    _ key: UnsafePointer<UInt8>, _ keyCount: Int,
    _ combined: UnsafePointer<UInt8>, _ combinedCount: Int,
    _ output: UnsafeMutablePointer<UInt8>, _ capacity: Int
) -> Int {
    let symmetricKey = SymmetricKey(data: Data(bytes: key, count: keyCount))
    guard let box = try? AES.GCM.SealedBox(combined: Data(bytes: combined, count: combinedCount)),
          let clear = try? AES.GCM.open(box, using: symmetricKey),
          clear.count <= capacity else { return -1 }
    clear.copyBytes(to: output, count: clear.count)
    return clear.count
}
