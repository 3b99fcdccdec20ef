#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// Loads rates text into a context, recording the result.
private func load(_ handle: ContextHandle, _ text: String) -> Int32 {
    do {
        try handle.calculator.loadExchangeRates(ecbXML: text)
        return handle.succeed()
    } catch {
        return handle.fail(error)
    }
}

/// `countonme_context_load_rates` (see include/countonme.h).
@_cdecl("countonme_context_load_rates")
public func countonme_context_load_rates(_ context: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard let xml = CText.read(text) else { return handle.failInvalidArgument("the rates text is NULL or not valid UTF-8") }
    return load(handle, xml)
}

/// `countonme_context_load_rates_file` (see include/countonme.h).
@_cdecl("countonme_context_load_rates_file")
public func countonme_context_load_rates_file(_ context: OpaquePointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard let path, let file = fopen(path, "rb") else { return handle.failInvalidArgument("the rates file cannot be read") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count > 0 { bytes.append(contentsOf: chunk[..<count]) }
        if count < chunk.count { break }
        if bytes.count > 16 << 20 { return handle.failInvalidArgument("the rates file is too large") }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { return handle.failInvalidArgument("the rates file is not UTF-8") }
    return load(handle, text)
}

/// `countonme_context_rate` (see include/countonme.h).
@_cdecl("countonme_context_rate")
public func countonme_context_rate(_ context: OpaquePointer?, _ from: UnsafePointer<CChar>?, _ to: UnsafePointer<CChar>?,
                                   _ rate: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                   _ date: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let handle = ContextHandle.from(context), let source = CText.read(from), let target = CText.read(to) else {
        return Status.invalidArgument
    }
    guard let rates = handle.calculator.exchangeRates, let text = rates.rateText(from: source, to: target) else {
        return ErrorCode.noExchangeRate.rawValue
    }
    let rateCopy = rate == nil ? nil : CText.allocate(text)
    let dateCopy = date == nil ? nil : CText.allocate(rates.date)
    if (rate != nil && rateCopy == nil) || (date != nil && dateCopy == nil) {
        free(rateCopy)
        free(dateCopy)
        return Status.outOfMemory
    }
    rate?.pointee = rateCopy
    date?.pointee = dateCopy
    return Status.ok
}
