import CountOnMeExpressions
import CountOnMeLocalization

/// Editing the history tape from a front end (a tape view's "delete" and "clear").
extension KeypadSession {
    /// Removes history entry `index` (0 is the oldest). An index with no entry raises an alert
    /// and changes nothing.
    @discardableResult
    public func removeHistoryEntry(at index: Int) -> KeypadAlert? {
        guard state.history.indices.contains(index) else {
            return raise(.invalidArgument(Message(.keypadNoHistoryEntry, [.integer(index)])))
        }
        var next = state
        next.history.remove(at: index)
        commit(next)
        return nil
    }

    /// Empties the history tape; the calculation and the memory stay.
    public func clearHistory() {
        var next = state
        next.history = []
        commit(next)
    }
}
