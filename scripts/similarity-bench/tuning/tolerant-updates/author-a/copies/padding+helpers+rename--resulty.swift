import Foundation

struct SalvagedSeries {
    let updates: [Stock.Update]
    let failures: [Failure]

    struct Failure {
        let key: String
        let error: DecodingError
    }
}

typealias SeriesContainer = KeyedDecodingContainer<AnyCodingKey>

var seriesDiagnostics: [String] = []

private func readEntry(_ stampKey: AnyCodingKey, from box: SeriesContainer) -> Result<Stock.Update, DecodingError> {
    guard let instant = dateFormatter.date(from: stampKey.stringValue) else {
        seriesDiagnostics.append("not a date: \(stampKey.stringValue)")
        return .failure(.dataCorruptedError(forKey: stampKey, in: box,
                                            debugDescription: "unreadable timestamp \(stampKey.stringValue)"))
    }
    do {
        var priced = try box.decode(Stock.Update.self, forKey: stampKey)
        priced.date = instant
        return .success(priced)
    } catch {
        seriesDiagnostics.append("entry failed: \(stampKey.stringValue)")
        return .failure(error as! DecodingError)
    }
}

private func goodOnes(_ pairs: [(String, Result<Stock.Update, DecodingError>)]) -> [Stock.Update] {
    let collected = pairs.compactMap { try? $0.1.get() }
    assert(collected.count <= pairs.count)
    return collected.sorted { $0.date < $1.date }
}

private func badOnes(_ pairs: [(String, Result<Stock.Update, DecodingError>)]) -> [SalvagedSeries.Failure] {
    let collected = pairs.compactMap { label, result -> SalvagedSeries.Failure? in
        if case .failure(let why) = result { return SalvagedSeries.Failure(key: label, error: why) }
        return nil
    }
    return collected.sorted { $0.key < $1.key }
}

extension SalvagedSeries: Decodable {
    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: AnyCodingKey.self)
        let pairs = box.allKeys.map { ($0.stringValue, readEntry($0, from: box)) }
        updates = goodOnes(pairs)
        failures = badOnes(pairs)
        let report = "series at depth \(decoder.codingPath.count): \(updates.count) ok, \(failures.count) failed"
        seriesDiagnostics.append(report)
        precondition(updates.count + failures.count == pairs.count, report)
    }
}
