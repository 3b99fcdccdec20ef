#if canImport(Glibc)
import Glibc
#endif
import CountOnMe

/// `countonme_keypad_new` (see include/countonme.h).
@_cdecl("countonme_keypad_new")
public func countonme_keypad_new(_ context: OpaquePointer?, _ keypad: UnsafeMutablePointer<OpaquePointer?>?) -> Int32 {
    guard let handle = ContextHandle.from(context), let keypad else { return Status.invalidArgument }
    let source = handle.calculator
    do {
        let calculator = try Calculator(settings: source.settings, locale: source.locale)
        keypad.pointee = KeypadHandle(session: KeypadSession(calculator: calculator)).retainedPointer()
        return Status.ok
    } catch {
        // A const call: the context's error record stays as it was; the status tells.
        return error.code.rawValue
    }
}

/// `countonme_keypad_free` (see include/countonme.h).
@_cdecl("countonme_keypad_free")
public func countonme_keypad_free(_ keypad: OpaquePointer?) {
    KeypadHandle.release(keypad)
}

/// `countonme_keypad_press` (see include/countonme.h).
@_cdecl("countonme_keypad_press")
public func countonme_keypad_press(_ keypad: OpaquePointer?, _ key: Int32) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let key = KeypadKey(rawValue: key) else { return Status.invalidArgument }
    return handle.press { $0.press(key) }
}

/// `countonme_keypad_press_label` (see include/countonme.h).
@_cdecl("countonme_keypad_press_label")
public func countonme_keypad_press_label(_ keypad: OpaquePointer?, _ label: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let text = CText.read(label) else { return Status.invalidArgument }
    return handle.press { $0.press(label: text) }
}

/// `countonme_keypad_display` (see include/countonme.h).
@_cdecl("countonme_keypad_display")
public func countonme_keypad_display(_ keypad: OpaquePointer?, _ part: Int32, _ text: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let text else { return Status.invalidArgument }
    let display = handle.session.display
    let value: String
    switch part {
    case 0: value = display.expression
    case 1: value = display.main
    case 2: value = display.line
    case 3: value = display.angleIndicator
    case 4: value = handle.session.memoryDisplay ?? ""
    case 5: value = display.steps
    default: return Status.invalidArgument
    }
    return CText.deliver(value, to: text)
}

/// `countonme_keypad_alert` (see include/countonme.h).
@_cdecl("countonme_keypad_alert")
public func countonme_keypad_alert(_ keypad: OpaquePointer?, _ title: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                   _ message: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad) else { return Status.invalidArgument }
    guard let alert = handle.lastAlert else { return CText.deliver("", to: title, "", to: message) }
    guard let alertTitle = alert.formattedTitle, let alertMessage = alert.formattedMessage else { return Status.outOfMemory }
    return CText.deliver(alertTitle, to: title, alertMessage, to: message)
}

/// `countonme_keypad_history_count` (see include/countonme.h).
@_cdecl("countonme_keypad_history_count")
public func countonme_keypad_history_count(_ keypad: OpaquePointer?, _ count: UnsafeMutablePointer<Int32>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let count else { return Status.invalidArgument }
    count.pointee = Int32(clamping: handle.session.history.count)
    return Status.ok
}

/// `countonme_keypad_history_entry` (see include/countonme.h).
@_cdecl("countonme_keypad_history_entry")
public func countonme_keypad_history_entry(_ keypad: OpaquePointer?, _ index: Int32,
                                           _ expression: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                                           _ result: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad) else { return Status.invalidArgument }
    let history = handle.session.history
    let position = Int(truncatingIfNeeded: index)   // Int32 → Int sign-extends: exact
    guard history.indices.contains(position) else { return Status.invalidArgument }
    return CText.deliver(history[position].expression, to: expression, history[position].result, to: result)
}

/// `countonme_keypad_recall` (see include/countonme.h).
@_cdecl("countonme_keypad_recall")
public func countonme_keypad_recall(_ keypad: OpaquePointer?, _ index: Int32) -> Int32 {
    guard let handle = KeypadHandle.from(keypad) else { return Status.invalidArgument }
    return handle.press { $0.recall(historyIndex: Int(truncatingIfNeeded: index)) }
}

/// `countonme_keypad_set_callback` (see include/countonme.h).
@_cdecl("countonme_keypad_set_callback")
public func countonme_keypad_set_callback(_ keypad: OpaquePointer?, _ callback: KeypadCallback?, _ userData: UnsafeMutableRawPointer?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad) else { return Status.invalidArgument }
    handle.setCallback(callback, userData: userData)
    return Status.ok
}

/// `countonme_keypad_label` (see include/countonme.h).
@_cdecl("countonme_keypad_label")
public func countonme_keypad_label(_ keypad: OpaquePointer?, _ key: Int32, _ label: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let key = KeypadKey(rawValue: key), let label else { return Status.invalidArgument }
    return CText.deliver(handle.session.label(for: key), to: label)
}

/// `countonme_keypad_paste` (see include/countonme.h).
@_cdecl("countonme_keypad_paste")
public func countonme_keypad_paste(_ keypad: OpaquePointer?, _ text: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let number = CText.read(text) else { return Status.invalidArgument }
    return handle.press { $0.paste(number) }
}

/// `countonme_keypad_history_remove` (see include/countonme.h).
@_cdecl("countonme_keypad_history_remove")
public func countonme_keypad_history_remove(_ keypad: OpaquePointer?, _ index: Int32) -> Int32 {
    guard let handle = KeypadHandle.from(keypad) else { return Status.invalidArgument }
    return handle.press { $0.removeHistoryEntry(at: Int(truncatingIfNeeded: index)) }
}

/// `countonme_keypad_history_clear` (see include/countonme.h).
@_cdecl("countonme_keypad_history_clear")
public func countonme_keypad_history_clear(_ keypad: OpaquePointer?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad) else { return Status.invalidArgument }
    return handle.press { session in
        session.clearHistory()
        return nil
    }
}

/// `countonme_keypad_configure` (see include/countonme.h).
@_cdecl("countonme_keypad_configure")
public func countonme_keypad_configure(_ keypad: OpaquePointer?, _ context: OpaquePointer?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let source = ContextHandle.from(context) else { return Status.invalidArgument }
    let settings = source.calculator.settings, locale = source.calculator.locale
    return handle.press { $0.configure(settings: settings, locale: locale) }
}

/// `countonme_keypad_save` (see include/countonme.h).
@_cdecl("countonme_keypad_save")
public func countonme_keypad_save(_ keypad: OpaquePointer?, _ state: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let state else { return Status.invalidArgument }
    return CText.deliver(handle.session.savedState, to: state)
}

/// `countonme_keypad_restore` (see include/countonme.h).
@_cdecl("countonme_keypad_restore")
public func countonme_keypad_restore(_ keypad: OpaquePointer?, _ state: UnsafePointer<CChar>?) -> Int32 {
    guard let handle = KeypadHandle.from(keypad), let text = CText.read(state) else { return Status.invalidArgument }
    return handle.press { $0.restore(savedState: text) }
}
