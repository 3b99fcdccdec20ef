import CountOnMe

/// `countonme_context_set_variable` (see include/countonme.h).
@_cdecl("countonme_context_set_variable")
public func countonme_context_set_variable(_ context: OpaquePointer?, _ name: UnsafePointer<CChar>?,
                                           _ value: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard let name = handle.argument(name, named: "name"), let value = handle.argument(value, named: "value") else { return Status.invalidArgument }
    do {
        try handle.calculator.setVariable(name, to: value)
    } catch {
        // An error in the value has its range in `value` (the UTF-16 range is counted there too).
        return handle.fail(error, in: value)
    }
    return handle.succeed()
}

/// `countonme_context_get_variable` (see include/countonme.h).
@_cdecl("countonme_context_get_variable")
public func countonme_context_get_variable(_ context: OpaquePointer?, _ name: UnsafePointer<CChar>?,
                                           _ value: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    // A const call: it leaves the error record alone.
    guard let handle = ContextHandle.from(context), let value, let name, let text = CText.read(name) else { return Status.invalidArgument }
    do {
        return CText.deliver(try handle.calculator.variable(text).formatted, to: value)
    } catch {
        return error.code.rawValue
    }
}

/// `countonme_context_unset_variable` (see include/countonme.h).
@_cdecl("countonme_context_unset_variable")
public func countonme_context_unset_variable(_ context: OpaquePointer?, _ name: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    guard let name = handle.argument(name, named: "name") else { return Status.invalidArgument }
    do {
        try handle.calculator.removeVariables([name])
    } catch {
        return handle.fail(error)
    }
    return handle.succeed()
}

/// `countonme_context_clear_variables` (see include/countonme.h).
@_cdecl("countonme_context_clear_variables")
public func countonme_context_clear_variables(_ context: OpaquePointer?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    handle.calculator.removeAllVariables()
    return handle.succeed()
}

/// `countonme_context_variable_count` (see include/countonme.h).
@_cdecl("countonme_context_variable_count")
public func countonme_context_variable_count(_ context: OpaquePointer?, _ count: UnsafeMutablePointer<Int32>?) -> Int32 {
    // A const call: it leaves the error record alone.
    guard let handle = ContextHandle.from(context), let count else { return Status.invalidArgument }
    count.pointee = Int32(clamping: handle.calculator.variableNames.count)
    return Status.ok
}

/// `countonme_context_variable_name` (see include/countonme.h).
@_cdecl("countonme_context_variable_name")
public func countonme_context_variable_name(_ context: OpaquePointer?, _ index: Int32,
                                            _ name: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    // A const call: it leaves the error record alone.
    guard let handle = ContextHandle.from(context), let name else { return Status.invalidArgument }
    let names = handle.calculator.variableNames
    let position = Int(truncatingIfNeeded: index)   // Int32 → Int sign-extends: exact
    guard names.indices.contains(position) else { return Status.invalidArgument }
    return CText.deliver(names[position], to: name)
}
