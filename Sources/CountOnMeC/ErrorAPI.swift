import CountOnMe

/// `countonme_error_code` (see include/countonme.h).
@_cdecl("countonme_error_code")
public func countonme_error_code(_ context: OpaquePointer?) -> Int32 {
    guard let handle = ContextHandle.from(context) else { return Status.invalidArgument }
    return handle.lastError?.code.rawValue ?? Status.ok
}

/// `countonme_error_range` (see include/countonme.h).
@_cdecl("countonme_error_range")
public func countonme_error_range(_ context: OpaquePointer?, _ start: UnsafeMutablePointer<Int32>?, _ end: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let handle = ContextHandle.from(context), let start, let end else { return Status.invalidArgument }
    let range = handle.lastError?.range ?? .none
    start.pointee = Int32(clamping: range.start)
    end.pointee = Int32(clamping: range.end)
    return Status.ok
}

/// `countonme_error_range_utf16` (see include/countonme.h).
@_cdecl("countonme_error_range_utf16")
public func countonme_error_range_utf16(_ context: OpaquePointer?, _ start: UnsafeMutablePointer<Int32>?, _ end: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let handle = ContextHandle.from(context), let start, let end else { return Status.invalidArgument }
    let range = handle.lastError?.range ?? .none
    guard let input = handle.lastErrorInput else {
        // No text to count in (an option's error): the range is empty at 0.
        start.pointee = 0
        end.pointee = 0
        return Status.ok
    }
    start.pointee = Int32(clamping: utf16Offset(ofByte: range.start, in: input))
    end.pointee = Int32(clamping: utf16Offset(ofByte: range.end, in: input))
    return Status.ok
}

/// The UTF-16 offset of UTF-8 byte `offset` of `text` (a character boundary: ranges never split one).
private func utf16Offset(ofByte offset: Int, in text: String) -> Int {
    let utf8 = text.utf8
    guard let index = utf8.index(utf8.startIndex, offsetBy: max(0, offset), limitedBy: utf8.endIndex) else { return text.utf16.count }
    return text.utf16.distance(from: text.utf16.startIndex, to: index)
}

/// Hands out a text about the last error (or "" after a success); OUT_OF_MEMORY when ICU cannot
/// format it. Reading the error record does not change it.
private func describeLastError(_ context: OpaquePointer?, _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                               _ describe: (any MessageCatalog, CalculationError) -> String?) -> Int32 {
    guard let handle = ContextHandle.from(context), let out else { return Status.invalidArgument }
    guard let error = handle.lastError else { return CText.deliver("", to: out) }
    guard let text = describe(handle.calculator.locale.messages, error) else { return Status.outOfMemory }
    return CText.deliver(text, to: out)
}

/// `countonme_error_message` (see include/countonme.h).
@_cdecl("countonme_error_message")
public func countonme_error_message(_ context: OpaquePointer?, _ message: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    describeLastError(context, message) { messages, error in messages.formatted(error.message) }
}

/// `countonme_error_title` (see include/countonme.h).
@_cdecl("countonme_error_title")
public func countonme_error_title(_ context: OpaquePointer?, _ title: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    describeLastError(context, title) { messages, error in messages.formattedTitle(forErrorNamed: error.code.name) }
}

/// `countonme_status_message` (see include/countonme.h).
@_cdecl("countonme_status_message")
public func countonme_status_message(_ context: OpaquePointer?, _ status: Int32, _ message: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let handle = ContextHandle.from(context), let message else { return Status.invalidArgument }
    let messages = handle.calculator.locale.messages
    // COUNTONME_OK is a status too (status_name gives "ok"), with its own title.
    let name: String
    if status == Status.ok {
        name = "ok"
    } else {
        guard let code = ErrorCode(rawValue: status) else { return Status.invalidArgument }
        name = code.name
    }
    guard let title = messages.formattedTitle(forErrorNamed: name) else { return Status.outOfMemory }
    return CText.deliver(title, to: message)
}
