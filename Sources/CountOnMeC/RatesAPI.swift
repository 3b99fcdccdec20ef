#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// `countonme_context_load_rates` (see include/countonme.h).
@_cdecl("countonme_context_load_rates")
public func countonme_context_load_rates(_ context: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard let xml = handle.argument(text, named: "ecb_xml") else { return Status.invalidArgument }
    return handle.attempt { () throws(CalculationError) in try handle.calculator.loadExchangeRates(ecbXML: xml) }
}

/// `countonme_context_load_rates_file` (see include/countonme.h).
@_cdecl("countonme_context_load_rates_file")
public func countonme_context_load_rates_file(_ context: OpaquePointer?, _ path: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    // A POSIX path is bytes: taken as they are, UTF-8 or not.
    guard let path else { return handle.failInvalidArgument(Message(.argumentNull, [.text("path")])) }
    let bytes = Array(UnsafeBufferPointer(start: path, count: strlen(path))).map { UInt8(bitPattern: $0) }
    return handle.attempt { () throws(CalculationError) in try handle.calculator.loadExchangeRates(contentsOfPath: bytes) }
}

/// `countonme_context_set_rate` (see include/countonme.h).
@_cdecl("countonme_context_set_rate")
public func countonme_context_set_rate(_ context: OpaquePointer?, _ code: UnsafePointer<CChar>?, _ perEuro: UnsafePointer<CChar>?,
                                       _ date: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard let code = handle.argument(code, named: "code"), let rate = handle.argument(perEuro, named: "per_euro"),
          let date = handle.argument(date, named: "date") else { return Status.invalidArgument }
    return handle.attempt { () throws(CalculationError) in try handle.calculator.setExchangeRate(code, perEuro: rate, date: date) }
}

/// `countonme_context_clear_rates` (see include/countonme.h).
@_cdecl("countonme_context_clear_rates")
public func countonme_context_clear_rates(_ context: OpaquePointer?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    handle.calculator.exchangeRates = nil
    return handle.succeed()
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
    return CText.deliver(text, to: rate, rates.date, to: date)
}
