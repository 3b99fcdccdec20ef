import CountOnMe

/// The C callback type `countonme_keypad_callback` (see include/countonme.h).
public typealias KeypadCallback = @convention(c) (UnsafeMutableRawPointer?, Int32, Int32) -> Void

/// The object behind a `countonme_keypad *`: a session, its last alert and the C callback.
final class KeypadHandle: OpaqueHandle {
    let session: KeypadSession
    private(set) var lastAlert: KeypadAlert?
    private var callback: KeypadCallback?
    private var userData: UnsafeMutableRawPointer?

    init(session: KeypadSession) {
        self.session = session
        session.onDisplayChange = { [unowned self] _ in self.callback?(self.userData, 0, 0) }
        session.onAlert = { [unowned self] alert in
            self.lastAlert = alert
            self.callback?(self.userData, 1, alert.error.code.rawValue)
        }
        session.onMemoryChange = { [unowned self] in self.callback?(self.userData, 2, 0) }
        session.onHistoryChange = { [unowned self] in self.callback?(self.userData, 3, 0) }
    }

    /// How many presses are under way on this session: more than one when a callback presses.
    private var depth = 0
    /// The deepest a callback may nest presses (a callback that presses on every event would
    /// otherwise recurse until the stack ends).
    static let deepestNesting = 16

    /// Runs a key press (or recall, paste, history edit): the last alert is then the one it
    /// raised, or none. The session stays alive until the press returns, even when a callback
    /// frees it meanwhile; a press nested deeper than ``deepestNesting`` in callbacks does
    /// nothing and returns `COUNTONME_ERROR_NESTING_TOO_DEEP`.
    func press(_ body: (KeypadSession) -> KeypadAlert?) -> Int32 {
        withExtendedLifetime(self) {
            guard depth < KeypadHandle.deepestNesting else { return ErrorCode.nestingTooDeep.rawValue }
            depth += 1
            defer { depth -= 1 }
            lastAlert = nil
            return KeypadHandle.status(body(session))
        }
    }

    func setCallback(_ callback: KeypadCallback?, userData: UnsafeMutableRawPointer?) {
        self.callback = callback
        self.userData = userData
    }

    /// The status of a key press.
    static func status(_ alert: KeypadAlert?) -> Int32 {
        alert?.error.code.rawValue ?? Status.ok
    }
}
