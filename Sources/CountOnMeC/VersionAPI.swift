#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// `countonme_version_number` (see include/countonme.h).
@_cdecl("countonme_version_number")
public func countonme_version_number() -> Int32 {
    Int32(clamping: CountOnMeVersion.number)
}

/// `countonme_version_string` (see include/countonme.h).
@_cdecl("countonme_version_string")
public func countonme_version_string() -> UnsafePointer<CChar>? {
    UnsafeRawPointer(CountOnMeVersion.staticString.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// `countonme_status_name` (see include/countonme.h).
@_cdecl("countonme_status_name")
public func countonme_status_name(_ status: Int32) -> UnsafePointer<CChar>? {
    Status.name(of: status)
}

/// `countonme_free` (see include/countonme.h).
@_cdecl("countonme_free")
public func countonme_free(_ pointer: UnsafeMutableRawPointer?) {
    free(pointer)
}
