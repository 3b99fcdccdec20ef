import CountOnMe

/// `countonme_context_new` (see include/countonme.h).
@_cdecl("countonme_context_new")
public func countonme_context_new(_ locale: UnsafePointer<CChar>?, _ context: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    guard let context else { return Status.invalidArgument }
    var name: String?
    if let locale {
        // No context yet to record in: the status alone tells (an unknown name is no silent C).
        guard let text = CText.read(locale) else { return Status.invalidArgument }
        if let problem = LocaleResolution.problem(with: text) {
            return problem.key == .outOfMemory ? Status.outOfMemory : Status.invalidArgument
        }
        name = text
    }
    guard let handle = ContextHandle(localeName: name) else { return Status.outOfMemory }
    context.pointee = handle.retainedPointer()
    return Status.ok
}

/// `countonme_context_free` (see include/countonme.h).
@_cdecl("countonme_context_free")
public func countonme_context_free(_ context: OpaquePointer?) {
    ContextHandle.release(context)
}

/// `countonme_context_interrupt` (see include/countonme.h).
@_cdecl("countonme_context_interrupt")
public func countonme_context_interrupt(_ context: OpaquePointer?) -> Int32 {
    // Only an atomic flag is touched: safe while another thread evaluates on the context.
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    handle.calculator.interrupt()
    return Status.ok
}

/// `countonme_context_set_locale` (see include/countonme.h).
@_cdecl("countonme_context_set_locale")
public func countonme_context_set_locale(_ context: OpaquePointer?, _ locale: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    var name: String?
    if let locale {
        guard let text = CText.read(locale) else { return handle.failInvalidArgument(Message(.argumentNotUTF8, [.text("locale")])) }
        if let problem = LocaleResolution.problem(with: text) {
            return problem.key == .outOfMemory ? handle.failOutOfMemory() : handle.failInvalidArgument(problem)
        }
        name = text
    }
    return handle.attempt { () throws(CalculationError) in try handle.setLocale(name) }
}

/// `countonme_context_get_locale` (see include/countonme.h).
@_cdecl("countonme_context_get_locale")
public func countonme_context_get_locale(_ context: OpaquePointer?, _ locale: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    // A const call: it leaves the error record alone (see "The error record" in the header).
    guard let handle = ContextHandle.from(context), let locale else { return Status.invalidArgument }
    return CText.deliver(handle.calculator.locale.numbersIdentifier ?? "", to: locale)
}

/// `countonme_context_set_option` (see include/countonme.h).
@_cdecl("countonme_context_set_option")
public func countonme_context_set_option(_ context: OpaquePointer?, _ option: Int32, _ value: Int32) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard let option = ContextOption(rawValue: option) else { return handle.failInvalidArgument(Message(.unknownOption, [.integer(Int(truncatingIfNeeded: option))])) }
    return option.set(value, on: handle)
}

/// `countonme_context_get_option` (see include/countonme.h).
@_cdecl("countonme_context_get_option")
public func countonme_context_get_option(_ context: OpaquePointer?, _ option: Int32, _ value: UnsafeMutablePointer<Int32>?) -> Int32 {
    // A const call: it leaves the error record alone.
    guard let handle = ContextHandle.from(context), let value, let option = ContextOption(rawValue: option) else { return Status.invalidArgument }
    value.pointee = option.get(from: handle)
    return Status.ok
}
