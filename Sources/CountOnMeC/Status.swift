import CountOnMe

/// Status values of the C API: `COUNTONME_OK` and the engine's error codes.
enum Status {
    static let ok: Int32 = 0
    static let invalidArgument = ErrorCode.invalidArgument.rawValue
    static let outOfMemory = ErrorCode.outOfMemory.rawValue

    /// `countonme_status_name`: the name of a status, in static data (a NUL-terminated literal
    /// of several characters, so a pointer, never allocated); "unknown" for a number that is no status.
    static func name(of status: Int32) -> UnsafePointer<CChar> {
        let name: StaticString = status == ok ? "ok" : ErrorCode(rawValue: status)?.staticName ?? "unknown"
        return UnsafeRawPointer(name.utf8Start).assumingMemoryBound(to: CChar.self)
    }
}
