import CountOnMe

// Reading a calculation (countonme_calculate): const calls without a context, so they report
// by their status alone and never touch an error record.

/// Hands a text of the calculation behind `calculation` to C through `out`.
private func read(_ calculation: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                  _ text: (CalculationHandle) -> String?, otherwise status: Int32 = Status.invalidArgument) -> Int32 {
    guard let handle = CalculationHandle.from(calculation), let out else { return Status.invalidArgument }
    guard let value = text(handle) else { return status }
    return CText.deliver(value, to: out)
}

/// `countonme_calculation_text` (see include/countonme.h).
@_cdecl("countonme_calculation_text")
public func countonme_calculation_text(_ calculation: OpaquePointer?, _ text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    read(calculation, text) { $0.calculation.formatted }
}

/// `countonme_calculation_plain` (see include/countonme.h).
@_cdecl("countonme_calculation_plain")
public func countonme_calculation_plain(_ calculation: OpaquePointer?, _ text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                        _ digitsExact: UnsafeMutablePointer<Int32>?) -> Int32 {
    let status = read(calculation, text) { $0.calculation.plainString }
    if status == Status.ok, let handle = CalculationHandle.from(calculation) {
        digitsExact?.pointee = handle.calculation.isExact ? 1 : 0
    }
    return status
}

/// `countonme_calculation_fraction` (see include/countonme.h).
@_cdecl("countonme_calculation_fraction")
public func countonme_calculation_fraction(_ calculation: OpaquePointer?, _ text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    read(calculation, text, { $0.calculation.exactFraction }, otherwise: ErrorCode.notExact.rawValue)
}

/// `countonme_calculation_is_exact` (see include/countonme.h).
@_cdecl("countonme_calculation_is_exact")
public func countonme_calculation_is_exact(_ calculation: OpaquePointer?, _ isExact: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let handle = CalculationHandle.from(calculation), let isExact else { return Status.invalidArgument }
    isExact.pointee = handle.calculation.hasExactValue ? 1 : 0
    return Status.ok
}

/// `countonme_calculation_currency` (see include/countonme.h).
@_cdecl("countonme_calculation_currency")
public func countonme_calculation_currency(_ calculation: OpaquePointer?, _ code: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    read(calculation, code) { $0.calculation.currency ?? "" }
}

/// `countonme_calculation_variable` (see include/countonme.h).
@_cdecl("countonme_calculation_variable")
public func countonme_calculation_variable(_ calculation: OpaquePointer?, _ name: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    read(calculation, name) { $0.calculation.variable ?? "" }
}

/// `countonme_calculation_warning` (see include/countonme.h).
@_cdecl("countonme_calculation_warning")
public func countonme_calculation_warning(_ calculation: OpaquePointer?, _ text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    read(calculation, text) { $0.warning }
}

/// `countonme_calculation_double` (see include/countonme.h).
@_cdecl("countonme_calculation_double")
public func countonme_calculation_double(_ calculation: OpaquePointer?, _ value: UnsafeMutablePointer<Double>?) -> Int32 {
    guard let handle = CalculationHandle.from(calculation), let value else { return Status.invalidArgument }
    if handle.calculation.isComplex { return ErrorCode.domain.rawValue }
    let double = handle.calculation.doubleValue
    guard double.isFinite else { return ErrorCode.resultTooLarge.rawValue }
    value.pointee = double
    return Status.ok
}

/// `countonme_calculation_free` (see include/countonme.h).
@_cdecl("countonme_calculation_free")
public func countonme_calculation_free(_ calculation: OpaquePointer?) {
    CalculationHandle.release(calculation)
}
