#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// Evaluates `expression` for a C call without touching `ans`; `deliver` turns the calculation
/// into the call's output and returns a status. Only when it succeeds does the result become
/// `ans`, so a call that fails at any step leaves the context as it was.
private func evaluate(_ context: OpaquePointer?, _ expression: UnsafePointer<CChar>?, hasOutput: Bool,
                      _ deliver: (ContextHandle, Calculation) -> Int32) -> Int32 {
    evaluate(context, text: expression.map { CText.Input.terminated($0) }, hasOutput: hasOutput, deliver)
}

/// ``evaluate(_:_:hasOutput:_:)`` for text given as a C string or as bytes and a length.
private func evaluate(_ context: OpaquePointer?, text: CText.Input?, hasOutput: Bool, outputName: String = "result",
                      _ deliver: (ContextHandle, Calculation) -> Int32) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard hasOutput else { return handle.failInvalidArgument(Message(.argumentNull, [.text(outputName)])) }
    guard let text else { return handle.failInvalidArgument(Message(.argumentNull, [.text("expression")])) }
    guard let input = text.string else { return handle.failInvalidArgument(Message(.argumentNotUTF8, [.text("expression")])) }
    let calculation: Calculation
    do {
        calculation = try handle.calculator.evaluate(input, committing: false)
    } catch {
        return handle.fail(error, in: input)
    }
    let status = deliver(handle, calculation)
    if status == Status.ok { handle.calculator.commit(calculation) }
    return status
}

/// Hands `text` to C through `result`, or records that memory ran out.
private func deliver(_ text: String, to result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ handle: ContextHandle) -> Int32 {
    guard let copy = CText.allocate(text) else { return handle.failOutOfMemory() }
    result?.pointee = copy
    return handle.succeed()
}

/// `countonme_evaluate` (see include/countonme.h).
@_cdecl("countonme_evaluate")
public func countonme_evaluate(_ context: OpaquePointer?, _ expression: UnsafePointer<CChar>?,
                               _ result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    evaluate(context, expression, hasOutput: result != nil) { handle, calculation in
        deliver(calculation.formatted, to: result, handle)
    }
}

/// `countonme_evaluate_n` (see include/countonme.h).
@_cdecl("countonme_evaluate_n")
public func countonme_evaluate_n(_ context: OpaquePointer?, _ expression: UnsafePointer<CChar>?, _ length: Int,
                                 _ result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    evaluate(context, text: .counted(expression, length: length), hasOutput: result != nil) { handle, calculation in
        deliver(calculation.formatted, to: result, handle)
    }
}

/// `countonme_calculate` (see include/countonme.h).
@_cdecl("countonme_calculate")
public func countonme_calculate(_ context: OpaquePointer?, _ expression: UnsafePointer<CChar>?, _ length: Int,
                                _ calculation: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    evaluate(context, text: .counted(expression, length: length), hasOutput: calculation != nil, outputName: "calculation") { handle, result in
        guard let made = CalculationHandle(result, calculator: handle.calculator) else { return handle.failOutOfMemory() }
        calculation?.pointee = made.retainedPointer()
        return handle.succeed()
    }
}

/// `countonme_evaluate_plain` (see include/countonme.h).
@_cdecl("countonme_evaluate_plain")
public func countonme_evaluate_plain(_ context: OpaquePointer?, _ expression: UnsafePointer<CChar>?,
                                     _ result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                     _ isExact: UnsafeMutablePointer<Int32>?) -> Int32 {
    evaluate(context, expression, hasOutput: result != nil) { handle, calculation in
        let status = deliver(calculation.plainString, to: result, handle)
        if status == Status.ok { isExact?.pointee = calculation.isExact ? 1 : 0 }
        return status
    }
}

/// `countonme_evaluate_double` (see include/countonme.h).
@_cdecl("countonme_evaluate_double")
public func countonme_evaluate_double(_ context: OpaquePointer?, _ expression: UnsafePointer<CChar>?,
                                      _ result: UnsafeMutablePointer<Double>?) -> Int32 {
    evaluate(context, expression, hasOutput: result != nil) { handle, calculation in
        if calculation.isComplex {
            return handle.fail(CalculationError(code: .domain, range: .none, message: Message(.domainWithoutName)))
        }
        let value = calculation.doubleValue
        guard value.isFinite else {
            // A double holds at most 309 digits before the point.
            return handle.fail(.resultTooLarge(limit: 308))   // beyond the range of a double
        }
        result?.pointee = value
        return handle.succeed()
    }
}

/// Converts one number for C: reads `text` (the parameter `parameter` of the C function) with
/// `read` (`nil`: not UTF-8), has `conversion` write the result in memory from `malloc` and hands
/// it out; an error's range is in `shown` of the input.
private func convert<Input>(_ context: OpaquePointer?, _ text: UnsafePointer<CChar>?, parameter: String,
                            _ result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                            reading read: (UnsafePointer<CChar>) -> Input?, shown: (Input) -> String,
                            _ conversion: (CalculatorLocale, Input, CalculatorSettings, inout CText.Allocated) throws(CalculationError) -> Void) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard let result else { return handle.failInvalidArgument(Message(.argumentNull, [.text("result")])) }
    guard let text else { return handle.failInvalidArgument(Message(.argumentNull, [.text(parameter)])) }
    guard let input = read(text) else { return handle.failInvalidArgument(Message(.argumentNotUTF8, [.text(parameter)])) }
    let (locale, settings) = handle.calculator.localeAndSettings
    var output = CText.Allocated()
    do {
        try conversion(locale, input, settings, &output)
    } catch {
        // Nothing is handed out on failure, even what was written before it.
        free(output.pointer)
        return handle.fail(error, in: shown(input))
    }
    result.pointee = output.pointer
    return handle.succeed()
}

/// `countonme_format_number` (see include/countonme.h).
@_cdecl("countonme_format_number")
public func countonme_format_number(_ context: OpaquePointer?, _ plain: UnsafePointer<CChar>?,
                                    _ result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    // The plain number is read where it lies: usually ASCII, it needs no string of its own.
    convert(context, plain, parameter: "plain", result, reading: CText.utf8, shown: { String(decoding: $0, as: UTF8.self) }) {
        locale, bytes, settings, output throws(CalculationError) in
        try locale.format(plainNumberUTF8: bytes, notation: settings.notation, limits: settings.limits, into: &output)
    }
}

/// `countonme_parse_number` (see include/countonme.h).
@_cdecl("countonme_parse_number")
public func countonme_parse_number(_ context: OpaquePointer?, _ text: UnsafePointer<CChar>?,
                                   _ result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    convert(context, text, parameter: "text", result, reading: CText.read, shown: { $0 }) { locale, text, settings, output throws(CalculationError) in
        let plain = try locale.parse(localizedNumber: text, limits: settings.limits)
        guard output.take(plain) else { throw .outOfMemory() }
    }
}
