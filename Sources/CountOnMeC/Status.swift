import CountOnMe

/// Status values of the C API: `COUNTONME_OK` and the engine's error codes.
enum Status {
    static let ok: Int32 = 0
    static let invalidArgument = ErrorCode.invalidArgument.rawValue
    static let outOfMemory = ErrorCode.outOfMemory.rawValue

    /// `countonme_status_name` for every status, allocated once and kept for the life of the
    /// process, so the pointers handed out stay valid.
    // Written once by the lazy initializer, read only afterwards: safe to share between threads.
    nonisolated(unsafe) static let names: [Int32: UnsafeMutablePointer<CChar>] = {
        var names: [Int32: UnsafeMutablePointer<CChar>] = [:]
        names[ok] = CText.allocate("ok")
        for code in ErrorCode.allCases { names[code.rawValue] = CText.allocate(code.name) }
        return names
    }()

    /// "unknown", for numbers that are no status.
    nonisolated(unsafe) static let unknownName: UnsafeMutablePointer<CChar>? = CText.allocate("unknown")
}
